// The VAT numbers' shapes per country prefix, as the EU's VIES service describes them (Greece's prefix is EL);
// GB and XI (Northern Ireland) for UK businesses.
const VAT_NUMBER_SHAPES: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  GB: /^GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
  XI: /^XI(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
}

/** The prefixes a billing country's VAT numbers may carry (Greece's is EL; Northern Ireland's XI is British). */
function prefixesOf(countryCode: string): string[] {
  if (countryCode === 'GR') return ['EL']
  if (countryCode === 'GB') return ['GB', 'XI']
  return [countryCode]
}

/**
 * A buyer's VAT number as an invoice prints it: upper case, without spaces, dots or dashes, with
 * its country prefix (added when the shopper typed only the digits); '' for none. Null when it
 * does not have the shape of a VAT number of the billing country (its prefix must be that
 * country's). Whether the number is registered is VIES's to say, not checked here.
 */
export function normaliseVatNumber(typed: string, billingCountryCode: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s.\-/]/g, '')
  if (compact === '') return ''
  const prefixes = prefixesOf(billingCountryCode.toUpperCase())
  // A number that starts with a country's prefix is taken as typed; otherwise it is given the billing country's.
  const candidates =
    compact.slice(0, 2) in VAT_NUMBER_SHAPES ? [compact] : prefixes.map((prefix) => prefix + compact)
  return (
    candidates.find((candidate) =>
      prefixes.some((prefix) => candidate.startsWith(prefix) && VAT_NUMBER_SHAPES[prefix]?.test(candidate)),
    ) ?? null
  )
}
