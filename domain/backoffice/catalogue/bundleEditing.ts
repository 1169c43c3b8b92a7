import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formAnswerOrRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import { bundleable } from './productCreation.ts'
import { PRODUCT_LANGUAGES } from './productTexts.ts'

/** Longest label of a bundle option, per language (as at creation). */
const LABEL_MAX = 255
/** Most pieces of a product included in the bundle's price (as at creation). */
const MAX_BUNDLE_QTY = 20
/** Most options a bundle keeps (a product page offers one choice per option). */
export const MAX_BUNDLE_OPTIONS = 10
/** Most products one option offers. */
export const MAX_BUNDLE_SELECTIONS = 20

/** A product an option offers, as the back office edits it. */
export interface EditableBundleSelection {
  id: number
  sku: string
  /** Pieces included in the bundle's price. */
  defaultQty: number
  position: number
}

/** A bundle option as the back office edits it: its label per language (null: no translation yet). */
export interface EditableBundleOption {
  id: number
  labels: Record<Language, string | null>
  required: boolean
  position: number
  selections: EditableBundleSelection[]
}

/** A bundle's options, and whether the viewer may change them. */
export interface EditableBundle {
  options: EditableBundleOption[]
  canEdit: boolean
}

/** A product row of an option's form, as typed (a new row names its SKU; a saved one keeps its own). */
export interface TypedBundleSelection {
  id: number | null
  sku: string
  qty: string
  position: string
  remove: boolean
}

/** An option's part of the bundle's form, as typed. */
export interface TypedBundleOption {
  id: number | null
  labels: Record<Language, string>
  required: boolean
  position: string
  remove: boolean
  selections: TypedBundleSelection[]
}

/**
 * Why a field of the bundle's form was refused. Fields are named `option.<row>.label.<language>`,
 * `option.<row>.labels`, `option.<row>.position`, `option.<row>.selections`,
 * `option.<row>.selection.<row>.sku|qty|position`, and `options` for the whole form.
 */
export type BundleFieldError =
  | 'NO_LABEL'
  | 'TOO_LONG'
  | 'INVALID_SKU'
  | 'NOT_BUNDLEABLE'
  | 'SKU_REPEATED'
  | 'INVALID_QUANTITY'
  | 'INVALID_POSITION'
  | 'NO_SELECTION'
  | 'TOO_MANY_SELECTIONS'
  | 'NO_BUNDLE_OPTION'
  | 'TOO_MANY_OPTIONS'

/** Refused fields by name. */
export type BundleFieldErrors = Record<string, BundleFieldError>

/** What saving a bundle's options answers. */
export type BundleResult =
  | { ok: true; changed: boolean }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: BundleFieldErrors }

/** An option as checked, ready to be written (ids null for new ones), in the order it is shown. */
interface CheckedOption {
  id: number | null
  labels: Partial<Record<Language, string>>
  required: boolean
  selections: { id: number | null; sku: string; defaultQty: number }[]
}

/** A bundle's options with their products, by position; null for a product that is no bundle. */
async function bundleOptionsOf(db: Kysely<Database>, sku: string): Promise<EditableBundleOption[]> {
  const options = await db
    .selectFrom('bundle_option')
    .selectAll()
    .where('sku', '=', sku)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const selections =
    options.length === 0
      ? []
      : await db
          .selectFrom('bundle_selection')
          .selectAll()
          .where(
            'option_id',
            'in',
            options.map((option) => option.id),
          )
          .orderBy('position')
          .orderBy('id')
          .execute()
  return options.map((option) => {
    const labels = option.labels as Partial<Record<Language, string>>
    return {
      id: option.id,
      labels: Object.fromEntries(
        PRODUCT_LANGUAGES.map((language) => [language, labels[language] || null]),
      ) as Record<Language, string | null>,
      required: option.required,
      position: option.position,
      selections: selections
        .filter((selection) => selection.option_id === option.id)
        .map((selection) => ({
          id: selection.id,
          sku: selection.product_sku,
          defaultQty: selection.default_qty,
          position: selection.position,
        })),
    }
  })
}

/** A bundle's options for its page; null for another product or without `catalogue.view`. */
export async function bundleForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
): Promise<EditableBundle | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const product = await db
    .selectFrom('product')
    .select('sku')
    .where('sku', '=', sku)
    .where('type', '=', 'bundle')
    .executeTakeFirst()
  if (!product) return null
  return { options: await bundleOptionsOf(db, sku), canEdit: allowed(actor, 'catalogue.edit') }
}

