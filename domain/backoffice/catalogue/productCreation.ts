import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Store } from '../../../config/stores.ts'
import { fromCents } from '../../../pricing/money.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import type { ProductFormErrors } from './productClassification.ts'
import {
  adultImageOf,
  replaceProductAttribute,
  taxClassOf,
  writeClassification,
} from './productClassificationRows.ts'
import { loadProductChoices } from './productChoices.ts'
import { checkNewProduct, type NewProduct, type NewVariant, type TypedNewProduct } from './newProductForm.ts'
import { PRODUCT_LANGUAGES } from './productTexts.ts'
import { moveProductUrl, urlKeyTaken } from './productUrls.ts'
import { markStockMovement } from '../../stock/stockMovements.ts'

/** What creating a product answers: its SKU, or why not (`INVALID_FIELDS` with each refused field). */
export type ProductCreationResult =
  | { ok: true; sku: string }
  | { ok: false; error: 'FORBIDDEN' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ProductFormErrors }

/** Of these SKUs, those a product or variant already has, whatever their case (upper-cased). */
export async function takenSkus(trx: Kysely<Database>, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set()
  const rows = await trx
    .selectFrom('product')
    .select(sql<string>`upper(sku)`.as('sku'))
    .where(
      sql<string>`upper(sku)`,
      'in',
      skus.map((sku) => sku.toUpperCase()),
    )
    .execute()
  return new Set(rows.map((row) => row.sku))
}

/**
 * Creates a simple, configurable, bundle or downloadable product or a gift card from the new product form
 * (docs/back-office.md#creating-products), in one transaction:
 *
 * - the product, switched off in every store, so nothing half-made shows; a configurable one
 *   with one variant per colour × size (`parent_sku`), each with its SKU, stock and price; a
 *   bundle with its options and their products (`bundle_option`, `bundle_selection`); a gift
 *   card with its amounts (`giftcard_product`), priced from its smallest amount, without stock;
 *   a downloadable product in its categories, without stock nor files (added on its page);
 * - its translations and their URLs (`url_rewrite`), its categories (with those above them) and
 *   attributes, then its listing, facet and search columns (`refresh_product_listing_columns`);
 * - price history and cache purges follow from the database's triggers;
 * - `catalogue.product.create` is audited with what was created.
 *
 * A SKU taken by any product or variant, whatever its case, or a URL key another page has, is
 * refused beside its field; a refusal changes nothing.
 */
export async function createProduct(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  stores: readonly Store[],
  typed: TypedNewProduct,
  now: Date,
): Promise<ProductCreationResult> {
  if (!allowed(actor, 'catalogue.edit')) return refused('FORBIDDEN')
  try {
    return await db.transaction().execute(async (trx) => {
      const choices = await loadProductChoices(trx, 'en')
      const { product, errors } = checkNewProduct(typed, choices)
      const skus = [product.sku, ...product.variants.map((variant) => variant.sku)]
      const taken = await takenSkus(
        trx,
        skus.filter((sku) => sku !== ''),
      )
      if (!errors.sku && taken.has(product.sku)) errors.sku = 'SKU_TAKEN'
      for (const variant of product.variants) {
        const field = `variant.${variant.colour}.${variant.size}.sku`
        if (!errors[field] && taken.has(variant.sku)) errors[field] = 'SKU_TAKEN'
      }
      for (const language of PRODUCT_LANGUAGES) {
        const key = product.texts[language]?.urlKey
        if (key && !errors[`${language}.urlKey`] && (await urlKeyTaken(trx, language, key, product.sku)))
          errors[`${language}.urlKey`] = 'URL_KEY_TAKEN'
      }
      for (const [index, option] of product.bundleOptions.entries()) {
        const field = `bundle.${index}.skus`
        if (!errors[field] && !(await bundleable(trx, option.skus))) errors[field] = 'NOT_BUNDLEABLE'
      }
      if (Object.keys(errors).length > 0) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: errors })
      // The stock it is created with is a manual movement of the staff member who typed it.
      await markStockMovement(trx, { kind: 'manual', reference: actor.email })
      await insertProduct(trx, product, stores, now)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'catalogue.product.create',
        subjectType: 'product',
        subjectId: product.sku,
        before: null,
        after: {
          type: product.type,
          family: product.family,
          kind: product.kind,
          price: product.priceCents,
          names: Object.fromEntries(
            Object.entries(product.texts).map(([language, texts]) => [language, texts.name]),
          ),
          categories: product.classification.categoryIds,
          variants: product.variants.map((variant) => variant.sku),
          ...(product.type === 'bundle' ? { bundleOptions: product.bundleOptions } : {}),
          ...(product.giftCard ? { giftCard: product.giftCard } : {}),
        },
        at: now,
      })
      return { ok: true as const, sku: product.sku }
    })
  } catch (error) {
    if (error instanceof BackOfficeRefusal && error.code === 'INVALID_FIELDS')
      return { ok: false, error: 'INVALID_FIELDS', fields: error.details.fields as ProductFormErrors }
    throw error
  }
}

/** The next free product id and the position after every sellable product's (new products list last). */
async function nextIdAndPosition(trx: Kysely<Database>): Promise<{ id: number; position: number }> {
  const row = await trx
    .selectFrom('product')
    .select([
      sql<number>`coalesce(max(id), 0) + 1`.as('id'),
      sql<number>`coalesce(max(position), 0) + 1`.as('position'),
    ])
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), position: Number(row.position) }
}

