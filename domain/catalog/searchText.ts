import { sql, type Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import {
  allOf,
  expandSearchWords,
  expandWord,
  rankQueriesOf,
  withAlternatives,
  type SearchUnit,
  type SearchWord,
  type SynonymTerm,
} from './expandSearchWords.ts'

/** Trigram similarity from which a vocabulary word is taken as the intended spelling. */
export const SPELLING_SIMILARITY = 0.3

/** Vocabulary words tried, closest first, for a word that matches nothing. */
const SPELLING_CANDIDATES = 5

/** What a search runs: its full-text query (`tsquery` text), and the text it stands for when a word was corrected. */
export interface SearchQuery {
  tsquery: string
  /** The queries products are ranked by, one per part of the search (rankQueriesOf()): its words and their equivalents, not the narrower kinds. */
  rankQueries: string[]
  /** The search text with its corrected words, or null when it is searched as typed. */
  correctedText: string | null
}

/** Whether each full-text query a search may use can match (search_query_present(), migration 0015), by query text. */
type Presence = Map<string, boolean>

/**
 * The full-text query of a search text in the store's language: each word (or synonym phrase)
 * must match, widened by its synonym sets. A word that matches no product is replaced by the
 * closest vocabulary word that does (one typo, or the start of a word). Built once per search,
 * so listings filter and rank with a literal; whether a word matches is read from the lexeme
 * table, so building costs no full-text index scan. The statements that read the words, the
 * synonyms and the spelling candidates also say whether each can match, so deciding which
 * alternatives to keep needs no statement of its own.
 */
export async function buildSearchQuery(
  db: Kysely<Database>,
  language: Language,
  text: string,
): Promise<SearchQuery> {
  if (text === '') return { tsquery: '', rankQueries: [], correctedText: null }
  const { words, synonyms } = await readWordsAndSynonyms(db, language, text)
  const presence: Presence = new Map()
  for (const word of words) presence.set(word.query, word.present).set(`${word.query}:*`, word.prefixPresent)
  for (const term of synonyms) presence.set(term.query, term.present)
  const units = expandSearchWords(words, synonyms)
  const present = await presentAlternatives(db, language, units, presence)
  const misspelt = units.flatMap((unit, index) =>
    present[index]?.length || unit.words.length !== 1 ? [] : (unit.words as [string]),
  )
  const corrections = new Map<string, SearchUnit>()
  if (misspelt.length > 0) {
    const spelt = await spellingCandidates(db, language, misspelt)
    for (const { candidates } of spelt)
      for (const candidate of candidates) presence.set(candidate.query, candidate.present)
    const candidates = spelt.flatMap(({ word, candidates }) =>
      candidates.map((candidate) => ({
        typed: word,
        unit: { words: [candidate.word], alternatives: expandWord(candidate, synonyms) },
      })),
    )
    const found = await presentAlternatives(
      db,
      language,
      candidates.map((candidate) => candidate.unit),
      presence,
    )
    candidates.forEach((candidate, index) => {
      const alternatives = found[index] ?? []
      if (alternatives.length > 0 && !corrections.has(candidate.typed))
        corrections.set(candidate.typed, withAlternatives(candidate.unit, alternatives))
    })
  }
  const finalUnits = units.map(
    (unit, index) =>
      corrections.get(unit.words.length === 1 ? (unit.words[0] ?? '') : '') ??
      withAlternatives(unit, present[index] ?? []),
  )
  return {
    tsquery: allOf(finalUnits),
    rankQueries: rankQueriesOf(finalUnits, synonyms),
    correctedText:
      corrections.size === 0
        ? null
        : words.map((word) => corrections.get(word.word)?.words[0] ?? word.word).join(' '),
  }
}

/**
 * The words of the text with their full-text queries and whether those can match (as typed,
 * and as a prefix), and the synonym terms of the language with whether theirs can.
 */
async function readWordsAndSynonyms(db: Kysely<Database>, language: Language, text: string) {
  const result = await sql<{
    words: (SearchWord & { present: boolean; prefixPresent: boolean })[]
    synonyms: (SynonymTerm & { present: boolean })[]
  }>`
    select
      coalesce((
        select json_agg(json_build_object(
          'word', w.word, 'query', w.query,
          'present', search_query_present(${language}, w.query), 'prefixPresent', search_query_present(${language}, w.query || ':*')
        ) order by w.n)
        from (
          select w.word, w.n, plainto_tsquery(search_config(${language}), w.word)::text as query
          from unnest(regexp_split_to_array(lower(unaccent(${text})), '[^[:alnum:]]+')) with ordinality as w (word, n)
          where w.word <> ''
        ) w
      ), '[]') as words,
      coalesce((
        select json_agg(json_build_object('setId', s.set_id, 'query', s.query::text, 'isNarrower', s.is_narrower, 'present', s.is_present))
        from search_synonym s where s.language = ${language} and s.query is not null
      ), '[]') as synonyms
  `.execute(db)
  return { words: result.rows[0]?.words ?? [], synonyms: result.rows[0]?.synonyms ?? [] }
}

/**
 * The alternatives of each unit that can match (in order), none when the unit cannot. Their
 * presence is known from the statements that read them; one statement asks for any other.
 */
async function presentAlternatives(
  db: Kysely<Database>,
  language: Language,
  units: readonly SearchUnit[],
  presence: Presence,
): Promise<string[][]> {
  const unknown = [...new Set(units.flatMap((unit) => unit.alternatives))].filter(
    (alternative) => !presence.has(alternative),
  )
  if (unknown.length > 0) {
    const result = await sql<{ query: string; present: boolean }>`
      select q.query, search_query_present(${language}, q.query) as present from unnest(${unknown}::text[]) as q (query)
    `.execute(db)
    for (const row of result.rows) presence.set(row.query, row.present)
  }
  return units.map((unit) => unit.alternatives.filter((alternative) => presence.get(alternative) === true))
}

/**
 * The closest vocabulary words of each misspelt word, best first: those one swap of two
 * neighbouring letters away (search_transpositions(), migration 0043), those it begins, then
 * those containing it (as the suggestion box matches category names), then by trigram
 * similarity. The trigram index of the vocabulary (migration 0013) finds both kinds: `%`
 * (similarity from pg_trgm.similarity_threshold, 0.3 by default like SPELLING_SIMILARITY)
 * and `like` (words are letters and digits only, so the pattern has no wildcard of its own).
 */
async function spellingCandidates(db: Kysely<Database>, language: Language, words: readonly string[]) {
  const result = await sql<{ word: string; candidates: (SearchWord & { present: boolean })[] | null }>`
    select w.word, c.candidates
    from unnest(${words}::text[]) with ordinality as w (word, n)
    cross join lateral (select search_transpositions(w.word) as words) t
    cross join lateral (
      select json_agg(json_build_object('word', v.word, 'query', v.query, 'present', search_query_present(${language}, v.query)) order by v.rank) as candidates
      from (
        select v.word, v.rank, plainto_tsquery(search_config(${language}), v.word)::text as query
        from (
          select v.word, row_number() over (order by v.word = any (t.words) desc, starts_with(v.word, w.word) desc, strpos(v.word, w.word) > 0 desc, similarity(v.word, w.word) desc, v.word) as rank
          from search_vocabulary v
          where v.language = ${language} and v.word <> w.word
            and ((v.word % w.word and similarity(v.word, w.word) >= ${SPELLING_SIMILARITY})
              or (length(w.word) >= 3 and v.word like '%' || w.word || '%' and strpos(v.word, w.word) > 0)
              or v.word = any (t.words))
          order by rank
          limit ${SPELLING_CANDIDATES}
        ) v
      ) v
    ) c
    order by w.n
  `.execute(db)
  return result.rows.map((row) => ({ word: row.word, candidates: row.candidates ?? [] }))
}
