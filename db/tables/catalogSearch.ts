import type { ColumnType } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Language } from './columnTypes.ts'

/** A word of a language’s catalogue, for the search’s spelling suggestions (migration 0002). */
export interface SearchVocabularyTable {
  language: Language
  word: string
}

/** A lexeme of the search documents of a language (migration 0007), filled by refresh_search_documents(). */
export interface SearchLexemeTable {
  language: Language
  lexeme: string
}

/** A word of a synonym set of the search (migration 0007); `query` is filled by refresh_search_documents(). */
export interface SearchSynonymTable {
  language: Language
  set_id: number
  term: string
  is_narrower: boolean
  query: ColumnType<string | null, string | null | undefined, string | null>
  /** Whether `query` can match anything (migration 0015), also filled by refresh_search_documents(). */
  is_present: ColumnType<boolean, never, never>
}

/** The tables of the catalogue's search words and synonyms, by name. */
export interface CatalogSearchTables {
  search_vocabulary: SearchVocabularyTable
  search_lexeme: SearchLexemeTable
  search_synonym: SearchSynonymTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const CATALOG_SEARCH_COLUMNS = {
  search_vocabulary: { language: 'not null', word: 'not null' },
  search_lexeme: { language: 'not null', lexeme: 'not null' },
  search_synonym: {
    language: 'not null',
    set_id: 'not null',
    term: 'not null',
    is_narrower: 'not null',
    query: 'null',
    is_present: 'not null',
  },
} as const satisfies ColumnsOf<CatalogSearchTables>