async function insertProduct(
  trx: Kysely<Database>,
  product: NewProduct,
  stores: readonly Store[],
  now: Date,
): Promise<void> {
  const { id, position } = await nextIdAndPosition(trx)
  const { classification } = product
  const price = fromCents(product.priceCents)
  const qty =
    product.type === 'configurable'
      ? product.variants.reduce((sum, variant) => sum + variant.qty, 0)
      : product.qty
  await trx
    .insertInto('product')
    .values({
      sku: product.sku,
      id,
      type: product.type,
      parent_sku: null,
      family: product.family,
      kind: product.kind,
      gender: classification.gender,
      colour: null,
      size: null,
      regular_price: price,
      final_price: price,
      qty,
      // A gift card takes no stock: it is e-mailed; a file never runs out.
      is_in_stock: product.type === 'giftcard' || product.type === 'downloadable' || qty > 0,
      is_new: false,
      adult_image: adultImageOf(product.family, classification.gender),
      position,
      image_id: null,
      push_redirect: null,
      stickers: classification.stickers,
      created_at: now,
      disabled_stores: stores.map((store) => store.key as string),
    })
    .execute()
  await insertVariants(trx, product, product.variants, id + 1, position, now)
  if (product.giftCard)
    await trx
      .insertInto('giftcard_product')
      .values({
        sku: product.sku,
        amounts_cents: product.giftCard.amountsCents,
        open_amount_min_cents: product.giftCard.openAmount?.minCents ?? null,
        open_amount_max_cents: product.giftCard.openAmount?.maxCents ?? null,
      })
      .execute()
  else await writeClassification(trx, product.sku, classification, position)
  await insertBundleOptions(trx, product)
  if (product.type === 'configurable') {
    await replaceProductAttribute(trx, product.sku, 'color', [
      ...new Set(product.variants.map((variant) => variant.colour)),
    ])
    await replaceProductAttribute(trx, product.sku, 'size', [
      ...new Set(product.variants.map((variant) => variant.size)),
    ])
  }
  for (const language of PRODUCT_LANGUAGES) {
    const texts = product.texts[language]
    if (!texts) continue
    // The listing columns come from the product, as refresh_listing_columns() copies them.
    await sql`insert into product_translation
        (sku, language, name, description, url_key, meta_title, meta_description, search_name, search_document)
      values (${product.sku}, ${language}, ${texts.name}, ${texts.description}, ${texts.urlKey}, ${texts.metaTitle},
        ${texts.metaDescription}, '', ''::tsvector)`.execute(trx)
    await moveProductUrl(trx, product.sku, language, null, texts.urlKey)
  }
  await sql`select refresh_product_listing_columns(${product.sku})`.execute(trx)
}

/** Whether every SKU is a product a bundle may hold: a simple product of its own (no size of a configurable one, no bundle). */
export async function bundleable(trx: Kysely<Database>, skus: readonly string[]): Promise<boolean> {
  const rows = await trx
    .selectFrom('product')
    .select('sku')
    .where('sku', 'in', skus)
    .where('type', '=', 'simple')
    .where('parent_sku', 'is', null)
    .execute()
  return rows.length === skus.length
}

/** A bundle's options, each a required choice among its products at their default quantity; ids numbered as the seed's. */
async function insertBundleOptions(trx: Kysely<Database>, product: NewProduct): Promise<void> {
  if (product.bundleOptions.length === 0) return
  await sql`lock table bundle_option, bundle_selection in share row exclusive mode`.execute(trx)
  const next = async (table: 'bundle_option' | 'bundle_selection') =>
    Number(
      (await sql<{ id: number }>`select coalesce(max(id), 0) + 1 as id from ${sql.table(table)}`.execute(trx))
        .rows[0]?.id ?? 1,
    )
  let optionId = await next('bundle_option')
  let selectionId = await next('bundle_selection')
  for (const [position, option] of product.bundleOptions.entries()) {
    const labels = Object.fromEntries(PRODUCT_LANGUAGES.map((language) => [language, option.label]))
    await trx
      .insertInto('bundle_option')
      .values({
        id: optionId,
        sku: product.sku,
        labels: JSON.stringify(labels),
        required: true,
        type: 'select',
        position,
      })
      .execute()
    await trx
      .insertInto('bundle_selection')
      .values(
        option.skus.map((sku, index) => ({
          id: selectionId + index,
          option_id: optionId,
          product_sku: sku,
          default_qty: option.defaultQty,
          user_defined_qty: false,
          position: index,
        })),
      )
      .execute()
    optionId += 1
    selectionId += option.skus.length
  }
}

/**
 * Adds variants to a configurable product: each a simple product with its colour and size,
 * its parent's texts, family, gender, "new" days and position, its own price or the parent's.
 */
export async function insertVariants(
  trx: Kysely<Database>,
  parent: Pick<NewProduct, 'sku' | 'family' | 'kind' | 'priceCents'> & {
    classification: Pick<NewProduct['classification'], 'gender' | 'newFrom' | 'newTo'>
  },
  variants: readonly NewVariant[],
  firstId: number,
  position: number,
  now: Date,
): Promise<void> {
  if (variants.length === 0) return
  const { gender, newFrom, newTo } = parent.classification
  await trx
    .insertInto('product')
    .values(
      variants.map((variant, index) => {
        const price = fromCents(variant.priceCents ?? parent.priceCents)
        return {
          sku: variant.sku,
          id: firstId + index,
          type: 'simple' as const,
          parent_sku: parent.sku,
          family: parent.family,
          kind: parent.kind,
          gender,
          colour: variant.colour,
          size: variant.size,
          regular_price: price,
          final_price: price,
          qty: variant.qty,
          is_in_stock: variant.qty > 0,
          is_new: false,
          adult_image: false,
          position,
          image_id: null,
          push_redirect: null,
          stickers: [],
          created_at: now,
          tax_class: taxClassOf(gender),
          new_from: newFrom,
          new_to: newTo,
        }
      }),
    )
    .execute()
}
