import { afterEach, describe, expect, it, vi } from 'vitest'
import { parse } from 'graphql'
import { createShopClient } from '../createShopClient.ts'
import { BATCH_WINDOW_MS } from './batchFetchExchange.ts'

const ShopQuery = parse('query ShopQuery { shop { id } }', { noLocation: true })
const SetCurrency = parse('mutation SetCurrency($code: String!) { setCurrency(code: $code) { success } }', {
  noLocation: true,
})
const schema = { typeIdentityFields: { Shop: ['id'], MutationResult: [] }, possibleTypes: {} }

/** A client whose fetch always answers `status`, recording when each attempt was made. */
const clientAnswering = (status: number) => {
  const attemptsAt: number[] = []
  const { client } = createShopClient({
    url: 'https://shop.test/en/graphql',
    isServer: false,
    schema,
    logger: () => {},
    fetch: async () => {
      attemptsAt.push(Date.now())
      return new Response('upstream failure', { status, statusText: 'Failure' })
    },
  })
  return { client, attemptsAt }
}

/**
 * Longer than every retry delay together at the largest jitter. Advancing a bounded time, not
 * running every timer: a timer that re-arms itself (left by another file of the worker) would never end.
 */
const RETRIES_SETTLED_MS = 60_000

const delaysBetween = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!)

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('retry policy', () => {
  it('makes 5 attempts, 300 ms initial delay doubling with the mean jitter', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { client, attemptsAt } = clientAnswering(502)

    const result = client.query(ShopQuery, {}).toPromise()
    await vi.advanceTimersByTimeAsync(RETRIES_SETTLED_MS)

    expect((await result).error?.networkError).toBeDefined()
    expect(attemptsAt).toHaveLength(5)
    expect(delaysBetween(attemptsAt)).toEqual([600, 1200, 2400, 4800])
  })

  it('stretches each delay by a random factor of up to 2.5 (jitter)', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0.999)
    const { client, attemptsAt } = clientAnswering(500)

    const result = client.query(ShopQuery, {}).toPromise()
    await vi.advanceTimersByTimeAsync(RETRIES_SETTLED_MS)
    await result

    // The full query resent after the hash waits only for the batch window, not for a retry.
    const delays = delaysBetween(attemptsAt).filter((delay) => delay > BATCH_WINDOW_MS)
    expect(delays).toHaveLength(4)
    expect(delays[0]).toBeGreaterThanOrEqual(749)
    for (const [index, delay] of delays.slice(1).entries()) expect(delay / delays[index]!).toBeCloseTo(2.5, 1)
  })

  it('does not retry a 503: the shop is in maintenance', async () => {
    vi.useFakeTimers()
    const { client, attemptsAt } = clientAnswering(503)

    const result = client.query(ShopQuery, {}).toPromise()
    await vi.advanceTimersByTimeAsync(RETRIES_SETTLED_MS)

    expect((await result).error).toBeDefined()
    expect(attemptsAt).toHaveLength(1)
  })

  it('does not repeat a failed mutation', async () => {
    vi.useFakeTimers()
    const { client, attemptsAt } = clientAnswering(502)

    const result = client.mutation(SetCurrency, { code: 'EUR' }).toPromise()
    await vi.advanceTimersByTimeAsync(RETRIES_SETTLED_MS)

    expect((await result).error).toBeDefined()
    expect(attemptsAt).toHaveLength(1)
  })
})
