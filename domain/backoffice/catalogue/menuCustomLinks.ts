import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import { isSafeMenuUrl, MENU_LABEL_MAX_LENGTH, MENU_LANGUAGES, reordered } from './menuEditing.ts'
import {
  allowed,
  answerOrRefusal,
  auditActorOf,
  BackOfficeRefusal,
  formAnswerOrRefusal,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from '../backOfficeActor.ts'

/**
 * The first segment of the storefront's own pages and files that no URL rewrite lists (the FAQ,
 * the contact form, the cart…, the size guide's PDF under `/media`): a path starting with one of
 * them is taken as existing; any other path must be a category's, a product's or a CMS page's.
 */
const SHOP_ROUTE_ROOTS: ReadonlySet<string> = new Set([
  'Faq',
  'contact',
  'cart',
  'search',
  'wishlist',
  'giftcard',
  'quick-order',
  'login',
  'register',
  'newsletter',
  'account',
  'media',
])

/** A custom link under "Services": its id and, per language it has, its label and address. */
export interface MenuCustomLink {
  id: string
  texts: Partial<Record<Language, { label: string; url: string }>>
}

/** What a custom link's form sends: a label and an address per language (both blank: not in that language). */
export interface MenuCustomLinkInput {
  labels: Record<Language, string>
  urls: Record<Language, string>
}

/** Each refused field of a custom link's form (`label.fr`, `url.de`) with its code. */
export type MenuCustomLinkFieldErrors = Record<string, string>

/** Why a change of the custom links was refused; `INVALID_FIELDS` comes with each refused field. */
export type MenuCustomLinkError = 'FORBIDDEN' | 'NOT_FOUND' | 'AT_EDGE'

/** The answer of a custom link's form. */
export type MenuCustomLinkResult<T extends object> =
  | ({ ok: true } & T)
  | { ok: false; error: MenuCustomLinkError }
  | { ok: false; error: 'INVALID_FIELDS'; fields: MenuCustomLinkFieldErrors }

/**
 * Whether an address may be a custom link's: a path inside the store (`/faq`) or an `https://`
 * URL with a host; never another scheme (`javascript:`, `http:`), a path leaving the host
 * (`//elsewhere`, a backslash), spaces or control characters.
 */
export function isSafeCustomLinkUrl(url: string): boolean {
  // The menu's own rule, narrowed: never empty (a link, not a heading), never plain `http:`.
  return url !== '' && isSafeMenuUrl(url) && (url.startsWith('/') || /^https:\/\//i.test(url))
}

/** Whether a path of the store shows something in the language: one of the shop's own pages, a category, a product or a CMS page. */
async function isShopPath(trx: Kysely<Database>, language: Language, url: string): Promise<boolean> {
  const path = (url.split(/[?#]/)[0] ?? '').replace(/^\//, '').replace(/\/$/, '')
  if (path === '' || SHOP_ROUTE_ROOTS.has(path.split('/')[0] ?? '')) return true
  const [rewrite, page] = await Promise.all([
    trx
      .selectFrom('url_rewrite')
      .select('request_path')
      .where('language', '=', language)
      .where('request_path', '=', path)
      .executeTakeFirst(),
    trx
      .selectFrom('cms_page')
      .select('identifier')
      .where('language', '=', language)
      .where('url_key', '=', path)
      .executeTakeFirst(),
  ])
  return rewrite !== undefined || page !== undefined
}

/** The rows a form stands for, per language; throws `INVALID_FIELDS` with each refused field. */
async function checkedTexts(
  trx: Kysely<Database>,
  input: MenuCustomLinkInput,
): Promise<Partial<Record<Language, { label: string; url: string }>>> {
  const fields: MenuCustomLinkFieldErrors = {}
  const texts: Partial<Record<Language, { label: string; url: string }>> = {}
  for (const language of MENU_LANGUAGES) {
    const label = input.labels[language].trim()
    const url = input.urls[language].trim()
    if (label === '' && url === '') continue
    if (label === '') fields[`label.${language}`] = 'REQUIRED'
    else if (label.length > MENU_LABEL_MAX_LENGTH) fields[`label.${language}`] = 'TOO_LONG'
    if (url === '') fields[`url.${language}`] = 'REQUIRED'
    else if (!isSafeCustomLinkUrl(url)) fields[`url.${language}`] = 'UNSAFE_URL'
    else if (url.startsWith('/') && !(await isShopPath(trx, language, url)))
      fields[`url.${language}`] = 'PATH_NOT_FOUND'
    texts[language] = { label, url }
  }
  if (Object.keys(texts).length === 0) fields['label.fr'] = 'REQUIRED'
  if (Object.keys(fields).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields })
  return texts
}

/** One change of the custom links at a time: two creations must not take the same id. */
async function lockCustomLinks(trx: Kysely<Database>): Promise<void> {
  await sql`lock table menu_custom_link in share row exclusive mode`.execute(trx)
}

async function textsOf(trx: Kysely<Database>, id: string): Promise<MenuCustomLink['texts']> {
  const rows = await trx
    .selectFrom('custom_link')
    .select(['language', 'label', 'url'])
    .where('id', '=', id)
    .execute()
  return Object.fromEntries(rows.map((row) => [row.language, { label: row.label, url: row.url }]))
}

async function menuLinkOf(trx: Kysely<Database>, id: string) {
  const row = await trx
    .selectFrom('menu_custom_link')
    .select(['link_id', 'position'])
    .where('link_id', '=', id)
    .executeTakeFirst()
  if (!row) throw new BackOfficeRefusal('NOT_FOUND')
  return row
}

async function writeTexts(trx: Kysely<Database>, id: string, texts: MenuCustomLink['texts']): Promise<void> {
  await trx.deleteFrom('custom_link').where('id', '=', id).execute()
  const rows = MENU_LANGUAGES.flatMap((language) => {
    const text = texts[language]
    return text ? [{ id, language, label: text.label, url: text.url }] : []
  })
  if (rows.length > 0) await trx.insertInto('custom_link').values(rows).execute()
}

function runForm<T extends object>(
  change: () => Promise<{ ok: true } & T>,
): Promise<MenuCustomLinkResult<T>> {
  return formAnswerOrRefusal<{ ok: true } & T, MenuCustomLinkFieldErrors, MenuCustomLinkError>(change)
}

/** The custom links under "Services" in their order, with their texts in every language, for `catalogue.view`. */
export async function menuCustomLinksForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
): Promise<MenuCustomLink[]> {
  if (!allowed(actor, 'catalogue.view')) return []
  const [order, rows] = await Promise.all([
    db.selectFrom('menu_custom_link').select('link_id').orderBy('position').orderBy('link_id').execute(),
    db
      .selectFrom('custom_link')
      .innerJoin('menu_custom_link', 'menu_custom_link.link_id', 'custom_link.id')
      .select(['custom_link.id', 'custom_link.language', 'custom_link.label', 'custom_link.url'])
      .execute(),
  ])
  return order.map(({ link_id: id }) => ({
    id,
    texts: Object.fromEntries(
      rows.filter((row) => row.id === id).map((row) => [row.language, { label: row.label, url: row.url }]),
    ),
  }))
}

/**
 * Adds a custom link, last under "Services": a label and an address in each language it has (a
 * language left blank does not show it). Its id is the next number among the custom links.
 * Audited as `catalogue.menu.link.create`.
 */
export async function addMenuCustomLink(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  input: MenuCustomLinkInput,
  now: Date,
): Promise<MenuCustomLinkResult<{ id: string }>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return runForm(() =>
    db.transaction().execute(async (trx) => {
      await lockCustomLinks(trx)
      await sql`lock table custom_link in share row exclusive mode`.execute(trx)
      const texts = await checkedTexts(trx, input)
      const { last } = await trx
        .selectFrom('custom_link')
        .select(sql<number>`coalesce(max(case when id ~ '^[0-9]{1,9}$' then id::integer end), 0)`.as('last'))
        .executeTakeFirstOrThrow()
      const { top } = await trx
        .selectFrom('menu_custom_link')
        .select(sql<number>`coalesce(max(position), 0)`.as('top'))
        .executeTakeFirstOrThrow()
      const id = String(Number(last) + 1)
      await writeTexts(trx, id, texts)
      await trx
        .insertInto('menu_custom_link')
        .values({ link_id: id, position: Number(top) + 1 })
        .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.menu.link.create',
        subjectType: 'custom_link',
        subjectId: id,
        before: null,
        after: { texts },
        at: now,
      })
      return { ok: true as const, id }
    }),
  )
}

