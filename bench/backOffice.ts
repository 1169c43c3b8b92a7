import path from 'node:path'
import { sql } from 'kysely'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { listOrders, type OrderListQuery } from '../domain/backoffice/orderList.ts'
import { COMMAND_LINE_STAFF } from '../domain/backoffice/backOfficeActor.ts'
import { searchCustomers } from '../domain/backoffice/customers.ts'
import { createStaff } from '../domain/staff/staffAccounts.ts'
import { totpCode } from '../domain/staff/secondFactor.ts'
import { buildServer } from '../server/app.ts'
import fs from 'node:fs'

const WARMUP = 20
const SAMPLES = 200
/** Orders and customers whose number, e-mail, name and postcode are searched (each sample takes the next). */
const SEARCHED_ROWS = 100

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

/** What one call of a case found: how many match, and whether counting stopped at its cap. */
type Found = { total: number; capped: boolean }

/** Runs a case WARMUP + SAMPLES times and prints its p50, p95 and matches. */
async function measure(name: string, run: (index: number) => Promise<Found | null>): Promise<void> {
  for (let i = 0; i < WARMUP; i += 1) await run(i)
  const timings: number[] = []
  let matches = 0
  let capped = 0
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now()
    const found = await run(i)
    timings.push(performance.now() - started)
    if (!found) continue
    matches += found.total
    if (found.capped) capped += 1
  }
  timings.sort((a, b) => a - b)
  const average = `${Math.round(matches / SAMPLES)}${capped > 0 ? '+' : ''}`
  const found = matches > 0 ? `   ${average} matches on average` : ''
  console.log(
    `${name.padEnd(24)} p50 ${percentile(timings, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(timings, 0.95).toFixed(1).padStart(6)} ms${found}${capped > 0 ? ` (${capped} of ${SAMPLES} counts stopped at the cap)` : ''}`,
  )
}

