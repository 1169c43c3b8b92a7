import { describe, expect, it } from 'vitest'
import {
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.ts'

describe('passwords', () => {
  it('accepts 8 to 128 characters that are not a common password', async () => {
    expect(await passwordProblem('Pantoufle-2026!')).toBeNull()
    expect(await passwordProblem('short1!')).toBe('TOO_SHORT')
    expect(await passwordProblem('x'.repeat(129))).toBe('TOO_LONG')
    expect(await passwordProblem('é'.repeat(128))).toBeNull()
    expect(await passwordProblem('password')).toBe('TOO_COMMON')
    expect(await passwordProblem('Qwertyuiop')).toBe('TOO_COMMON')
    expect(await passwordProblem('12345678')).toBe('TOO_COMMON')
  })

  it('hashes with OWASP’s scrypt settings (N = 2^15, r = 8, p = 3) outside the test suite', async () => {
    process.env.SHOP_PASSWORD_HASHING = 'production'
    try {
      const hash = await hashPassword('Chausson-douillet-42')
      expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
      expect(await verifyPassword('Chausson-douillet-42', hash)).toBe(true)
      expect(needsRehash(hash)).toBe(false)
      expect(needsRehash('scrypt$4096$8$3$c2FsdA==$aGFzaA==')).toBe(true)
    } finally {
      delete process.env.SHOP_PASSWORD_HASHING
    }
  })

  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await hashPassword('Chausson-douillet-42')
    expect(hash).toMatch(/^scrypt\$\d+\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(await verifyPassword('Chausson-douillet-42', hash)).toBe(true)
    expect(await verifyPassword('chausson-douillet-42', hash)).toBe(false)
    expect(await verifyPassword('Chausson-douillet-42', 'md5$abc')).toBe(false)
    expect(needsRehash(hash)).toBe(false)
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$aGFzaA==')).toBe(true)
  })

  it('salts every hash: the same password never gives the same hash', async () => {
    expect(await hashPassword('Same-password-twice')).not.toBe(await hashPassword('Same-password-twice'))
  })

  it('treats the same text in composed and decomposed Unicode as one password', async () => {
    const hash = await hashPassword('Pantoufle-\u00e9t\u00e9')
    expect(await verifyPassword('Pantoufle-e\u0301te\u0301', hash)).toBe(true)
  })

  it('answers an unknown account after a verification of its own', async () => {
    expect(await verifyAgainstNothing('whatever-password')).toBe(false)
  })
})
