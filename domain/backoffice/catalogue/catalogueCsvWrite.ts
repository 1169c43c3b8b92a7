import { sql, type Kysely } from 'kysely'
import type { Store, StoreKey } from '../../../config/stores.ts'
import type { Database, ProductTable } from '../../../db/tables.ts'
import type { Insertable } from 'kysely'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { fromCents, toCents } from '../../../pricing/money.ts'
import { priceChangesAt } from '../../catalog/priceSchedules.ts'
import { setVariantStockInTransaction } from '../../stock/setVariantStock.ts'
import { markStockMovement, type StockMovementReason } from '../../stock/stockMovements.ts'
import type { PlannedProduct, PlannedSku } from './catalogueCsvCheck.ts'
import {
  adultImageOf,
  replaceProductAttribute,
  taxClassOf,
  writeClassification,
} from './productClassificationRows.ts'
import { PRODUCT_LANGUAGES, PRODUCT_TEXT_FIELDS, type ProductTexts } from './productTexts.ts'
import { moveProductUrl } from './productUrls.ts'

/** What an import wrote. */
export interface CatalogueImportCounts {
  created: number
  updated: number
  unchanged: number
}

/** Rows per multi-row insert (PostgreSQL takes at most 65 535 parameters a statement). */
const CHUNK = 500

async function insertInChunks<T>(
  items: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) await write(items.slice(start, start + CHUNK))
}

/**
 * Writes a checked import inside the caller's transaction (docs/back-office.md#csv-import-and-export),
 * as the product pages do: new products with their sizes, texts and URLs, categories (and those
 * above them), attributes and stores; changes to products that exist (texts with their 301s,
 * classification, stores, prices at `now`, stock with its back-in-stock alerts, new sizes). The
 * price history and page-cache purges follow from the database's triggers; the listing and
 * search columns of every product written are rebuilt; stock changes go into the ledger with
 * `movement`. `onProgress` hears how many products are done.
 */
export async function writeCatalogueImport(
  trx: Kysely<Database>,
  stores: readonly Store[],
  products: readonly PlannedProduct[],
  now: Date,
  movement: StockMovementReason,
  onProgress: (productsDone: number) => void,
): Promise<CatalogueImportCounts> {
  await priceChangesAt(trx, now)
  // New sizes' stock and changed quantities go into the stock ledger as this import's.
  await markStockMovement(trx, movement)
  const counts: CatalogueImportCounts = { created: 0, updated: 0, unchanged: 0 }
  const touched: string[] = []
  const fresh = products.filter((product) => !product.exists)
  await createProducts(trx, stores, fresh, now)
  counts.created = fresh.length
  touched.push(...fresh.map((product) => product.sku))
  onProgress(fresh.length)
  let done = fresh.length
  const existing = products.filter((product) => product.exists)
  for (let start = 0; start < existing.length; start += CHUNK) {
    const chunk = existing.slice(start, start + CHUNK)
    const stored = await storedProducts(
      trx,
      chunk.map((product) => product.sku),
    )
    for (const product of chunk) {
      if (await updateProduct(trx, stores, product, stored, now, movement)) {
        counts.updated += 1
        touched.push(product.sku)
      } else counts.unchanged += 1
    }
    done += chunk.length
    onProgress(done)
  }
  for (let start = 0; start < touched.length; start += CHUNK)
    await sql`select refresh_products_listing_columns(${touched.slice(start, start + CHUNK)}::text[])`.execute(
      trx,
    )
  onProgress(products.length)
  return counts
}

/** The categories chosen with every category above them (level 1 up), as a product form writes them. */
async function categoryClosure(trx: Kysely<Database>): Promise<(ids: readonly number[]) => number[]> {
  const rows = await trx.selectFrom('category').select(['id', 'path', 'level']).execute()
  const levelOf = new Map(rows.map((row) => [row.id, row.level]))
  const above = new Map(
    rows.map((row) => [
      row.id,
      row.path
        .split('/')
        .map(Number)
        .filter((id) => (levelOf.get(id) ?? 0) >= 1),
    ]),
  )
  return (ids) => [...new Set(ids.flatMap((id) => above.get(id) ?? [id]))].sort((a, b) => a - b)
}

