import { describe, expect, it } from 'vitest'
import { persistedQueryText, sha256Hex } from '../../graphql/client/persisted/persistedQueryManifest.ts'
import { HEADER_SHOPPER_QUERY_HASH } from './headerShopper.ts'
import { HeaderShopperQuery } from './headerShopperDocument.ts'

describe('header shopper probe', () => {
  it('sends the hash the persisted-query manifest holds for its document', () => {
    expect(HEADER_SHOPPER_QUERY_HASH).toBe(sha256Hex(persistedQueryText(HeaderShopperQuery)))
  })
})
