import type { Insertable } from 'kysely'
import type { GiftCardProductTable, Language } from '../tables.ts'
import { nextProductId, type ProductRows } from './products.ts'
import { slugify } from './slugify.ts'
import { GIFT_CARD_SKU } from '../../config/shopConfig.ts'

export { GIFT_CARD_SKU }

/** Amounts offered, gross cents, and the range of a typed amount. */
const GIFT_CARD_AMOUNTS_CENTS = [2500, 5000, 7500, 10000, 15000]
const OPEN_AMOUNT_CENTS = { min: 1000, max: 50000 } as const

const TEXTS: Record<Language, { name: string; description: string }> = {
  fr: {
    name: 'Carte cadeau',
    description:
      'Offrez le confort : une carte cadeau envoyée par e-mail à la personne de votre choix, valable 3 ans dans toute la boutique, à utiliser en une ou plusieurs fois.',
  },
  de: {
    name: 'Geschenkkarte',
    description:
      'Schenken Sie Behaglichkeit: eine Geschenkkarte per E-Mail an die Person Ihrer Wahl, 3 Jahre im ganzen Shop gültig und auf einmal oder in mehreren Einkäufen einlösbar.',
  },
  en: {
    name: 'Gift card',
    description:
      'Give comfort: a gift card e-mailed to the person of your choice, valid for 3 years across the whole shop, to spend at once or over several orders.',
  },
  it: {
    name: 'Carta regalo',
    description:
      'Regala il comfort: una carta regalo inviata per e-mail alla persona che preferisci, valida 3 anni in tutto il negozio, da usare in una o più volte.',
  },
}

/**
 * Adds the gift card product to the generated rows: no category (it is reached from the
 * footer and the balance page), no stock (it is e-mailed), priced from its smallest amount
 * without VAT (due when the card is spent). Answers its amounts row.
 */
export function addGiftCardProduct(rows: ProductRows): Insertable<GiftCardProductTable> {
  const id = nextProductId(rows)
  const fromPrice = (GIFT_CARD_AMOUNTS_CENTS[0] as number) / 100
  rows.products.push({
    sku: GIFT_CARD_SKU,
    id,
    type: 'giftcard',
    parent_sku: null,
    family: 'giftcard',
    kind: 'giftcard',
    gender: '',
    colour: null,
    size: null,
    regular_price: fromPrice,
    final_price: fromPrice,
    qty: 0,
    is_in_stock: true,
    is_new: false,
    adult_image: false,
    position: rows.products.length,
    image_id: 'giftbox-red',
    push_redirect: null,
    stickers: [],
    created_at: new Date(Date.UTC(2026, 9, 1)),
  })
  for (const [language, { name, description }] of Object.entries(TEXTS) as [
    Language,
    (typeof TEXTS)[Language],
  ][]) {
    rows.translations.push({
      sku: GIFT_CARD_SKU,
      language,
      name,
      description,
      url_key: slugify(name),
      search_name: '',
      search_document: '',
    })
  }
  return {
    sku: GIFT_CARD_SKU,
    amounts_cents: GIFT_CARD_AMOUNTS_CENTS,
    open_amount_min_cents: OPEN_AMOUNT_CENTS.min,
    open_amount_max_cents: OPEN_AMOUNT_CENTS.max,
  }
}
