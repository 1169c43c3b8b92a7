import { describe, expect, it } from 'vitest'
import type { CartAddressValue } from '../../db/tables.ts'
import { destinationCountry } from './destinationVat.ts'

const address = (country_code: string): CartAddressValue => ({
  firstname: 'A',
  lastname: 'B',
  company: '',
  street: 'x',
  street_extra: '',
  postcode: '1',
  city: 'c',
  country_code,
  telephone: '',
  customer_address_id: null,
})
const GERMAN_STORE = { defaultCountryId: 'DE' as const }

describe('the country whose VAT a cart is charged', () => {
  it('is the delivery country of goods, whatever the billing address', () => {
    expect(
      destinationCountry(
        { shipping_address: address('IT'), billing_address: address('FR') },
        false,
        GERMAN_STORE,
      ),
    ).toBe('IT')
  })

  it('is the billing country of a cart that ships nothing', () => {
    expect(
      destinationCountry({ shipping_address: null, billing_address: address('GB') }, true, GERMAN_STORE),
    ).toBe('GB')
  })

  it('is the store’s country until an address is given', () => {
    expect(destinationCountry({ shipping_address: null, billing_address: null }, false, GERMAN_STORE)).toBe(
      'DE',
    )
    expect(
      destinationCountry({ shipping_address: null, billing_address: address('FR') }, false, GERMAN_STORE),
    ).toBe('DE')
  })
})
