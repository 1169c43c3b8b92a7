import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Redis } from 'ioredis'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from '../helpers/privateRedis.ts'
import { openTestDatabase } from '../api/helpers/testDatabase.ts'
import { createGraphqlAgent } from '../api/helpers/graphqlAgent.ts'
import { SIGN_IN } from '../api/helpers/accountFixtures.ts'

const STORE_CONFIG = '{ storeConfig { store_code } }'
// server/plugins/consent.ts: 20 posts a minute per client address.
const CONSENT_POSTS_PER_MINUTE = 20

let redis: PrivateRedis
let server: TestServer
let inspector: Redis
beforeAll(async () => {
  redis = await startPrivateRedis()
  server = await startTestServer({ redisUrl: redis.url }, { database: await openTestDatabase() })
  // The test's own look into the private Redis: which counters live there.
  inspector = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  inspector.on('error', () => {})
}, 180_000)
afterAll(async () => {
  inspector?.disconnect()
  await server?.close()
  await redis?.destroy()
})

const wrongPassword = (email: string, clientIp: string) =>
  createGraphqlAgent(server.app, { clientIp }).query(SIGN_IN, { email, password: 'not the password' })
const countersInRedis = async (email: string) =>
  (await inspector.keys(`shop_signin_failures_account*${email}`)).length

/** Pages and the shop API answer as usual. */
async function expectShopAnswers() {
  const [home, category, api] = await Promise.all([
    server.app.inject({ url: '/en/', headers: { accept: 'text/html' } }),
    server.app.inject({ url: '/fr/category/3', headers: { accept: 'text/html' } }),
    createGraphqlAgent(server.app).query(STORE_CONFIG),
  ])
  expect([home.statusCode, category.statusCode, api.status]).toEqual([200, 200, 200])
}

describe.runIf(hasRedisServer())('Redis stopped while the shop runs', () => {
  it('keeps rate limits per instance without a 5xx while Redis is down, and shares them again once it is back', async () => {
    await inspector.connect()
    const before = `before-${randomUUID()}@example.org`
    expect((await wrongPassword(before, '198.51.100.1')).data?.signIn.errorCode).toBe('INVALID_CREDENTIALS')
    expect(await countersInRedis(before)).toBe(1)
    await expectShopAnswers()

    await redis.kill()
    await expectShopAnswers()
    // Wrong passwords are still counted, in this instance's memory: five free per account, the sixth opens a wait.
    const during = `during-${randomUUID()}@example.org`
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const answer = await wrongPassword(during, `198.51.100.${10 + attempt}`)
      expect(answer.status).toBe(200)
      expect(answer.data?.signIn.errorCode).toBe('INVALID_CREDENTIALS')
    }
    const refused = await wrongPassword(during, '198.51.100.20')
    expect(refused.status).toBe(429)
    expect(refused.data?.signIn.errorCode).toBe('TOO_MANY_ATTEMPTS')
    // Request budgets of routes (@fastify/rate-limit) hold as well: the 21st consent post in a minute is refused.
    const statuses: number[] = []
    for (let post = 0; post <= CONSENT_POSTS_PER_MINUTE; post += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/en/consent',
        remoteAddress: '198.51.100.30',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    expect(statuses.at(-1)).toBe(429)
    await expectShopAnswers()

    await redis.start()
    // ioredis reconnects by itself: new counters are written to Redis again, shared by every instance.
    const after = `after-${randomUUID()}@example.org`
    await expect
      .poll(
        async () => {
          expect((await wrongPassword(after, '198.51.100.40')).status).toBe(200)
          return countersInRedis(after)
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(1)
    await expectShopAnswers()
  }, 60_000)
})
