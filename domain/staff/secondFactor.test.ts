import { describe, expect, it } from 'vitest'
import {
  checkTotp,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  totpCode,
  totpUri,
} from './secondFactor.ts'

const NOW = new Date('2026-11-28T10:00:10Z')
const STEP = Math.floor(NOW.getTime() / 30_000)

describe('TOTP', () => {
  it('makes a base32 secret and an otpauth URI naming the shop and the staff member', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = totpUri(secret, 'ana@example.org')
    expect(uri.startsWith('otpauth://totp/')).toBe(true)
    expect(uri).toContain(`secret=${secret}`)
    expect(uri).toContain('ana%40example.org')
  })

  it('accepts the code of now and of one step either side, not two', async () => {
    const secret = newTotpSecret()
    const at = (steps: number) => new Date(NOW.getTime() + steps * 30_000)
    expect(await checkTotp(secret, await totpCode(secret, NOW), NOW, null)).toEqual({
      valid: true,
      step: STEP,
    })
    expect(await checkTotp(secret, await totpCode(secret, at(-1)), NOW, null)).toEqual({
      valid: true,
      step: STEP - 1,
    })
    expect(await checkTotp(secret, await totpCode(secret, at(1)), NOW, null)).toEqual({
      valid: true,
      step: STEP + 1,
    })
    expect((await checkTotp(secret, await totpCode(secret, at(-2)), NOW, null)).valid).toBe(false)
    expect((await checkTotp(secret, await totpCode(secret, at(2)), NOW, null)).valid).toBe(false)
    expect(await checkTotp(secret, 'abc123', NOW, null)).toEqual({ valid: false, reason: 'WRONG' })
  })

  it('refuses a code of the step last accepted or an earlier one (replay)', async () => {
    const secret = newTotpSecret()
    const code = await totpCode(secret, NOW)
    expect(await checkTotp(secret, code, NOW, STEP)).toEqual({ valid: false, reason: 'REPLAYED' })
    expect(await checkTotp(secret, code, NOW, STEP - 1)).toEqual({ valid: true, step: STEP })
  })
})

describe('recovery codes', () => {
  it('are ten different codes, hashed whatever the case and dashes typed', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/)
    const code = codes[0]!
    expect(hashRecoveryCode(code.toUpperCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(code))
    expect(hashRecoveryCode(code)).not.toBe(hashRecoveryCode(codes[1]!))
  })
})
