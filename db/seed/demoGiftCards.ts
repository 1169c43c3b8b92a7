import type { Kysely } from 'kysely'
import type { Database } from '../tables.ts'
import { debitGiftCard, issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'

/**
 * Gift cards with known codes, for the demo and the tests (listed in docs/gift-cards.md):
 * one unused, one partly spent, one expired. They belong to the demo data like the catalogue.
 */
export const DEMO_GIFT_CARDS = [
  {
    code: 'WARM-FEET-CADE-AU75',
    store: 'b2c_fr',
    amountCents: 7500,
    spentCents: 0,
    expiresAt: new Date('2030-12-31T23:59:59Z'),
    recipientName: 'Camille Durand',
  },
  {
    code: 'SNUG-TAPS-WARM-DE25',
    store: 'b2c_de',
    amountCents: 4000,
    spentCents: 1500,
    expiresAt: new Date('2030-12-31T23:59:59Z'),
    recipientName: 'Jonas Weber',
  },
  {
    code: 'LATE-CARD-EXPD-2324',
    store: 'b2c_en',
    amountCents: 2000,
    spentCents: 0,
    expiresAt: new Date('2024-12-31T23:59:59Z'),
    recipientName: 'Oliver Smith',
  },
] as const

/** Issues the demo gift cards (and spends what the partly spent one has spent). */
export async function seedDemoGiftCards(db: Kysely<Database>): Promise<void> {
  for (const card of DEMO_GIFT_CARDS) {
    await issueGiftCard(db, {
      code: card.code,
      store: card.store,
      amountCents: card.amountCents,
      expiresAt: card.expiresAt,
      recipientName: card.recipientName,
      reference: 'demo',
    })
    if (card.spentCents > 0)
      await debitGiftCard(db, { code: card.code, amountCents: card.spentCents, reference: 'demo order' })
  }
}
