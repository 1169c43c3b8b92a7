import { describe, expect, it } from 'vitest'
import { checkboxField, echoedValues, safeRedirectPath, wholeNumberField } from './formFields.ts'

describe('form fields', () => {
  it('only lets a sign-in come back to a path of this site', () => {
    expect(safeRedirectPath('/user/orders/?page=2')).toBe('/user/orders/?page=2')
    expect(safeRedirectPath('//evil.example/')).toBeNull()
    expect(safeRedirectPath('/\\evil.example')).toBeNull()
    expect(safeRedirectPath('https://evil.example/')).toBeNull()
    expect(safeRedirectPath('user')).toBeNull()
    expect(safeRedirectPath('/a b')).toBeNull()
  })
  it('reads checkboxes as browsers send them', () => {
    expect(checkboxField({ subscribed: 'on' }, 'subscribed')).toBe(true)
    expect(checkboxField({}, 'subscribed')).toBe(false)
    expect(checkboxField({ subscribed: ['false', 'on'] }, 'subscribed')).toBe(false)
  })
  it('never sends passwords or tokens back into a page', () => {
    expect(
      echoedValues({
        email: 'a@b.eu',
        password: 'secret',
        newPassword: 'x',
        _csrf: 't',
        token: 'k',
        firstname: 'Léa',
      }),
    ).toEqual({ email: 'a@b.eu', firstname: 'Léa' })
  })

  it('reads a whole number of digits within its range, and nothing else', () => {
    expect(wholeNumberField({ rating: ' 4 ' }, 'rating', 5)).toBe(4)
    for (const typed of ['1.5', 'Infinity', 'NaN', '1e1', '-1', '0x3', '6', '', '４'])
      expect([typed, wholeNumberField({ rating: typed }, 'rating', 5)]).toEqual([typed, null])
    expect(wholeNumberField({ id: '2147483647' }, 'id')).toBe(2_147_483_647)
    expect(wholeNumberField({ id: '2147483648' }, 'id')).toBeNull()
    expect(wholeNumberField({}, 'id')).toBeNull()
  })
})
