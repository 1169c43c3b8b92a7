/** A word of a search as typed (lower case, accent-free) and as a full-text query of the language (`''` for a stop word). */
export interface SearchWord {
  word: string
  query: string
}

/** A word of a synonym set (table search_synonym) with its full-text query. */
export interface SynonymTerm {
  setId: number
  query: string
  isNarrower: boolean
}

/**
 * A part of a search that must match: one word or a synonym phrase, widened by its synonyms.
 * Each alternative is a full-text query of lexemes that must all match; one is enough.
 */
export interface SearchUnit {
  words: string[]
  alternatives: string[]
}

/** A lexeme of a query, and whether it also finds the lexemes it begins (`'slip':*`). */
export interface QueryLexeme {
  lexeme: string
  prefix: boolean
}

/** The lexemes of a full-text query text in order ("'dress' & 'gown'" → dress, gown). */
export function lexemesOf(query: string): QueryLexeme[] {
  return [...query.matchAll(/'((?:[^']|'')*)'(:\*)?/g)].map((match) => ({
    lexeme: (match[1] ?? '').replaceAll("''", "'"),
    prefix: match[2] !== undefined,
  }))
}

/** Whether every document matching `narrow` also matches `broad` (its lexemes are all in `narrow`, or begin one there). */
function covers(broad: string, narrow: string): boolean {
  const lexemes = lexemesOf(narrow)
  return lexemesOf(broad).every((item) =>
    lexemes.some((other) =>
      item.prefix ? other.lexeme.startsWith(item.lexeme) : !other.prefix && other.lexeme === item.lexeme,
    ),
  )
}

/**
 * The distinct non-empty queries, in order, without those another one already finds
 * ("'chausset' & 'cocooning'" beside "'chausset'"): fewer alternatives, cheaper matching and ranking.
 */
function distinct(queries: readonly string[]): string[] {
  const unique = [...new Set(queries.filter((query) => query !== ''))]
  return unique.filter(
    (query, index) =>
      !unique.some(
        (other, otherIndex) =>
          otherIndex !== index && covers(other, query) && (!covers(query, other) || otherIndex < index),
      ),
  )
}

/** The unit with only the given alternatives (those that can match), or as it was when none can. */
export function withAlternatives(unit: SearchUnit, alternatives: readonly string[]): SearchUnit {
  return alternatives.length === 0 ? unit : { words: unit.words, alternatives: distinct(alternatives) }
}

/** The query of a unit: `(a) | (b)` of its alternatives, or the single one. */
export function unitQuery(unit: SearchUnit): string {
  return unit.alternatives.length === 1
    ? (unit.alternatives[0] ?? '')
    : unit.alternatives.map((query) => `(${query})`).join(' | ')
}

/** Every term of the sets in which `matches` finds a term that is not narrower. */
function setsOf(synonyms: readonly SynonymTerm[], matches: (term: SynonymTerm) => boolean): string[] {
  const setIds = new Set(
    synonyms.filter((term) => !term.isNarrower && matches(term)).map((term) => term.setId),
  )
  return synonyms.filter((term) => setIds.has(term.setId)).map((term) => term.query)
}

/**
 * A word's query widened by the synonym sets it belongs to. With `asPrefix` the word also
 * finds the words it begins ("slip" finds "slippers"), as the suggestion box does while the
 * shopper types.
 */
export function expandWord(word: SearchWord, synonyms: readonly SynonymTerm[], asPrefix = false): string[] {
  const own = asPrefix && /^'(?:[^']|'')+'$/.test(word.query) ? `${word.query}:*` : word.query
  return distinct([
    own,
    ...setsOf(synonyms, (term) => term.query === word.query).filter((query) => query !== word.query),
  ])
}

/** How many of `words` (from the first) spell the phrase `lexemes`, or 0. */
function phraseLength(words: readonly SearchWord[], lexemes: readonly string[]): number {
  const seen: string[] = []
  for (const [index, word] of words.entries()) {
    seen.push(...lexemesOf(word.query).map((item) => item.lexeme))
    if (seen.length >= lexemes.length) return seen.join(' ') === lexemes.join(' ') ? index + 1 : 0
  }
  return 0
}

/**
 * Groups the words of a search into the units that must all match: a run of words that spells
 * a synonym phrase ("robe de chambre", "house shoe") is one unit widened by its sets; any
 * other word is a unit widened by the sets it is a term of, the last one also as a prefix.
 * Stop words drop out. Synonyms are applied once: an expansion is not expanded again.
 */
export function expandSearchWords(
  words: readonly SearchWord[],
  synonyms: readonly SynonymTerm[],
): SearchUnit[] {
  const meaningful = words.filter((word) => lexemesOf(word.query).length > 0)
  const phrases = synonyms.filter((term) => !term.isNarrower && lexemesOf(term.query).length > 1)
  const units: SearchUnit[] = []
  for (let index = 0; index < meaningful.length;) {
    const rest = meaningful.slice(index)
    const longest = phrases
      .map((term) => ({
        term,
        length: phraseLength(
          rest,
          lexemesOf(term.query).map((item) => item.lexeme),
        ),
      }))
      .filter((match) => match.length > 1)
      .sort((a, b) => b.length - a.length)[0]
    if (longest) {
      const phrase = rest.slice(0, longest.length)
      const phraseQuery = longest.term.query
      units.push({
        words: phrase.map((word) => word.word),
        alternatives: distinct([phraseQuery, ...setsOf(synonyms, (term) => term.query === phraseQuery)]),
      })
      index += longest.length
    } else {
      const word = rest[0] as SearchWord
      const isLast = index === meaningful.length - 1
      units.push({ words: [word.word], alternatives: expandWord(word, synonyms, isLast) })
      index += 1
    }
  }
  return units
}

/** The query of all units: each must match. */
export function allOf(units: readonly SearchUnit[]): string {
  return units.length === 1
    ? unitQuery(units[0] as SearchUnit)
    : units.map((unit) => `(${unitQuery(unit)})`).join(' & ')
}

/**
 * The alternatives of a unit that say what the shopper asked for: the word and its equivalents,
 * without the narrower kinds its sets widen it to. "slippers" finds moccasins, but a moccasin
 * matches "slippers" no better than a mule or a bootie does.
 */
export function coreAlternatives(unit: SearchUnit, synonyms: readonly SynonymTerm[]): string[] {
  // The last word of a search is also a prefix ('chausson':*): its sets are those of the word.
  const own = new Set(unit.alternatives.map((query) => query.replace(/:\*$/, '')))
  const widened = new Set(
    synonyms.filter((term) => !term.isNarrower && own.has(term.query)).map((term) => term.setId),
  )
  const narrower = new Set(
    synonyms.filter((term) => term.isNarrower && widened.has(term.setId)).map((term) => term.query),
  )
  const core = unit.alternatives.filter((query) => !narrower.has(query))
  return core.length > 0 ? core : unit.alternatives
}

/**
 * The queries a search ranks by, one per unit (the words and their equivalents, not the
 * narrower kinds): a product scores by where it matches each part of the whole query
 * (listProducts.ts), not by how many narrower kinds or repeated words it also matches.
 */
export function rankQueriesOf(units: readonly SearchUnit[], synonyms: readonly SynonymTerm[]): string[] {
  return units.map((unit) => unitQuery({ words: unit.words, alternatives: coreAlternatives(unit, synonyms) }))
}
