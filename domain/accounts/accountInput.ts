import type { MutationErrorCode } from '../mutationResult.ts'
import { passwordProblem } from './passwords.ts'
export { isEmailAddress } from '../../config/emailAddress.ts'

/** Longest name, company, street or city accepted. */
export const TEXT_MAX_LENGTH = 255

/** What is wrong with one input field. */
export interface InputProblem {
  code: MutationErrorCode
  field: string
}

/** An e-mail address as stored: trimmed (its case kept; comparisons ignore case). */
export function normalizeEmail(email: string): string {
  return email.trim()
}

/** The first empty or too long text among required fields, by field name. */
export function requiredTextProblem(fields: Record<string, string | null | undefined>): InputProblem | null {
  for (const [field, value] of Object.entries(fields)) {
    const text = value?.trim() ?? ''
    if (text === '') return { code: 'REQUIRED', field }
    if (text.length > TEXT_MAX_LENGTH) return { code: 'INVALID_LENGTH', field }
  }
  return null
}

/** Optional fields longer than allowed. */
export function optionalTextProblem(fields: Record<string, string | null | undefined>): InputProblem | null {
  for (const [field, value] of Object.entries(fields))
    if ((value?.trim().length ?? 0) > TEXT_MAX_LENGTH) return { code: 'INVALID_LENGTH', field }
  return null
}

/** Why a new password is refused (too short, too long, too common), or null. */
export async function newPasswordProblem(password: string, field = 'password'): Promise<InputProblem | null> {
  const problem = await passwordProblem(password)
  if (problem === null) return null
  const codes = {
    TOO_SHORT: 'PASSWORD_TOO_SHORT',
    TOO_LONG: 'PASSWORD_TOO_LONG',
    TOO_COMMON: 'PASSWORD_TOO_COMMON',
  } as const
  return { code: codes[problem], field }
}
