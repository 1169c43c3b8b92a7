import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { msg } from '@lingui/core/runtime-macro'
import { MENU_MAX_DEPTH } from '../../../config/defaultMenu.ts'
import { SHOP_CONFIG } from '../../../config/shopConfig.ts'
import { STORE_DEFINITIONS } from '../../../config/stores.ts'
import { shopperText } from '../../shopperText.ts'
import { recordAudit, type AuditAction } from '../../audit/auditLog.ts'
import { loadStoreMenu, type MenuEntryKind, type StoreMenuEntry } from '../../catalog/storeMenu.ts'
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

/** The languages a menu text is written in. */
export const MENU_LANGUAGES: readonly Language[] = ['fr', 'de', 'en', 'it']
/** The longest label (and, below, address) a menu entry or link may have. */
export const MENU_LABEL_MAX_LENGTH = 100
const MENU_URL_MAX_LENGTH = 500

/** An entry as the add and edit forms send it: what it points at, a custom link's labels and URL, on or off. */
export interface MenuEntryInput {
  kind: string
  categoryId: number | null
  /** The product: its SKU, or its whole name in the store's language. */
  product: string
  labels: Record<Language, string>
  url: string
  enabled: boolean
}

/** Each refused field of an entry's form (`categoryId`, `product`, `label.fr`, `url`) with its code. */
export type MenuFieldErrors = Record<string, string>

/** Why a change of a store's menu was refused; `INVALID_FIELDS` comes with each refused field. */
export type MenuEditError =
  | 'FORBIDDEN'
  | 'STORE_NOT_FOUND'
  | 'NOT_FOUND'
  | 'PARENT_NOT_FOUND'
  | 'TOO_DEEP'
  | 'CYCLE'
  | 'AT_EDGE'
  | 'NOT_EMPTY'

/** The answer of a rule whose form has fields. */
export type MenuFormResult<T extends object> =
  | ({ ok: true } & T)
  | { ok: false; error: MenuEditError }
  | { ok: false; error: 'INVALID_FIELDS'; fields: MenuFieldErrors }

/** Whether a store of the shop has this key. */
export function isStoreKey(storeKey: string): boolean {
  return STORE_DEFINITIONS.some((store) => store.key === storeKey)
}

function languageOf(storeKey: string): Language {
  return STORE_DEFINITIONS.find((store) => store.key === storeKey)?.language ?? 'fr'
}

/**
 * Whether a custom link's URL may go in the menu: `http://` or `https://` with a host, or a path
 * inside the store (`/faq`); never another scheme (`javascript:`), a path leaving the host
 * (`//elsewhere`, a backslash) nor spaces or control characters. Empty is a heading without a link.
 */
export function isSafeMenuUrl(url: string): boolean {
  if (url === '') return true
  if (url.length > MENU_URL_MAX_LENGTH || /[\s\\\p{Cc}]/u.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  if (!/^https?:\/\//i.test(url)) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

/** The columns an entry's form stands for; throws `INVALID_FIELDS` with each refused field. */
async function checkedTarget(
  trx: Kysely<Database>,
  storeKey: string,
  input: MenuEntryInput,
): Promise<{
  kind: MenuEntryKind
  category_id: number | null
  sku: string | null
  labels: string
  url: string
}> {
  const fields: MenuFieldErrors = {}
  const language = languageOf(storeKey)
  if (input.kind === 'category') {
    const category =
      input.categoryId === null
        ? undefined
        : await trx
            .selectFrom('category')
            .select('id')
            .where('id', '=', input.categoryId)
            .where('parent_id', 'is not', null)
            .executeTakeFirst()
    if (!category) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: { categoryId: 'REQUIRED' } })
    return { kind: 'category', category_id: category.id, sku: null, labels: '{}', url: '' }
  }
  if (input.kind === 'product') {
    const sku = await productOf(trx, language, input.product.trim())
    if (typeof sku !== 'string')
      throw new BackOfficeRefusal('INVALID_FIELDS', { fields: { product: sku.error } })
    return { kind: 'product', category_id: null, sku, labels: '{}', url: '' }
  }
  if (input.kind !== 'link') throw new BackOfficeRefusal('INVALID_FIELDS', { fields: { kind: 'REQUIRED' } })
  const labels: Partial<Record<Language, string>> = {}
  for (const code of MENU_LANGUAGES) {
    const label = input.labels[code].trim()
    if (label.length > MENU_LABEL_MAX_LENGTH) fields[`label.${code}`] = 'TOO_LONG'
    else if (label !== '') labels[code] = label
  }
  if (!labels[language] && !fields[`label.${language}`]) fields[`label.${language}`] = 'REQUIRED'
  const url = input.url.trim()
  if (!isSafeMenuUrl(url)) fields.url = 'UNSAFE_URL'
  if (Object.keys(fields).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields })
  return { kind: 'link', category_id: null, sku: null, labels: JSON.stringify(labels), url }
}

