import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { toCents } from '../../../pricing/money.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import {
  checkClassification,
  type ClassificationChoices,
  type ProductClassification,
  type ProductFormErrors,
  type TypedClassification,
} from './productClassification.ts'
import { replaceProductAttribute, writeClassification } from './productClassificationRows.ts'
import { loadProductChoices } from './productChoices.ts'
import { insertVariants, takenSkus } from './productCreation.ts'
import { proposedVariantSku, type NewVariant } from './newProductForm.ts'

/** A variant as the product page lists it. */
export interface ListedVariant {
  sku: string
  colour: string
  size: string
  qty: number
  /** Whether an order has it: then it may not be removed. */
  ordered: boolean
}

/** A product's classification as its page shows it, with what it may be classified with. */
export interface ClassificationForEditing {
  current: ProductClassification
  choices: ClassificationChoices
  /** A configurable product's variants (empty for any other), its colours and sizes. */
  variants: ListedVariant[]
  colours: string[]
  sizes: string[]
}

/** The classification of a product (never a variant), or null. */
export async function classificationForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  language: Language,
): Promise<ClassificationForEditing | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  const product = await db
    .selectFrom('product')
    .select(['sku', 'type', 'stickers', 'new_from', 'new_to'])
    .where('sku', '=', sku)
    .where('parent_sku', 'is', null)
    .executeTakeFirst()
  if (!product) return null
  const [categories, attributes, variants, choices] = await Promise.all([
    db
      .selectFrom('product_category')
      .select('category_id')
      .where('sku', '=', sku)
      .orderBy('category_id')
      .execute(),
    db.selectFrom('product_attribute').select(['code', 'value']).where('sku', '=', sku).execute(),
    db
      .selectFrom('product as v')
      .select(['v.sku', 'v.colour', 'v.size', 'v.qty'])
      .select((eb) =>
        eb
          .exists(eb.selectFrom('order_item as o').select('o.id').whereRef('o.variant_sku', '=', 'v.sku'))
          .as('ordered'),
      )
      .where('v.parent_sku', '=', sku)
      .orderBy('v.id')
      .execute(),
    loadProductChoices(db, language),
  ])
  const valuesOf = (code: string) => attributes.filter((row) => row.code === code).map((row) => row.value)
  return {
    current: {
      categoryIds: categories.map((row) => row.category_id),
      gender: valuesOf('genre')[0] ?? '',
      material: valuesOf('material')[0] ?? '',
      stickers: product.stickers,
      newFrom: product.new_from,
      newTo: product.new_to,
    },
    choices,
    variants: variants.map((variant) => ({
      sku: variant.sku,
      colour: variant.colour ?? '',
      size: variant.size ?? '',
      qty: variant.qty,
      ordered: Boolean(variant.ordered),
    })),
    colours: product.type === 'configurable' ? valuesOf('color') : [],
    sizes: product.type === 'configurable' ? valuesOf('size') : [],
  }
}

/** What a classification, variant addition or removal answers. */
export type ClassifyResult =
  | { ok: true; changed: boolean }
  | {
      ok: false
      error: 'FORBIDDEN' | 'NOT_FOUND' | 'NOT_CONFIGURABLE' | 'VARIANT_ORDERED' | 'VARIANT_NOT_FOUND'
    }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ProductFormErrors }

async function answer(change: () => Promise<ClassifyResult>): Promise<ClassifyResult> {
  try {
    return await change()
  } catch (error) {
    if (!(error instanceof BackOfficeRefusal)) throw error
    if (error.code === 'INVALID_FIELDS')
      return { ok: false, error: 'INVALID_FIELDS', fields: error.details.fields as ProductFormErrors }
    return refused(error.code as 'NOT_FOUND')
  }
}

