import type { LimitedAction, DomainContext } from '../context.ts'
import { failed, type MutationOutcome } from '../mutationResult.ts'
import { findCustomerById, type CustomerRow } from './customerRow.ts'
import type { InputProblem } from './accountInput.ts'

/** The signed-in customer's row, or null when anonymous (or the account is gone). */
export async function signedInCustomer(context: DomainContext): Promise<CustomerRow | null> {
  const customerId = context.shopper?.customerId ?? null
  if (customerId === null) return null
  return (await findCustomerById(context.db, customerId)) ?? null
}

/** The outcome of an account mutation sent without a signed-in customer. */
export function notSignedIn(): MutationOutcome {
  return failed('SIGN_IN_REQUIRED', 'Please sign in first')
}

/** The outcome of an input problem, naming the field. */
export function refusedInput(problem: InputProblem): MutationOutcome {
  return failed(problem.code, `Invalid value for ${problem.field} (${problem.code})`, problem.field)
}

/** The outcome of an operation refused by a rate limit; HTTP answers 429 with Retry-After. */
export function tooManyAttempts(context: DomainContext, waitSeconds: number): MutationOutcome {
  context.retryAfterSeconds = Math.max(context.retryAfterSeconds ?? 0, waitSeconds)
  return failed('TOO_MANY_ATTEMPTS', `Too many attempts: try again in ${waitSeconds} seconds`)
}

/** Counts an action against its budget for `key`; the refusal outcome when over it, else null. */
export async function overBudget(
  context: DomainContext,
  action: LimitedAction,
  key: string,
): Promise<MutationOutcome | null> {
  if (!context.limits) return null
  const wait = await context.limits.consume(action, key)
  return wait > 0 ? tooManyAttempts(context, wait) : null
}

/** An absolute link under the store's base URL (`/account/password-reset?token=…`). */
export function storeLink(context: DomainContext, path: string): string {
  return `${context.store.baseUrl}${path}`
}
