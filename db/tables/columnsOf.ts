import type { SelectType } from 'kysely'

/** Whether a column may hold null: PostgreSQL's `is_nullable` (`YES`, `NO`) in SQL words. */
export type Nullability = 'null' | 'not null'

/**
 * Every column of a row type, with `'null'` exactly where the value it selects may be null:
 * an object literal that `satisfies` it names each column once, none more. A column selected
 * as `unknown` says nothing about null, so either is accepted there.
 */
export type TableColumns<Row> = {
  readonly [Column in keyof Row]-?: NullabilityOf<SelectType<Row[Column]>>
}

type NullabilityOf<Value> = unknown extends Value ? Nullability : null extends Value ? 'null' : 'not null'

/** {@link TableColumns} of each table of a map of tables (table name → row type). */
export type ColumnsOf<Tables> = { readonly [Table in keyof Tables]: TableColumns<Tables[Table]> }
