import { describe, expect, it } from 'vitest'
import { cartLineItem, itemsPayload, itemsValue, toGa4Item, withQuantity } from './ga4Items.ts'

describe('GA4 items from the shop data', () => {
  it('names the chosen variant by its SKU and its colour and size as the variant, the price in euros from cents', () => {
    expect(
      toGa4Item({
        sku: 'SL-00073',
        variantSku: 'SL-00073-green-42',
        name: 'Slippers',
        options: ['Green', '42'],
        priceCents: 4990,
        quantity: 2,
        category: 'Men',
      }),
    ).toEqual({
      item_id: 'SL-00073-green-42',
      item_name: 'Slippers',
      item_variant: 'Green / 42',
      item_category: 'Men',
      price: 49.9,
      quantity: 2,
    })
  })

  it('names the product itself when no variant is chosen, with no empty fields', () => {
    expect(
      toGa4Item({
        sku: 'BU-00001',
        variantSku: null,
        name: 'Gift box',
        options: [' '],
        priceCents: 1200,
        quantity: 1,
        category: null,
      }),
    ).toEqual({
      item_id: 'BU-00001',
      item_name: 'Gift box',
      price: 12,
      quantity: 1,
    })
  })

  it('places a listed item in its list', () => {
    const item = toGa4Item({
      sku: 'SL-1',
      name: 'A',
      priceCents: 100,
      quantity: 1,
      index: 24,
      list: { id: 'category_5', name: 'Men' },
    })
    expect(item).toMatchObject({ index: 24, item_list_id: 'category_5', item_list_name: 'Men' })
  })

  it('values items at price × quantity summed in cents, without float drift', () => {
    const items = [
      toGa4Item({ sku: 'A', name: 'A', priceCents: 10, quantity: 3 }),
      toGa4Item({ sku: 'B', name: 'B', priceCents: 20, quantity: 1 }),
    ]
    // 0.1 × 3 + 0.2 in floats is 0.5000000000000001.
    expect(itemsValue(items)).toBe(0.5)
    expect(itemsPayload(items, { coupon: 'WELCOME10' })).toEqual({ coupon: 'WELCOME10', value: 0.5, items })
  })

  it('reads a cart line: the configured variant, its option labels and the unit price the cart computed', () => {
    const line = {
      quantity: 3,
      product: { sku: 'SL-00073', name: 'Slippers' },
      configured_variant: { sku: 'SL-00073-green-42' },
      prices: { price: { amount: 44.91 } },
      configurable_options: [{ value_label: 'Green' }, { value_label: '42' }],
    }
    expect(cartLineItem(line)).toEqual({
      item_id: 'SL-00073-green-42',
      item_name: 'Slippers',
      item_variant: 'Green / 42',
      price: 44.91,
      quantity: 3,
    })
    expect(withQuantity(cartLineItem(line), 1).quantity).toBe(1)
  })
})
