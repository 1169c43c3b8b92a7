import { describe, expect, it } from 'vitest'
import { hashStaffPassword, staffPasswordProblem, verifyStaffPassword } from './staffPasswords.ts'

describe('staff passwords', () => {
  it('need at least 12 characters', async () => {
    expect(await staffPasswordProblem('Short-pass1', 'ana@example.org')).toBe('TOO_SHORT')
    expect(await staffPasswordProblem('Tulip-ladder-47', 'ana@example.org')).toBeNull()
  })

  it('may not be a common or breached password, whatever its case', async () => {
    expect(await staffPasswordProblem('123456789012', 'ana@example.org')).toBe('TOO_COMMON')
    expect(await staffPasswordProblem('PASSWORD1234', 'ana@example.org')).toBe('TOO_COMMON')
  })

  it('may not contain the local part of the e-mail', async () => {
    expect(await staffPasswordProblem('xx-Camille.Roux-2026', 'camille.roux@example.org')).toBe(
      'CONTAINS_EMAIL',
    )
  })

  it('are hashed with the customers’ scrypt hasher and verified', async () => {
    const hash = await hashStaffPassword('Tulip-ladder-47')
    expect(hash.startsWith('scrypt$')).toBe(true)
    expect(await verifyStaffPassword('Tulip-ladder-47', hash)).toBe(true)
    expect(await verifyStaffPassword('Tulip-ladder-48', hash)).toBe(false)
  })
})
