import { describe, expect, it, vi } from 'vitest'
import { createShortLivedCache } from './shortLivedCache.ts'

describe('createShortLivedCache', () => {
  it('loads a key once within its lifetime, again after it', async () => {
    vi.useFakeTimers()
    const cache = createShortLivedCache<number>(1000)
    const load = vi.fn(async () => 42)
    expect(await cache.get('menu:fr', load)).toBe(42)
    expect(await cache.get('menu:fr', load)).toBe(42)
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1001)
    await cache.get('menu:fr', load)
    expect(load).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('does not keep a failed load', async () => {
    const cache = createShortLivedCache<number>(60_000)
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 7)).toBe(7)
  })
})
