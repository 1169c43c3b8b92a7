import type { Kysely } from 'kysely'
import QRCode from 'qrcode'
import type { Database } from '../../db/tables.ts'
import { listAudit, type AuditFilters } from '../../domain/audit/auditLog.ts'
import { loadDashboard, type DashboardFigures } from '../../domain/backoffice/dashboard.ts'
import { newTotpSecret, totpUri } from '../../domain/staff/secondFactor.ts'
import { listPasskeys } from '../../domain/staff/passkeys.ts'
import { findStaffTotpEnrolled, listStaff, staffOfSetupToken } from '../../domain/staff/staffAccounts.ts'
import type { StaffRole } from '../../db/tables.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import type { AdminFormState } from './adminPageContext.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { loadOrderPageData, type OrderPageData, type OrdersPageData } from './orderPageData.ts'
import { loadReviewsPage, type ReviewsPageData } from './reviewsPageData.ts'
import {
  loadStockPage,
  loadStockSkuPage,
  stockSkuOf,
  type StockPageData,
  type StockSkuPageData,
} from './stockPageData.ts'
import { loadCarePageData, type CarePageData } from './carePageData.ts'
import { loadCataloguePageData, type CataloguePageData } from './cataloguePageData.ts'
import { loadCategoryPageData, type CategoriesPageData, type CategoryPageData } from './categoryPageData.ts'
import { loadMenuPageData, type MenuEntryPageData, type MenuPageData } from './menuPageData.ts'
import { loadEmailsPage, type EmailsPageData } from './emailsPageData.ts'
import { loadPromotionsPageData, type PromotionsPageData } from './promotionsPageData.ts'
import { loadImportPage, type ImportPageData } from './importPageData.ts'
import { IMPORT_DEFAULT_MAX_BYTES } from '../../domain/backoffice/catalogue/catalogueImportFiles.ts'
import { loadSettingsPageData, type SettingsPageData } from './settingsPageData.ts'
import { loadContentPageData, type ContentAdminPageData } from './contentPageData.ts'
import {
  loadShippingPageData,
  type PickupNetworkPageData,
  type ShippingPageData,
  type ShippingRatePageData,
} from './shippingPageData.ts'

/** Records per page of the audit log. */
const AUDIT_PAGE_SIZE = 50
const DAY_MS = 24 * 60 * 60 * 1000

/** The dashboard's data (/admin). */
export interface DashboardPageData {
  figures: DashboardFigures
}

/** The audit log's page (/admin/audit): the filters as typed, the records as shown, the next page's cursor. */
export interface AuditPageData {
  filters: { staff: string; action: string; from: string; to: string }
  staff: { id: number; email: string }[]
  records: {
    id: number
    at: string
    actor: string
    clientAddress: string
    action: string
    subject: string
    before: string
    after: string
  }[]
  nextBefore: number | null
}

/** The staff page's members (/admin/staff). */
export interface StaffPageData {
  members: { id: number; email: string; name: string; role: StaffRole; setUp: boolean; disabled: boolean }[]
}

/** A set-up link's page: whom it is for, and the TOTP key to enrol (none when the link is not valid). */
export interface SetupPageData {
  member: { email: string; name: string } | null
  secret: string
  uri: string
  /** The otpauth URI as a QR code: an SVG document made on the server, shown inline. */
  qrSvg: string
}

/** A staff member's own security page (/admin/security): their passkeys and whether TOTP is enrolled. */
export interface SecurityPageData {
  passkeys: { id: number; name: string; createdAt: string; lastUsedAt: string | null }[]
  totpEnrolled: boolean
}

/** What an admin page's render reads, by page. */
export type AdminPageData =
  | DashboardPageData
  | AuditPageData
  | StaffPageData
  | SetupPageData
  | SecurityPageData
  | OrdersPageData
  | OrderPageData
  | ReviewsPageData
  | StockPageData
  | StockSkuPageData
  | CarePageData
  | CataloguePageData
  | CategoriesPageData
  | CategoryPageData
  | MenuPageData
  | MenuEntryPageData
  | EmailsPageData
  | PromotionsPageData
  | ImportPageData
  | SettingsPageData
  | ContentAdminPageData
  | ShippingPageData
  | ShippingRatePageData
  | PickupNetworkPageData

export type {
  EmailsPageData,
  ImportPageData,
  ReviewsPageData,
  SettingsPageData,
  StockPageData,
  StockSkuPageData,
}

/**
 * Loads the data of the admin page at `url` (what Vike's +data hooks do for the store's pages,
 * here on the server side of the import boundary: pages never import domain/). `actor` is the
 * signed-in staff member the rules check (null before sign-in).
 */
