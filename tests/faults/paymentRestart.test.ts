import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { openDatabase, type ShopDatabase } from '../../db/openDatabase.ts'
import { copySeededTemplate } from '../../db/seedTemplate.ts'
import {
  hasPostgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../helpers/privatePostgres.ts'
import { httpGraphqlAgent, startShopProcess, type ShopProcess } from '../helpers/shopProcess.ts'
import { PLACE_ORDER, itemOf, readyCart } from '../api/helpers/checkoutFixtures.ts'

const CHECKOUTS = 50
// Fewer pieces than shoppers of this variant: some captures must end as refunds.
const SCARCE_STOCK = 5
const SCARCE_SHOPPERS = 25

const root = path.resolve(import.meta.dirname, '../..')
// On PostgreSQL in CI (TEST_DATABASE_URL set); the shop processes share a private server there, else one PGlite folder (one process at a time).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && hasPostgresBinaries()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-restart-'))
let postgres: PrivatePostgres | undefined
const env: Record<string, string> = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  ORDER_LINK_SECRET: randomBytes(32).toString('hex'),
  PAYMENT_RECONCILIATION_SECONDS: '1',
  PAYMENT_RECONCILIATION_GRACE_SECONDS: '0',
  PAYMENT_WEBHOOK_RETRY_SECONDS: '1',
}
const processes: ShopProcess[] = []

/** Opens the shared database from the test (on PGlite only while no shop process runs). */
const openShared = () =>
  openDatabase(
    onPostgres
      ? { databaseUrl: postgres!.url, prepare: false }
      : { pgliteDir: path.join(dataDir, 'db'), prepare: false },
  )

