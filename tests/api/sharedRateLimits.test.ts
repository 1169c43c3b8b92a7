import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent } from './helpers/graphqlAgent.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether the Redis server answers (`.ci/run` starts the machine's one). */
async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) })
    const answer = (up: boolean) => {
      socket.destroy()
      resolve(up)
    }
    socket.setTimeout(1000)
    socket
      .once('connect', () => answer(true))
      .once('error', () => answer(false))
      .once('timeout', () => answer(false))
  })
}

const redisUp = await redisAnswers()
if (!redisUp) console.warn(`shared rate limits not tested: no Redis at ${REDIS_URL}`)

const apps: FastifyInstance[] = []
beforeAll(async () => {
  if (!redisUp) return
  // Two instances of the shop, as behind a load balancer, sharing one Redis.
  apps.push(
    await buildApiApp({ config: { redisUrl: REDIS_URL } }),
    await buildApiApp({ config: { redisUrl: REDIS_URL } }),
  )
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  for (const app of apps) await app.close()
})

const SIGN_IN =
  'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success errorCode } }'

/**
 * A client address of the benchmarking range (198.18.0.0/15) this run alone uses: Redis keeps the
 * counters of every address for an hour, and fixed addresses reached their own limit after a few
 * runs (PGlite and PostgreSQL, CI runs after each other) on the machine's one Redis.
 */
function addressOfThisRun(): string {
  const [high, low] = randomBytes(2)
  return `198.${18 + (high! & 1)}.${high! >> 1}.${low!}`
}

describe.runIf(redisUp)('rate limits shared through Redis (REDIS_URL)', () => {
  it('counts wrong passwords sent to two instances together', async () => {
    const email = `guess.${randomBytes(6).toString('hex')}@example.org`
    const [first, second] = apps as [FastifyInstance, FastifyInstance]
    const onFirst = createGraphqlAgent(first, { clientIp: addressOfThisRun() })
    const onSecond = createGraphqlAgent(second, { clientIp: addressOfThisRun() })
    // Five wrong passwords are free per account: three on one instance, three on the other.
    for (const agent of [onFirst, onFirst, onFirst, onSecond, onSecond, onSecond]) {
      const answer = await agent.query(SIGN_IN, { email, password: 'not the password' })
      expect(answer.data?.signIn.errorCode).toBe('INVALID_CREDENTIALS')
    }
    const refused = await onFirst.query(SIGN_IN, { email, password: 'not the password' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.data?.signIn.errorCode).toBe('TOO_MANY_ATTEMPTS')
  })
})