/** The product a form names by SKU or by its whole name in the language (one product, not a size). */
async function productOf(
  trx: Kysely<Database>,
  language: Language,
  text: string,
): Promise<string | { error: 'REQUIRED' | 'PRODUCT_NOT_FOUND' | 'PRODUCT_AMBIGUOUS' }> {
  if (text === '') return { error: 'REQUIRED' }
  const bySku = await trx
    .selectFrom('product')
    .select('sku')
    .where(sql<string>`lower(sku)`, '=', text.toLowerCase())
    .where('parent_sku', 'is', null)
    .executeTakeFirst()
  if (bySku) return bySku.sku
  const byName = await trx
    .selectFrom('product_translation as t')
    .innerJoin('product as p', 'p.sku', 't.sku')
    .select('t.sku')
    .where('t.language', '=', language)
    .where(sql<string>`lower(t.name)`, '=', text.toLowerCase())
    .where('p.parent_sku', 'is', null)
    .limit(2)
    .execute()
  if (byName.length === 1 && byName[0]) return byName[0].sku
  return { error: byName.length === 0 ? 'PRODUCT_NOT_FOUND' : 'PRODUCT_AMBIGUOUS' }
}

/** An entry's level: 1 at the top of the menu. */
async function levelOf(trx: Kysely<Database>, id: number): Promise<number> {
  let level = 0
  let current: number | null = id
  while (current !== null && level <= MENU_MAX_DEPTH + 1) {
    const row: { parent_id: number | null } | undefined = await trx
      .selectFrom('menu_entry')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst()
    if (!row) break
    level++
    current = row.parent_id
  }
  return level
}

/** How many levels of entries are below an entry: 0 without any. */
async function heightBelow(trx: Kysely<Database>, id: number): Promise<number> {
  const children = await trx.selectFrom('menu_entry').select('id').where('parent_id', '=', id).execute()
  let height = 0
  for (const child of children) height = Math.max(height, 1 + (await heightBelow(trx, child.id)))
  return height
}

/** One menu change at a time: two moves crossing each other could make a cycle together. */
async function lockMenu(trx: Kysely<Database>): Promise<void> {
  await sql`lock table menu_entry in share row exclusive mode`.execute(trx)
}

async function entryOf(trx: Kysely<Database>, id: number) {
  const entry = await trx.selectFrom('menu_entry').selectAll().where('id', '=', id).executeTakeFirst()
  if (!entry) throw new BackOfficeRefusal('NOT_FOUND')
  return entry
}

async function nextPosition(trx: Kysely<Database>, storeKey: string, parentId: number | null) {
  const last = await trx
    .selectFrom('menu_entry')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('store_key', '=', storeKey)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirst()
  return (last?.position ?? 0) + 1
}

async function audit(
  trx: Kysely<Database>,
  actor: BackOfficeActor,
  change: {
    action: Extract<AuditAction, `catalogue.menu.${string}`>
    subjectId: number | string
    before: Record<string, unknown> | null
    after: Record<string, unknown> | null
  },
  now: Date,
) {
  await recordAudit(trx, { actor: auditActorOf(actor), subjectType: 'menu_entry', ...change, at: now })
}

const auditedOf = (row: {
  store_key: string
  parent_id: number | null
  kind: string
  category_id: number | null
  sku: string | null
  labels: unknown
  url: string
  enabled: boolean
}) => ({
  store: row.store_key,
  parentId: row.parent_id,
  kind: row.kind,
  categoryId: row.category_id,
  sku: row.sku,
  labels: typeof row.labels === 'string' ? (JSON.parse(row.labels) as unknown) : row.labels,
  url: row.url,
  enabled: row.enabled,
})