async function withShared<T>(work: (database: ShopDatabase) => Promise<T>): Promise<T> {
  const database = await openShared()
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

async function startShop(): Promise<ShopProcess & { lines: string[] }> {
  const shop = await startShopProcess(env)
  processes.push(shop)
  const lines: string[] = []
  shop.child.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')))
  return Object.assign(shop, { lines })
}

/** Two variants: one with fewer pieces than its shoppers, one with plenty. */
async function stockVariants(database: ShopDatabase) {
  const { rows } = await sql<{ sku: string; variant_sku: string; colour: string; size: string }>`
    select p.sku, v.sku as variant_sku, v.colour, v.size
    from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by p.sku, v.sku limit 2`.execute(database.db)
  const [scarce, plenty] = rows as [(typeof rows)[number], (typeof rows)[number]]
  await database.db
    .updateTable('product')
    .set({ qty: SCARCE_STOCK })
    .where('sku', '=', scarce.variant_sku)
    .execute()
  await database.db.updateTable('product').set({ qty: 1000 }).where('sku', '=', plenty.variant_sku).execute()
  return { scarce, plenty }
}

beforeAll(async () => {
  if (onPostgres) {
    postgres = await startPrivatePostgres()
    env.DATABASE_URL = postgres.url
  } else {
    await copySeededTemplate(path.join(root, 'var', 'test-template'), path.join(dataDir, 'db'))
  }
}, 300_000)
afterAll(async () => {
  for (const shop of processes) await shop.dispose()
  await postgres?.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Posts the card as the card form island does; the HTTP status, or 0 when the shop was gone. */
async function payByCard(origin: string, payment: { confirmation_url: string; client_secret: string }) {
  const { pathname } = new URL(payment.confirmation_url, origin)
  const response = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: payment.client_secret,
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      name: 'Amelia Hughes',
    }),
  }).catch(() => null)
  return {
    status: response?.status ?? 0,
    body:
      response && response.headers.get('content-type')?.includes('json')
        ? ((await response.json()) as { status?: string })
        : null,
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a restart in the middle of checkouts', () => {
  it('ends every captured payment as exactly one order or one refund, never a 500, and no order without its capture', async () => {
    // PGlite is one process's: its stock is set before the shop starts; PostgreSQL is seeded by the first start.
    const early = onPostgres ? null : await withShared(stockVariants)
    const first = await startShop()
    const { scarce, plenty } = early ?? (await withShared(stockVariants))

    // Fifty shoppers with a cart ready to pay, each asked for a card payment.
    const shoppers = await Promise.all(
      Array.from({ length: CHECKOUTS }, async (_, index) => {
        await pause(index * 40)
        const agent = httpGraphqlAgent(first.origin)
        const { cartId } = await readyCart(agent, {
          items: [itemOf(index < SCARCE_SHOPPERS ? scarce : plenty, 1)],
        })
        const asked = await agent.query(PLACE_ORDER, { id: cartId })
        const payment = asked.data?.placeOrder.payment as
          { intent_id: string; confirmation_url: string; client_secret: string } | undefined
        if (!payment) throw new Error(`no payment asked: ${JSON.stringify(asked)}`)
        return { agent, cartId, payment, comesBack: index % 2 === 0 }
      }),
    )

    // They pay within a second; the shop gets SIGTERM at a random moment of it. Half of them come back from the provider at once.
    const confirmations: { intentId: string; status: number }[] = []
    const killAt = 100 + Math.floor(Math.random() * 800)
    const paying = shoppers.map(async (shopper) => {
      await pause(Math.floor(Math.random() * 1000))
      const paid = await payByCard(first.origin, shopper.payment)
      confirmations.push({ intentId: shopper.payment.intent_id, status: paid.status })
      if (shopper.comesBack && paid.body?.status === 'succeeded')
        await shopper.agent.query(PLACE_ORDER, { id: shopper.cartId }).catch(() => null)
    })
    await pause(killAt)
    first.child.kill('SIGTERM')
    expect(await first.exited, first.log()).toBe(0)
    await Promise.all(paying)
    // A confirmation reaching the closing shop before its route is answered 503 (Fastify's `return503OnClosing`, nothing done, the card may be sent again); never 500.
    expect(confirmations.filter(({ status }) => status >= 500 && status !== 503)).toEqual([])

    // Restarted on the same database: those who come back land on their order (or are told of their refund).
    const second = await startShop()
    const returns = await Promise.all(
      shoppers
        .filter((shopper) => shopper.comesBack)
        .map((shopper) =>
          httpGraphqlAgent(second.origin, shopper.agent.sessionCookie()).query(PLACE_ORDER, {
            id: shopper.cartId,
          }),
        ),
    )
    for (const answer of returns) {
      expect(answer.status).toBe(200)
      const placed = answer.data?.placeOrder as
        { order: unknown; errors: { code: string; message: string }[]; payment: unknown } | undefined
      expect(placed?.order ?? placed?.payment ?? placed?.errors[0]?.message).toBeTruthy()
    }
    // A run that settled nothing after the returns: every captured payment has been dealt with.
    const returnedAt = second.lines.length
    await expect
      .poll(
        () =>
          second.lines
            .slice(returnedAt)
            .some((line) => line.includes('payment reconciliation run') && line.includes('"settled":0')),
        { timeout: 30_000 },
      )
      .toBe(true)
    second.child.kill('SIGTERM')
    expect(await second.exited, second.log()).toBe(0)

    await withShared(async ({ db }) => {
      const { rows } = await sql<{
        intent: string
        payment_id: number
        captured: boolean
        orders: number
        refunds: number
        provider_refunds: number
      }>`
        select i.id as intent, p.id as payment_id, p.captured_at is not null as captured,
          (select count(*)::int from order_payment o where o.payment_id = p.id) as orders,
          (select count(*)::int from payment_refund r where r.payment_id = p.id and r.status <> 'failed') as refunds,
          (select count(*)::int from payment_provider_test_refund r where r.intent_id = i.id) as provider_refunds
        from payment_provider_test_intent i join payment p on p.provider_intent_id = i.id
        where i.status = 'succeeded'`.execute(db)
      expect(rows.length).toBeGreaterThan(0)
      expect(
        rows.filter(
          (row) => !row.captured || row.orders + row.refunds !== 1 || row.provider_refunds !== row.refunds,
        ),
      ).toEqual([])
      const refusedWhileClosing = confirmations
        .filter(({ status }) => status === 503)
        .map(({ intentId }) => intentId)
      expect(rows.filter((row) => refusedWhileClosing.includes(row.intent))).toEqual([])
      const uncapturedOrders = await sql<{
        order_id: number
      }>`select o.order_id from order_payment o join payment p on p.id = o.payment_id where p.captured_at is null`.execute(
        db,
      )
      expect(uncapturedOrders.rows).toEqual([])
      const scarceSold = await sql<{
        count: number
      }>`select count(*)::int as count from order_item i join shop_order o on o.id = i.order_id where i.variant_sku = ${scarce.variant_sku} and o.cart_id in (${sql.join(shoppers.map((shopper) => shopper.cartId))})`.execute(
        db,
      )
      expect(scarceSold.rows[0]!.count).toBeLessThanOrEqual(SCARCE_STOCK)
      const reconciled = await db.selectFrom('payment_reconciliation').select('outcome').execute()
      const resent = second.lines.filter(
        (line) => line.includes('/payment-webhooks/offline') && line.includes('request completed'),
      ).length
      console.info(
        `SIGTERM after ${killAt} ms: ${confirmations.filter(({ status }) => status === 200).length} confirmations answered (${refusedWhileClosing.length} with 503 while closing), ${rows.length} captures, ${rows.filter((row) => row.orders === 1).length} orders, ${rows.filter((row) => row.refunds === 1).length} refunds; after the restart ${resent} webhooks resent, ${reconciled.length} payments settled by the reconciliation job`,
      )
    })
  }, 180_000)
})
