import type { ColumnType } from 'kysely'

/** Languages the catalogue is translated into (one per storefront). */
export type Language = 'fr' | 'de' | 'en' | 'it'

/** Text per language, stored as JSONB. */
export type LocalizedText = Record<Language, string>

/** A `numeric` column, read as a number (db/openDatabase.ts parses it). */
export type Numeric = ColumnType<number, number, number>

/** A `timestamptz` column that is also written as an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>

/** A JSONB column of shape `T`, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>
