import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { fromCents, toCents } from '../../../pricing/index.ts'
import type { AuditAction } from '../../audit/auditActions.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formAnswerOrRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import { PRODUCT_LANGUAGES } from './productTexts.ts'

/** The kinds of custom option the storefront's product page offers: a free text, or a choice among values. */
export const CUSTOM_OPTION_TYPES = ['field', 'drop_down'] as const
/** A kind of custom option. */
export type CustomOptionType = (typeof CUSTOM_OPTION_TYPES)[number]

/** How an extra cost is counted: a fixed amount incl. VAT, or a percentage of the piece's price. */
export type ExtraCostKind = 'fixed' | 'percent'

/** Longest title of an option or a value, per language. */
const TITLE_MAX = 255
/** Largest "max characters" of a free text (the cart keeps the text on the line). */
const MAX_CHARACTERS_LIMIT = 1_000

/** An extra cost as stored: cents for a fixed amount, hundredths of a percent for a percentage. */
export interface ExtraCost {
  kind: ExtraCostKind
  /** Cents incl. VAT (fixed), or hundredths of a percent (percent: 1050 = 10.5 %). */
  amount: number
}

/** A value of a choice option as the back office edits it. */
export interface EditableOptionValue {
  id: number
  titles: Record<Language, string>
  cost: ExtraCost
  position: number
}

/** A custom option as the back office edits it. */
export interface EditableCustomOption {
  id: number
  type: CustomOptionType
  titles: Record<Language, string>
  required: boolean
  /** A free text's extra cost; null for none, and for a choice (its values carry theirs). */
  cost: ExtraCost | null
  /** A free text's longest length; null for no limit. */
  maxCharacters: number | null
  position: number
  values: EditableOptionValue[]
}

/** A value row of the form, as typed (a blank row adds nothing; `remove` takes an existing one off). */
export interface TypedOptionValue {
  id: number | null
  titles: Record<Language, string>
  costKind: string
  cost: string
  position: string
  remove: boolean
}

/** An option's form, as typed. */
export interface TypedCustomOption {
  type: string
  titles: Record<Language, string>
  required: boolean
  /** '' (none), 'fixed' or 'percent'; a free text's only. */
  costKind: string
  cost: string
  maxCharacters: string
  position: string
  values: TypedOptionValue[]
}

/** Why a field of an option's form was refused. */
export type CustomOptionFieldError =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'TYPE_INVALID'
  | 'AMOUNT_INVALID'
  | 'PERCENT_INVALID'
  | 'NUMBER_INVALID'
  | 'VALUES_REQUIRED'

/** Refused fields by name: `type`, `title.fr` … `title.it`, `cost`, `maxCharacters`, `position`, `values`, `value.<row>.fr`, `value.<row>.cost` … */
export type CustomOptionFieldErrors = Record<string, CustomOptionFieldError>

/** What saving or removing an option answers. */
export type CustomOptionResult =
  | { ok: true; id: number }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'OPTION_NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: CustomOptionFieldErrors }

/** An amount in euros (`5`, `2,50`) in cents, or null. */
function typedAmountCents(typed: string): number | null {
  const text = typed.trim().replace(',', '.')
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(text) ? toCents(text) : null
}

/** A percentage (`10`, `12,5`) in hundredths of a percent, from above 0 to 100, or null. */
function typedPercent(typed: string): number | null {
  const text = typed.trim().replace(',', '.')
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(text)) return null
  const hundredths = toCents(text)
  return hundredths > 0 && hundredths <= 10_000 ? hundredths : null
}

