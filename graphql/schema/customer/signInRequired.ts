import { failed, type MutationOutcome } from '../mutationResult.ts'

/** The outcome of a customer-only mutation while nobody can sign in: refused, nothing changed. */
export function signInRequired(): MutationOutcome {
  return failed('SIGN_IN_REQUIRED', 'Please sign in to use this feature')
}