/** The product's row, locked for the change, or a refusal. */
async function lockedProduct(trx: Kysely<Database>, sku: string) {
  const product = await trx
    .selectFrom('product')
    .select(['sku', 'type', 'family', 'kind', 'gender', 'position', 'regular_price', 'new_from', 'new_to'])
    .where('sku', '=', sku)
    .where('parent_sku', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  if (!product) throw new BackOfficeRefusal('NOT_FOUND')
  return product
}

/**
 * Saves a product's categories, gender, material, stickers and "new" days
 * (docs/back-office.md#creating-products; a downloadable product has neither gender nor material)
 * in one transaction, rebuilds its listing and search
 * columns, and audits `catalogue.product.classify` with what changed. Nothing changed records nothing.
 */
export async function classifyProduct(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  typed: TypedClassification,
  now: Date,
): Promise<ClassifyResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answer(() =>
    db.transaction().execute(async (trx) => {
      const product = await lockedProduct(trx, sku)
      const current = await classificationForEditing(trx, actor, sku, 'en')
      if (!current) throw new BackOfficeRefusal('NOT_FOUND')
      const checked = checkClassification(typed, current.choices)
      // A file is for no gender and of no material: its form asks neither and nothing is stored.
      const isDownloadable = product.type === 'downloadable'
      const classification = isDownloadable
        ? { ...checked.classification, gender: '', material: '' }
        : checked.classification
      const errors = Object.fromEntries(
        Object.entries(checked.errors).filter(
          ([field]) => !isDownloadable || (field !== 'gender' && field !== 'material'),
        ),
      )
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      // Categories above the chosen ones are stored too: compare what would be stored.
      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      const previous = current.current
      await writeClassification(trx, sku, classification, product.position)
      const stored = await trx
        .selectFrom('product_category')
        .select('category_id')
        .where('sku', '=', sku)
        .orderBy('category_id')
        .execute()
      const next: ProductClassification = {
        ...classification,
        categoryIds: stored.map((row) => row.category_id),
      }
      for (const field of Object.keys(next) as (keyof ProductClassification)[])
        if (JSON.stringify(previous[field]) !== JSON.stringify(next[field])) {
          before[field] = previous[field]
          after[field] = next[field]
        }
      if (Object.keys(after).length === 0) return { ok: true as const, changed: false }
      await sql`select refresh_product_listing_columns(${sku})`.execute(trx)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.product.classify',
        subjectType: 'product',
        subjectId: sku,
        before,
        after,
        at: now,
      })
      return { ok: true as const, changed: true }
    }),
  )
}

/**
 * Adds colours and sizes to a configurable product: the variants of every colour × size it
 * lacks, with their proposed SKUs, no stock and the product's price; audited
 * `catalogue.variant.add` with their SKUs. A proposed SKU already taken is refused.
 */
