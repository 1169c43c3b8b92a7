import fs from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { SlowestFirstSequencer } from './tests/helpers/slowestFirstSequencer.ts'

const postgresUrl = process.env.TEST_DATABASE_URL

/**
 * Temporary folders in memory where the machine has /dev/shm (a tmpfs), unless TMPDIR names
 * another: every file copies a 69 MB PGlite template and Chromium writes a profile. On CI's
 * ext4 disk that cost half a second of system time per copy and writes that went on after;
 * the API tests ran 15% faster (the workers inherit TMPDIR).
 */
function keepTemporaryFoldersInMemory() {
  if (process.env.TMPDIR) return
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK)
    process.env.TMPDIR = '/dev/shm'
  } catch {
    // No tmpfs here: the system's temporary folder.
  }
}
keepTemporaryFoldersInMemory()
/**
 * The API test files that also run on PostgreSQL: the claims where a server differs from the
 * embedded database, which has one connection: concurrency (races, locks, idempotency, the
 * ledgers), security (access control, sessions, rate limits, enumeration, payments), and the
 * SQL that leans on the server's extensions and collation (search, listings, routes). The
 * others test rules that read and write alike on both; they run on PGlite only.
 */
const POSTGRES_CLAIMS = [
  'account{Enumeration,Idor,RateLimits,SessionSecurity,Sessions}',
  'backOffice{Catalogue,Categories,Content,Customers,Downloadable,Menu,Orders,Prices,ProductCreation,ProductTypes,Promotions,ReturnsReviewsStock,Settings,Shipping}',
  'cart{Merge,Security}',
  'catalogueCsv',
  'checkout{,Concurrency,FormRaces}',
  'clientLog',
  'downloadableProducts',
  'emailOutbox',
  'formInput',
  'giftCard{Ledger,Purchase}',
  'guestReturns',
  'invoicesRefunds',
  'listSizeLimit',
  'listing{,Rows}',
  'orderLifecycle',
  'payment{Reconciliation,Refunds,s,sSecurity}',
  'referencePriceOnSale',
  'refundBeforeInvoice',
  'route',
  'search{,Ranking}',
  'sharedRateLimits',
  'staff{Accounts,Passkeys}',
  'stockAlerts',
  'stockMovements',
  'storeCreditLedger',
  'withdrawal',
].map((name) => `tests/api/${name}.test.ts`)

/** Files that start the Vite development server (HMR), each in a worker of its own. */
const DEV_SERVER_TESTS = ['tests/browser/hmr.test.ts']

/**
 * Files that advance fake time over every timer of the process: in a worker shared with other
 * files, a timer one of them left re-arming kept the retry policy's 60 fake seconds from ending.
 */
const OWN_PROCESS_TESTS = ['graphql/client/exchanges/retryPolicy.test.ts']

// Unit tests sit beside the code; API, integration and browser tests live in tests/.
export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // A poll ends as soon as what it waits for is true; 1 s (Vitest's default) is short on a busy CI machine.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // A worker keeps the modules it loaded from one test file to the next: every integration and
    // browser file imports the whole server, and loading it again per file took about a quarter
    // of the run. Each file still builds its own app, database copy and browser profile.
    isolate: false,
    // Vitest's default is one worker fewer than the cores (1 on a 2-core CI machine): one per core keeps
    // both busy. A third worker made each file about 1.5× slower on CI, no faster in all (VITEST_MAX_WORKERS overrides).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        test: {
          name: 'pglite',
          include: [
            '{config,pricing,domain,db,scripts,server,renderer,components,pages,graphql,vite}/**/*.test.{ts,tsx}',
            'tests/**/*.test.{ts,tsx}',
          ],
          // `*.postgres.test.ts`: what only a PostgreSQL server has (a database of its own to reset).
          exclude: [
            '**/node_modules/**',
            'tests/**/*.postgres.test.ts',
            ...DEV_SERVER_TESTS,
            ...OWN_PROCESS_TESTS,
          ],
          env: { TEST_DATABASE_URL: '' },
        },
      },
      {
        test: {
          // Vike keeps one global context per process: after a development server closed, the
          // production renders of the next file in that worker would use its closed module runner.
          name: 'dev-server',
          include: DEV_SERVER_TESTS,
          isolate: true,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      {
        test: {
          name: 'own-process',
          include: OWN_PROCESS_TESTS,
          isolate: true,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      // With a PostgreSQL server named, the API tests of POSTGRES_CLAIMS run on it too, in the same run (one queue keeps both cores busy).
      // `tests/deploy/`: the scale-out topology (Varnish and shop processes on the PostgreSQL server); fault tests
      // (tests/faults, all `*.postgres.test.ts`) start PostgreSQL servers of their own, which they stop.
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'postgres',
                include: [
                  ...POSTGRES_CLAIMS,
                  // Metrics read the pool and the outbox through the driver in use.
                  'tests/shell/metrics.test.ts',
                  'tests/api/**/*.postgres.test.ts',
                  'tests/deploy/**/*.postgres.test.ts',
                  // Backups run on both databases: the same file, on the server named here.
                  'tests/deploy/backupRestore.test.ts',
                  'tests/faults/**/*.test.ts',
                ],
                env: { TEST_DATABASE_URL: postgresUrl },
                // After the embedded-database files, not between them: a worker goes on to the next
                // file with the modules it holds only when that file is of the same project.
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
})
