import { describe, expect, it } from 'vitest'
import { makeCachedPage } from './cachedPage.ts'
import { createMemoryPageStore } from './memoryPageStore.ts'

const cachedPage = (body: string, tags: string[]) =>
  makeCachedPage({ statusCode: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(body), tags })

describe('memory page store', () => {
  it('drops the pages of a purged tag, and only those', async () => {
    const store = createMemoryPageStore(1024 * 1024)
    await store.set('a', await cachedPage('a', ['product:1', 'category:3']), 60_000)
    await store.set('b', await cachedPage('b', ['product:2', 'category:3']), 60_000)
    await store.set('c', await cachedPage('c', ['product:3']), 60_000)
    expect(await store.purgeTags(['category:3'])).toBe(2)
    expect(await store.get('a')).toBeUndefined()
    expect(await store.get('b')).toBeUndefined()
    expect(await store.get('c')).toBeDefined()
  })

  it('stays within its byte budget, least recently used out first', async () => {
    const store = createMemoryPageStore(40_000)
    const body = (seed: number) =>
      Array.from({ length: 2000 }, (_, index) => ((index * 7919 + seed * 104729) % 65_536).toString(36)).join(
        '',
      )
    for (let index = 0; index < 10; index++)
      await store.set(`page ${index}`, await cachedPage(body(index), ['all']), 60_000)
    expect(await store.get('page 9')).toBeDefined()
    expect(await store.get('page 0')).toBeUndefined()
    expect(await store.purgeTags(['all'])).toBeLessThan(10)
  })
})
