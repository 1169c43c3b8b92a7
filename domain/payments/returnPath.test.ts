import { describe, expect, it } from 'vitest'
import { isSafeReturnPath, returnPathWithIntent } from './returnPath.ts'

describe('return paths of provider pages', () => {
  it('accepts paths of this origin', () => {
    expect(isSafeReturnPath('/en/checkout/success')).toBe(true)
    expect(isSafeReturnPath('/fr/checkout/?step=payment')).toBe(true)
  })
  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'checkout',
    '',
    `/${'a'.repeat(500)}`,
  ])('refuses %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false)
  })
  it('adds the intent id to the query, keeping what was there', () => {
    expect(returnPathWithIntent('/en/checkout/success?step=2', 'pi_1')).toBe(
      '/en/checkout/success?step=2&payment_intent=pi_1',
    )
  })
})
