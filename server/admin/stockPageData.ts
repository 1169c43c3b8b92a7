import { sql, type Kysely } from 'kysely'
import type { Database, StaffLanguage } from '../../db/tables.ts'
import {
  countStockMovements,
  listStockMovements,
  type StockMovementKind,
} from '../../domain/stock/stockMovements.ts'
import { LOW_STOCK_THRESHOLD_DEFAULT } from '../../config/backOffice.ts'
import { countSizesLowOnStock, listSizesLowOnStock } from '../../domain/backoffice/sizesLowOnStock.ts'
import { countSizesOutOfStock, listSizesOutOfStock } from '../../domain/backoffice/sizesOutOfStock.ts'
import { pageOf } from './carePaging.ts'

/** Products shown at most for a search by name. */
const STOCK_SEARCH_LIMIT = 20
/** Sizes per page of the list of those out of stock. */
export const OUT_OF_STOCK_PAGE_SIZE = 50

/** A list's count and page. */
export interface StockListPage {
  totalCount: number
  page: number
  pageSize: number
}

/** A size as the stock pages show it: its quantity, flag and low-stock threshold (its own or the shop's default). */
export interface StockPageSize {
  sku: string
  size: string
  colour: string
  qty: number
  inStock: boolean
  threshold: number
  /** Its own threshold, null when it takes the shop's default. */
  ownThreshold: number | null
}

/** The stock page (/admin/stock): the search as typed and each product found with its sizes. */
export interface StockPageData {
  query: string
  /** The list of the sizes out of stock (?out=1, the dashboard's link): how many in all and the page shown; null for a search. */
  outOfStock: StockListPage | null
  /** The list of the sizes low on stock (?low=1: quantity at or below the threshold); null otherwise. */
  lowStock: StockListPage | null
  products: {
    sku: string
    name: string
    sizes: StockPageSize[]
  }[]
}

/**
 * The products matching ?q=: a product's or a size's sku (any case), a product's id, or a part
 * of its name in the staff member's language; each with the sizes whose stock can be set.
 */
export async function loadStockPage(
  db: Kysely<Database>,
  language: StaffLanguage,
  query: URLSearchParams,
): Promise<StockPageData> {
  if (query.get('out') === '1') return loadOutOfStock(db, language, pageOf(query))
  if (query.get('low') === '1') return loadLowStock(db, language, pageOf(query))
  const q = (query.get('q') ?? '').trim().slice(0, 100)
  if (q === '') return { query: q, outOfStock: null, lowStock: null, products: [] }
  const roots = await productsMatching(db, language, q)
  if (roots.length === 0) return { query: q, outOfStock: null, lowStock: null, products: [] }
  const [names, sizes] = await Promise.all([
    namesOf(db, language, roots),
    db
      .selectFrom('product')
      .select(['sku', 'parent_sku', 'size', 'colour', 'qty', 'is_in_stock', 'low_stock_threshold'])
      .where('type', '=', 'simple')
      .where((eb) => eb.or([eb('parent_sku', 'in', roots), eb('sku', 'in', roots)]))
      .orderBy('position')
      .orderBy('sku')
      .execute(),
  ])
  return {
    query: q,
    outOfStock: null,
    lowStock: null,
    products: roots.map((sku) => ({
      sku,
      name: names.get(sku) ?? sku,
      sizes: sizes.filter((size) => (size.parent_sku ?? size.sku) === sku).map(stockPageSizeOf),
    })),
  }
}

/** One page of the sizes out of stock, under their products. */
async function loadOutOfStock(
  db: Kysely<Database>,
  language: StaffLanguage,
  page: number,
): Promise<StockPageData> {
  const [totalCount, sizes] = await Promise.all([
    countSizesOutOfStock(db),
    listSizesOutOfStock(db, page, OUT_OF_STOCK_PAGE_SIZE),
  ])
  const roots = [...new Set(sizes.map((size) => size.productSku))]
  const names = roots.length === 0 ? new Map<string, string>() : await namesOf(db, language, roots)
  const own = await ownThresholds(
    db,
    sizes.map((size) => size.sku),
  )
  return {
    query: '',
    outOfStock: { totalCount, page, pageSize: OUT_OF_STOCK_PAGE_SIZE },
    lowStock: null,
    products: roots.map((sku) => ({
      sku,
      name: names.get(sku) ?? sku,
      sizes: sizes
        .filter((size) => size.productSku === sku)
        .map(({ sku, size, colour, qty, inStock }) => ({
          sku,
          size,
          colour,
          qty,
          inStock,
          threshold: own.get(sku) ?? LOW_STOCK_THRESHOLD_DEFAULT,
          ownThreshold: own.get(sku) ?? null,
        })),
    })),
  }
}

/** One page of the sizes low on stock, under their products. */
async function loadLowStock(
  db: Kysely<Database>,
  language: StaffLanguage,
  page: number,
): Promise<StockPageData> {
  const [totalCount, sizes] = await Promise.all([
    countSizesLowOnStock(db),
    listSizesLowOnStock(db, page, OUT_OF_STOCK_PAGE_SIZE),
  ])
  const roots = [...new Set(sizes.map((size) => size.productSku))]
  const names = roots.length === 0 ? new Map<string, string>() : await namesOf(db, language, roots)
  const own = await ownThresholds(
    db,
    sizes.map((size) => size.sku),
  )
  return {
    query: '',
    outOfStock: null,
    lowStock: { totalCount, page, pageSize: OUT_OF_STOCK_PAGE_SIZE },
    products: roots.map((sku) => ({
      sku,
      name: names.get(sku) ?? sku,
      sizes: sizes
        .filter((size) => size.productSku === sku)
        .map(({ sku, size, colour, qty, inStock, threshold }) => ({
          sku,
          size,
          colour,
          qty,
          inStock,
          threshold,
          ownThreshold: own.get(sku) ?? null,
        })),
    })),
  }
}

