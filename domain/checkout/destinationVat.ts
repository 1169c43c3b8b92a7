import type { Kysely } from 'kysely'
import type { TaxRate } from '../../pricing/index.ts'
import type { CartAddressValue, Database, TaxClass } from '../../db/tables.ts'
import type { Store } from '../../config/stores.ts'

/** The VAT rates a cart or order is charged: those of its destination country, by tax class. */
export interface DestinationVat {
  /** The country whose VAT applies. */
  country: string
  /** Its standard rate: shipping without goods to follow, and every class without a rate of its own. */
  standard: TaxRate
  rateOf(taxClass: TaxClass): TaxRate
}

/**
 * The country whose VAT a cart is charged: where its goods are delivered (EU distance sales,
 * VAT Directive art. 33; UK VAT for the UK), where the buyer lives for a cart that ships nothing
 * (e-mailed gift cards carry no VAT; downloads are taxed where the customer is, art. 58), and
 * the store's own country until an address says otherwise.
 */
export function destinationCountry(
  cart: { shipping_address: CartAddressValue | null; billing_address: CartAddressValue | null },
  isVirtual: boolean,
  store: Pick<Store, 'defaultCountryId'>,
): string {
  const address = isVirtual ? (cart.billing_address ?? cart.shipping_address) : cart.shipping_address
  return address?.country_code ?? store.defaultCountryId
}

/**
 * The VAT rates of a country from the `vat_rate` table (migration 0035). A country the table
 * does not know (the shop does not deliver there) is charged the store country's rates; a store
 * country without a standard rate is a catalogue error (no price could be split), so it throws.
 */
export async function destinationVat(
  db: Kysely<Database>,
  country: string,
  store: Pick<Store, 'defaultCountryId'>,
): Promise<DestinationVat> {
  const rows = await db
    .selectFrom('vat_rate')
    .select(['country_code', 'tax_class', 'percent'])
    .where('country_code', 'in', [country, store.defaultCountryId])
    .execute()
  const known = rows.some((row) => row.country_code === country) ? country : store.defaultCountryId
  const rates = new Map(
    rows
      .filter((row) => row.country_code === known)
      .map((row) => [row.tax_class, { percent: Number(row.percent) }]),
  )
  const standard = rates.get('standard')
  if (standard === undefined)
    throw new Error(`vat_rate has no standard rate for ${known}, the country of a store (docs/vat.md)`)
  return { country: known, standard, rateOf: (taxClass) => rates.get(taxClass) ?? standard }
}

/**
 * The VAT rates of a store's own country: what its shelf prices (which include VAT) are split
 * at wherever the shop shows an amount excluding VAT before any address is known.
 */
export function storeVat(
  db: Kysely<Database>,
  store: Pick<Store, 'defaultCountryId'>,
): Promise<DestinationVat> {
  return destinationVat(db, store.defaultCountryId, store)
}
