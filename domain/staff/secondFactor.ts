import { randomBytes } from 'node:crypto'
import { generate, generateSecret, generateURI, verify } from 'otplib'
import { STAFF_TOTP_ISSUER } from '../../config/backOffice.ts'
import { hashLinkToken } from '../accounts/linkTokens.ts'

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10

const PERIOD_SECONDS = 30
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A new TOTP secret (base32, 20 random bytes), as authenticator apps read it. */
export function newTotpSecret(): string {
  return generateSecret()
}

/** The `otpauth://totp/…` URI a QR code carries to enrol the secret in an authenticator app. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: STAFF_TOTP_ISSUER, label: email, secret })
}

/** The TOTP code of a secret at a time (for tests and the command's demo owner). */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) })
}

/** What a TOTP code is worth: accepted at a time step, wrong, or a replay of a step already used. */
export type TotpCheck = { valid: true; step: number } | { valid: false; reason: 'WRONG' | 'REPLAYED' }

/**
 * Checks a TOTP code at `now` with one step of tolerance either side (a clock a little off, a
 * code typed as it changed). A code of the step last accepted or an earlier one is refused as a
 * replay: the caller stores the returned step as the new last step.
 */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<TotpCheck> {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return { valid: false, reason: 'WRONG' }
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
  })
  if (!result.valid || !('timeStep' in result)) return { valid: false, reason: 'WRONG' }
  if (lastStep !== null && result.timeStep <= lastStep) return { valid: false, reason: 'REPLAYED' }
  return { valid: true, step: result.timeStep }
}

/** A recovery code as shown: 16 characters (80 bits) in groups of four, without look-alike letters. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16)
  const characters = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length])
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-')
}

/** Ten new recovery codes, to show once; store only {@link hashRecoveryCode} of each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
}

/** What is stored of a recovery code (case, spaces and dashes as typed do not matter). */
export function hashRecoveryCode(code: string): string {
  return hashLinkToken(code.toLowerCase().replace(/[\s-]/g, ''))
}
