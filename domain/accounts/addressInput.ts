import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { optionalTextProblem, requiredTextProblem, type InputProblem } from './accountInput.ts'
import { isValidPostcode, normalizePostcode } from './postcodeRules.ts'
import { normaliseVatNumber } from '../invoices/vatNumber.ts'

/** An address of the customer's address book as the customer enters it. */
export interface CustomerAddressInput {
  firstname: string
  lastname: string
  company?: string | null
  street: string[]
  city: string
  postcode: string
  countryCode: string
  telephone?: string | null
  defaultBilling?: boolean | null
  defaultShipping?: boolean | null
  /** The buyer's VAT number, printed on invoices billed to this address; empty or omitted: none. */
  vatId?: string | null
}

/** An address input checked and normalised, ready to store. */
export interface CheckedAddress {
  firstname: string
  lastname: string
  company: string
  street: string
  street_extra: string
  postcode: string
  city: string
  country_code: string
  telephone: string
}

const TELEPHONE = /^\+?[\d\s().-]{6,20}$/

/**
 * Checks an address: required fields, lengths, a country the shop delivers to, the postal
 * code rules of that country and a plausible telephone number. Returns the problem, or the
 * normalised address.
 */
export async function checkAddressInput(
  db: Kysely<Database>,
  input: CustomerAddressInput,
): Promise<InputProblem | CheckedAddress> {
  const [street = '', streetExtra = ''] = input.street
  const required = requiredTextProblem({
    firstname: input.firstname,
    lastname: input.lastname,
    street,
    postcode: input.postcode,
    city: input.city,
    countryCode: input.countryCode,
  })
  if (required) return required
  const optional = optionalTextProblem({
    company: input.company,
    street: streetExtra,
    telephone: input.telephone,
  })
  if (optional) return optional
  if (input.street.length > 2) return { code: 'INVALID_LENGTH', field: 'street' }
  const countryCode = input.countryCode.trim().toUpperCase()
  const country = await db
    .selectFrom('country')
    .select('code2')
    .where('code2', '=', countryCode)
    .executeTakeFirst()
  if (!country) return { code: 'INVALID_COUNTRY', field: 'countryCode' }
  const postcode = normalizePostcode(input.postcode)
  if (!isValidPostcode(countryCode, postcode)) return { code: 'INVALID_POSTCODE', field: 'postcode' }
  const telephone = input.telephone?.trim() ?? ''
  if (telephone !== '' && !TELEPHONE.test(telephone)) return { code: 'INVALID_LENGTH', field: 'telephone' }
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: input.company?.trim() ?? '',
    street: street.trim(),
    street_extra: streetExtra.trim(),
    postcode,
    city: input.city.trim(),
    country_code: countryCode,
    telephone,
  }
}

/**
 * Checks an address of the address book: as {@link checkAddressInput}, and its VAT number as the
 * checkout's billing step checks it (normaliseVatNumber: the shape of a number of the address's
 * country), so a saved billing address carries it to the order and its invoice.
 */
export async function checkCustomerAddressInput(
  db: Kysely<Database>,
  input: CustomerAddressInput,
): Promise<InputProblem | (CheckedAddress & { vat_id: string })> {
  const checked = await checkAddressInput(db, input)
  if (isInputProblem(checked)) return checked
  const vatId = normaliseVatNumber(input.vatId ?? '', checked.country_code)
  if (vatId === null) return { code: 'INVALID_VAT_ID', field: 'vatId' }
  return { ...checked, vat_id: vatId }
}

/** Whether `checkAddressInput` found a problem. */
export function isInputProblem(value: InputProblem | CheckedAddress): value is InputProblem {
  return 'code' in value && 'field' in value && !('city' in value)
}