/** A whole number from `min` to `max` as typed (empty: `empty`), or null. */
function typedWhole(typed: string, min: number, max: number, empty: number): number | null {
  const text = typed.trim()
  if (text === '') return empty
  if (!/^\d{1,6}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

/** Sorts rows by their typed position, rows without one after the others, ties in the order typed. */
function byPosition<T>(rows: { row: T; position: number | null; index: number }[]): T[] {
  return [...rows]
    .sort(
      (a, b) =>
        (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ row }) => row)
}

/**
 * Checks the bundle's form (pure but for which SKUs may be bundled, `bundleableSkus`): each option
 * kept needs a label in one language at least (a blank language stays a missing translation, the
 * storefront then shows another language's), at most 255 characters, and one product at least;
 * a new product row's SKU as at creation (capitals, digits, dashes; once per option), its pieces
 * 1 to 20 (empty: 1); positions whole numbers (empty: after the others); one option at least.
 * A blank new row adds nothing; "remove" takes a saved one off.
 */
export function checkBundleForm(
  typed: readonly TypedBundleOption[],
  saved: readonly EditableBundleOption[],
  bundleableSkus: ReadonlySet<string>,
): { ok: true; options: CheckedOption[] } | { ok: false; fields: BundleFieldErrors } {
  const fields: BundleFieldErrors = {}
  const kept: { row: CheckedOption; position: number | null; index: number }[] = []
  typed.forEach((option, index) => {
    const savedOption = option.id === null ? null : saved.find((candidate) => candidate.id === option.id)
    if (option.id !== null && !savedOption) return
    const field = `option.${index}`
    const labels: Partial<Record<Language, string>> = {}
    for (const language of PRODUCT_LANGUAGES) {
      const label = (option.labels[language] ?? '').trim()
      if (label.length > LABEL_MAX) fields[`${field}.label.${language}`] = 'TOO_LONG'
      if (label) labels[language] = label
    }
    const typedSelections = option.selections.filter((selection) =>
      selection.id === null
        ? selection.sku.trim() !== ''
        : savedOption?.selections.some((candidate) => candidate.id === selection.id),
    )
    if (savedOption === null && Object.keys(labels).length === 0 && typedSelections.length === 0) return
    if (option.remove) return
    if (Object.keys(labels).length === 0) fields[`${field}.labels`] = 'NO_LABEL'
    const position = typedWhole(option.position, 0, 100_000, -1)
    if (position === null) fields[`${field}.position`] = 'INVALID_POSITION'
    const seen = new Set<string>()
    const selections: { row: CheckedOption['selections'][number]; position: number | null; index: number }[] =
      []
    option.selections.forEach((selection, row) => {
      if (!typedSelections.includes(selection) || selection.remove) return
      const rowField = `${field}.selection.${row}`
      const sku =
        selection.id === null
          ? selection.sku.trim().toUpperCase()
          : (savedOption?.selections.find((candidate) => candidate.id === selection.id)?.sku ?? '')
      if (selection.id === null) {
        if (!/^[A-Z0-9-]{1,64}$/.test(sku)) fields[`${rowField}.sku`] = 'INVALID_SKU'
        else if (!bundleableSkus.has(sku)) fields[`${rowField}.sku`] = 'NOT_BUNDLEABLE'
      }
      if (seen.has(sku) && !fields[`${rowField}.sku`]) fields[`${rowField}.sku`] = 'SKU_REPEATED'
      seen.add(sku)
      const defaultQty = typedWhole(selection.qty, 1, MAX_BUNDLE_QTY, 1)
      if (defaultQty === null) fields[`${rowField}.qty`] = 'INVALID_QUANTITY'
      const selectionPosition = typedWhole(selection.position, 0, 100_000, -1)
      if (selectionPosition === null) fields[`${rowField}.position`] = 'INVALID_POSITION'
      selections.push({
        row: { id: selection.id, sku, defaultQty: defaultQty ?? 1 },
        position: selectionPosition === -1 ? null : selectionPosition,
        index: row,
      })
    })
    if (selections.length === 0) fields[`${field}.selections`] = 'NO_SELECTION'
    else if (selections.length > MAX_BUNDLE_SELECTIONS) fields[`${field}.selections`] = 'TOO_MANY_SELECTIONS'
    kept.push({
      row: { id: option.id, labels, required: option.required, selections: byPosition(selections) },
      position: position === -1 ? null : position,
      index,
    })
  })
  if (kept.length === 0) fields.options = 'NO_BUNDLE_OPTION'
  else if (kept.length > MAX_BUNDLE_OPTIONS) fields.options = 'TOO_MANY_OPTIONS'
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return { ok: true, options: byPosition(kept) }
}

/** The options as the audit log records them: labels, required flag and products in order. */
const audited = (options: readonly EditableBundleOption[]) =>
  options.map((option) => ({
    id: option.id,
    labels: option.labels,
    required: option.required,
    products: option.selections.map((selection) => ({ sku: selection.sku, qty: selection.defaultQty })),
  }))

/** The next free id of a bundle table (numbered by hand, as the seed numbers them). */
async function nextId(trx: Kysely<Database>, table: 'bundle_option' | 'bundle_selection'): Promise<number> {
  const { rows } = await sql<{
    id: number
  }>`select coalesce(max(id), 0) + 1 as id from ${sql.table(table)}`.execute(trx)
  return Number(rows[0]?.id ?? 1)
}

/**
 * Saves a bundle's options (docs/back-office.md#bundle-options): labels per language, required
 * flag, order, and their products with the pieces included, checked by {@link checkBundleForm}
 * with the creation's rule for the products (a simple product of its own). One transaction on
 * the product's row lock; saved options and products keep their ids (carts holding them keep
 * them), removed ones go, new ones are numbered as the seed numbers them. Orders placed keep what
 * they bought (an order line stores its bundle's parts as sold). The database's triggers purge the
 * product's pages (migrations 0034 and 0078). Audited `catalogue.bundle.update` with the options
 * before and after; a form sent back unchanged writes and records nothing.
 */
export async function saveBundleOptions(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  typed: readonly TypedBundleOption[],
  now: Date,
): Promise<BundleResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return formAnswerOrRefusal<BundleResult, BundleFieldErrors, 'NOT_FOUND'>(() =>
    db.transaction().execute(async (trx) => {
      const product = await trx
        .selectFrom('product')
        .select('sku')
        .where('sku', '=', sku)
        .where('type', '=', 'bundle')
        .forUpdate()
        .executeTakeFirst()
      if (!product) throw new BackOfficeRefusal('NOT_FOUND')
      const saved = await bundleOptionsOf(trx, sku)
      const newSkus = [
        ...new Set(
          typed.flatMap((option) =>
            option.selections
              .filter((selection) => selection.id === null && selection.sku.trim() !== '')
              .map((selection) => selection.sku.trim().toUpperCase()),
          ),
        ),
      ]
      const allowedSkus = new Set<string>()
      for (const candidate of newSkus)
        if (/^[A-Z0-9-]{1,64}$/.test(candidate) && (await bundleable(trx, [candidate])))
          allowedSkus.add(candidate)
      const checked = checkBundleForm(typed, saved, allowedSkus)
      if (!checked.ok) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: checked.fields })

      // Ids are taken by hand: one writer at a time per table.
      await sql`lock table bundle_option, bundle_selection in share row exclusive mode`.execute(trx)
      const keptOptionIds = checked.options.flatMap((option) => (option.id === null ? [] : [option.id]))
      const goneOptions = saved
        .filter((option) => !keptOptionIds.includes(option.id))
        .map((option) => option.id)
      if (goneOptions.length > 0)
        await trx.deleteFrom('bundle_option').where('id', 'in', goneOptions).execute()
      for (const [position, option] of checked.options.entries()) {
        const before = saved.find((candidate) => candidate.id === option.id)
        const row = { labels: JSON.stringify(option.labels), required: option.required, position }
        const optionId = before?.id ?? (await nextId(trx, 'bundle_option'))
        if (before) {
          const labelsBefore = Object.fromEntries(
            PRODUCT_LANGUAGES.flatMap((language) =>
              before.labels[language] ? [[language, before.labels[language]]] : [],
            ),
          )
          if (
            JSON.stringify(labelsBefore) !== row.labels ||
            before.required !== row.required ||
            before.position !== position
          )
            await trx.updateTable('bundle_option').set(row).where('id', '=', optionId).execute()
        } else
          await trx
            .insertInto('bundle_option')
            .values({ id: optionId, sku, type: 'select', ...row })
            .execute()
        const keptSelections = option.selections.flatMap((selection) =>
          selection.id === null ? [] : [selection.id],
        )
        const goneSelections = (before?.selections ?? [])
          .filter((selection) => !keptSelections.includes(selection.id))
          .map((selection) => selection.id)
        if (goneSelections.length > 0)
          await trx.deleteFrom('bundle_selection').where('id', 'in', goneSelections).execute()
        for (const [selectionPosition, selection] of option.selections.entries()) {
          const previous = before?.selections.find((candidate) => candidate.id === selection.id)
          if (previous) {
            if (previous.defaultQty !== selection.defaultQty || previous.position !== selectionPosition)
              await trx
                .updateTable('bundle_selection')
                .set({ default_qty: selection.defaultQty, position: selectionPosition })
                .where('id', '=', previous.id)
                .execute()
          } else
            await trx
              .insertInto('bundle_selection')
              .values({
                id: await nextId(trx, 'bundle_selection'),
                option_id: optionId,
                product_sku: selection.sku,
                default_qty: selection.defaultQty,
                user_defined_qty: false,
                position: selectionPosition,
              })
              .execute()
        }
      }
      const after = await bundleOptionsOf(trx, sku)
      const changed = JSON.stringify(after) !== JSON.stringify(saved)
      if (changed)
        await recordAudit(trx, {
          actor: auditActorOf(actor),
          action: 'catalogue.bundle.update',
          subjectType: 'product',
          subjectId: sku,
          before: { options: audited(saved) },
          after: { options: audited(after) },
          at: now,
        })
      return { ok: true as const, changed }
    }),
  )
}
