import { sql, type Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import { allOf, expandSearchWords, expandWord, lexemesOf, withAlternatives, type SearchUnit, type SearchWord, type SynonymTerm } from './expandSearchWords.ts'

/** Trigram similarity from which a vocabulary word is taken as the intended spelling. */
export const SPELLING_SIMILARITY = 0.3

/** Vocabulary words tried, closest first, for a word that matches nothing. */
const SPELLING_CANDIDATES = 5

/** What a search runs: its full-text query (`tsquery` text), and the text it stands for when a word was corrected. */
export interface SearchQuery {
  tsquery: string
  /** The search text with its corrected words, or null when it is searched as typed. */
  correctedText: string | null
}

/**
 * The full-text query of a search text in the store's language: each word (or synonym phrase)
 * must match, widened by its synonym sets. A word that matches no product is replaced by the
 * closest vocabulary word that does (one typo, or the start of a word). Built once per search,
 * so listings filter and rank with a literal; whether a word matches is read from the lexeme
 * table, so building costs no full-text index scan.
 */
export async function buildSearchQuery(db: Kysely<Database>, language: Language, text: string): Promise<SearchQuery> {
  if (text === '') return { tsquery: '', correctedText: null }
  const { words, synonyms } = await readWordsAndSynonyms(db, language, text)
  const units = expandSearchWords(words, synonyms)
  const present = await presentAlternatives(db, language, units)
  const misspelt = units.flatMap((unit, index) => (present[index]?.length || unit.words.length !== 1 ? [] : (unit.words as [string])))
  const corrections = new Map<string, SearchUnit>()
  if (misspelt.length > 0) {
    const candidates = (await spellingCandidates(db, language, misspelt)).flatMap(({ word, candidates }) =>
      candidates.map((candidate) => ({ typed: word, unit: { words: [candidate.word], alternatives: expandWord(candidate, synonyms) } })),
    )
    const found = await presentAlternatives(db, language, candidates.map((candidate) => candidate.unit))
    candidates.forEach((candidate, index) => {
      const alternatives = found[index] ?? []
      if (alternatives.length > 0 && !corrections.has(candidate.typed)) corrections.set(candidate.typed, withAlternatives(candidate.unit, alternatives))
    })
  }
  const finalUnits = units.map((unit, index) => corrections.get(unit.words.length === 1 ? (unit.words[0] ?? '') : '') ?? withAlternatives(unit, present[index] ?? []))
  return {
    tsquery: allOf(finalUnits),
    correctedText: corrections.size === 0 ? null : words.map((word) => corrections.get(word.word)?.words[0] ?? word.word).join(' '),
  }
}

/** The words of the text with their full-text queries, and the synonym terms of the language. */
async function readWordsAndSynonyms(db: Kysely<Database>, language: Language, text: string) {
  const result = await sql<{ words: SearchWord[]; synonyms: SynonymTerm[] }>`
    select
      coalesce((
        select json_agg(json_build_object('word', w.word, 'query', plainto_tsquery(search_config(${language}), w.word)::text) order by w.n)
        from unnest(regexp_split_to_array(lower(unaccent(${text})), '[^[:alnum:]]+')) with ordinality as w (word, n)
        where w.word <> ''
      ), '[]') as words,
      coalesce((
        select json_agg(json_build_object('setId', s.set_id, 'query', s.query::text, 'isNarrower', s.is_narrower))
        from search_synonym s where s.language = ${language} and s.query is not null
      ), '[]') as synonyms
  `.execute(db)
  return { words: result.rows[0]?.words ?? [], synonyms: result.rows[0]?.synonyms ?? [] }
}

/**
 * The alternatives of each unit that can match: those whose lexemes (or, for a prefix, a
 * lexeme it begins) are all in the language's search documents. None when the unit cannot.
 */
async function presentAlternatives(db: Kysely<Database>, language: Language, units: readonly SearchUnit[]): Promise<string[][]> {
  const rows = units.flatMap((unit, index) =>
    unit.alternatives.flatMap((alternative, alternativeIndex) => lexemesOf(alternative).map((item) => ({ unit: index, alternative: alternativeIndex, ...item }))),
  )
  if (rows.length === 0) return units.map(() => [])
  const result = await sql<{ unit: number; alternative: number }>`
    select r.unit, r.alternative
    from unnest(${rows.map((row) => row.unit)}::int[], ${rows.map((row) => row.alternative)}::int[], ${rows.map((row) => row.lexeme)}::text[], ${rows.map((row) => row.prefix)}::boolean[])
      as r (unit, alternative, lexeme, prefix)
    group by r.unit, r.alternative
    having bool_and(exists (
      select 1 from search_lexeme l
      where l.language = ${language} and l.lexeme >= r.lexeme collate "C"
        and l.lexeme <= (case when r.prefix then r.lexeme || chr(1114111) else r.lexeme end) collate "C"
    ))
    order by r.unit, r.alternative
  `.execute(db)
  const present = units.map((): string[] => [])
  for (const row of result.rows) {
    const alternative = units[row.unit]?.alternatives[row.alternative]
    if (alternative !== undefined) present[row.unit]?.push(alternative)
  }
  return present
}

/**
 * The closest vocabulary words of each misspelt word, best first: those it begins, then
 * those containing it (as the suggestion box matches category names), then by trigram
 * similarity. The trigram index of the vocabulary (migration 0013) finds both kinds: `%`
 * (similarity from pg_trgm.similarity_threshold, 0.3 by default like SPELLING_SIMILARITY)
 * and `like` (words are letters and digits only, so the pattern has no wildcard of its own).
 */
async function spellingCandidates(db: Kysely<Database>, language: Language, words: readonly string[]) {
  const result = await sql<{ word: string; candidates: SearchWord[] | null }>`
    select w.word, c.candidates
    from unnest(${words}::text[]) with ordinality as w (word, n)
    cross join lateral (
      select json_agg(json_build_object('word', v.word, 'query', plainto_tsquery(search_config(${language}), v.word)::text) order by v.rank) as candidates
      from (
        select v.word, row_number() over (order by starts_with(v.word, w.word) desc, strpos(v.word, w.word) > 0 desc, similarity(v.word, w.word) desc, v.word) as rank
        from search_vocabulary v
        where v.language = ${language} and v.word <> w.word
          and ((v.word % w.word and similarity(v.word, w.word) >= ${SPELLING_SIMILARITY})
            or (length(w.word) >= 3 and v.word like '%' || w.word || '%' and strpos(v.word, w.word) > 0))
        order by rank
        limit ${SPELLING_CANDIDATES}
      ) v
    ) c
    order by w.n
  `.execute(db)
  return result.rows.map((row) => ({ word: row.word, candidates: row.candidates ?? [] }))
}
