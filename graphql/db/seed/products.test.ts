import { describe, expect, it } from 'vitest'
import { nextProductId } from './products.ts'

describe('nextProductId', () => {
  it('follows the highest id of a catalogue as large as the 50,000-product generator makes', () => {
    const products = Array.from({ length: 200_000 }, (_, index) => ({ id: index + 1, sku: `P-${index}` }))
    expect(nextProductId({ products })).toBe(200_001)
  })

  it('starts at 1 on an empty catalogue', () => {
    expect(nextProductId({ products: [] })).toBe(1)
  })
})