async function createProducts(
  trx: Kysely<Database>,
  stores: readonly Store[],
  products: readonly PlannedProduct[],
  now: Date,
): Promise<void> {
  if (products.length === 0) return
  const start = await trx
    .selectFrom('product')
    .select([
      sql<number>`coalesce(max(id), 0) + 1`.as('id'),
      sql<number>`coalesce(max(position), 0) + 1`.as('position'),
    ])
    .executeTakeFirstOrThrow()
  let id = Number(start.id)
  let position = Number(start.position)
  const closure = await categoryClosure(trx)
  const productRows: Insertable<ProductTable>[] = []
  const translations: { sku: string; language: Language; texts: ProductTexts }[] = []
  const categories: { category_id: number; sku: string; position: number }[] = []
  const attributes: { sku: string; code: string; value: string }[] = []
  for (const product of products) {
    const gender = product.gender as string
    const family = product.family as string
    const prices = product.skus.map((sku) => ({ regular: sku.regularCents ?? 0, final: sku.finalCents ?? 0 }))
    // A configurable product shows its lowest size price, as listings read the product's own.
    const regular = Math.min(...prices.map((price) => price.regular))
    const final = Math.min(...prices.map((price) => price.final))
    const qty = product.skus.reduce((sum, sku) => sum + (sku.qty ?? 0), 0)
    const simple = product.type === 'simple' ? (product.skus[0] as PlannedSku) : null
    productRows.push({
      sku: product.sku,
      id: id++,
      type: product.type,
      parent_sku: null,
      family,
      kind: product.kind as string,
      gender,
      colour: simple?.colour ?? null,
      size: simple?.size ?? null,
      regular_price: fromCents(regular),
      final_price: fromCents(final),
      qty,
      is_in_stock: qty > 0,
      is_new: false,
      adult_image: adultImageOf(family, gender),
      position,
      image_id: null,
      push_redirect: null,
      stickers: [],
      created_at: now,
      tax_class: taxClassOf(gender),
      disabled_stores: stores
        .filter((store) => product.enabled[store.key] !== true)
        .map((store) => store.key as string),
    })
    if (product.type === 'configurable')
      for (const variant of product.skus)
        productRows.push({
          sku: variant.sku,
          id: id++,
          type: 'simple',
          parent_sku: product.sku,
          family,
          kind: product.kind as string,
          gender,
          colour: variant.colour ?? null,
          size: variant.size ?? null,
          regular_price: fromCents(variant.regularCents ?? regular),
          final_price: fromCents(variant.finalCents ?? final),
          qty: variant.qty ?? 0,
          is_in_stock: (variant.qty ?? 0) > 0,
          is_new: false,
          adult_image: false,
          position,
          image_id: null,
          push_redirect: null,
          stickers: [],
          created_at: now,
          tax_class: taxClassOf(gender),
        })
    for (const language of PRODUCT_LANGUAGES) {
      const texts = product.texts[language]
      if (texts) translations.push({ sku: product.sku, language, texts })
    }
    for (const categoryId of closure(product.categoryIds ?? []))
      categories.push({ category_id: categoryId, sku: product.sku, position })
    attributes.push({ sku: product.sku, code: 'genre', value: gender })
    attributes.push({ sku: product.sku, code: 'material', value: product.material as string })
    if (product.type === 'configurable')
      for (const code of ['color', 'size'] as const)
        for (const value of new Set(product.skus.map((sku) => (code === 'color' ? sku.colour : sku.size))))
          if (value) attributes.push({ sku: product.sku, code, value })
    position += 1
  }
  await insertInChunks(productRows, (chunk) => trx.insertInto('product').values(chunk).execute())
  await insertInChunks(translations, async (chunk) => {
    // The listing columns come from the product, as refresh_product_listing_columns() copies them.
    await trx
      .insertInto('product_translation')
      .values(
        chunk.map(({ sku, language, texts }) => ({
          sku,
          language,
          name: texts.name,
          description: texts.description,
          url_key: texts.urlKey,
          meta_title: texts.metaTitle,
          meta_description: texts.metaDescription,
          search_name: '',
          search_document: sql<string>`''::tsvector`,
        })),
      )
      .execute()
    await trx
      .insertInto('url_rewrite')
      .values(
        chunk.map(({ sku, language, texts }) => ({
          language,
          request_path: texts.urlKey,
          entity_type: 'product' as const,
          entity_id: sku,
          redirect_to: null,
          redirect_type: null,
        })),
      )
      .execute()
  })
  await insertInChunks(categories, (chunk) => trx.insertInto('product_category').values(chunk).execute())
  await insertInChunks(attributes, (chunk) => trx.insertInto('product_attribute').values(chunk).execute())
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number]

function selectProducts(trx: Kysely<Database>, skus: readonly string[]) {
  return trx
    .selectFrom('product')
    .selectAll()
    .where((eb) => eb.or([eb('sku', 'in', skus), eb('parent_sku', 'in', skus)]))
    .orderBy('id')
    .forUpdate()
    .execute()
}

