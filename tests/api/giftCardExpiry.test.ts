import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { APPLY_GIFT_CARD, itemOf, newGuest, orderableVariant, readyCart } from './helpers/checkoutFixtures.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'
import type { StoreKey } from '../../config/stores.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

// Noon UTC: the same calendar day in every store's time zone.
const EXPIRED_ON = new Date('2026-03-12T12:00:00Z')

describe('an expired gift card at checkout', () => {
  it.each([
    {
      store: '/fr',
      country: 'FR' as const,
      storeKey: 'b2c_fr',
      expected: 'Cette carte cadeau a expiré le 12 mars 2026. Elle ne peut plus être utilisée.',
    },
    {
      store: '/de',
      country: 'DE' as const,
      storeKey: 'b2c_de',
      expected: 'Diese Geschenkkarte ist am 12. März 2026 abgelaufen und kann nicht mehr eingelöst werden.',
    },
    {
      store: '/it',
      country: 'IT' as const,
      storeKey: 'b2c_it',
      expected: 'Questa carta regalo è scaduta il 12 marzo 2026. Non si può più usare.',
    },
  ])(
    '$store: says the card expired, and on which day, in the store’s language',
    async ({ store, country, storeKey, expected }) => {
      const { code } = await issueGiftCard(app.shopDatabase.db, {
        amountCents: 5000,
        store: storeKey as StoreKey,
        expiresAt: EXPIRED_ON,
      })
      const agent = newGuest(app)
      const { cartId } = await readyCart(agent, {
        store,
        country,
        items: [itemOf(await orderableVariant(app, 3), 1)],
      })
      const answer = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code }, { store })).data
        ?.applyGiftCardToCart
      expect(answer).toMatchObject({
        success: false,
        errorCode: 'GIFT_CARD_EXPIRED',
        errorField: 'gift_card_code',
        errorMessage: expected,
      })
      expect(answer.cart.applied_gift_cards ?? []).toEqual([])
    },
  )

  it('answers an unknown code as before, without a date (nothing to tell about a code nobody holds)', async () => {
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(await orderableVariant(app, 3), 1)] })
    const answer = (await agent.query(APPLY_GIFT_CARD, { id: cartId, code: 'ABCD-EFGH-JKLM-NPQR' })).data
      ?.applyGiftCardToCart
    expect(answer).toMatchObject({ success: false, errorCode: 'INVALID_GIFT_CARD' })
  })

  it('/it: the balance check says so too, with the date', async () => {
    const { code } = await issueGiftCard(app.shopDatabase.db, {
      amountCents: 5000,
      store: 'b2c_it',
      expiresAt: EXPIRED_ON,
    })
    const answer = await newGuest(app).query(
      'query ($code: String!) { giftCardAccount(input: { gift_card_code: $code }) { code } }',
      { code },
      { store: '/it' },
    )
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Questa carta regalo è scaduta il 12 marzo 2026. Non si può più usare.',
      extensions: { code: 'GIFT_CARD_EXPIRED' },
    })
  })
})
