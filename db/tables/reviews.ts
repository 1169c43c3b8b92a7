import type { ColumnType } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Language, Timestamp } from './columnTypes.ts'

/** A shopper’s review of a product, shown once approved. */
export interface ProductReviewTable {
  /** From product_review_id_seq when not given (migration 0005). */
  id: ColumnType<number, number | undefined, never>
  sku: string
  rating: number
  author: string
  title: string
  comment: string
  /** The language it is written in (migration 0008). */
  language: Language
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | 'approved' | undefined,
    'pending' | 'approved' | 'rejected'
  >
  created_at: Timestamp
  /** The customer who wrote it; null for reviews imported with the catalogue (migration 0027). */
  customer_id: ColumnType<number | null, number | null | undefined, number | null>
  /** The author had a paid order of the product when writing it (migration 0027). */
  verified_buyer: ColumnType<boolean, boolean | undefined, boolean>
  /** When a moderator approved or rejected it (migration 0027). */
  moderated_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** Why a moderator rejected it, for staff only (migration 0056). */
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>
}

/** The tables of product reviews, by name. */
export interface ReviewTables {
  product_review: ProductReviewTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const REVIEW_COLUMNS = {
  product_review: {
    id: 'not null',
    sku: 'not null',
    rating: 'not null',
    author: 'not null',
    title: 'not null',
    comment: 'not null',
    language: 'not null',
    status: 'not null',
    created_at: 'not null',
    customer_id: 'null',
    verified_buyer: 'not null',
    moderated_at: 'null',
    rejection_reason: 'null',
  },
} as const satisfies ColumnsOf<ReviewTables>