function runForm<T extends object>(change: () => Promise<{ ok: true } & T>): Promise<MenuFormResult<T>> {
  return formAnswerOrRefusal<{ ok: true } & T, MenuFieldErrors, MenuEditError>(change)
}

/**
 * Adds an entry to a store's menu under `parentId` (null: at the top), last there; refused deeper
 * than three levels. Audited as `catalogue.menu.create`.
 */
export async function addMenuEntry(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storeKey: string,
  parentId: number | null,
  input: MenuEntryInput,
  now: Date,
): Promise<MenuFormResult<{ id: number }>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  if (!isStoreKey(storeKey)) return refused('STORE_NOT_FOUND')
  return runForm(() =>
    db.transaction().execute(async (trx) => {
      await lockMenu(trx)
      if (parentId !== null) {
        const parent = await trx
          .selectFrom('menu_entry')
          .select('id')
          .where('id', '=', parentId)
          .where('store_key', '=', storeKey)
          .executeTakeFirst()
        if (!parent) throw new BackOfficeRefusal('PARENT_NOT_FOUND')
        if ((await levelOf(trx, parentId)) >= MENU_MAX_DEPTH) throw new BackOfficeRefusal('TOO_DEEP')
      }
      const target = await checkedTarget(trx, storeKey, input)
      const row = {
        store_key: storeKey,
        parent_id: parentId,
        position: await nextPosition(trx, storeKey, parentId),
        ...target,
        enabled: input.enabled,
      }
      const { id } = await trx.insertInto('menu_entry').values(row).returning('id').executeTakeFirstOrThrow()
      await audit(
        trx,
        actor,
        { action: 'catalogue.menu.create', subjectId: id, before: null, after: auditedOf(row) },
        now,
      )
      return { ok: true as const, id }
    }),
  )
}

/** Changes what an entry points at, a custom link's labels and URL, and its switch. Audited as `catalogue.menu.update`. */
export async function updateMenuEntry(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
  input: MenuEntryInput,
  now: Date,
): Promise<MenuFormResult<{ storeKey: string }>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return runForm(() =>
    db.transaction().execute(async (trx) => {
      const entry = await entryOf(trx, id)
      const target = await checkedTarget(trx, entry.store_key, input)
      const after = { ...entry, ...target, enabled: input.enabled }
      await trx
        .updateTable('menu_entry')
        .set({ ...target, enabled: input.enabled })
        .where('id', '=', id)
        .execute()
      await audit(
        trx,
        actor,
        { action: 'catalogue.menu.update', subjectId: id, before: auditedOf(entry), after: auditedOf(after) },
        now,
      )
      return { ok: true as const, storeKey: entry.store_key }
    }),
  )
}

/** Removes an entry and the entries below it. Audited as `catalogue.menu.remove` with what it was. */
export async function removeMenuEntry(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
  now: Date,
): Promise<BackOfficeResult<{ storeKey: string }, MenuEditError>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      await lockMenu(trx)
      const entry = await entryOf(trx, id)
      await trx.deleteFrom('menu_entry').where('id', '=', id).execute()
      await audit(
        trx,
        actor,
        { action: 'catalogue.menu.remove', subjectId: id, before: auditedOf(entry), after: null },
        now,
      )
      return { ok: true as const, storeKey: entry.store_key }
    }),
  )
}

/**
 * Moves an entry one place up or down among its siblings, or to a place (1 for the first, as a
 * drag and drop sends it); the siblings' positions become 1…n. Audited as `catalogue.menu.reorder`
 * with the siblings' order before and after.
 */
