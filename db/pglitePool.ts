import type { Results } from '@electric-sql/pglite'
import type { PgliteSession } from './pgliteWorkerSession.ts'
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import type { PoolUse } from './openDatabase.ts'
import { createPgliteStatements } from './pglitePreparedStatements.ts'

const MULTI_STATEMENT = /;\s*\S/
const COMMANDS_WITH_ROW_COUNT = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE'])

/**
 * A one-connection "pool" over PGlite for Kysely's PostgresDialect. PGlite is a single
 * session, so `connect()` waits until the previous holder releases: a Kysely transaction
 * keeps the connection for its whole duration, which serializes transactions in-process.
 */
export function createPglitePool(pglite: PgliteSession): PostgresPool & { use(): PoolUse } {
  let queue: Promise<void> = Promise.resolve()
  // Callers holding or waiting for the one session: the holder, then those queued behind it.
  let inLine = 0
  const statements = createPgliteStatements(pglite)

  async function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    // Migrations send several statements at once, which only the simple protocol accepts.
    const result =
      parameters.length === 0 && MULTI_STATEMENT.test(sql)
        ? ((await pglite.exec(sql)).at(-1) as Results<R>)
        : await statements.run<R>(sql, parameters)
    const command = sql.trimStart().slice(0, 6).toUpperCase()
    return {
      command: command as PostgresQueryResult<R>['command'],
      rowCount: COMMANDS_WITH_ROW_COUNT.has(command) ? (result.affectedRows ?? 0) : result.rows.length,
      rows: result.rows,
    }
  }

  return {
    options: {},
    use: () => ({ total: 1, idle: inLine === 0 ? 1 : 0, waiting: Math.max(inLine - 1, 0), max: 1 }),
    async connect(): Promise<PostgresPoolClient> {
      let releaseQueue!: () => void
      const previous = queue
      queue = new Promise<void>((resolve) => {
        releaseQueue = resolve
      })
      inLine += 1
      await previous
      const release = () => {
        inLine -= 1
        releaseQueue()
      }
      return { query, release } as unknown as PostgresPoolClient
    },
    async end() {
      await queue
    },
  }
}
