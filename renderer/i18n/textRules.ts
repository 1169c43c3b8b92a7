/**
 * The house rules of each language's text, as checks that name what breaks them: French
 * typography, Italian in one register ("tu"), German without stiff words. Run over every
 * catalogue message and the seeded shop texts by `textRules.test.ts`.
 */

/** The no-break spaces French puts before : ; ! ? and inside « » (narrow U+202F, or U+00A0). */
const NO_BREAK = '\u202f\u00a0'

/** Text as a reader sees it: tags, their attributes (URLs) and entities out, ICU placeholders kept. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
}

/** Where a French text breaks French typography: ASCII apostrophe, a missing or breaking space before : ; ! ? or inside « ». */
export function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = []
  const visible = visibleText(text)
  if (visible.includes("'")) problems.push("ASCII apostrophe ' (use ’)")
  // URLs, times (10:30) and ICU syntax are no prose: skip them.
  const prose = visible
    .replace(/\b[a-z][a-z+.-]*:\/\/\S*/gi, ' ')
    .replace(/\d:\d/g, ' ')
    .replace(/\{[^{}]*,\s*(plural|select|selectordinal)\s*,/g, '{')
  for (const match of prose.matchAll(/(.)([:;!?])/g)) {
    const before = match[1] ?? ''
    if (NO_BREAK.includes(before)) continue
    // "?!" and "!!": only the first sign takes the space.
    if ('!?'.includes(before) && '!?'.includes(match[2] ?? '')) continue
    problems.push(
      before === ' '
        ? `plain space before "${match[2]}" (use U+202F)`
        : `no space before "${match[2]}" (add U+202F)`,
    )
  }
  if (/«(?![\u202f\u00a0])/.test(prose)) problems.push('« without a no-break space after it')
  if (/(?<![\u202f\u00a0])»/.test(prose)) problems.push('» without a no-break space before it')
  return problems
}

/** The forms of the formal "Lei" register, which the Italian shop does not use (it says "tu"). */
const FORMAL_ITALIAN = [
  /\b(Lei|Suo|Sua|Suoi|Sue)\b/,
  /\b(La|Le) (preghiamo|invitiamo|ringraziamo|ricordiamo|chiediamo|informiamo|contatteremo|inviamo|consigliamo|auguriamo|rimborsiamo|confermiamo|informeremo|risponderemo)\b/,
  /\bVoglia\b/,
  /\b(Riceve questa|Scelga|Verifichi|Confermi|Scarichi|Receda|receda|spedisca|Ha già|Ha utilizzato)\b/,
]

/** Where an Italian text addresses the shopper formally. */
export function formalItalianProblems(text: string): string[] {
  const visible = visibleText(text)
  return FORMAL_ITALIAN.flatMap((pattern) => {
    const found = pattern.exec(visible)
    return found ? [`formal register "${found[0]}" (the shop says "tu")`] : []
  })
}

/** Stiff or clumsy German the shop does not write, and what it writes instead. */
export const STIFF_GERMAN: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /downloadbar/i, instead: 'Downloads' },
  { pattern: /Alarm/, instead: 'Benachrichtigung' },
  { pattern: /aufgerufene Seite|aktiven Seite/, instead: 'Diese Seite gibt es nicht' },
  { pattern: /\bseitens\b|\bvonseiten\b/i, instead: 'von' },
  { pattern: /\bdiesbezüglich/i, instead: 'dazu' },
  { pattern: /\bzwecks\b/i, instead: 'für, um … zu' },
  { pattern: /baldmöglichst/i, instead: 'so bald wie möglich' },
  { pattern: /\b(vor|oben)genannt/i, instead: 'name it again' },
  { pattern: /Aktion (in|auf) Ihrem/, instead: 'say what happened' },
  { pattern: /Brotkrümel/, instead: 'Brotkrumen' },
  { pattern: /\bTätigen Sie\b|\bgetätigt/i, instead: 'aufgeben, kaufen' },
]

/** Where a German text uses a word of the stiff list. */
export function stiffGermanProblems(text: string): string[] {
  const visible = visibleText(text)
  return STIFF_GERMAN.flatMap(({ pattern, instead }) => {
    const found = pattern.exec(visible)
    return found ? [`stiff "${found[0]}" (write: ${instead})`] : []
  })
}
