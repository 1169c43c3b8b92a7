import { sql, type Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import type { ReviewRow } from '../catalog/reviewRow.ts'

/** How a product's reviews are ordered (the `ProductReviewSort` enum). */
export type ProductReviewSort = 'NEWEST' | 'HIGHEST_RATING' | 'LOWEST_RATING'

/** Reviews per page when the client asks for none, and the most it may ask for. */
export const REVIEW_PAGE_SIZE = { default: 5, max: 50 } as const

/** A product's approved reviews in figures. */
export interface ReviewFigures {
  total: number
  /** Mean rating out of 5, to one decimal; 0 without reviews. */
  ratingAverage: number
}

/** What `ProductReviews` resolves from: the figures, the page asked for, and what reads that page. */
export interface ProductReviewsValue extends ReviewFigures {
  sku: string
  sort: ProductReviewSort
  page: number
  pageSize: number
  totalPages: number
}

/** The figures (count, average) of the approved reviews of each sku, in one statement. */
export async function loadReviewFigures(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<ReviewFigures[]> {
  const rows = await db
    .selectFrom('product_review')
    .select(['sku', sql<number>`count(*)::int`.as('total'), sql<number>`avg(rating)::float8`.as('average')])
    .where('sku', 'in', [...skus])
    .where('status', '=', 'approved')
    .groupBy('sku')
    .execute()
  const bySku = new Map(rows.map((row) => [row.sku, row]))
  return skus.map((sku) => {
    const row = bySku.get(sku)
    return row
      ? { total: row.total, ratingAverage: Math.round(row.average * 10) / 10 }
      : { total: 0, ratingAverage: 0 }
  })
}

/**
 * One page of a product's approved reviews. Within the same stars (and for "newest"), reviews
 * in the store's language come first: shoppers read what they understand first.
 */
export function selectReviewPage(
  db: Kysely<Database>,
  options: { sku: string; language: Language; sort: ProductReviewSort; page: number; pageSize: number },
): Promise<ReviewRow[]> {
  const { sku, language, sort, page, pageSize } = options
  let query = db
    .selectFrom('product_review')
    .selectAll()
    .where('sku', '=', sku)
    .where('status', '=', 'approved')
  if (sort === 'HIGHEST_RATING') query = query.orderBy('rating', 'desc')
  if (sort === 'LOWEST_RATING') query = query.orderBy('rating', 'asc')
  return query
    .orderBy(sql`language = ${language}`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
}

/** The page size asked for, kept within 1 and {@link REVIEW_PAGE_SIZE.max}. */
export function reviewPageSize(asked: number | null | undefined): number {
  if (asked === null || asked === undefined || !Number.isFinite(asked)) return REVIEW_PAGE_SIZE.default
  return Math.min(REVIEW_PAGE_SIZE.max, Math.max(1, Math.trunc(asked)))
}

/** The page asked for, from 1. */
export function reviewPageNumber(asked: number | null | undefined): number {
  if (asked === null || asked === undefined || !Number.isFinite(asked)) return 1
  return Math.max(1, Math.min(100_000, Math.trunc(asked)))
}
