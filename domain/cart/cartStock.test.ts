import { describe, expect, it } from 'vitest'
import { productSaleableQuantity, saleableQuantity } from './cartStock.ts'

describe('saleable quantity', () => {
  it('is the stock of the chosen row, nothing when it is out of stock', () => {
    expect(saleableQuantity({ qty: 7, is_in_stock: true })).toBe(7)
    expect(saleableQuantity({ qty: 7, is_in_stock: false })).toBe(0)
    expect(saleableQuantity({ qty: -2, is_in_stock: true })).toBe(0)
  })

  it('is limited by the pieces a bundle needs', () => {
    const pieces = [
      { stock: { qty: 10, is_in_stock: true }, qty: 1 },
      { stock: { qty: 9, is_in_stock: true }, qty: 2 },
    ]
    expect(saleableQuantity({ qty: 50, is_in_stock: true }, pieces)).toBe(4)
    expect(saleableQuantity({ qty: 3, is_in_stock: true }, pieces)).toBe(3)
    expect(
      saleableQuantity({ qty: 50, is_in_stock: true }, [{ stock: { qty: 10, is_in_stock: false }, qty: 1 }]),
    ).toBe(0)
  })
})

describe('product saleable quantity (what every page shows as in or out of stock)', () => {
  const inStock = (qty: number) => ({ qty, is_in_stock: true })
  const sold = { qty: 0, is_in_stock: false }
  it('is the best variant of a configurable product, none when every size is out or the product is taken out of sale', () => {
    const product = { type: 'configurable', ...inStock(99) }
    expect(
      productSaleableQuantity({ product, variants: [sold, inStock(3), inStock(0)], bundleOptions: [] }),
    ).toBe(3)
    expect(productSaleableQuantity({ product, variants: [sold, inStock(0)], bundleOptions: [] })).toBe(0)
    expect(
      productSaleableQuantity({
        product: { ...product, is_in_stock: false },
        variants: [inStock(3)],
        bundleOptions: [],
      }),
    ).toBe(0)
  })

  it('is limited by a bundle’s option whose selections are all sold out, and takes the best selection of an option', () => {
    const product = { type: 'bundle', ...inStock(50) }
    const option = (...stocks: (ReturnType<typeof inStock> | null)[]) => ({
      selections: stocks.map((stock) => ({ stock, default_qty: 2 })),
    })
    expect(
      productSaleableQuantity({
        product,
        variants: [],
        bundleOptions: [option(inStock(9)), option(sold, inStock(20))],
      }),
    ).toBe(4)
    expect(
      productSaleableQuantity({
        product,
        variants: [],
        bundleOptions: [option(inStock(9)), option(sold, null)],
      }),
    ).toBe(0)
    expect(productSaleableQuantity({ product, variants: [], bundleOptions: [option(inStock(1))] })).toBe(0)
  })

  it('is a whole line for gift cards and files while they are sold, and the own stock of a simple product', () => {
    expect(
      productSaleableQuantity({
        product: { type: 'downloadable', ...sold, is_in_stock: true },
        variants: [],
        bundleOptions: [],
      }),
    ).toBeGreaterThan(0)
    expect(
      productSaleableQuantity({
        product: { type: 'simple', ...inStock(0) },
        variants: [],
        bundleOptions: [],
      }),
    ).toBe(0)
    expect(
      productSaleableQuantity({
        product: { type: 'simple', ...inStock(7) },
        variants: [],
        bundleOptions: [],
      }),
    ).toBe(7)
  })
})
