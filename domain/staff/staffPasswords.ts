import { hashPassword, isCommonPassword, PASSWORD_MAX_LENGTH, verifyPassword } from '../accounts/passwords.ts'

/** Why a staff password cannot be chosen. */
export type StaffPasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON' | 'CONTAINS_EMAIL'

/** Staff passwords are longer than customers' (docs/back-office.md#sign-in). */
export const STAFF_PASSWORD_MIN_LENGTH = 12

/** What is wrong with a staff member's new password, or null when it may be chosen. */
export async function staffPasswordProblem(
  password: string,
  email: string,
): Promise<StaffPasswordProblem | null> {
  const length = [...password].length
  if (length < STAFF_PASSWORD_MIN_LENGTH) return 'TOO_SHORT'
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG'
  const lower = password.toLowerCase()
  // The common and breached passwords shipped with zxcvbn-ts.
  if (await isCommonPassword(password)) return 'TOO_COMMON'
  const localPart = email.split('@')[0]?.toLowerCase() ?? ''
  // A local part of one or two letters would refuse too much for what it protects.
  if (localPart.length >= 3 && lower.includes(localPart)) return 'CONTAINS_EMAIL'
  return null
}

/** Hashes a staff password with the customers' hasher (scrypt, domain/accounts/passwords.ts). */
export const hashStaffPassword = hashPassword

/** Whether a staff password matches its stored hash (constant time). */
export const verifyStaffPassword = verifyPassword
