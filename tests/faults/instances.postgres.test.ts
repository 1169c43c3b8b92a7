import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { openDatabase, type ShopDatabase } from '../../db/openDatabase.ts'
import {
  hasPostgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../helpers/privatePostgres.ts'
import { httpGraphqlAgent, startShopProcess, type ShopProcess } from '../helpers/shopProcess.ts'
import { registerCustomer } from '../api/helpers/graphqlAgent.ts'
import { ME } from '../api/helpers/accountFixtures.ts'
import { itemOf, orderableVariant, PLACE_ORDER, readyCart } from '../api/helpers/checkoutFixtures.ts'

// What an orchestrator usually allows between SIGTERM and SIGKILL is 30 s; issue 13 asks for 10.
const SHUTDOWN_LIMIT_MS = 10_000

let postgres: PrivatePostgres
let first: ShopProcess
let second: ShopProcess
/** The test's own connection to the shared database (to find products, count orders). */
let database: ShopDatabase
beforeAll(async () => {
  postgres = await startPrivatePostgres()
  // Two instances behind one load balancer: one database, one session secret. Test mode lets the
  // test send its own API documents (production accepts only the storefront's persisted ones).
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: postgres.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  }
  // One after the other: the first start migrates and seeds the empty database.
  first = await startShopProcess(env)
  second = await startShopProcess(env)
  database = await openDatabase({ databaseUrl: postgres.url, prepare: false })
}, 400_000)
afterAll(async () => {
  await database?.close()
  await first?.dispose()
  await second?.dispose()
  await postgres?.destroy()
})

/** Pays a card payment on the offline provider's page of a shop process, as the shopper's browser does. */
async function payWithCardOver(origin: string, payment: { confirmation_url: string; client_secret: string }) {
  const { pathname, search } = new URL(payment.confirmation_url, origin)
  const response = await fetch(`${origin}${pathname}${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: payment.client_secret,
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      name: 'Amelia Hughes',
    }),
  })
  expect(response.status).toBe(200)
}

/** Sends a GraphQL request whose body is held back until `whileInFlight` ran: the server has the request but not all of it. */
function postHeldBack(
  origin: string,
  path: string,
  cookie: string,
  payload: string,
  whileInFlight: () => Promise<void>,
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        cookie,
        expect: '100-continue',
      },
    })
    request.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    // `Expect: 100-continue` tells when the server has parsed the headers: from then on the request is in flight.
    request.once('continue', () => {
      request.write(payload.slice(0, 10))
      whileInFlight().then(() => request.end(payload.slice(10)), reject)
    })
    request.flushHeaders()
  })
}

describe.runIf(hasPostgresBinaries())('shop instances failing', () => {
  it('keeps serving on the other instance, with the same sessions, when one is killed with SIGKILL mid-load', async () => {
    const email = `survivor-${randomUUID()}@example.org`
    const onFirst = httpGraphqlAgent(first.origin)
    expect(await registerCustomer(onFirst, { email })).toMatchObject({ success: true })
    const customerId = (await onFirst.query(ME)).data?.me?.id
    expect(customerId).toMatch(/\S/)
    const cookie = onFirst.sessionCookie()!

    // A short load on both instances, warmed up first (a fresh process renders its first page slowly); the first one is killed in the middle of it.
    for (const origin of [first.origin, second.origin])
      expect((await fetch(`${origin}/en/`)).status).toBe(200)
    const results: { instance: 'first' | 'second'; at: number; ok: boolean }[] = []
    let killedAt = Number.POSITIVE_INFINITY
    const load = async (instance: 'first' | 'second', origin: string, until: number) => {
      while (Date.now() < until) {
        const ok = await fetch(`${origin}/en/`, {
          headers: { accept: 'text/html', cookie: `shop_session=${cookie}` },
        }).then(
          (response) => response.status === 200,
          () => false,
        )
        results.push({ instance, at: Date.now(), ok })
      }
    }
    const until = Date.now() + 3000
    const loads = [
      load('first', first.origin, until),
      load('first', first.origin, until),
      load('second', second.origin, until),
      load('second', second.origin, until),
    ]
    await new Promise((resolve) => setTimeout(resolve, 1000))
    first.child.kill('SIGKILL')
    killedAt = Date.now()
    await first.exited
    await Promise.all(loads)

    const ofSecond = results.filter((result) => result.instance === 'second')
    const ofFirst = results.filter((result) => result.instance === 'first')
    expect(ofSecond.length).toBeGreaterThan(4)
    expect(ofSecond.filter((result) => !result.ok)).toEqual([])
    expect(ofFirst.filter((result) => result.at < killedAt && result.ok).length).toBeGreaterThan(0)
    // Every request that failed was one of the killed instance's, sent once it was going down.
    expect(
      results
        .filter((result) => !result.ok)
        .every((result) => result.instance === 'first' && result.at >= killedAt),
    ).toBe(true)
    expect(ofFirst.some((result) => !result.ok)).toBe(true)

    // The session lives in PostgreSQL: the same cookie is still signed in on the other instance.
    const onSecond = httpGraphqlAgent(second.origin, cookie)
    expect((await onSecond.query(ME)).data?.me?.id).toBe(customerId)
  }, 60_000)

  it('completes an order being placed at SIGTERM, then exits 0 within 10 s', async () => {
    const shopper = httpGraphqlAgent(second.origin)
    const variant = await orderableVariant({ shopDatabase: database } as unknown as FastifyInstance)
    const { cartId } = await readyCart(shopper, { items: [itemOf(variant, 1)] })
    const idempotencyKey = `sigterm-${randomUUID()}`
    const asked = await shopper.query(PLACE_ORDER, { id: cartId, key: idempotencyKey })
    await payWithCardOver(second.origin, asked.data?.placeOrder.payment)

    let signalledAt = 0
    const placed = await postHeldBack(
      second.origin,
      '/en/graphql',
      `shop_session=${shopper.sessionCookie()}`,
      JSON.stringify({ query: PLACE_ORDER, variables: { id: cartId, key: idempotencyKey } }),
      async () => {
        signalledAt = Date.now()
        second.child.kill('SIGTERM')
        await new Promise((resolve) => setTimeout(resolve, 300))
      },
    )
    expect(placed.status, placed.body).toBe(200)
    const order = (JSON.parse(placed.body) as { data: { placeOrder: { order: { number: string } | null } } })
      .data.placeOrder.order
    expect(order?.number).toMatch(/\S/)
    expect(await second.exited, second.log()).toBe(0)
    const shutdownMs = Date.now() - signalledAt
    console.info(`instance exited ${shutdownMs} ms after SIGTERM`)
    expect(shutdownMs).toBeLessThan(SHUTDOWN_LIMIT_MS)

    const { rows } = await sql<{
      count: number
    }>`select count(*)::int as count from shop_order where idempotency_key = ${idempotencyKey}`.execute(
      database.db,
    )
    expect(rows[0]?.count).toBe(1)
  }, 60_000)
})