/** What is stored of some products, read at once (a file's unchanged products then cost no query each). */
interface StoredProducts {
  rows: Map<string, ProductRow[]>
  categories: Map<string, { id: number; path: string; level: number }[]>
  materials: Map<string, string>
  texts: Map<
    string,
    {
      language: string
      name: string
      description: string
      url_key: string
      meta_title: string
      meta_description: string
    }[]
  >
}

async function storedProducts(trx: Kysely<Database>, skus: readonly string[]): Promise<StoredProducts> {
  const group = <T extends { sku: string }>(rows: T[], keyOf: (row: T) => string = (row) => row.sku) => {
    const map = new Map<string, T[]>()
    for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row])
    return map
  }
  // The rows are locked first, in id order, so two imports of one product wait for each other.
  const rows = await selectProducts(trx, skus)
  const [categories, materials, texts] = await Promise.all([
    trx
      .selectFrom('product_category as pc')
      .innerJoin('category as c', 'c.id', 'pc.category_id')
      .select(['pc.sku', 'c.id', 'c.path', 'c.level'])
      .where('pc.sku', 'in', skus)
      .execute(),
    trx
      .selectFrom('product_attribute')
      .select(['sku', 'value'])
      .where('sku', 'in', skus)
      .where('code', '=', 'material')
      .execute(),
    trx
      .selectFrom('product_translation')
      .select(['sku', 'language', 'name', 'description', 'url_key', 'meta_title', 'meta_description'])
      .where('sku', 'in', skus)
      .execute(),
  ])
  return {
    rows: group(rows, (row) => row.parent_sku ?? row.sku),
    categories: group(categories),
    materials: new Map(materials.map((row) => [row.sku, row.value])),
    texts: group(texts),
  }
}

/** Writes what the file changes of a product that exists; false when it changes nothing. */
async function updateProduct(
  trx: Kysely<Database>,
  stores: readonly Store[],
  product: PlannedProduct,
  stored: StoredProducts,
  now: Date,
  movement: StockMovementReason,
): Promise<boolean> {
  const sku = product.sku
  const current = stored.rows.get(sku) ?? []
  const own = current.find((row) => row.sku === sku)
  if (!own) return false
  let changed = false

  const disabled = stores
    .filter((store) => {
      const enabled = product.enabled[store.key as StoreKey]
      return enabled === undefined ? own.disabled_stores.includes(store.key) : !enabled
    })
    .map((store) => store.key as string)
  const family = product.family ?? own.family
  const kind = product.kind ?? own.kind
  if (
    family !== own.family ||
    kind !== own.kind ||
    [...disabled].sort().join() !== [...own.disabled_stores].sort().join()
  ) {
    await trx
      .updateTable('product')
      .set({ family, kind, disabled_stores: disabled })
      .where('sku', '=', sku)
      .execute()
    await trx.updateTable('product').set({ family, kind }).where('parent_sku', '=', sku).execute()
    changed = true
  }

  if (await updateClassification(trx, product, own, stored)) changed = true
  if (await updateTexts(trx, product, stored.texts.get(sku) ?? [])) changed = true

  const bySku = new Map(current.map((row) => [row.sku, row]))
  const newSizes = product.skus.filter(
    (planned) => product.type === 'configurable' && !bySku.has(planned.sku),
  )
  let pricesChanged = false
  for (const planned of product.skus) {
    const row = bySku.get(planned.sku)
    if (!row) continue
    const regular = planned.regularCents ?? toCents(row.regular_price)
    const final = planned.finalCents ?? toCents(row.final_price)
    if (regular !== toCents(row.regular_price) || final !== toCents(row.final_price)) {
      await trx
        .updateTable('product')
        .set({ regular_price: fromCents(regular), final_price: fromCents(final) })
        .where('sku', '=', planned.sku)
        .execute()
      pricesChanged = true
    }
    const colour = planned.colour === undefined ? row.colour : planned.colour
    const size = planned.size === undefined ? row.size : planned.size
    if (colour !== row.colour || size !== row.size) {
      await trx.updateTable('product').set({ colour, size }).where('sku', '=', planned.sku).execute()
      changed = true
    }
    if (planned.qty !== undefined && planned.qty !== row.qty) {
      await setVariantStockInTransaction(trx, stores, { sku: planned.sku, qty: planned.qty }, movement)
      changed = true
    }
  }
  if (newSizes.length > 0) {
    const next = await trx
      .selectFrom('product')
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('id'))
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('product')
      .values(
        newSizes.map((planned, index) => ({
          sku: planned.sku,
          id: Number(next.id) + index,
          type: 'simple' as const,
          parent_sku: sku,
          family,
          kind,
          gender: product.gender ?? own.gender,
          colour: planned.colour ?? null,
          size: planned.size ?? null,
          regular_price: fromCents(planned.regularCents ?? 0),
          final_price: fromCents(planned.finalCents ?? planned.regularCents ?? 0),
          qty: planned.qty ?? 0,
          is_in_stock: (planned.qty ?? 0) > 0,
          is_new: false,
          adult_image: false,
          position: own.position,
          image_id: null,
          push_redirect: null,
          stickers: [],
          created_at: now,
          tax_class: taxClassOf(product.gender ?? own.gender),
          new_from: own.new_from,
          new_to: own.new_to,
        })),
      )
      .execute()
    changed = true
    pricesChanged = true
  }
  if (product.type === 'configurable' && changed) {
    const sizes = await trx
      .selectFrom('product')
      .select(['colour', 'size'])
      .where('parent_sku', '=', sku)
      .execute()
    await replaceProductAttribute(trx, sku, 'color', [
      ...new Set(sizes.map((row) => row.colour).filter((v) => v !== null)),
    ])
    await replaceProductAttribute(trx, sku, 'size', [
      ...new Set(sizes.map((row) => row.size).filter((v) => v !== null)),
    ])
  }
  if (pricesChanged && product.type === 'configurable') {
    // The product's own price follows its sizes' lowest, as a new one's does.
    await sql`update product p set regular_price = v.regular, final_price = v.final
      from (select min(regular_price) as regular, min(final_price) as final from product where parent_sku = ${sku}) v
      where p.sku = ${sku} and (p.regular_price, p.final_price) is distinct from (v.regular, v.final)`.execute(
      trx,
    )
  }
  return changed || pricesChanged
}

