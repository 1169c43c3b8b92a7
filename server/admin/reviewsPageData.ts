import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { listReviewQueue } from '../../domain/backoffice/reviewQueue.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'

/** Reviews per page of the moderation queue. */
export const REVIEWS_PAGE_SIZE = 25

const STATUSES = ['pending', 'approved', 'rejected'] as const

/** The moderation queue (/admin/reviews): the filters as typed, one page of reviews, the pages. */
export interface ReviewsPageData {
  filters: { status: '' | (typeof STATUSES)[number]; product: string }
  /** The product asked for with ?product= is not in the catalogue. */
  productUnknown: boolean
  reviews: {
    id: number
    sku: string
    rating: number
    author: string
    title: string
    comment: string
    language: string
    status: (typeof STATUSES)[number]
    verifiedBuyer: boolean
    createdAt: string
    rejectionReason: string
  }[]
  page: number
  pageCount: number
  totalCount: number
}

/** The moderation queue: pending first, filtered by status, or one product's reviews (?product=<sku or id>). */
export async function loadReviewsPage(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: URLSearchParams,
): Promise<ReviewsPageData> {
  const status = STATUSES.find((candidate) => candidate === query.get('status'))
  const product = (query.get('product') ?? '').trim().slice(0, 64)
  const sku = product === '' ? undefined : await skuOfProduct(db, product)
  const page = Math.max(Math.trunc(Number(query.get('page'))) || 1, 1)
  const filters = { status: status ?? ('' as const), product }
  if (sku === null)
    return { filters, productUnknown: true, reviews: [], page: 1, pageCount: 1, totalCount: 0 }
  const listed = await listReviewQueue(db, actor, {
    ...(status ? { status } : {}),
    ...(sku ? { sku } : {}),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  })
  if (!listed.ok) throw new Error(`The guard let through a role without reviews.moderate: ${actor.role}`)
  return {
    filters,
    productUnknown: false,
    reviews: listed.reviews.map((review) => ({
      id: review.id,
      sku: review.sku,
      rating: review.rating,
      author: review.author,
      title: review.title,
      comment: review.comment,
      language: review.language,
      status: review.status,
      verifiedBuyer: review.verified_buyer,
      createdAt: new Date(review.created_at).toISOString(),
      rejectionReason: review.rejection_reason ?? '',
    })),
    page,
    pageCount: Math.max(Math.ceil(listed.totalCount / REVIEWS_PAGE_SIZE), 1),
    totalCount: listed.totalCount,
  }
}

/** The sku of a product named by its sku (any case) or its id; a variant's reviews are its product's. Null when unknown. */
async function skuOfProduct(db: Kysely<Database>, product: string): Promise<string | null> {
  const id = /^\d{1,9}$/.test(product) ? Number(product) : null
  const row = await db
    .selectFrom('product')
    .select(['sku', 'parent_sku'])
    .where((eb) =>
      id === null
        ? eb(eb.fn('upper', ['sku']), '=', product.toUpperCase())
        : eb.or([eb('id', '=', id), eb('sku', '=', product)]),
    )
    .orderBy('parent_sku', 'desc')
    .executeTakeFirst()
  return row ? (row.parent_sku ?? row.sku) : null
}