/** Changes a custom link's labels and addresses per language. Audited as `catalogue.menu.link.update` with before and after. */
export async function updateMenuCustomLink(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: string,
  input: MenuCustomLinkInput,
  now: Date,
): Promise<MenuCustomLinkResult<{ id: string }>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return runForm(() =>
    db.transaction().execute(async (trx) => {
      await lockCustomLinks(trx)
      await menuLinkOf(trx, id)
      const texts = await checkedTexts(trx, input)
      const before = await textsOf(trx, id)
      await writeTexts(trx, id, texts)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.menu.link.update',
        subjectType: 'custom_link',
        subjectId: id,
        before: { texts: before },
        after: { texts },
        at: now,
      })
      return { ok: true as const, id }
    }),
  )
}

/** Removes a custom link from "Services" with its texts. Audited as `catalogue.menu.link.remove` with what it was. */
export async function removeMenuCustomLink(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: string,
  now: Date,
): Promise<BackOfficeResult<{ id: string }, MenuCustomLinkError>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      await lockCustomLinks(trx)
      const link = await menuLinkOf(trx, id)
      const before = await textsOf(trx, id)
      await trx.deleteFrom('menu_custom_link').where('link_id', '=', id).execute()
      await trx.deleteFrom('custom_link').where('id', '=', id).execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.menu.link.remove',
        subjectType: 'custom_link',
        subjectId: id,
        before: { position: link.position, texts: before },
        after: null,
        at: now,
      })
      return { ok: true as const, id }
    }),
  )
}

