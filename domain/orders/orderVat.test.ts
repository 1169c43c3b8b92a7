import { describe, expect, it } from 'vitest'
import { orderVat } from './orderVat.ts'

const line = (gross: number, percent: number, tax: number, giftcard = false) => ({
  row_total_cents: gross,
  discount_cents: 0,
  tax_percent: percent,
  tax_cents: tax,
  giftcard: giftcard
    ? {
        amount_cents: gross,
        sender_name: 'Léa',
        sender_email: 'lea@example.org',
        recipient_name: 'Chloé',
        recipient_email: 'chloe@example.org',
        message: null,
      }
    : null,
})

describe('the VAT of a placed order per rate', () => {
  it('sums the lines’ recorded VAT per rate and splits shipping over the goods’ rates, gift cards left out', () => {
    // A UK order: a 30 € adult pair (5.00 VAT), a 10 € child's pair at 0 %, 12.90 € delivery, a 50 € gift card.
    const vat = orderVat([line(3000, 20, 500), line(1000, 0, 0), line(5000, 0, 0, true)], 1290, {
      percent: 20,
    })
    expect(vat).toEqual([
      { percent: 20, net: 2500 + 807, tax: 500 + 161 },
      { percent: 0, net: 1000 + 322, tax: 0 },
    ])
  })

  it('charges shipping at the destination’s standard rate when no goods carry it (all discounted away)', () => {
    expect(orderVat([{ ...line(1000, 19, 0), discount_cents: 1000 }], 690, { percent: 19 })).toEqual([
      { percent: 19, net: 580, tax: 110 },
    ])
  })
})
