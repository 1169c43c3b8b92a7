import { describe, expect, it } from 'vitest'
import { resolveStores } from '../config/stores.ts'
import { parseAcceptLanguage, pickStoreForLanguages } from './storeMatching.ts'
import { matchStore } from './plugins/storefronts.ts'

const stores = resolveStores({}, 3000)

describe('pickStoreForLanguages', () => {
  it('prefers the highest quality language that has a store', () => {
    expect(pickStoreForLanguages(stores, 'es-ES,it;q=0.8,de;q=0.9')?.key).toBe('b2c_de')
    expect(pickStoreForLanguages(stores, 'en-US,en;q=0.9')?.key).toBe('b2c_en')
    expect(pickStoreForLanguages(stores, 'fr-CA')?.key).toBe('b2c_fr')
  })
  it('ignores malformed or hostile headers instead of failing', () => {
    expect(pickStoreForLanguages(stores, ';;;,,q=abc,<script>')).toBeUndefined()
    expect(pickStoreForLanguages(stores, 'x'.repeat(5000))).toBeUndefined()
    expect(pickStoreForLanguages(stores, 'de;q=0, it;q=0.1')?.key).toBe('b2c_it')
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })
})

describe('matchStore', () => {
  it('finds the store by path prefix on any host and strips the prefix', () => {
    expect(matchStore(stores, '127.0.0.1:3000', '/de/category/5')).toMatchObject({
      store: { key: 'b2c_de' },
      storePath: '/category/5',
    })
    expect(matchStore(stores, 'localhost:3000', '/it')).toMatchObject({
      store: { key: 'b2c_it' },
      storePath: '/',
    })
  })
  it('does not match a prefix that is only the start of a segment', () => {
    expect(matchStore(stores, 'localhost:3000', '/french/x')).toBeNull()
    expect(matchStore(stores, 'localhost:3000', '/')).toBeNull()
  })
  it('matches a whole-host store by its host only', () => {
    const hosted = resolveStores({ STORE_URL_B2C_DE: 'https://shop.example.de/' }, 3000)
    expect(matchStore(hosted, 'shop.example.de', '/category/5')).toMatchObject({
      store: { key: 'b2c_de', basePath: '' },
      storePath: '/category/5',
    })
    expect(matchStore(hosted, 'localhost:3000', '/category/5')).toBeNull()
  })
})

describe('resolveStores', () => {
  it('refuses a base URL that is not absolute http(s), naming the variable', () => {
    expect(() => resolveStores({ STORE_URL_B2C_EN: 'shop/en' }, 3000)).toThrow(/STORE_URL_B2C_EN/)
    expect(() => resolveStores({ STORE_URL_B2C_IT: 'ftp://x/it' }, 3000)).toThrow(/STORE_URL_B2C_IT/)
  })
})