export async function loadAdminPageData(
  db: Kysely<Database>,
  url: string,
  now: Date,
  formState: AdminFormState | null,
  viewer: StaffViewer | null = null,
  clientAddress = '',
  limits: { importMaxBytes: number } = { importMaxBytes: IMPORT_DEFAULT_MAX_BYTES },
): Promise<AdminPageData | null> {
  const { pathname, searchParams } = new URL(url, 'http://admin.invalid')
  const actor: BackOfficeActor | null = viewer && {
    staffId: viewer.staffId,
    email: viewer.email,
    role: viewer.role,
    ip: clientAddress,
  }
  if (pathname === '/admin') return { figures: await loadDashboard(db, now) }
  if (pathname === '/admin/audit') return loadAuditPage(db, searchParams)
  if (pathname === '/admin/staff') return loadStaffPage(db)
  if (viewer && pathname === '/admin/security') return loadSecurityPage(db, viewer.staffId)
  const setup = /^\/admin\/setup\/([^/]+)$/.exec(pathname)
  if (setup) return loadSetupPage(db, decodeURIComponent(setup[1] ?? ''), now, formState)
  const orders = await loadOrderPageData(db, pathname, searchParams, actor)
  if (orders !== undefined) return orders
  if (actor && pathname === '/admin/reviews') return loadReviewsPage(db, actor, searchParams)
  if (actor && pathname === '/admin/emails') return loadEmailsPage(db, actor, searchParams)
  if (viewer && pathname === '/admin/stock') return loadStockPage(db, viewer.language, searchParams)
  const stockSku = stockSkuOf(pathname)
  if (viewer && stockSku !== null) return loadStockSkuPage(db, viewer.language, stockSku, searchParams)
  const promotions = await loadPromotionsPageData(db, viewer, pathname, searchParams, formState)
  if (promotions !== undefined) return promotions
  if (actor && pathname === '/admin/products/import')
    return loadImportPage(db, actor, searchParams, limits.importMaxBytes)
  const shipping = await loadShippingPageData(db, viewer, pathname)
  if (shipping !== undefined) return shipping
  const settings = await loadSettingsPageData(db, viewer, pathname, searchParams)
  if (settings !== undefined) return settings
  const content = await loadContentPageData(db, viewer, pathname, searchParams)
  if (content !== undefined) return content
  const catalogue = await loadCataloguePageData(db, viewer, pathname, searchParams)
  if (catalogue !== undefined) return catalogue
  const categories = await loadCategoryPageData(db, viewer, pathname, searchParams)
  if (categories !== undefined) return categories
  const menu = await loadMenuPageData(db, viewer, pathname, searchParams)
  if (menu !== undefined) return menu
  return (await loadCarePageData(db, viewer, pathname, searchParams)) ?? null
}

async function loadAuditPage(db: Kysely<Database>, query: URLSearchParams): Promise<AuditPageData> {
  const filters: AuditFilters = { limit: AUDIT_PAGE_SIZE + 1 }
  const staffId = Number(query.get('staff'))
  if (Number.isInteger(staffId) && staffId > 0) filters.staffId = staffId
  const action = query.get('action') ?? ''
  if (/^[\w.]{1,60}$/.test(action)) filters.action = action
  const from = dayOf(query.get('from'))
  if (from) filters.from = from
  const to = dayOf(query.get('to'))
  // The "to" day is included: records before the next day's start.
  if (to) filters.to = new Date(to.getTime() + DAY_MS)
  const before = Number(query.get('before'))
  if (Number.isInteger(before) && before > 0) filters.beforeId = before
  const [records, staff] = await Promise.all([listAudit(db, filters), listStaff(db)])
  const page = records.slice(0, AUDIT_PAGE_SIZE)
  return {
    filters: {
      staff: filters.staffId ? String(filters.staffId) : '',
      action: filters.action ?? '',
      from: from ? (query.get('from') ?? '') : '',
      to: to ? (query.get('to') ?? '') : '',
    },
    staff: staff.map((member) => ({ id: member.id, email: member.email })),
    records: page.map((record) => ({
      id: record.id,
      at: record.at.toISOString(),
      actor: record.actor,
      clientAddress: record.clientAddress,
      action: record.action,
      subject: `${record.subjectType} ${record.subjectId}`,
      before: record.before === null ? '' : JSON.stringify(record.before),
      after: record.after === null ? '' : JSON.stringify(record.after),
    })),
    nextBefore: records.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  }
}

async function loadStaffPage(db: Kysely<Database>): Promise<StaffPageData> {
  const members = await listStaff(db)
  return {
    members: members.map((member) => ({
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      setUp: member.passwordSet && member.secondFactorEnrolled,
      disabled: member.disabledAt !== null,
    })),
  }
}

/** A new TOTP key, or the one the form was sent back with (the app already holds it). */
async function loadSetupPage(
  db: Kysely<Database>,
  token: string,
  now: Date,
  formState: AdminFormState | null,
): Promise<SetupPageData> {
  const member = await staffOfSetupToken(db, token, now)
  if (!member) return { member: null, secret: '', uri: '', qrSvg: '' }
  const kept = formState?.form === 'setup' ? formState.values.totpSecret : undefined
  const secret = kept && /^[A-Z2-7]{16,64}$/.test(kept) ? kept : newTotpSecret()
  const uri = totpUri(secret, member.email)
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { member: { email: member.email, name: member.name }, secret, uri, qrSvg }
}

async function loadSecurityPage(db: Kysely<Database>, staffId: number): Promise<SecurityPageData> {
  const [passkeys, totpEnrolled] = await Promise.all([
    listPasskeys(db, staffId),
    findStaffTotpEnrolled(db, staffId),
  ])
  return {
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    totpEnrolled,
  }
}

function dayOf(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const day = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? null : day
}