/**
 * Moves a custom link one place up or down under "Services", or to a place (1 for the first, as
 * a drag and drop sends it); the links' positions become 1…n. `AT_EDGE` for the first moved up or
 * the last moved down. Audited as `catalogue.menu.link.reorder` with the order before and after.
 */
export async function reorderMenuCustomLink(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: string,
  to: 'up' | 'down' | number,
  now: Date,
): Promise<BackOfficeResult<{ id: string; order: string[] }, MenuCustomLinkError>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      await lockCustomLinks(trx)
      await menuLinkOf(trx, id)
      const rows = await trx
        .selectFrom('menu_custom_link')
        .select(['link_id', 'position'])
        .orderBy('position')
        .orderBy('link_id')
        .execute()
      const before = rows.map((row) => row.link_id)
      // The shared rule orders numbers: the links' places stand for their ids.
      const order = reordered(
        before.map((_, place) => place),
        before.indexOf(id),
        to,
      ).map((place) => before[place] ?? '')
      for (const [place, linkId] of order.entries()) {
        if (rows.find((row) => row.link_id === linkId)?.position === place + 1) continue
        await trx
          .updateTable('menu_custom_link')
          .set({ position: place + 1 })
          .where('link_id', '=', linkId)
          .execute()
      }
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.menu.link.reorder',
        subjectType: 'custom_link',
        subjectId: id,
        before: { order: before },
        after: { order },
        at: now,
      })
      return { ok: true as const, id, order }
    }),
  )
}
