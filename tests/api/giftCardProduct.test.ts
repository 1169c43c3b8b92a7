import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

const GIFT_CARD_FIELDS = `
  sku type
  prices { finalPrice { priceInclTax { value { amount } } priceExclTax { value { amount } } } }
  giftcard_amounts { uid value { amount currency } }
  allow_open_amount
  open_amount_min { amount currency }
  open_amount_max { amount currency }
  giftcard_type
  giftcard_lifetime
`

describe('Product gift card fields (the am_giftcard form)', () => {
  it('gives a gift card its amounts with their uids, the range of a typed amount, e-mail delivery and 3 years of validity', async () => {
    const { body } = await postGraphql(
      app,
      `query ($sku: String!) { product(sku: $sku) { ${GIFT_CARD_FIELDS} } }`,
      { sku: 'GIFTCARD' },
      '/fr',
    )
    const product = body.data?.product as Record<string, unknown> & {
      giftcard_amounts: Array<{ uid: string; value: { amount: number; currency: string } }>
    }
    expect(product.type).toBe('GIFTCARD')
    // No VAT on a gift card: it is due when the card is spent.
    expect(product.prices).toEqual({
      finalPrice: { priceInclTax: { value: { amount: 25 } }, priceExclTax: { value: { amount: 25 } } },
    })
    expect(product.giftcard_amounts.map((amount) => amount.value)).toEqual(
      [25, 50, 75, 100, 150].map((amount) => ({ amount, currency: 'EUR' })),
    )
    expect(Buffer.from(product.giftcard_amounts[0]?.uid ?? '', 'base64').toString()).toBe(
      'giftcard/am_giftcard_amount/25.00',
    )
    expect(product).toMatchObject({
      allow_open_amount: true,
      open_amount_min: { amount: 10, currency: 'EUR' },
      open_amount_max: { amount: 500, currency: 'EUR' },
      giftcard_type: 'VIRTUAL',
      giftcard_lifetime: 3 * 365,
    })
  })

  it('answers null for every other product', async () => {
    const { body } = await postGraphql(
      app,
      `query ($sku: String!) { product(sku: $sku) { ${GIFT_CARD_FIELDS} } }`,
      { sku: 'SL-00001' },
      '/en',
    )
    expect(body.data?.product).toMatchObject({
      giftcard_amounts: null,
      allow_open_amount: null,
      open_amount_min: null,
      open_amount_max: null,
      giftcard_type: null,
      giftcard_lifetime: null,
    })
  })
})
