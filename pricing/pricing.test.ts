import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  allocate,
  fromCents,
  orderTotals,
  percentOf,
  shippingAtRates,
  splitGross,
  toCents,
  unitPrice,
} from './index.ts'

const cents = fc.integer({ min: 0, max: 10_000_000 })
const rates = fc.constantFrom<number>(0, 5.5, 7, 10, 19, 20, 21, 22).map((percent) => ({ percent }))
const STANDARD = { percent: 20 }

describe('money in cents', () => {
  it('reads decimal amounts to the exact cent, from text and from floats', () => {
    expect(toCents('12.90')).toBe(1290)
    expect(toCents('0.1')).toBe(10)
    expect(toCents('7')).toBe(700)
    expect(toCents('-3.05')).toBe(-305)
    expect(toCents(0.1 + 0.2)).toBe(30)
    fc.assert(
      fc.property(
        cents,
        (amount) => toCents(fromCents(amount)) === amount && toCents(fromCents(amount).toFixed(2)) === amount,
      ),
    )
  })

  it('rounds percentages half away from zero, once', () => {
    expect(percentOf(1290, 10)).toBe(129)
    expect(percentOf(1295, 10)).toBe(130)
    expect(percentOf(5, 10)).toBe(1)
    expect(percentOf(-5, 10)).toBe(-1)
  })

  it('allocates an amount over weights without losing or inventing a cent', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 30 }),
        (amount, weights) => {
          const shares = allocate(amount, weights)
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount)
          expect(shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true)
        },
      ),
    )
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
  })
})

describe('tax', () => {
  it('splits 12.90 € at 20 % into 10.75 € net and 2.15 € VAT', () => {
    expect(splitGross(1290, STANDARD)).toEqual({ net: 1075, tax: 215 })
  })

  it('splits any gross amount into net and tax that add up to it', () => {
    fc.assert(
      fc.property(cents, rates, (gross, rate) => {
        const { net, tax } = splitGross(gross, rate)
        expect(net + tax).toBe(gross)
        expect(Math.abs(net * (100 + rate.percent) - gross * 100)).toBeLessThanOrEqual(
          0.5 * (100 + rate.percent),
        )
      }),
    )
  })
})

describe('unit price', () => {
  it('takes the best tier reached, then adds fixed and percentage extras and extra bundle pieces', () => {
    const price = unitPrice({
      basePrice: 1290,
      tierPrices: [
        { qty: 3, cents: 1190 },
        { qty: 6, cents: 1090 },
      ],
      quantity: 4,
      extraCosts: [
        { kind: 'fixed', cents: 500 },
        { kind: 'percentage', rate: 10 },
      ],
      bundlePieces: [{ cents: 790, defaultQuantity: 1, quantity: 3 }],
    })
    expect(price).toBe(1190 + 500 + 119 + 2 * 790)
  })

  it('is never above the base price plus its extras, and never below the best tier', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.record({ qty: fc.integer({ min: 1, max: 20 }), cents }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 50 }),
        (base, tiers, quantity) => {
          const price = unitPrice({
            basePrice: base,
            tierPrices: tiers,
            quantity,
            extraCosts: [],
            bundlePieces: [],
          })
          expect(price).toBeLessThanOrEqual(base)
          expect(Number.isInteger(price)).toBe(true)
        },
      ),
    )
  })
})

