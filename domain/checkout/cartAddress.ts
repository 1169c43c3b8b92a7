import type { CartAddressValue } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import { checkAddressInput, isInputProblem } from '../accounts/addressInput.ts'
import type { CheckoutRefusal } from './checkoutOutcome.ts'
import { deliversTo } from './shippingRates.ts'
import { normaliseVatNumber } from '../invoices/vatNumber.ts'

/** An address the shopper gives at checkout (shipping or billing). */
export interface CartAddressInput {
  firstname: string
  lastname: string
  company?: string | null
  /** One or two lines. */
  street: string[]
  city: string
  postcode: string
  /** A country the store delivers to (two letters). */
  country_code: string
  telephone: string
  /** Also keep it in the signed-in customer's address book. */
  save_in_address_book?: boolean | null
  /** The buyer's VAT number (businesses), billing addresses only (docs/vat.md). */
  vat_id?: string | null
}

/** What a shipping or billing address input names: a typed address or an address book entry. */
export interface AddressChoice {
  address?: CartAddressInput | null
  customer_address_id?: number | null
}

/**
 * Reads an address for a cart: a typed address checked as the address book checks it (names,
 * street, city, a country of the shop, the postcode rules of that country) with a required,
 * plausible telephone; or an entry of the signed-in customer's own address book. A shipping
 * address must also be in a country the rate table delivers to.
 */
export async function readCartAddress(
  context: DomainContext,
  choice: AddressChoice,
  purpose: 'shipping' | 'billing',
): Promise<CartAddressValue | CheckoutRefusal> {
  if (choice.customer_address_id !== null && choice.customer_address_id !== undefined) {
    const customerId = context.shopper?.customerId ?? null
    if (customerId === null) return { code: 'SIGN_IN_REQUIRED', field: 'customer_address_id' }
    const row = await context.db
      .selectFrom('customer_address')
      .selectAll()
      .where('id', '=', choice.customer_address_id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst()
    if (!row) return { code: 'ADDRESS_NOT_FOUND', field: 'customer_address_id' }
    const value = {
      firstname: row.firstname,
      lastname: row.lastname,
      company: row.company,
      street: row.street,
      street_extra: row.street_extra,
      postcode: row.postcode,
      city: row.city,
      country_code: row.country_code,
      telephone: row.telephone,
      customer_address_id: Number(row.id),
      ...(purpose === 'billing' && row.vat_id ? { vat_id: row.vat_id } : {}),
    }
    return purpose === 'shipping' && !(await deliversTo(context.db, context.store.key, value.country_code))
      ? { code: 'INVALID_COUNTRY', field: 'country_code' }
      : value
  }
  const input = choice.address
  if (!input) return { code: 'REQUIRED', field: 'address' }
  const checked = await checkAddressInput(context.db, { ...input, countryCode: input.country_code })
  if (isInputProblem(checked)) {
    const field = checked.field === 'countryCode' ? 'country_code' : checked.field
    if (field === 'telephone') return { code: 'INVALID_TELEPHONE', field }
    return { code: checked.code as CheckoutRefusal['code'], field }
  }
  if (checked.telephone === '') return { code: 'INVALID_TELEPHONE', field: 'telephone' }
  if (purpose === 'shipping' && !(await deliversTo(context.db, context.store.key, checked.country_code)))
    return { code: 'INVALID_COUNTRY', field: 'country_code' }
  // The buyer's VAT number belongs on the invoice, so to the billing address only.
  const vatId = purpose === 'billing' ? normaliseVatNumber(input.vat_id ?? '', checked.country_code) : ''
  if (vatId === null) return { code: 'INVALID_VAT_ID', field: 'vat_id' }
  return { ...checked, customer_address_id: null, ...(vatId ? { vat_id: vatId } : {}) }
}

/**
 * The billing address of a cart billed "same as shipping": the shipping address, or, when that
 * is an address book entry, the entry read as a billing address, so it brings its VAT number
 * (kept on the billing address only) to the order and its invoice.
 */
export async function billingSameAsShipping(
  context: DomainContext,
  shipping: CartAddressValue,
): Promise<CartAddressValue> {
  if (shipping.customer_address_id === null || shipping.customer_address_id === undefined) return shipping
  const billing = await readCartAddress(
    context,
    { customer_address_id: shipping.customer_address_id },
    'billing',
  )
  return isRefusal(billing) ? shipping : billing
}

/** Whether reading an address was refused. */
export function isRefusal(value: CartAddressValue | CheckoutRefusal): value is CheckoutRefusal {
  return 'code' in value
}