async function updateClassification(
  trx: Kysely<Database>,
  product: PlannedProduct,
  own: ProductRow,
  stored: StoredProducts,
): Promise<boolean> {
  if (product.categoryIds === undefined && product.gender === undefined && product.material === undefined)
    return false
  const storedIds = chosenCategories(stored.categories.get(own.sku) ?? [])
  const storedMaterial = stored.materials.get(own.sku) ?? ''
  const categoryIds = product.categoryIds ?? storedIds
  const gender = product.gender ?? own.gender
  const materialValue = product.material ?? storedMaterial
  if (categoryIds.join() === storedIds.join() && gender === own.gender && materialValue === storedMaterial)
    return false
  await writeClassification(
    trx,
    own.sku,
    {
      categoryIds,
      gender,
      material: materialValue,
      stickers: own.stickers,
      newFrom: own.new_from,
      newTo: own.new_to,
    },
    own.position,
  )
  return true
}

/**
 * The categories a product was put in, as a form or a file names them: those of level 2 or more
 * that are not above another of its categories.
 */
export function chosenCategories(
  categories: readonly { id: number; path: string; level: number }[],
): number[] {
  const above = new Set(
    categories.flatMap((category) =>
      category.path
        .split('/')
        .map(Number)
        .filter((id) => id !== category.id),
    ),
  )
  return categories
    .filter((category) => category.level >= 2 && !above.has(category.id))
    .map((category) => category.id)
    .sort((a, b) => a - b)
}

async function updateTexts(
  trx: Kysely<Database>,
  product: PlannedProduct,
  rows: StoredProducts['texts'] extends Map<string, infer T> ? T : never,
): Promise<boolean> {
  const languages = Object.keys(product.texts) as Language[]
  if (languages.length === 0) return false
  let changed = false
  for (const language of languages) {
    const typed = product.texts[language] as ProductTexts
    const row = rows.find((candidate) => candidate.language === language)
    const given = product.textFields[language] ?? []
    if (!row) {
      const texts = typed
      await sql`insert into product_translation
          (sku, language, name, description, url_key, meta_title, meta_description, search_name, search_document)
        values (${product.sku}, ${language}, ${texts.name}, ${texts.description}, ${texts.urlKey}, ${texts.metaTitle},
          ${texts.metaDescription}, '', ''::tsvector)`.execute(trx)
      await moveProductUrl(trx, product.sku, language, null, texts.urlKey)
      changed = true
      continue
    }
    const stored: ProductTexts = {
      name: row.name,
      description: row.description,
      urlKey: row.url_key,
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
    }
    const texts: ProductTexts = { ...stored }
    for (const field of given) texts[field] = typed[field]
    if (PRODUCT_TEXT_FIELDS.every((field) => stored[field] === texts[field])) continue
    await trx
      .updateTable('product_translation')
      .set({
        name: texts.name,
        description: texts.description,
        url_key: texts.urlKey,
        meta_title: texts.metaTitle,
        meta_description: texts.metaDescription,
      })
      .where('sku', '=', product.sku)
      .where('language', '=', language)
      .execute()
    if (stored.urlKey !== texts.urlKey)
      await moveProductUrl(trx, product.sku, language, stored.urlKey, texts.urlKey)
    changed = true
  }
  return changed
}
