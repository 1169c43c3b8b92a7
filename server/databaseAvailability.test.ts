import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { createDatabaseAvailability } from './databaseAvailability.ts'

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger

afterEach(() => {
  vi.useRealTimers()
})

describe('createDatabaseAvailability', () => {
  it('is unavailable from the first lost connection until a probe answers, probing at its interval', async () => {
    vi.useFakeTimers()
    let answers = false
    const probe = vi.fn(() => (answers ? Promise.resolve() : Promise.reject(new Error('ECONNREFUSED'))))
    const availability = createDatabaseAvailability({ probe, probeIntervalMs: 200, log })
    expect(availability.isAvailable()).toBe(true)
    expect(probe).not.toHaveBeenCalled()

    availability.lost(new Error('Connection terminated unexpectedly'))
    availability.lost(new Error('Connection terminated unexpectedly'))
    expect(availability.isAvailable()).toBe(false)
    // One warning for the outage, then counted 503s rather than a line each.
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.error).not.toHaveBeenCalled()
    availability.refused()
    availability.refused()
    expect(availability.stats()).toMatchObject({
      available: false,
      outages: 1,
      refusedRequests: 2,
      refusedThisOutage: 2,
    })
    await vi.advanceTimersByTimeAsync(600)
    // One probe loop, however many requests saw the outage.
    expect(probe).toHaveBeenCalledTimes(3)
    expect(availability.isAvailable()).toBe(false)

    answers = true
    await vi.advanceTimersByTimeAsync(200)
    expect(availability.isAvailable()).toBe(true)
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(vi.mocked(log.info).mock.calls[0]?.[0]).toMatchObject({ refusedRequests: 2 })
    expect(availability.stats()).toMatchObject({
      available: true,
      outages: 1,
      refusedRequests: 2,
      unavailableSince: null,
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(probe).toHaveBeenCalledTimes(4)
    availability.stop()
  })
  it('stops probing once stopped', async () => {
    vi.useFakeTimers()
    const probe = vi.fn(() => Promise.reject(new Error('ECONNREFUSED')))
    const availability = createDatabaseAvailability({ probe, probeIntervalMs: 100, log })
    availability.lost(new Error('gone'))
    availability.stop()
    await vi.advanceTimersByTimeAsync(500)
    expect(probe).not.toHaveBeenCalled()
  })
})
