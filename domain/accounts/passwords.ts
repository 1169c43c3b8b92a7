import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** Why a password cannot be chosen (translated by the storefront). */
export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON'

/** Length rules of the OWASP authentication cheat sheet. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** OWASP's scrypt settings for N = 2^15: r = 8, p = 3 (32 MiB, no native addon needed). */
export const SCRYPT_SETTINGS = { N: 2 ** 15, r: 8, p: 3 } as const
/**
 * The test suite's settings: an eighth of the work. Hundreds of sign-ins and registrations
 * spent minutes of CI hashing; what the tests check (salting, Unicode, verification, the
 * stand-in hash) does not depend on the cost.
 */
const TEST_SCRYPT_SETTINGS = { N: 2 ** 12, r: 8, p: 3 } as const

/**
 * The settings new hashes are made with: OWASP's, except under Vitest unless a test asks for
 * them (`SHOP_PASSWORD_HASHING=production`, the timing tests of account enumeration).
 */
function scryptSettings(): { N: number; r: number; p: number } {
  return hashesAtProductionCost() ? SCRYPT_SETTINGS : TEST_SCRYPT_SETTINGS
}

/** Whether new hashes are made with OWASP's settings: everywhere but in the test suite (see {@link scryptSettings}). */
export function hashesAtProductionCost(): boolean {
  return !process.env.VITEST || process.env.SHOP_PASSWORD_HASHING === 'production'
}
const KEY_LENGTH = 32
const SALT_LENGTH = 16

let commonPasswords: Promise<Set<string>> | undefined

/**
 * Whether a password is among the most common leaked ones (zxcvbn-ts's list, ~49k), whatever its
 * case. The list is loaded and made a set by the first check, not at start-up (docs/performance.md).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((common) => common.toLowerCase())),
  )
  return (await commonPasswords).has(password.toLowerCase())
}

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
export async function passwordProblem(password: string): Promise<PasswordProblem | null> {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT'
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG'
  if (await isCommonPassword(password)) return 'TOO_COMMON'
  return null
}

/** Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const settings = scryptSettings()
  const key = await scrypt(password, salt, settings)
  return ['scrypt', settings.N, settings.r, settings.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
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

/** The stand-in hash per cost (N): it must take as long to verify as a customer's. */
const standInHashes = new Map<number, Promise<string>>()

/** Makes the stand-in hash ahead of the first sign-in, so not even that one answers later for an unknown e-mail. */
export function prepareStandInHash(): Promise<string> {
  const cost = scryptSettings().N
  let hash = standInHashes.get(cost)
  if (!hash) standInHashes.set(cost, (hash = hashPassword(randomBytes(12).toString('base64'))))
  return hash
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
  const settings = scryptSettings()
  return Number(n) < settings.N || Number(r) < settings.r || Number(p) < settings.p
}
