/**
 * Whether a category name matches what the shopper typed the way the shop search does: every
 * typed word begins a word of the name, whatever the case and accents ("slip" finds "Slippers
 * men", "men" does not find "Women"). So a category the suggestion box offers is one whose
 * products the results page lists.
 */
export function matchesSearchText(name: string, text: string): boolean {
  const typed = wordsOf(text)
  const words = wordsOf(name)
  return typed.length > 0 && typed.every((start) => words.some((word) => word.startsWith(start)))
}

/** Lower-case words without accents ("Écharpe rouge" → écharpe → echarpe, rouge). */
function wordsOf(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}
