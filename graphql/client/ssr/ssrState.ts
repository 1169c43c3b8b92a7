import type { SSRData } from '@urql/core'

/** Id of the `<script type="application/json">` element that carries the SSR state. */
export const SSR_STATE_ELEMENT_ID = 'shop-ssr-state'

// Characters that could close the script element or break JavaScript parsing of the page.
const UNSAFE = /[<>&\u2028\u2029]/g
const escapeChar = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * Serializes the results the server render fetched, safe to put inside a
 * `<script type="application/json">` element (no `</script>`, U+2028 or U+2029 breaks out).
 */
export const serializeSsrState = (state: SSRData): string => JSON.stringify(state).replace(UNSAFE, escapeChar)

/** Reads SSR state written by {@link serializeSsrState}; anything unreadable gives an empty state. */
export const parseSsrState = (text: string | null | undefined): SSRData => {
  if (!text) return {}
  try {
    const state: unknown = JSON.parse(text)
    return state && typeof state === 'object' && !Array.isArray(state) ? (state as SSRData) : {}
  } catch {
    return {}
  }
}

/** Reads the SSR state from the page (browser only); empty when the page has none. */
export const readSsrStateFromDocument = (doc: Document = document): SSRData =>
  parseSsrState(doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent)