/**
 * `npm run bench:admin`: the back office's order list and customer search on the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR/db; fill it with `npm run db:generate --
 * --products 50000 --orders 100000`): p50 and p95 of a page of the list (unfiltered, and filtered
 * by store and status), of order searches by e-mail (whole and its start), number, name (of
 * orders spread over the table, and the most common last name) and postcode, and of customer
 * searches by part of an e-mail, name (the same two ways) and postcode. With a build (`npm run
 * build`), then the same through the pages: the server time of `/admin/orders`,
 * `/admin/customers`, `/admin/categories` (the whole tree) and a category's page as a signed-in
 * owner gets them (guard, session, data and HTML).
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'db'),
    databaseUrl: config.databaseUrl,
    prepare: false,
  })
  const db = database.db
  try {
    const { count } = await db
      .selectFrom('shop_order')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
    if (count === 0) throw new Error('no orders: run npm run db:generate -- --orders 100000 first')
    const searched = await db
      .selectFrom('shop_order')
      .innerJoin('order_address', (join) =>
        join.onRef('order_address.order_id', '=', 'shop_order.id').on('order_address.kind', '=', 'billing'),
      )
      .select(['shop_order.number', 'shop_order.email', 'order_address.lastname', 'order_address.postcode'])
      .where(sql<boolean>`shop_order.id % ${Math.max(1, Math.floor(count / SEARCHED_ROWS))} = 0`)
      .limit(SEARCHED_ROWS)
      .execute()
    const commonName = await db
      .selectFrom('order_address')
      .select('lastname')
      .groupBy('lastname')
      .orderBy(sql`count(*)`, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    const pick = (index: number) => searched[index % searched.length]!
    const orders = async (query: OrderListQuery): Promise<Found> => {
      const page = await listOrders(db, COMMAND_LINE_STAFF, query)
      return page.ok ? { total: page.total, capped: page.totalCapped } : { total: 0, capped: false }
    }
    console.log(
      `${count} orders on ${database.kind}, ${SAMPLES} samples per case (50 a page, with the count)`,
    )
    await measure('list', () => orders({}))
    await measure('list store+status', (i) =>
      orders({ storeKey: ['b2c_fr', 'b2c_de', 'b2c_it', 'b2c_en'][i % 4], status: 'processing' }),
    )
    await measure('list by total', () => orders({ sort: 'total_desc' }))
    await measure('search e-mail', (i) => orders({ search: pick(i).email }))
    await measure('search e-mail start', (i) => orders({ search: pick(i).email.slice(0, 8) }))
    await measure('search number', (i) => orders({ search: pick(i).number }))
    await measure('search name', (i) => orders({ search: pick(i).lastname }))
    await measure(`search "${commonName.lastname}"`, (i) =>
      orders({ search: commonName.lastname, page: 1 + (i % 3) }),
    )
    await measure('search postcode', (i) => orders({ search: pick(i).postcode }))

    const customerCount = await db
      .selectFrom('customer')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
    const customers = await db
      .selectFrom('customer')
      .innerJoin('customer_address', 'customer_address.customer_id', 'customer.id')
      .select(['customer.email', 'customer.lastname', 'customer_address.postcode'])
      .where(sql<boolean>`customer.id % ${Math.max(1, Math.floor(customerCount.count / SEARCHED_ROWS))} = 0`)
      .limit(SEARCHED_ROWS)
      .execute()
    if (customers.length === 0) return
    const commonCustomerName = await db
      .selectFrom('customer')
      .select('lastname')
      .groupBy('lastname')
      .orderBy(sql`count(*)`, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    const customer = (index: number) => customers[index % customers.length]!
    const findCustomers = async (query: string): Promise<Found> => {
      const found = await searchCustomers(db, COMMAND_LINE_STAFF, { query })
      return found.ok ? { total: found.totalCount, capped: found.totalCapped } : { total: 0, capped: false }
    }
    console.log(`${customerCount.count} customers, 25 a page, with the count`)
    await measure('customers', () => findCustomers(''))
    // The e-mail's middle: "lea.martin.123@example.net" → "martin.123".
    await measure('customer e-mail part', (i) => findCustomers(customer(i).email.split('@')[0]!.slice(4)))
    await measure('customer name', (i) => findCustomers(customer(i).lastname))
    await measure(`customer "${commonCustomerName.lastname}"`, () =>
      findCustomers(commonCustomerName.lastname),
    )
    await measure('customer postcode', (i) => findCustomers(customer(i).postcode))

    if (!fs.existsSync(path.resolve(import.meta.dirname, '../dist/server'))) {
      console.log('no build: run npm run build to measure the pages too')
      return
    }
    const page = await signedInOwner()
    try {
      console.log(`the pages, as a signed-in owner (server time: guard, session, data, HTML)`)
      const search = (term: string) => `/admin/orders?search=${encodeURIComponent(term)}`
      await measure('page list', () => page.get('/admin/orders'))
      await measure('page store+status', (i) =>
        page.get(`/admin/orders?store=${['b2c_fr', 'b2c_de', 'b2c_it', 'b2c_en'][i % 4]}&status=processing`),
      )
      await measure('page search e-mail', (i) => page.get(search(pick(i).email)))
      await measure('page search number', (i) => page.get(search(pick(i).number)))
      await measure('page search name', (i) => page.get(search(pick(i).lastname)))
      await measure(`page search "${commonName.lastname}"`, (i) =>
        page.get(`${search(commonName.lastname)}&page=${1 + (i % 3)}`),
      )
      await measure('page search postcode', (i) => page.get(search(pick(i).postcode)))
      await measure('page customers', (i) =>
        page.get(`/admin/customers?q=${encodeURIComponent(customer(i).lastname)}`),
      )
      await measure('page categories', () => page.get('/admin/categories'))
      await measure('page category', (i) => page.get(`/admin/categories/${[100, 210, 333][i % 3]}`))
    } finally {
      await page.close()
    }
  } finally {
    await database.close()
  }
}

const ADMIN_HOST = 'localhost:3000'

/**
 * The built app on the same database, and an owner made for this run signed in through the two
 * sign-in forms; `get` fetches a page (its status must be 200).
 */
async function signedInOwner() {
  const app = await buildServer({ logger: false })
  await app.ready()
  const email = `bench-${Date.now()}@example.org`
  const password = 'Bench-owner-password-2026'
  const created = await createStaff(
    app.shopDatabase.db,
    { kind: 'commandLine' },
    { email, name: 'Benchmark', role: 'owner', password },
    new Date(),
  )
  if (!created.ok || !created.totpSecret) throw new Error(`staff: ${JSON.stringify(created)}`)
  const cookies = new Map<string, string>()
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const request = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        host: ADMIN_HOST,
        cookie: cookie(),
        ...(form
          ? { origin: `http://${ADMIN_HOST}`, 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    })
    for (const set of response.cookies) cookies.set(set.name, set.value)
    return response
  }
  const csrf = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? ''
  const login = await request('GET', '/admin/login')
  const step = await request('POST', '/admin/login', { _csrf: csrf(login.body), email, password })
  const second = await request('GET', step.headers.location as string)
  const code = await totpCode(created.totpSecret, new Date())
  const signedIn = await request('POST', '/admin/login/code', { _csrf: csrf(second.body), code })
  if (signedIn.headers.location !== '/admin') throw new Error(`sign-in: ${signedIn.statusCode}`)
  return {
    get: async (url: string): Promise<null> => {
      const response = await request('GET', url)
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`)
      return null
    },
    close: () => app.close(),
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
