import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const folders: string[] = []

interface CruiseOutcome {
  exitCode: number
  output: string
}

/** Runs `depcruise` with one of the shop's configurations on a fixture tree of `files` (path → source), as `npm run lint` does. */
async function cruise(
  files: Record<string, string>,
  config: '.dependency-cruiser.mjs' | '.dependency-cruiser.islands.mjs',
): Promise<CruiseOutcome> {
  const folder = await mkdtemp(path.join(tmpdir(), 'boundaries-'))
  folders.push(folder)
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true })
    await writeFile(path.join(folder, file), source)
  }
  const topFolders = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))]
  const args = [
    ...topFolders,
    '--config',
    path.join(root, config),
    '--output-type',
    'err',
    '--progress',
    'none',
  ]
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/depcruise'),
      args,
      { cwd: folder },
      (error, stdout, stderr) => {
        resolve({
          exitCode: typeof error?.code === 'number' ? error.code : error ? 1 : 0,
          output: stdout + stderr,
        })
      },
    )
  })
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

describe('import boundaries (.dependency-cruiser.mjs)', () => {
  it('fails on imports that cross a boundary and on cycles, naming each rule', async () => {
    const { exitCode, output } = await cruise(
      {
        'server/mailer.ts': `export const sendMail = (to: string) => to\n`,
        'domain/placeOrder.ts': `import { sendMail } from '../server/mailer.ts'\nexport const placeOrder = () => sendMail('shopper@example.org')\n`,
        'db/tables.ts': `import { placeOrder } from '../domain/placeOrder.ts'\nexport const tables = [placeOrder]\n`,
        'pricing/money.ts': `import { STORE } from '../config/store.ts'\nexport const currency = STORE\n`,
        'config/store.ts': `export const STORE = 'b2c_fr'\n`,
        'components/OrderButton.tsx': `import { placeOrder } from '../domain/placeOrder.ts'\nexport const OrderButton = () => placeOrder()\n`,
        'pages/order/+Page.tsx': `import { tables } from '../../db/tables.ts'\nexport default () => tables.length\n`,
        'graphql/client/cart.ts': `import { sendMail } from '../../server/mailer.ts'\nexport const cart = sendMail\n`,
        'graphql/schema/cart/resolvers/Query.cart.ts': `import { sendMail } from '../../../../server/mailer.ts'\nexport const cart = () => sendMail('x')\n`,
        'components/cart/first.ts': `import { second } from './second.ts'\nexport const first = () => second()\n`,
        'components/cart/second.ts': `import { first } from './first.ts'\nexport const second = (): number => (first ? 1 : 0)\n`,
        'components/email/emailTemplates.ts': `import type { Contact } from '../../domain/contact.ts'\nexport type Templates = { contact: Contact }\n`,
        'domain/contact.ts': `import type { Templates } from '../components/email/emailTemplates.ts'\nexport type Contact = { template: keyof Templates }\n`,
      },
      '.dependency-cruiser.mjs',
    )
    expect(exitCode).not.toBe(0)
    expect(output).toContain('domain-imports-rules-only: domain/placeOrder.ts → server/mailer.ts')
    expect(output).toContain(
      'domain-imports-rules-only: domain/contact.ts → components/email/emailTemplates.ts',
    )
    expect(output).toContain('db-imports-database-only: db/tables.ts → domain/placeOrder.ts')
    expect(output).toContain('pricing-imports-nothing: pricing/money.ts → config/store.ts')
    expect(output).toContain(
      'components-run-client-code-only: components/OrderButton.tsx → domain/placeOrder.ts',
    )
    expect(output).toContain('pages-run-client-code-only: pages/order/+Page.tsx → db/tables.ts')
    expect(output).toContain('graphql-client-stays-client: graphql/client/cart.ts → server/mailer.ts')
    expect(output).toContain(
      'graphql-imports-no-server-or-ui: graphql/schema/cart/resolvers/Query.cart.ts → server/mailer.ts',
    )
    expect(output).toMatch(/no-circular: components\/cart\/(first|second)\.ts/)
    expect(output).toMatch(/no-cycle-across-folders: (components\/email\/emailTemplates|domain\/contact)\.ts/)
  })

  it('passes imports that keep to the boundaries: types across them, tests anywhere, type cycles inside a folder', async () => {
    const { exitCode, output } = await cruise(
      {
        'pricing/money.ts': `export const cents = (euros: number) => Math.round(euros * 100)\n`,
        'config/shippingRates.ts': `import { cents } from '../pricing/money.ts'\nexport const FREE_FROM = cents(49)\n`,
        'db/tables.ts': `import { FREE_FROM } from '../config/shippingRates.ts'\nexport const tables = [FREE_FROM]\n`,
        'db/seed/demoOrders.ts': `import { placeOrder } from '../../domain/placeOrder.ts'\nexport const seed = () => placeOrder()\n`,
        'domain/placeOrder.ts': `import { tables } from '../db/tables.ts'\nimport { cents } from '../pricing/money.ts'\nexport const placeOrder = () => tables.length + cents(1)\n`,
        'domain/context.ts': `import type { Loaders } from './loaders.ts'\nexport interface Context { loaders: Loaders }\n`,
        'domain/loaders.ts': `import type { Context } from './context.ts'\nexport interface Loaders { of: (context: Context) => number }\n`,
        'server/app.ts': `import { placeOrder } from '../domain/placeOrder.ts'\nexport const app = placeOrder\n`,
        'components/OrderButton.tsx': `import type { app } from '../server/app.ts'\nimport { FREE_FROM } from '../config/shippingRates.ts'\nexport const OrderButton = (_: typeof app) => FREE_FROM\n`,
        'pages/order/+Page.tsx': `import { OrderButton } from '../../components/OrderButton.tsx'\nexport default () => OrderButton\n`,
        'tests/order.test.ts': `import { app } from '../server/app.ts'\nexport const run = app\n`,
      },
      '.dependency-cruiser.mjs',
    )
    expect(output).toContain('no dependency violations found')
    expect(exitCode).toBe(0)
  })
})

describe('islands (.dependency-cruiser.islands.mjs)', () => {
  const rules = `export const MAX_QUANTITY = 999\n`

  it('fails when an island reaches server code at run time through another module, naming the rule', async () => {
    const { exitCode, output } = await cruise(
      {
        'domain/cartRules.ts': rules,
        'components/cart/quantity.ts': `import { MAX_QUANTITY } from '../../domain/cartRules.ts'\nexport const clamp = (value: number) => Math.min(value, MAX_QUANTITY)\n`,
        'components/cart/Cart.island.tsx': `import { clamp } from './quantity.ts'\nexport const Cart = () => clamp(3)\n`,
      },
      '.dependency-cruiser.islands.mjs',
    )
    expect(exitCode).not.toBe(0)
    expect(output).toContain(
      'islands-reach-client-code-only: components/cart/Cart.island.tsx → domain/cartRules.ts',
    )
  })

  it('passes an island that reaches server code only through types', async () => {
    const { exitCode, output } = await cruise(
      {
        'domain/cartRules.ts': rules,
        'components/cart/quantity.ts': `import type { MAX_QUANTITY } from '../../domain/cartRules.ts'\nexport const clamp = (value: number, max: typeof MAX_QUANTITY) => Math.min(value, max)\n`,
        'components/cart/Cart.island.tsx': `import { clamp } from './quantity.ts'\nexport const Cart = () => clamp(3, 999)\n`,
      },
      '.dependency-cruiser.islands.mjs',
    )
    expect(output).toContain('no dependency violations found')
    expect(exitCode).toBe(0)
  })
})
