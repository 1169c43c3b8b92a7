import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { STORE_DEFINITIONS } from '../../config/stores.ts'
import { allowed, type BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { catalogueCategories } from '../../domain/backoffice/catalogue/productList.ts'
import {
  COUPON_STATUSES,
  latestCouponBatches,
  listCoupons,
  type CouponSearch,
  type CouponStatus,
} from '../../domain/backoffice/promotions/couponList.ts'
import { couponForEditing, latestCouponUses } from '../../domain/backoffice/promotions/couponEditing.ts'
import { couponBatch } from '../../domain/backoffice/promotions/couponBatches.ts'
import {
  findGiftCards,
  type GiftCardLookup,
  type GiftCardRecord,
} from '../../domain/backoffice/promotions/giftCardDesk.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import type { AdminFormState } from './adminPageContext.ts'
import { readerOf } from './carePageData.ts'
import { pageOf } from './carePaging.ts'

/** Coupons a page of the list shows. */
export const COUPONS_PAGE_SIZE = 50

/** What a coupon's form offers: the stores and the categories it may apply to. */
export interface CouponChoices {
  stores: { key: string; path: string }[]
  categories: { id: number; name: string; level: number }[]
}

/** The coupons list (/admin/coupons): the filters as understood, a page of coupons, the latest batches. */
export interface CouponsPageData {
  filters: { q: string; status: string; store: string }
  stores: { key: string; path: string }[]
  page: number
  pageSize: number
  totalCount: number
  coupons: {
    code: string
    discountType: 'percent' | 'fixed'
    amount: number
    status: CouponStatus
    startsAt: string | null
    endsAt: string | null
    usageLimit: number | null
    storeKeys: string[]
    uses: number
    batchId: number | null
  }[]
  batches: { id: number; prefix: string; codeCount: number; createdAt: string }[]
}

/** A coupon's form as its page fills it: every field as typed text (`storeKeys` and `categoryIds` as lists). */
export interface CouponFormValues {
  discountType: string
  amount: string
  minimum: string
  startsOn: string
  endsOn: string
  usageLimit: string
  perCustomerLimit: string
  storeKeys: string[]
  categoryIds: string[]
  enabled: boolean
}

/** A coupon's page (/admin/coupons/<code>): its rules as the form shows them, its uses. */
export interface CouponPageData {
  coupon: {
    code: string
    batchId: number | null
    uses: number
    enabled: boolean
    values: CouponFormValues
  } | null
  couponChoices: CouponChoices
  couponUses: { usedAt: string; orderNumber: string | null; orderId: number | null; email: string | null }[]
}

/** The new coupon page and the new batch page: what their forms offer. */
export interface NewCouponPageData {
  couponChoices: CouponChoices
}

/** A batch's page (/admin/coupons/batches/<id>): its codes and whether each was used. */
export interface CouponBatchPageData {
  batch: {
    id: number
    prefix: string
    createdAt: string
    createdBy: string
    codes: { code: string; used: boolean }[]
  } | null
}

/** A gift card as its pages show it, dates as ISO strings. */
export interface GiftCardView {
  id: number
  maskedCode: string
  storeKey: string
  initialCents: number
  balanceCents: number
  currency: string
  state: string
  expiresAt: string | null
  orderNumber: string | null
  recipientEmail: string
  movements: { kind: string; amountCents: number; reference: string; reason: string; at: string }[]
}

/** The gift cards' desk (/admin/gift-cards): the lookup as typed, the cards it found (null before one). */
export interface GiftCardsPageData {
  lookup: { by: string; q: string }
  giftCards: GiftCardView[] | null
  stores: { key: string; path: string }[]
}

/** A gift card's page (/admin/gift-cards/<id>): the card and its ledger. */
export interface GiftCardPageData {
  giftCard: GiftCardView | null
}

/** What the promotions pages read. */
export type PromotionsPageData =
  | CouponsPageData
  | CouponPageData
  | NewCouponPageData
  | CouponBatchPageData
  | GiftCardsPageData
  | GiftCardPageData

/** The ways the desk looks a card up, as its form names them. */
export const GIFT_CARD_LOOKUPS = ['code', 'order', 'email'] as const

/**
 * Loads the data of a coupon or gift card page, or undefined when `pathname` is none of them
 * (the guard checked the role; the rules check it again).
 */
export async function loadPromotionsPageData(
  db: Kysely<Database>,
  viewer: StaffViewer | null,
  pathname: string,
  query: URLSearchParams,
  formState: AdminFormState | null,
): Promise<PromotionsPageData | undefined> {
  if (!viewer) return undefined
  const actor = readerOf(viewer)
  if (pathname === '/admin/coupons') return loadCoupons(db, actor, query)
  if (pathname === '/admin/coupons/new' || pathname === '/admin/coupons/batches/new')
    return { couponChoices: await couponChoices(db, viewer) }
  const batchId = batchIdOf(pathname)
  if (batchId !== null) return loadBatch(db, actor, batchId)
  const code = couponCodeOf(pathname)
  if (code !== null) return loadCoupon(db, viewer, code)
  if (pathname === '/admin/gift-cards') return loadGiftCards(db, actor, formState)
  const giftCardId = giftCardIdOf(pathname)
  if (giftCardId !== null) {
    const found = await findGiftCards(db, actor, { id: giftCardId })
    return { giftCard: found.ok && found.cards[0] ? giftCardView(found.cards[0]) : null }
  }
  return undefined
}

function storeChoices() {
  return STORE_DEFINITIONS.map((store) => ({ key: store.key, path: `/${store.defaultPathSegment}` }))
}

async function couponChoices(db: Kysely<Database>, viewer: StaffViewer): Promise<CouponChoices> {
  return { stores: storeChoices(), categories: await catalogueCategories(db, viewer.language) }
}

/** The list's filters from its query: anything not understood is left out. */
export function couponSearchOf(query: URLSearchParams): CouponSearch & { q: string } {
  const q = (query.get('q') ?? '').trim().slice(0, 40)
  const status = query.get('status') ?? ''
  const store = query.get('store') ?? ''
  return {
    q,
    query: q,
    ...((COUPON_STATUSES as readonly string[]).includes(status) ? { status: status as CouponStatus } : {}),
    ...(STORE_DEFINITIONS.some((definition) => definition.key === store) ? { storeKey: store } : {}),
  }
}

async function loadCoupons(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: URLSearchParams,
): Promise<CouponsPageData> {
  const search = couponSearchOf(query)
  const page = pageOf(query)
  const [found, batches] = await Promise.all([
    listCoupons(db, actor, { ...search, page, pageSize: COUPONS_PAGE_SIZE }, new Date()),
    latestCouponBatches(db, actor),
  ])
  return {
    filters: { q: search.q, status: search.status ?? '', store: search.storeKey ?? '' },
    stores: storeChoices(),
    page,
    pageSize: COUPONS_PAGE_SIZE,
    totalCount: found.ok ? found.totalCount : 0,
    coupons: found.ok
      ? found.coupons.map((coupon) => ({
          ...coupon,
          startsAt: coupon.startsAt?.toISOString() ?? null,
          endsAt: coupon.endsAt?.toISOString() ?? null,
        }))
      : [],
    batches: batches.map((batch) => ({
      id: batch.id,
      prefix: batch.prefix,
      codeCount: batch.code_count,
      createdAt: batch.created_at.toISOString(),
    })),
  }
}

/** A stored amount in euros as the form shows it (`10`, `12.5`, `5.00`). */
const typedAmount = (euros: number) => (Number.isInteger(euros) ? String(euros) : euros.toFixed(2))

async function loadCoupon(db: Kysely<Database>, viewer: StaffViewer, code: string): Promise<CouponPageData> {
  const actor = readerOf(viewer)
  const [coupon, uses, choices] = await Promise.all([
    couponForEditing(db, actor, code),
    latestCouponUses(db, actor, code),
    couponChoices(db, viewer),
  ])
  return {
    coupon: coupon && {
      code: coupon.code,
      batchId: coupon.batchId,
      uses: coupon.uses,
      enabled: coupon.enabled,
      values: {
        discountType: coupon.discount_type,
        amount: typedAmount(coupon.discount_amount),
        minimum: coupon.minimum_subtotal > 0 ? coupon.minimum_subtotal.toFixed(2) : '',
        startsOn: coupon.starts_at?.toISOString().slice(0, 10) ?? '',
        endsOn: coupon.ends_at?.toISOString().slice(0, 10) ?? '',
        usageLimit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
        perCustomerLimit:
          coupon.usage_limit_per_customer === null ? '' : String(coupon.usage_limit_per_customer),
        storeKeys: coupon.store_keys,
        categoryIds: coupon.categoryIds.map(String),
        enabled: coupon.enabled,
      },
    },
    couponChoices: choices,
    couponUses: uses.map((use) => ({ ...use, usedAt: use.usedAt.toISOString() })),
  }
}

async function loadBatch(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  batchId: number,
): Promise<CouponBatchPageData> {
  const batch = await couponBatch(db, actor, batchId)
  return { batch: batch && { ...batch, createdAt: batch.createdAt.toISOString() } }
}

/** The lookup a desk's form asked for (sent back as its form state, so a code never sits in an address). */
export function giftCardLookupOf(by: string, q: string): GiftCardLookup | null {
  const text = q.trim().slice(0, 200)
  if (text === '') return null
  if (by === 'code') return { code: text }
  if (by === 'order') return { orderNumber: text }
  if (by === 'email') return { email: text }
  return null
}

async function loadGiftCards(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  formState: AdminFormState | null,
): Promise<GiftCardsPageData> {
  const asked = formState?.form === 'giftCardLookup' ? formState.values : {}
  const by = asked.by ?? 'code'
  const q = asked.q ?? ''
  const lookup = formState?.form === 'giftCardLookup' ? giftCardLookupOf(by, q) : null
  const found = lookup && allowed(actor, 'giftcards.view') ? await findGiftCards(db, actor, lookup) : null
  return {
    lookup: { by, q: by === 'code' ? '' : q },
    giftCards: found?.ok ? found.cards.map(giftCardView) : null,
    stores: storeChoices(),
  }
}

function giftCardView(card: GiftCardRecord): GiftCardView {
  return {
    ...card,
    expiresAt: card.expiresAt?.toISOString() ?? null,
    movements: card.movements.map((movement) => ({ ...movement, at: movement.at.toISOString() })),
  }
}

/** The code of a coupon page's path (`/admin/coupons/<code>`), or null when the path is not one. */
export function couponCodeOf(pathname: string): string | null {
  const match = /^\/admin\/coupons\/([^/]{1,60})$/.exec(pathname)
  if (!match || match[1] === 'new' || match[1] === 'batches') return null
  try {
    return decodeURIComponent(match[1] ?? '')
  } catch {
    return null
  }
}

/** The id of a batch page's path (`/admin/coupons/batches/<id>`), or null. */
export function batchIdOf(pathname: string): number | null {
  const match = /^\/admin\/coupons\/batches\/(\d{1,9})$/.exec(pathname)
  return match ? Number(match[1]) : null
}

/** The id of a gift card page's path (`/admin/gift-cards/<id>`), or null. */
export function giftCardIdOf(pathname: string): number | null {
  const match = /^\/admin\/gift-cards\/(\d{1,12})$/.exec(pathname)
  const id = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
