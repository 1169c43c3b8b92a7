import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'

/** Why a password cannot be chosen (translated by the storefront). */
export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON'

/** Length rules of the OWASP authentication cheat sheet. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

// OWASP's scrypt settings for N = 2^15: r = 8, p = 3 (32 MiB, no native addon needed).
const SCRYPT = { N: 2 ** 15, r: 8, p: 3 } as const
const KEY_LENGTH = 32
const SALT_LENGTH = 16

// The most common leaked passwords (zxcvbn-ts's list, ~49k), compared case-insensitively.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()))

function scrypt(
  password: string,
  salt: Buffer,
  options: { N: number; r: number; p: number },
): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r }
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** What is wrong with a new password, or null when it may be chosen. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT'
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG'
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'TOO_COMMON'
  return null
}

/** Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await scrypt(password, salt, SCRYPT)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/**
 * Whether a password matches a stored hash, compared in constant time. The hash's own
 * parameters are used, so hashes made with older settings still verify.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

let dummyHash: Promise<string> | null = null

/** Makes the stand-in hash ahead of the first sign-in, so not even that one answers later for an unknown e-mail. */
export function prepareStandInHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'))
  return dummyHash
}

/**
 * Spends the time of one verification for an e-mail that has no account, so a sign-in
 * answers known and unknown e-mails in about the same time (no account enumeration).
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, await prepareStandInHash())
  return false
}

/** Whether a stored hash was made with weaker settings than today's (re-hash at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split('$')
  return Number(n) < SCRYPT.N || Number(r) < SCRYPT.r || Number(p) < SCRYPT.p
}