/** A whole number from `min` to `max` as typed, or null. */
function typedWhole(typed: string, min: number, max: number): number | null {
  const text = typed.trim()
  if (!/^\d{1,7}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

/** Checks every language's title, noting refusals under `<prefix><language>`. */
function checkTitles(titles: Record<Language, string>, prefix: string, fields: CustomOptionFieldErrors) {
  const kept = {} as Record<Language, string>
  for (const language of PRODUCT_LANGUAGES) {
    const title = (titles[language] ?? '').trim()
    if (!title) fields[`${prefix}${language}`] = 'REQUIRED'
    else if (title.length > TITLE_MAX) fields[`${prefix}${language}`] = 'TOO_LONG'
    kept[language] = title
  }
  return kept
}

/** An extra cost as typed; refusals noted under `field`. */
function checkCost(
  kind: string,
  typed: string,
  field: string,
  fields: CustomOptionFieldErrors,
): ExtraCost | null {
  if (kind === 'percent') {
    const amount = typedPercent(typed)
    if (amount === null) fields[field] = 'PERCENT_INVALID'
    return { kind, amount: amount ?? 0 }
  }
  const amount = typedAmountCents(typed)
  if (amount === null) fields[field] = 'AMOUNT_INVALID'
  return { kind: 'fixed', amount: amount ?? 0 }
}

/**
 * Checks an option's form (pure): every title in the four languages; a free text's extra cost
 * (none, an amount from 0, or a percentage above 0 up to 100) and longest length (empty: no
 * limit, else 1 to 1 000); a choice's values (at least one kept, each with its four titles and its
 * cost); positions whole numbers (empty: after the others). Answers the option to write, or the
 * refused fields.
 */
export function checkCustomOption(
  typed: TypedCustomOption,
  nextPosition: number,
):
  | {
      ok: true
      option: Omit<EditableCustomOption, 'id' | 'values'> & {
        values: (Omit<EditableOptionValue, 'id'> & { id: number | null })[]
      }
    }
  | { ok: false; fields: CustomOptionFieldErrors } {
  const fields: CustomOptionFieldErrors = {}
  const type = CUSTOM_OPTION_TYPES.find((candidate) => candidate === typed.type)
  if (!type) fields.type = 'TYPE_INVALID'
  const titles = checkTitles(typed.titles, 'title.', fields)
  const position = typed.position.trim() === '' ? nextPosition : typedWhole(typed.position, 0, 100_000)
  if (position === null) fields.position = 'NUMBER_INVALID'
  let cost: ExtraCost | null = null
  let maxCharacters: number | null = null
  const values: (Omit<EditableOptionValue, 'id'> & { id: number | null })[] = []
  if (type === 'field') {
    if (typed.costKind !== '') cost = checkCost(typed.costKind, typed.cost, 'cost', fields)
    if (typed.maxCharacters.trim() !== '') {
      maxCharacters = typedWhole(typed.maxCharacters, 1, MAX_CHARACTERS_LIMIT)
      if (maxCharacters === null) fields.maxCharacters = 'NUMBER_INVALID'
    }
  } else if (type === 'drop_down') {
    typed.values.forEach((row, index) => {
      const blank = PRODUCT_LANGUAGES.every((language) => !(row.titles[language] ?? '').trim())
      if (row.remove || (row.id === null && blank)) return
      const prefix = `value.${index}.`
      const valueTitles = checkTitles(row.titles, prefix, fields)
      const valueCost = checkCost(row.costKind, row.cost, `${prefix}cost`, fields) as ExtraCost
      const valuePosition = row.position.trim() === '' ? index + 1 : typedWhole(row.position, 0, 100_000)
      if (valuePosition === null) fields[`${prefix}position`] = 'NUMBER_INVALID'
      values.push({ id: row.id, titles: valueTitles, cost: valueCost, position: valuePosition ?? 0 })
    })
    if (values.length === 0) fields.values = 'VALUES_REQUIRED'
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    option: {
      type: type as CustomOptionType,
      titles,
      required: typed.required,
      cost,
      maxCharacters,
      position: position as number,
      values,
    },
  }
}

const costOf = (kind: 'fixed' | 'percent' | null, price: string | number | null): ExtraCost | null =>
  kind === null || price === null ? null : { kind, amount: toCents(price) }

/** A product's custom options with their values, by position. */
export async function customOptionsOf(db: Kysely<Database>, sku: string): Promise<EditableCustomOption[]> {
  const options = await db
    .selectFrom('custom_option')
    .selectAll()
    .where('sku', '=', sku)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const values =
    options.length === 0
      ? []
      : await db
          .selectFrom('custom_option_value')
          .selectAll()
          .where(
            'option_id',
            'in',
            options.map((option) => option.id),
          )
          .orderBy('position')
          .orderBy('id')
          .execute()
  return options.map((option) => ({
    id: option.id,
    type: option.type === 'field' ? 'field' : 'drop_down',
    titles: option.titles as Record<Language, string>,
    required: option.is_required,
    cost: costOf(option.price_type, option.price),
    maxCharacters: option.max_characters,
    position: option.position,
    values: values
      .filter((value) => value.option_id === option.id)
      .map((value) => ({
        id: value.id,
        titles: value.titles as Record<Language, string>,
        cost: costOf(value.price_type, value.price) as ExtraCost,
        position: value.position,
      })),
  }))
}

/** A product's custom options for its page, with whether the viewer may edit them; null without `catalogue.view` or for no product. */
export async function customOptionsForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
): Promise<{ options: EditableCustomOption[]; canEdit: boolean } | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const product = await db
    .selectFrom('product')
    .select('parent_sku')
    .where('sku', '=', sku)
    .executeTakeFirst()
  if (!product || product.parent_sku !== null) return null
  return { options: await customOptionsOf(db, sku), canEdit: allowed(actor, 'catalogue.edit') }
}

/** Locks the product (a top-level one), or throws NOT_FOUND. */
async function lockProduct(trx: Kysely<Database>, sku: string): Promise<void> {
  const row = await trx
    .selectFrom('product')
    .select('parent_sku')
    .where('sku', '=', sku)
    .forUpdate()
    .executeTakeFirst()
  if (!row || row.parent_sku !== null) throw new BackOfficeRefusal('NOT_FOUND')
}

