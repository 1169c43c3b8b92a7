import type { Kysely } from 'kysely'
import type { Database, StaffLanguage } from '../../db/tables.ts'
import { countSizesOutOfStock, listSizesOutOfStock } from '../../domain/backoffice/sizesOutOfStock.ts'
import { pageOf } from './carePaging.ts'

/** Products shown at most for a search by name. */
const STOCK_SEARCH_LIMIT = 20
/** Sizes per page of the list of those out of stock. */
export const OUT_OF_STOCK_PAGE_SIZE = 50

/** The stock page (/admin/stock): the search as typed and each product found with its sizes. */
export interface StockPageData {
  query: string
  /** The list of the sizes out of stock (?out=1, the dashboard's link): how many in all and the page shown; null for a search. */
  outOfStock: { totalCount: number; page: number; pageSize: number } | null
  products: {
    sku: string
    name: string
    sizes: { sku: string; size: string; colour: string; qty: number; inStock: boolean }[]
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
  const q = (query.get('q') ?? '').trim().slice(0, 100)
  if (q === '') return { query: q, outOfStock: null, products: [] }
  const roots = await productsMatching(db, language, q)
  if (roots.length === 0) return { query: q, outOfStock: null, products: [] }
  const [names, sizes] = await Promise.all([
    namesOf(db, language, roots),
    db
      .selectFrom('product')
      .select(['sku', 'parent_sku', 'size', 'colour', 'qty', 'is_in_stock'])
      .where('type', '=', 'simple')
      .where((eb) => eb.or([eb('parent_sku', 'in', roots), eb('sku', 'in', roots)]))
      .orderBy('position')
      .orderBy('sku')
      .execute(),
  ])
  return {
    query: q,
    outOfStock: null,
    products: roots.map((sku) => ({
      sku,
      name: names.get(sku) ?? sku,
      sizes: sizes
        .filter((size) => (size.parent_sku ?? size.sku) === sku)
        .map((size) => ({
          sku: size.sku,
          size: size.size ?? '',
          colour: size.colour ?? '',
          qty: size.qty,
          inStock: size.is_in_stock,
        })),
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
  return {
    query: '',
    outOfStock: { totalCount, page, pageSize: OUT_OF_STOCK_PAGE_SIZE },
    products: roots.map((sku) => ({
      sku,
      name: names.get(sku) ?? sku,
      sizes: sizes
        .filter((size) => size.productSku === sku)
        .map(({ sku, size, colour, qty, inStock }) => ({ sku, size, colour, qty, inStock })),
    })),
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