export async function reorderMenuEntry(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
  to: 'up' | 'down' | number,
  now: Date,
): Promise<BackOfficeResult<{ storeKey: string; order: number[] }, MenuEditError>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      await lockMenu(trx)
      const entry = await entryOf(trx, id)
      const siblings = await trx
        .selectFrom('menu_entry')
        .select(['id', 'position'])
        .where('store_key', '=', entry.store_key)
        .where('parent_id', entry.parent_id === null ? 'is' : '=', entry.parent_id)
        .orderBy('position')
        .orderBy('id')
        .execute()
      const before = siblings.map((sibling) => sibling.id)
      const order = reordered(before, id, to)
      await writePositions(trx, 'menu_entry', siblings, order)
      await audit(
        trx,
        actor,
        {
          action: 'catalogue.menu.reorder',
          subjectId: id,
          before: { store: entry.store_key, parentId: entry.parent_id, order: before },
          after: { store: entry.store_key, parentId: entry.parent_id, order },
        },
        now,
      )
      return { ok: true as const, storeKey: entry.store_key, order }
    }),
  )
}

/**
 * The siblings' order once `id` moved up, down or to a place (1-based, kept within the list);
 * throws `AT_EDGE` for the first moved up, the last moved down, or a move to where it is.
 */
export function reordered(before: readonly number[], id: number, to: 'up' | 'down' | number): number[] {
  const index = before.indexOf(id)
  const target =
    to === 'up' ? index - 1 : to === 'down' ? index + 1 : Math.min(Math.max(to, 1), before.length) - 1
  if (target < 0 || target >= before.length || target === index) throw new BackOfficeRefusal('AT_EDGE')
  const order = before.filter((other) => other !== id)
  order.splice(target, 0, id)
  return order
}

/** Writes 1…n as the positions of `order`, skipping rows already there. */
export async function writePositions(
  trx: Kysely<Database>,
  table: 'menu_entry' | 'category',
  rows: readonly { id: number; position: number }[],
  order: readonly number[],
): Promise<void> {
  for (const [place, id] of order.entries()) {
    if (rows.find((row) => row.id === id)?.position === place + 1) continue
    await trx
      .updateTable(table)
      .set({ position: place + 1 })
      .where('id', '=', id)
      .execute()
  }
}

/**
 * Moves an entry (with those below it) under another entry of its store, or to the top
 * (`parentId` null), last there: refused under itself or one of its own entries (`CYCLE`) and
 * deeper than three levels (`TOO_DEEP`). Audited as `catalogue.menu.move`.
 */
export async function moveMenuEntry(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
  parentId: number | null,
  now: Date,
): Promise<BackOfficeResult<{ storeKey: string }, MenuEditError>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      await lockMenu(trx)
      const entry = await entryOf(trx, id)
      if (entry.parent_id === parentId) return { ok: true as const, storeKey: entry.store_key }
      let parentLevel = 0
      if (parentId !== null) {
        const parent = await trx
          .selectFrom('menu_entry')
          .select('id')
          .where('id', '=', parentId)
          .where('store_key', '=', entry.store_key)
          .executeTakeFirst()
        if (!parent) throw new BackOfficeRefusal('PARENT_NOT_FOUND')
        for (let ancestor: number | null = parentId; ancestor !== null;) {
          if (ancestor === id) throw new BackOfficeRefusal('CYCLE')
          const row: { parent_id: number | null } = await trx
            .selectFrom('menu_entry')
            .select('parent_id')
            .where('id', '=', ancestor)
            .executeTakeFirstOrThrow()
          ancestor = row.parent_id
        }
        parentLevel = await levelOf(trx, parentId)
      }
      if (parentLevel + 1 + (await heightBelow(trx, id)) > MENU_MAX_DEPTH)
        throw new BackOfficeRefusal('TOO_DEEP')
      await trx
        .updateTable('menu_entry')
        .set({ parent_id: parentId, position: await nextPosition(trx, entry.store_key, parentId) })
        .where('id', '=', id)
        .execute()
      await audit(
        trx,
        actor,
        {
          action: 'catalogue.menu.move',
          subjectId: id,
          before: { store: entry.store_key, parentId: entry.parent_id },
          after: { store: entry.store_key, parentId },
        },
        now,
      )
      return { ok: true as const, storeKey: entry.store_key }
    }),
  )
}

/**
 * Copies the menu a store shows without entries (the categories of the menu on three levels,
 * then the custom links under "Services") into entries of that store, which it then shows
 * instead; refused when the store already has entries (`NOT_EMPTY`). Audited as
 * `catalogue.menu.copy` with the number of entries.
 */
