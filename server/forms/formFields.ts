/** A form body as @fastify/formbody parses it: each field a string, or a list when repeated. */
export type FormBody = Record<string, string | string[] | undefined>

/** A text field (the first value when repeated), '' when absent. */
export function textField(body: FormBody, name: string): string {
  const value = body[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** A checkbox: checked when sent with any value but '' / 'false' / '0'. */
export function checkboxField(body: FormBody, name: string): boolean {
  const value = textField(body, name)
  return value !== '' && value !== 'false' && value !== '0'
}

/**
 * A "come back after sign-in" target: a store-relative path on this site (`/user/orders/`),
 * never another origin (`//evil.example`, `/\evil`, `https:`); null otherwise.
 */
export function safeRedirectPath(value: string): string | null {
  if (!/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value) || value.length > 500) return null
  return value
}

/** The values a refused form shows again: every field sent but passwords and the token. */
export function echoedValues(body: FormBody): Record<string, string> {
  const hidden = /password|^_csrf$|^token$/i
  return Object.fromEntries(
    Object.keys(body)
      .filter((name) => !hidden.test(name))
      .map((name) => [name, textField(body, name)]),
  )
}

/** Largest value of a GraphQL `Int` (32-bit signed): a larger one is a malformed request, not a choice. */
export const MAX_GRAPHQL_INT = 2_147_483_647

/**
 * A whole-number field (a rating, an id, a quantity) parsed at the edge: digits only, from 0 to
 * `max`; null when absent or anything else (`1.5`, `Infinity`, `1e9`, `-1`), so a form never
 * hands the API a value its schema refuses as a malformed request.
 */
export function wholeNumberField(body: FormBody, name: string, max = MAX_GRAPHQL_INT): number | null {
  const typed = textField(body, name).trim()
  if (!/^\d{1,10}$/.test(typed)) return null
  const value = Number(typed)
  return value <= max ? value : null
}
