import { describe, expect, it } from 'vitest'
import { cartAddressOf, checkoutAnswer } from './checkoutFormActions.ts'

describe('checkoutAnswer', () => {
  it('succeeds when every mutation of the document did, and names the form field of the first refusal', () => {
    const ok = { success: true, errorCode: null, errorMessage: null, errorField: null }
    const read = checkoutAnswer('shipping', 'billing')
    expect(read({ data: { shipping: ok, billing: ok } })).toEqual({ success: true })
    expect(
      read({
        data: {
          shipping: { ...ok, success: false, errorCode: 'INVALID_POSTCODE', errorField: 'postcode' },
          billing: null,
        },
      }),
    ).toEqual({ success: false, errorCode: 'INVALID_POSTCODE', errorField: 'postcode' })
    expect(
      read({
        data: {
          shipping: ok,
          billing: { ...ok, success: false, errorCode: 'INVALID_COUNTRY', errorField: 'country_code' },
        },
      }),
    ).toEqual({ success: false, errorCode: 'INVALID_COUNTRY', errorField: 'countryCode' })
    // No answer at all (a GraphQL error): no code, which the form logs as a bug.
    expect(read({ data: null })).toEqual({ success: false, errorCode: null, errorField: null })
  })
})

describe('cartAddressOf', () => {
  it('reads the address book’s field names, trimmed, with the second street line only when typed', () => {
    const body = {
      firstname: ' Léa ',
      lastname: 'Martin',
      street: '4 rue de la République',
      streetExtra: ' ',
      postcode: '69002',
      city: 'Lyon',
      countryCode: 'FR',
      telephone: '+33 4 72 00 00 00',
    }
    expect(cartAddressOf(body)).toEqual({
      firstname: 'Léa',
      lastname: 'Martin',
      company: '',
      street: ['4 rue de la République'],
      city: 'Lyon',
      postcode: '69002',
      country_code: 'FR',
      telephone: '+33 4 72 00 00 00',
      save_in_address_book: false,
    })
    expect(cartAddressOf({ ...body, streetExtra: 'Bâtiment B', saveInAddressBook: '1' })).toMatchObject({
      street: ['4 rue de la République', 'Bâtiment B'],
      save_in_address_book: true,
    })
  })
})