describe('order totals', () => {
  const lines = fc.array(
    fc.record({
      unitPrice: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      giftCard: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  )

  it('adds up to the cent: grand total = subtotal - discount + shipping = net + tax', () => {
    fc.assert(
      fc.property(
        lines,
        cents,
        fc.integer({ min: 0, max: 5000 }),
        rates,
        (items, discount, shipping, rate) => {
          const totals = orderTotals(items, { discount, shipping, rate })
          expect(totals.grandTotal).toBe(totals.subtotal - totals.discount + totals.shipping)
          expect(totals.net + totals.tax).toBe(totals.grandTotal)
          expect(totals.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(totals.discount)
          expect(totals.discount).toBeLessThanOrEqual(totals.subtotal)
          expect(totals.lines.every((line) => line.net + line.tax === line.rowTotal - line.discount)).toBe(
            true,
          )
          expect(
            totals.lines
              .filter((_, index) => items[index]?.giftCard)
              .every((line) => line.discount === 0 && line.tax === 0),
          ).toBe(true)
        },
      ),
    )
  })

  it('gives a gift card line neither tax nor a share of the discount', () => {
    const totals = orderTotals(
      [
        { unitPrice: 5000, quantity: 2, giftCard: true },
        { unitPrice: 3000, quantity: 1 },
      ],
      { discount: 5000, rate: STANDARD },
    )
    expect(totals.lines).toEqual([
      { rowTotal: 10_000, discount: 0, net: 10_000, tax: 0, percent: 0 },
      { rowTotal: 3000, discount: 3000, net: 0, tax: 0, percent: 20 },
    ])
    expect(totals).toMatchObject({
      subtotal: 13_000,
      giftCardLines: 10_000,
      discount: 3000,
      tax: 0,
      grandTotal: 10_000,
    })
  })

  it('rounds tax once per line, not per unit', () => {
    const totals = orderTotals([{ unitPrice: 1295, quantity: 3 }], { rate: STANDARD })
    expect(totals.lines[0]).toEqual({ rowTotal: 3885, discount: 0, net: 3238, tax: 647, percent: 20 })
  })
})

describe('VAT by destination', () => {
  const GERMANY = { percent: 19 }
  const ITALY = { percent: 22 }
  const UK_CHILDREN = { percent: 0 }
  const linesWithRates = fc.array(
    fc.record({
      unitPrice: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      giftCard: fc.boolean(),
      rate: rates,
    }),
    { minLength: 1, maxLength: 12 },
  )

  it('keeps the gross shelf price and splits it at the destination rate: 29.90 is 25.13 + 4.77 in Germany, 24.51 + 5.39 in Italy', () => {
    const germany = orderTotals([{ unitPrice: 2990, quantity: 1, rate: GERMANY }], { rate: GERMANY })
    expect(germany).toMatchObject({
      grandTotal: 2990,
      net: 2513,
      tax: 477,
      vat: [{ percent: 19, net: 2513, tax: 477 }],
    })
    const italy = orderTotals([{ unitPrice: 2990, quantity: 1, rate: ITALY }], { rate: ITALY })
    expect(italy).toMatchObject({
      grandTotal: 2990,
      net: 2451,
      tax: 539,
      vat: [{ percent: 22, net: 2451, tax: 539 }],
    })
  })

  it('charges no VAT on children’s wear at the UK zero rate, and shipping alone follows it', () => {
    const totals = orderTotals([{ unitPrice: 1990, quantity: 2, rate: UK_CHILDREN }], {
      shipping: 1290,
      rate: { percent: 20 },
    })
    expect(totals).toMatchObject({
      grandTotal: 3980 + 1290,
      tax: 0,
      shippingTax: 0,
      vat: [{ percent: 0, net: 5270, tax: 0 }],
    })
  })

  it('splits shipping over the goods’ rates in proportion to them: 12.90 over 30.00 at 20 % and 10.00 at 0 %', () => {
    const totals = orderTotals(
      [
        { unitPrice: 3000, quantity: 1, rate: { percent: 20 } },
        { unitPrice: 1000, quantity: 1, rate: UK_CHILDREN },
      ],
      { shipping: 1290, rate: { percent: 20 } },
    )
    // 12.90 × 3/4 = 9.675 → 9.68 at 20 % (8.07 + 1.61), 3.22 at 0 %.
    expect(
      shippingAtRates(
        1290,
        [
          { gross: 3000, rate: { percent: 20 } },
          { gross: 1000, rate: UK_CHILDREN },
        ],
        { percent: 20 },
      ),
    ).toEqual([
      { percent: 20, net: 807, tax: 161 },
      { percent: 0, net: 322, tax: 0 },
    ])
    expect(totals.vat).toEqual([
      { percent: 20, net: 2500 + 807, tax: 500 + 161 },
      { percent: 0, net: 1000 + 322, tax: 0 },
    ])
    expect(totals).toMatchObject({ shippingTax: 161, tax: 661, grandTotal: 5290 })
  })

  it('charges shipping at the destination rate when no goods carry a weight (all discounted away)', () => {
    const totals = orderTotals([{ unitPrice: 1000, quantity: 1, rate: GERMANY }], {
      discount: 1000,
      shipping: 690,
      rate: GERMANY,
    })
    expect(totals.vat).toEqual([{ percent: 19, net: 580, tax: 110 }])
  })

  it('adds up per rate to the cent: the rates’ net and tax are the order’s, each rate’s tax is its net at that rate, gross never moves', () => {
    fc.assert(
      fc.property(
        linesWithRates,
        cents,
        fc.integer({ min: 0, max: 5000 }),
        rates,
        (items, discount, shipping, rate) => {
          const totals = orderTotals(items, { discount, shipping, rate })
          expect(totals.grandTotal).toBe(totals.subtotal - totals.discount + totals.shipping)
          expect(totals.net + totals.tax).toBe(totals.grandTotal)
          expect(totals.vat.reduce((sum, part) => sum + part.net + part.tax, 0)).toBe(
            totals.grandTotal - totals.giftCardLines,
          )
          expect(totals.vat.reduce((sum, part) => sum + part.tax, 0)).toBe(totals.tax)
          expect(new Set(totals.vat.map((part) => part.percent)).size).toBe(totals.vat.length)
          totals.lines.forEach((line, index) => {
            const item = items[index]!
            expect(line.percent).toBe(item.giftCard ? 0 : item.rate.percent)
            expect(line).toMatchObject(splitGross(line.rowTotal - line.discount, { percent: line.percent }))
          })
          for (const part of totals.vat) {
            // Rounded once per line and per shipping share: at most half a cent of tax per part off the exact tax of the rate's net (plus float noise).
            const parts =
              totals.lines.filter((line, index) => !items[index]!.giftCard && line.percent === part.percent)
                .length + 1
            expect(Math.abs(part.tax - (part.net * part.percent) / 100)).toBeLessThanOrEqual(
              0.5 * parts * (1 + part.percent / 100) + 1e-9,
            )
          }
        },
      ),
    )
  })

  it('gives shipping’s shares to the goods’ rates only, adding up to the shipping price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gross: fc.integer({ min: 0, max: 100_000 }), rate: rates }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 5000 }),
        rates,
        (goods, shipping, fallback) => {
          const shares = shippingAtRates(shipping, goods, fallback)
          expect(shares.reduce((sum, share) => sum + share.net + share.tax, 0)).toBe(shipping)
          const goodsRates = new Set(goods.filter((part) => part.gross > 0).map((part) => part.rate.percent))
          for (const share of shares)
            expect(
              goodsRates.size === 0 ? share.percent === fallback.percent : goodsRates.has(share.percent),
            ).toBe(true)
        },
      ),
    )
  })
})