export async function copyCurrentMenu(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storeKey: string,
  now: Date,
): Promise<BackOfficeResult<{ entries: number }, MenuEditError>> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  if (!isStoreKey(storeKey)) return refused('STORE_NOT_FOUND')
  const language = languageOf(storeKey)
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      await lockMenu(trx)
      const existing = await trx
        .selectFrom('menu_entry')
        .select('id')
        .where('store_key', '=', storeKey)
        .limit(1)
        .executeTakeFirst()
      if (existing) throw new BackOfficeRefusal('NOT_EMPTY')
      const categories = await trx
        .selectFrom('category')
        .select(['id', 'parent_id'])
        .where('include_in_menu', '=', true)
        .where('enabled', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute()
      let count = 0
      const insert = async (parentId: number | null, position: number, values: object) => {
        const { id } = await trx
          .insertInto('menu_entry')
          .values({
            store_key: storeKey,
            parent_id: parentId,
            position,
            kind: 'link',
            category_id: null,
            sku: null,
            ...values,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        count++
        return id
      }
      const copyUnder = async (categoryId: number, parentEntry: number | null, level: number) => {
        if (level > MENU_MAX_DEPTH) return
        const children = categories.filter((category) => category.parent_id === categoryId)
        for (const [place, category] of children.entries()) {
          const id = await insert(parentEntry, place + 1, { kind: 'category', category_id: category.id })
          await copyUnder(category.id, id, level + 1)
        }
      }
      await copyUnder(SHOP_CONFIG.rootCategoryId, null, 1)
      const links = await trx
        .selectFrom('menu_custom_link as m')
        .innerJoin('custom_link as l', 'l.id', 'm.link_id')
        .select(['l.id', 'l.language', 'l.label', 'l.url'])
        .orderBy('m.position')
        .orderBy('m.link_id')
        .execute()
      const shownIds = [...new Set(links.filter((link) => link.language === language).map((link) => link.id))]
      if (shownIds.length > 0) {
        const top = await nextPosition(trx, storeKey, null)
        const services = await insert(null, top, { labels: JSON.stringify(servicesLabels()), url: '' })
        for (const [place, linkId] of shownIds.entries()) {
          const texts = links.filter((link) => link.id === linkId)
          const own = texts.find((link) => link.language === language)
          if (!own) continue
          const labels = Object.fromEntries(texts.map((link) => [link.language, link.label]))
          await insert(services, place + 1, { labels: JSON.stringify(labels), url: own.url })
        }
      }
      await audit(
        trx,
        actor,
        {
          action: 'catalogue.menu.copy',
          subjectId: storeKey,
          before: { store: storeKey, entries: 0 },
          after: { store: storeKey, entries: count },
        },
        now,
      )
      return { ok: true as const, entries: count }
    }),
  )
}

/** The header's "Services" heading (components/header/MainMenu.tsx words it alike). */
const SERVICES_LABEL = msg`Services`

/** "Services" in each store's language, from the storefront's catalogues rather than a copy of them. */
function servicesLabels(): Partial<Record<Language, string>> {
  return Object.fromEntries(
    STORE_DEFINITIONS.map((store) => [store.language, shopperText(store.locale, SERVICES_LABEL)]),
  )
}

/** The product choices of the entry forms: the products (not their sizes) with their name in the language, by name. */
export async function menuProductChoices(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  language: Language,
): Promise<{ sku: string; name: string }[]> {
  if (!allowed(actor, 'catalogue.edit')) return []
  return db
    .selectFrom('product as p')
    .innerJoin('product_translation as t', (join) =>
      join.onRef('t.sku', '=', 'p.sku').on('t.language', '=', language),
    )
    .select(['p.sku', 't.name'])
    .where('p.parent_sku', 'is', null)
    .orderBy('t.name')
    .orderBy('p.sku')
    .execute()
}

/** A store's menu as the back office shows it (every entry, shown or not, in the store's language), for `catalogue.view`. */
export async function menuForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storeKey: string,
): Promise<StoreMenuEntry[]> {
  if (!allowed(actor, 'catalogue.view') || !isStoreKey(storeKey)) return []
  return loadStoreMenu(db, storeKey, languageOf(storeKey))
}
