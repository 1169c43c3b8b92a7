import { describe, expect, it } from 'vitest'
import { saleableQuantity } from './cartStock.ts'

describe('saleable quantity', () => {
  it('is the stock of the chosen row, nothing when it is out of stock', () => {
    expect(saleableQuantity({ qty: 7, is_in_stock: true })).toBe(7)
    expect(saleableQuantity({ qty: 7, is_in_stock: false })).toBe(0)
    expect(saleableQuantity({ qty: -2, is_in_stock: true })).toBe(0)
  })

  it('is limited by the pieces a bundle needs', () => {
    const pieces = [{ stock: { qty: 10, is_in_stock: true }, qty: 1 }, { stock: { qty: 9, is_in_stock: true }, qty: 2 }]
    expect(saleableQuantity({ qty: 50, is_in_stock: true }, pieces)).toBe(4)
    expect(saleableQuantity({ qty: 3, is_in_stock: true }, pieces)).toBe(3)
    expect(saleableQuantity({ qty: 50, is_in_stock: true }, [{ stock: { qty: 10, is_in_stock: false }, qty: 1 }])).toBe(0)
  })
})
