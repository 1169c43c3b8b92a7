import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, Language, ProductReviewTable } from '../../db/tables.ts'

/** The shop's approved reviews in figures, and the latest one to quote. */
export interface ShopReviewSummary {
  count: number
  /** Mean rating out of 5, to one decimal; 0 without reviews. */
  average: number
  /** Shares of 4–5, 3 and 1–2 star reviews, in percent to one decimal. */
  positivePercent: number
  neutralPercent: number
  negativePercent: number
  /** The newest review in the store's language, else the newest in any language. */
  latest: Selectable<ProductReviewTable> | null
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10)

/** Reads the review figures of the whole shop (the home reviews widget shows them). */
export async function loadShopReviewSummary(
  db: Kysely<Database>,
  language: Language,
): Promise<ShopReviewSummary> {
  const [figures, latest] = await Promise.all([
    db
      .selectFrom('product_review')
      .where('status', '=', 'approved')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number>`coalesce(avg(rating), 0)::float8`.as('average'),
        sql<number>`(count(*) filter (where rating >= 4))::int`.as('positive'),
        sql<number>`(count(*) filter (where rating = 3))::int`.as('neutral'),
        sql<number>`(count(*) filter (where rating <= 2))::int`.as('negative'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('product_review')
      .selectAll()
      .where('status', '=', 'approved')
      .orderBy(sql`language = ${language}`, 'desc')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ])
  return {
    count: figures.count,
    average: Math.round(figures.average * 10) / 10,
    positivePercent: percent(figures.positive, figures.count),
    neutralPercent: percent(figures.neutral, figures.count),
    negativePercent: percent(figures.negative, figures.count),
    latest: latest ?? null,
  }
}
