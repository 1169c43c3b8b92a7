import { describe, expect, it } from 'vitest'
import type { Insertable } from 'kysely'
import type { ProductTable } from '../tables.ts'
import { AUTUMN_PROMOTION, rewindPriceHistory, WINTER_SALE_START } from './priceHistory.ts'

const product = (
  sku: string,
  regular: number,
  final: number,
  extra: { parent_sku?: string; is_new?: boolean } = {},
): Insertable<ProductTable> => ({
  sku,
  id: 0,
  type: 'simple',
  parent_sku: extra.parent_sku ?? null,
  is_new: extra.is_new ?? false,
  family: 'slippers',
  kind: 'mule',
  gender: '300',
  regular_price: regular,
  final_price: final,
  created_at: new Date(Date.UTC(2026, 0, 10)),
  stickers: [],
  colour: null,
  size: null,
  qty: 10,
  is_in_stock: true,
  adult_image: false,
  position: 0,
  image_id: null,
  push_redirect: null,
})

describe('rewindPriceHistory (the seed’s price past)', () => {
  it('starts reduced products and their variants at the regular price and reduces them with the winter sale', () => {
    const rows = [
      product('SL-1', 40, 30),
      product('SL-1-RED-38', 40, 30, { parent_sku: 'SL-1' }),
      product('SL-2', 50, 40),
    ]
    const changes = rewindPriceHistory(rows)
    expect(rows.map((row) => row.final_price)).toEqual([40, 40, 50])
    const sale = changes.at(-1)
    expect(sale?.at).toEqual(WINTER_SALE_START)
    expect(sale?.prices).toEqual([
      { sku: 'SL-1', finalPrice: 30 },
      { sku: 'SL-2', finalPrice: 40 },
    ])
  })

  it('gives every third reduced product an autumn promotion between its sale and regular prices, ended before the sale', () => {
    const rows = [product('SL-1', 40, 30), product('SL-2', 50, 40), product('SL-3', 60, 45)]
    const [autumn, afterAutumn] = rewindPriceHistory(rows)
    expect(autumn?.at).toEqual(AUTUMN_PROMOTION.start)
    expect(autumn?.prices).toEqual([{ sku: 'SL-1', finalPrice: 35 }])
    expect(afterAutumn?.prices).toEqual([{ sku: 'SL-1', finalPrice: 40 }])
    expect(AUTUMN_PROMOTION.end.getTime()).toBeLessThan(WINTER_SALE_START.getTime())
  })

  it('keeps a new product launched at a reduced price and a product at its regular price untouched', () => {
    const rows = [product('SL-1', 40, 30, { is_new: true }), product('SL-2', 50, 50)]
    expect(rewindPriceHistory(rows)).toEqual([])
    expect(rows.map((row) => row.final_price)).toEqual([30, 50])
  })
})
