import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import {
  buildPersistedQueryManifest,
  operationDocumentsOf,
  persistedQueryText,
  sha256Hex,
} from './persistedQueryManifest.ts'

const ProductQuery = parse(
  'query ProductQuery($sku: String!) { product(sku: $sku) { ...Card } } fragment Card on Product { sku name }',
)
const CardFragment = parse('fragment Card on Product { sku name }')

describe('persisted-query manifest', () => {
  it('hashes the text urql sends: printed by urql, with __typename added', () => {
    const text = persistedQueryText(ProductQuery)

    expect(text).toBe(
      'query ProductQuery($sku: String!) {\n  product(sku: $sku) {\n    ...Card\n    __typename\n  }\n}\nfragment Card on Product {\n  sku\n  name\n  __typename\n}',
    )
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('keeps operation documents and leaves fragment-only documents out', () => {
    const documents = operationDocumentsOf({ ProductQuery, CardFragment, helper: () => 1, name: 'x' })
    expect(documents).toEqual([ProductQuery])
  })

  it('maps each hash to its query text', () => {
    const manifest = buildPersistedQueryManifest([ProductQuery])
    const text = persistedQueryText(ProductQuery)

    expect(manifest).toEqual({ [sha256Hex(text)]: text })
  })
})
