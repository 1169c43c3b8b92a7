import { describe, expect, it } from 'vitest'
import type { PricedLine } from '../cart/cartView.ts'
import { stockNeeds } from './takeStock.ts'

const line = (row: Partial<PricedLine['row']>, type = 'simple') =>
  ({
    row: { sku: 'P', variant_sku: null, quantity: 1, bundle_options: [], ...row },
    product: { type },
  }) as unknown as PricedLine

describe('stock needs of an order', () => {
  it('takes a variant for a configurable line, the product for a simple one, and adds up lines of one row', () => {
    const needs = stockNeeds(
      [
        line({ sku: 'SL-1', variant_sku: 'SL-1-38', quantity: 2 }),
        line({ sku: 'SL-1', variant_sku: 'SL-1-38', quantity: 1 }),
        line({ sku: 'SOCK', quantity: 4 }),
      ],
      new Map(),
    )
    expect(Object.fromEntries(needs)).toEqual({ 'SL-1-38': 3, SOCK: 4 })
  })

  it('takes each bundle piece as many times as the bundle holds it, per bundle ordered', () => {
    const bundle = line({
      sku: 'BOX',
      quantity: 3,
      bundle_options: [
        { option: 1, selection: 10, qty: 2 },
        { option: 2, selection: 20, qty: 1 },
      ],
    })
    expect(
      Object.fromEntries(
        stockNeeds(
          [bundle],
          new Map([
            [10, 'SOCK-A'],
            [20, 'SOCK-B'],
          ]),
        ),
      ),
    ).toEqual({ BOX: 3, 'SOCK-A': 6, 'SOCK-B': 3 })
  })

  it('takes nothing for a gift card line, which is e-mailed', () => {
    const giftcard = {
      amount_cents: 5000,
      sender_name: 'Paul',
      sender_email: 'paul@example.org',
      recipient_name: 'Mia',
      recipient_email: 'mia@example.org',
      message: null,
    }
    expect(
      Object.fromEntries(
        stockNeeds(
          [line({ sku: 'GIFTCARD', quantity: 2, giftcard }), line({ sku: 'SOCK', quantity: 1 })],
          new Map(),
        ),
      ),
    ).toEqual({ SOCK: 1 })
  })

  it('takes nothing for a downloadable product, whose files are never out of stock', () => {
    expect(
      Object.fromEntries(
        stockNeeds(
          [
            line({ sku: 'DL-PATTERN-SOCKS', quantity: 3 }, 'downloadable'),
            line({ sku: 'SOCK', quantity: 1 }),
          ],
          new Map(),
        ),
      ),
    ).toEqual({ SOCK: 1 })
  })
})
