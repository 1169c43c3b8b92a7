import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { createDatabaseAvailability } from './databaseAvailability.ts'

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger

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
    expect(log.error).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(600)
    // One probe loop, however many requests saw the outage.
    expect(probe).toHaveBeenCalledTimes(3)
    expect(availability.isAvailable()).toBe(false)

    answers = true
    await vi.advanceTimersByTimeAsync(200)
    expect(availability.isAvailable()).toBe(true)
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