/** The sizes' own thresholds, by sku (those that have one). */
async function ownThresholds(db: Kysely<Database>, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map()
  const rows = await db
    .selectFrom('product')
    .select(['sku', 'low_stock_threshold'])
    .where('sku', 'in', skus)
    .where('low_stock_threshold', 'is not', null)
    .execute()
  return new Map(rows.map((row) => [row.sku, row.low_stock_threshold ?? LOW_STOCK_THRESHOLD_DEFAULT]))
}

/** A size row as the stock pages show it. */
function stockPageSizeOf(row: {
  sku: string
  size: string | null
  colour: string | null
  qty: number
  is_in_stock: boolean
  low_stock_threshold: number | null
}): StockPageSize {
  return {
    sku: row.sku,
    size: row.size ?? '',
    colour: row.colour ?? '',
    qty: row.qty,
    inStock: row.is_in_stock,
    threshold: row.low_stock_threshold ?? LOW_STOCK_THRESHOLD_DEFAULT,
    ownThreshold: row.low_stock_threshold,
  }
}

/** Movements a page of a SKU's history shows. */
export const STOCK_MOVEMENTS_PAGE_SIZE = 50

/** A product's stock page (/admin/stock/<sku>): its sizes with their thresholds, and their movements, newest first. */
export interface StockSkuPageData {
  sku: string
  name: string
  sizes: StockPageSize[]
  movements: {
    sku: string
    kind: StockMovementKind
    delta: number
    qtyAfter: number
    reference: string | null
    at: string
  }[]
  history: StockListPage
}

/** The SKU of a product's stock page, or null when the path is not one. */
export function stockSkuOf(pathname: string): string | null {
  const match = /^\/admin\/stock\/([^/]{1,64})$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1] ?? '')
  } catch {
    return null
  }
}

/**
 * The stock page of a product or size (any case; a size opens its product's page): its sizes
 * and one page of their movements; null when no product has that sku.
 */
export async function loadStockSkuPage(
  db: Kysely<Database>,
  language: StaffLanguage,
  sku: string,
  query: URLSearchParams,
): Promise<StockSkuPageData | null> {
  const found = await db
    .selectFrom('product')
    .select(['sku', 'parent_sku'])
    .where(sql<string>`upper(sku)`, '=', sku.toUpperCase())
    .executeTakeFirst()
  if (!found) return null
  const root = found.parent_sku ?? found.sku
  const rows = await db
    .selectFrom('product')
    .select(['sku', 'size', 'colour', 'qty', 'is_in_stock', 'low_stock_threshold'])
    .where('type', '=', 'simple')
    .where((eb) => eb.or([eb('parent_sku', '=', root), eb('sku', '=', root)]))
    .orderBy('position')
    .orderBy('sku')
    .execute()
  const skus = rows.map((row) => row.sku)
  const page = pageOf(query)
  const [names, totalCount, movements] = await Promise.all([
    namesOf(db, language, [root]),
    countStockMovements(db, skus),
    listStockMovements(db, skus, page, STOCK_MOVEMENTS_PAGE_SIZE),
  ])
  return {
    sku: root,
    name: names.get(root) ?? root,
    sizes: rows.map(stockPageSizeOf),
    movements: movements.map((movement) => ({ ...movement, at: movement.at.toISOString() })),
    history: { totalCount, page, pageSize: STOCK_MOVEMENTS_PAGE_SIZE },
  }
}

/** The products' names in the staff member's language, by sku. */
async function namesOf(
  db: Kysely<Database>,
  language: StaffLanguage,
  skus: string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('product_translation')
    .select(['sku', 'name'])
    .where('sku', 'in', skus)
    .where('language', '=', language)
    .execute()
  return new Map(rows.map((row) => [row.sku, row.name]))
}

/** The skus of the products (never a size) that a search names. */
async function productsMatching(db: Kysely<Database>, language: StaffLanguage, q: string): Promise<string[]> {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null
  const exact = await db
    .selectFrom('product')
    .select(['sku', 'parent_sku'])
    .where((eb) =>
      eb.or([eb(eb.fn('upper', ['sku']), '=', q.toUpperCase()), ...(id === null ? [] : [eb('id', '=', id)])]),
    )
    .execute()
  if (exact.length > 0) return [...new Set(exact.map((row) => row.parent_sku ?? row.sku))]
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const named = await db
    .selectFrom('product_translation')
    .innerJoin('product', 'product.sku', 'product_translation.sku')
    .select('product.sku')
    .where('product_translation.language', '=', language)
    .where('product_translation.name', 'ilike', pattern)
    .where('product.parent_sku', 'is', null)
    .where('product.type', 'in', ['simple', 'configurable'])
    .orderBy('product.sku')
    .limit(STOCK_SEARCH_LIMIT)
    .execute()
  return named.map((row) => row.sku)
}