/** The next free id of an option or value table (both are numbered by hand, as the seed numbers them). */
async function nextId(
  trx: Kysely<Database>,
  table: 'custom_option' | 'custom_option_value',
): Promise<number> {
  const { rows } = await sql<{
    id: number
  }>`select coalesce(max(id), 0) + 1 as id from ${sql.table(table)}`.execute(trx)
  return Number(rows[0]?.id ?? 1)
}

async function audited(
  trx: Kysely<Database>,
  actor: BackOfficeActor,
  action: AuditAction,
  sku: string,
  before: EditableCustomOption | null,
  after: EditableCustomOption | null,
  now: Date,
) {
  await recordAudit(trx, {
    actor: auditActorOf(actor),
    action,
    subjectType: 'product',
    subjectId: sku,
    before: before === null ? null : { option: before },
    after: after === null ? null : { option: after },
    at: now,
  })
}

function changing(change: () => Promise<CustomOptionResult>): Promise<CustomOptionResult> {
  return formAnswerOrRefusal<CustomOptionResult, CustomOptionFieldErrors, 'NOT_FOUND' | 'OPTION_NOT_FOUND'>(
    change,
  )
}

const priceColumns = (cost: ExtraCost | null) => ({
  price_type: cost?.kind ?? null,
  price: cost === null ? null : fromCents(cost.amount),
})

/**
 * Adds a custom option to a product (`optionId` null) or saves one of its options
 * (docs/back-office.md#custom-options): checked by {@link checkCustomOption}; a saved option keeps
 * its kind and its values' ids (a value ticked "remove" goes). Orders placed keep what they
 * bought: their lines store the option's title, value and price as sold. Audited
 * `catalogue.option.add` / `catalogue.option.update` with the option before and after; the
 * page-cache triggers purge the product's pages.
 */
export async function saveCustomOption(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  optionId: number | null,
  typed: TypedCustomOption,
  now: Date,
): Promise<CustomOptionResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return changing(() =>
    db.transaction().execute(async (trx) => {
      await lockProduct(trx, sku)
      const options = await customOptionsOf(trx, sku)
      const before = optionId === null ? null : (options.find((option) => option.id === optionId) ?? null)
      if (optionId !== null && !before) throw new BackOfficeRefusal('OPTION_NOT_FOUND')
      const nextPosition = Math.max(0, ...options.map((option) => option.position)) + 1
      const checked = checkCustomOption(before ? { ...typed, type: before.type } : typed, nextPosition)
      if (!checked.ok) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: checked.fields })
      const { option } = checked
      // Ids are taken by hand: one writer at a time per table.
      await sql`lock table custom_option, custom_option_value in share row exclusive mode`.execute(trx)
      const id = before?.id ?? (await nextId(trx, 'custom_option'))
      const row = {
        titles: JSON.stringify(option.titles),
        type: option.type,
        is_required: option.required,
        ...priceColumns(option.cost),
        max_characters: option.maxCharacters,
        position: option.position,
      }
      if (before) await trx.updateTable('custom_option').set(row).where('id', '=', id).execute()
      else
        await trx
          .insertInto('custom_option')
          .values({ id, sku, ...row })
          .execute()
      const kept = option.values.flatMap((value) =>
        value.id !== null && before?.values.some((old) => old.id === value.id) ? [value.id] : [],
      )
      const gone = (before?.values ?? []).filter((old) => !kept.includes(old.id)).map((old) => old.id)
      if (gone.length > 0) await trx.deleteFrom('custom_option_value').where('id', 'in', gone).execute()
      for (const value of option.values) {
        const valueRow = {
          titles: JSON.stringify(value.titles),
          price_type: value.cost.kind,
          price: fromCents(value.cost.amount),
          position: value.position,
        }
        if (value.id !== null && kept.includes(value.id))
          await trx.updateTable('custom_option_value').set(valueRow).where('id', '=', value.id).execute()
        else
          await trx
            .insertInto('custom_option_value')
            .values({ id: await nextId(trx, 'custom_option_value'), option_id: id, ...valueRow })
            .execute()
      }
      const after = (await customOptionsOf(trx, sku)).find((candidate) => candidate.id === id) ?? null
      if (JSON.stringify(before) !== JSON.stringify(after))
        await audited(
          trx,
          actor,
          before ? 'catalogue.option.update' : 'catalogue.option.add',
          sku,
          before,
          after,
          now,
        )
      return { ok: true as const, id }
    }),
  )
}

/** Removes a product's custom option with its values; orders placed keep what they bought. Audited `catalogue.option.remove`. */
export async function removeCustomOption(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  optionId: number,
  now: Date,
): Promise<CustomOptionResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return changing(() =>
    db.transaction().execute(async (trx) => {
      await lockProduct(trx, sku)
      const before = (await customOptionsOf(trx, sku)).find((option) => option.id === optionId)
      if (!before) throw new BackOfficeRefusal('OPTION_NOT_FOUND')
      await trx.deleteFrom('custom_option').where('id', '=', optionId).execute()
      await audited(trx, actor, 'catalogue.option.remove', sku, before, null, now)
      return { ok: true as const, id: optionId }
    }),
  )
}
