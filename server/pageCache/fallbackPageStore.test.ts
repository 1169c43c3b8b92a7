import { afterEach, describe, expect, it } from 'vitest'
import { makeCachedPage } from './cachedPage.ts'
import { createFallbackPageStore } from './fallbackPageStore.ts'
import { createMemoryPageStore } from './memoryPageStore.ts'
import type { PageStore } from './pageStore.ts'

const cachedPage = (body: string, tags: string[]) =>
  makeCachedPage({
    statusCode: 200,
    headers: { 'content-type': 'text/html', 'cache-control': 'public' },
    body: Buffer.from(body),
    tags,
  })

/** A shared store that works like memory until `failing` is set, then fails every call. */
function breakableStore() {
  const inner = createMemoryPageStore(1 << 20)
  const state = { failing: false, calls: 0 }
  const guard = <T>(run: () => Promise<T>) => {
    state.calls += 1
    return state.failing ? Promise.reject(new Error('Command timed out')) : run()
  }
  const store: PageStore = {
    get: (key) => guard(() => inner.get(key)),
    set: (key, page, keepMs) => guard(() => inner.set(key, page, keepMs)),
    purgeTags: (tags) => guard(() => inner.purgeTags(tags)),
    close: () => inner.close(),
  }
  return { store, state, inner }
}

/** Stores made by a test, closed after it: a store left failing probes on, every 20 ms, in the worker's next files. */
const openStores: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(openStores.splice(0).map((store) => store.close()))
})

function setUp() {
  const shared = breakableStore()
  const memory = createMemoryPageStore(1 << 20)
  const events: string[] = []
  const store = createFallbackPageStore({
    primary: shared.store,
    fallback: memory,
    connected: () => true,
    probe: () => (shared.state.failing ? Promise.reject(new Error('down')) : Promise.resolve('PONG')),
    probeIntervalMs: 20,
    onDown: () => events.push('down'),
    onUp: () => events.push('up'),
  })
  openStores.push(store)
  return { shared, memory, store, events }
}

describe('page store falling back to memory', () => {
  it('keeps pages in the shared store while it answers', async () => {
    const { shared, memory, store } = setUp()
    await store.set('a', await cachedPage('a', ['all']), 60_000)
    expect(await shared.inner.get('a')).toBeDefined()
    expect(await memory.get('a')).toBeUndefined()
    expect(store.usingPrimary()).toBe(true)
  })

  it('uses memory after the first failure without asking the shared store again, says so once, and goes back when a probe answers', async () => {
    const { shared, memory, store, events } = setUp()
    shared.state.failing = true
    expect(await store.get('a')).toBeUndefined()
    const callsAfterFailure = shared.state.calls
    await store.set('a', await cachedPage('a', ['all']), 60_000)
    expect((await store.get('a'))?.bodies.identity.toString()).toBe('a')
    expect(await memory.get('a')).toBeDefined()
    // Requests no longer wait for the failing store.
    expect(shared.state.calls).toBe(callsAfterFailure)
    expect(events).toEqual(['down'])

    shared.state.failing = false
    await expect.poll(() => store.usingPrimary(), { timeout: 1000, interval: 10 }).toBe(true)
    expect(events).toEqual(['down', 'up'])
    await store.set('b', await cachedPage('b', ['all']), 60_000)
    expect(await shared.inner.get('b')).toBeDefined()
  })

  it('drops what the shared store kept when it missed a purge during the outage', async () => {
    const { shared, store } = setUp()
    await store.set('a', await cachedPage('old price', ['all', 'product:1']), 60_000)
    await store.set('b', await cachedPage('other', ['all', 'product:2']), 60_000)
    shared.state.failing = true
    await store.purgeTags(['product:1'])
    shared.state.failing = false
    await expect.poll(() => store.usingPrimary(), { timeout: 1000, interval: 10 }).toBe(true)
    expect(await store.get('a')).toBeUndefined()
    expect(await store.get('b')).toBeUndefined()
  })

  it('purges memory too, so pages kept there during an outage do not outlive a purge', async () => {
    const { shared, store } = setUp()
    shared.state.failing = true
    await store.set('a', await cachedPage('a', ['all', 'product:1']), 60_000)
    shared.state.failing = false
    await expect.poll(() => store.usingPrimary(), { timeout: 1000, interval: 10 }).toBe(true)
    await store.purgeTags(['product:1'])
    shared.state.failing = true
    expect(await store.get('a')).toBeUndefined()
  })
})