export async function addVariants(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  added: { colours: readonly string[]; sizes: readonly string[] },
  now: Date,
): Promise<ClassifyResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answer(() =>
    db.transaction().execute(async (trx) => {
      const product = await lockedProduct(trx, sku)
      if (product.type !== 'configurable') throw new BackOfficeRefusal('NOT_CONFIGURABLE')
      const current = await classificationForEditing(trx, actor, sku, 'en')
      if (!current) throw new BackOfficeRefusal('NOT_FOUND')
      const errors: ProductFormErrors = {}
      const known = (choices: { value: string }[], value: string) =>
        choices.some((choice) => choice.value === value)
      if (added.colours.some((colour) => !known(current.choices.colours, colour)))
        errors.colours = 'UNKNOWN_CHOICE'
      if (added.sizes.some((size) => !known(current.choices.sizes, size))) errors.sizes = 'UNKNOWN_CHOICE'
      if (added.colours.length === 0 && added.sizes.length === 0) errors.colours = 'NO_VARIANT'
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      const colours = current.choices.colours
        .map((choice) => choice.value)
        .filter((colour) => current.colours.includes(colour) || added.colours.includes(colour))
      const sizes = current.choices.sizes
        .map((choice) => choice.value)
        .filter((size) => current.sizes.includes(size) || added.sizes.includes(size))
      const missing: NewVariant[] = []
      for (const colour of colours)
        for (const size of sizes)
          if (!current.variants.some((variant) => variant.colour === colour && variant.size === size))
            missing.push({
              colour,
              size,
              sku: proposedVariantSku(sku, colour, size),
              qty: 0,
              priceCents: null,
            })
      if (missing.length === 0) return { ok: true as const, changed: false }
      const taken = await takenSkus(
        trx,
        missing.map((variant) => variant.sku),
      )
      if (taken.size > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: { colours: 'SKU_TAKEN' } })
      const { id } = await trx
        .selectFrom('product')
        .select(sql<number>`coalesce(max(id), 0) + 1`.as('id'))
        .executeTakeFirstOrThrow()
      await insertVariants(
        trx,
        {
          sku,
          family: product.family,
          kind: product.kind,
          priceCents: toCents(product.regular_price),
          classification: { gender: product.gender, newFrom: product.new_from, newTo: product.new_to },
        },
        missing,
        Number(id),
        product.position,
        now,
      )
      await replaceProductAttribute(trx, sku, 'color', colours)
      await replaceProductAttribute(trx, sku, 'size', sizes)
      await sql`select refresh_product_listing_columns(${sku})`.execute(trx)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.variant.add',
        subjectType: 'product',
        subjectId: sku,
        before: { colours: current.colours, sizes: current.sizes },
        after: { colours, sizes, variants: missing.map((variant) => variant.sku) },
        at: now,
      })
      return { ok: true as const, changed: true }
    }),
  )
}

/**
 * Removes a variant never ordered (an ordered one stays, so its orders keep their product:
 * `VARIANT_ORDERED`); shoppers' carts and wishlists lose it (the database cascades). The product's
 * colours and sizes, stock and listing columns follow; audited `catalogue.variant.remove`.
 */
export async function removeVariant(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  sku: string,
  variantSku: string,
  now: Date,
): Promise<ClassifyResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  return answer(() =>
    db.transaction().execute(async (trx) => {
      await lockedProduct(trx, sku)
      const variant = await trx
        .selectFrom('product')
        .select(['sku', 'colour', 'size', 'qty'])
        .where('sku', '=', variantSku)
        .where('parent_sku', '=', sku)
        .executeTakeFirst()
      if (!variant) throw new BackOfficeRefusal('VARIANT_NOT_FOUND')
      const ordered = await trx
        .selectFrom('order_item')
        .select('id')
        .where((eb) => eb.or([eb('variant_sku', '=', variantSku), eb('sku', '=', variantSku)]))
        .executeTakeFirst()
      if (ordered) throw new BackOfficeRefusal('VARIANT_ORDERED')
      await trx.deleteFrom('product').where('sku', '=', variantSku).execute()
      const remaining = await trx
        .selectFrom('product')
        .select(['colour', 'size', 'qty'])
        .where('parent_sku', '=', sku)
        .execute()
      const stillThere = (code: 'color' | 'size', column: 'colour' | 'size') =>
        trx
          .deleteFrom('product_attribute')
          .where('sku', '=', sku)
          .where('code', '=', code)
          .where('value', 'not in', ['', ...remaining.map((row) => row[column] ?? '')])
          .execute()
      await stillThere('color', 'colour')
      await stillThere('size', 'size')
      const qty = remaining.reduce((sum, row) => sum + row.qty, 0)
      await trx
        .updateTable('product')
        .set({ qty, is_in_stock: qty > 0 })
        .where('sku', '=', sku)
        .execute()
      await sql`select refresh_product_listing_columns(${sku})`.execute(trx)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.variant.remove',
        subjectType: 'product',
        subjectId: sku,
        before: { variant: variant.sku, colour: variant.colour, size: variant.size, qty: variant.qty },
        after: null,
        at: now,
      })
      return { ok: true as const, changed: true }
    }),
  )
}
