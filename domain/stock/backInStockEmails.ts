import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database, Language } from '../../db/tables.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import { claimConfirmedAlerts } from './stockAlerts.ts'

/** How an e-mail names a variant in a language: the product, its colour and size, and its page. */
export interface VariantDescription {
  productName: string
  /** The chosen options (`Navy, 42`), empty for a product without variants. */
  optionLabels: string
  /** Store-relative path of the product page, with the variant's options chosen. */
  productPath: string
}

/** Names a variant in a language for an e-mail, or null when it no longer exists. */
export async function describeVariant(
  db: Kysely<Database>,
  sku: string,
  language: Language,
): Promise<VariantDescription | null> {
  const variant = await db
    .selectFrom('product')
    .select(['sku', 'parent_sku', 'colour', 'size'])
    .where('sku', '=', sku)
    .executeTakeFirst()
  if (!variant) return null
  const texts = await db
    .selectFrom('product_translation')
    .select(['name', 'url_key'])
    .where('sku', '=', variant.parent_sku ?? variant.sku)
    .where('language', '=', language)
    .executeTakeFirst()
  if (!texts) return null
  const chosen = (
    [
      ['color', variant.colour],
      ['size', variant.size],
    ] as const
  ).filter((pair): pair is readonly ['color' | 'size', string] => pair[1] !== null)
  const options =
    chosen.length === 0
      ? []
      : await db
          .selectFrom('attribute_option')
          .select(['attribute_code', 'value', 'labels'])
          .where((eb) =>
            eb.or(
              chosen.map(([code, value]) =>
                eb.and([eb('attribute_code', '=', code), eb('value', '=', value)]),
              ),
            ),
          )
          .execute()
  const labelOf = (code: string, value: string) =>
    options.find((option) => option.attribute_code === code && option.value === value)?.labels[language] ??
    value
  const query = new URLSearchParams(chosen.map(([code, value]) => [code, value]))
  return {
    productName: texts.name,
    optionLabels: chosen.map(([code, value]) => labelOf(code, value)).join(', '),
    productPath: `/${texts.url_key}${chosen.length > 0 ? `?${query.toString()}` : ''}`,
  }
}

/**
 * Sends the confirmed alerts of a variant that is in stock again: each is claimed once (it
 * becomes `sent`) and its e-mail, in the language of the store it was asked in, is written to
 * the outbox in the caller's transaction. `onlyId` limits it to one alert (just confirmed).
 * Returns how many e-mails were written.
 */
export async function sendBackInStockAlerts(
  db: Kysely<Database>,
  stores: readonly Store[],
  sku: string,
  onlyId?: number,
): Promise<number> {
  const claimed = await claimConfirmedAlerts(db, sku, onlyId)
  for (const alert of claimed) {
    const store = stores.find((candidate) => candidate.key === alert.store_key)
    const variant = store ? await describeVariant(db, sku, store.language) : null
    if (!store || !variant) continue
    await enqueueEmail(db, {
      store: store.key,
      template: 'stockAlertBackInStock',
      to: alert.email,
      data: {
        ...variant,
        productUrl: `${store.baseUrl}${variant.productPath}`,
        unsubscribeUrl: `${store.baseUrl}/stock-alert?unsubscribe=${alert.unsubscribeToken}`,
      },
    })
  }
  return claimed.length
}
