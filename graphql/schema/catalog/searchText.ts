import { sql, type Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import { allOf, expandSearchWords, expandWord, type SearchUnit, type SearchWord, type SynonymTerm } from './expandSearchWords.ts'

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
 * so listings filter and rank with a literal.
 */
export async function buildSearchQuery(db: Kysely<Database>, language: Language, text: string): Promise<SearchQuery> {
  if (text === '') return { tsquery: '', correctedText: null }
  const { words, synonyms } = await readWordsAndSynonyms(db, language, text)
  const units = expandSearchWords(words, synonyms)
  const checks = await checkUnits(db, language, units)
  const corrections = new Map<string, SearchUnit>()
  const unmatched = checks.filter((check) => !check.found && check.candidates.length > 0)
  if (unmatched.length > 0) {
    const candidates = unmatched.flatMap((check) => check.candidates.map((candidate) => ({ typed: check.unit.words[0] ?? '', unit: { words: [candidate.word], query: expandWord(candidate, synonyms) } })))
    const found = await matchingQueries(db, language, candidates.map((candidate) => candidate.unit.query))
    for (const candidate of candidates) {
      if (!corrections.has(candidate.typed) && found.has(candidate.unit.query)) corrections.set(candidate.typed, candidate.unit)
    }
  }
  const finalUnits = units.map((unit) => (unit.words.length === 1 ? (corrections.get(unit.words[0] ?? '') ?? unit) : unit))
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
 * Whether each unit matches a product; for a single word that does not, the closest
 * vocabulary words: those it begins, then those containing it (as the suggestion box matches
 * category names), then by trigram similarity. The language is a literal so the planner picks
 * that language's full-text index (migration 0004).
 */
async function checkUnits(db: Kysely<Database>, language: Language, units: readonly SearchUnit[]) {
  if (units.length === 0) return []
  const result = await sql<{ n: string; found: boolean; candidates: SearchWord[] | null }>`
    select u.n, f.found, c.candidates
    from unnest(${units.map((unit) => unit.query)}::text[], ${units.map((unit) => (unit.words.length === 1 ? unit.words[0] : null))}::text[]) with ordinality as u (query, word, n)
    cross join lateral (
      select exists (select 1 from product_translation t where t.language = ${sql.lit(language)} and t.search_document @@ u.query::tsquery) as found
    ) f
    cross join lateral (
      select json_agg(json_build_object('word', v.word, 'query', plainto_tsquery(search_config(${language}), v.word)::text) order by v.rank) as candidates
      from (
        select v.word, row_number() over (order by starts_with(v.word, u.word) desc, strpos(v.word, u.word) > 0 desc, similarity(v.word, u.word) desc, v.word) as rank
        from search_vocabulary v
        where not f.found and u.word is not null and v.language = ${language} and v.word <> u.word
          and (similarity(v.word, u.word) >= ${SPELLING_SIMILARITY} or (length(u.word) >= 3 and strpos(v.word, u.word) > 0))
        order by rank
        limit ${SPELLING_CANDIDATES}
      ) v
    ) c
    order by u.n
  `.execute(db)
  return result.rows.map((row, index) => ({ unit: units[index] as SearchUnit, found: row.found, candidates: row.candidates ?? [] }))
}

/** Which of the queries match at least one product of the language. */
async function matchingQueries(db: Kysely<Database>, language: Language, queries: readonly string[]): Promise<Set<string>> {
  const result = await sql<{ query: string }>`
    select q.query from unnest(${[...new Set(queries)]}::text[]) as q (query)
    where q.query <> '' and exists (select 1 from product_translation t where t.language = ${sql.lit(language)} and t.search_document @@ q.query::tsquery)
  `.execute(db)
  return new Set(result.rows.map((row) => row.query))
}
