/**
 * Postal code formats of the countries the shop delivers to (the `country` table), from the
 * Universal Postal Union's addressing guides. Spaces and case are normalised before the test.
 */
const POSTCODE_FORMATS: Record<string, RegExp> = {
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  AT: /^\d{4}$/,
  LU: /^(?:L-?)?\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  GB: /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/,
}

/** A postal code as stored: trimmed, upper case, inner spaces collapsed. */
export function normalizePostcode(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/\s+/g, ' ')
}

/** Whether a (normalised) postal code follows its country's format; countries without a known format accept any. */
export function isValidPostcode(countryCode: string, postcode: string): boolean {
  const format = POSTCODE_FORMATS[countryCode]
  return postcode.length > 0 && postcode.length <= 12 && (format ? format.test(postcode) : true)
}
