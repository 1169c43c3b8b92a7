import type { Kysely } from 'kysely'
import type { Database, StaffLanguage } from '../../db/tables.ts'

/** Products shown at most for a search by name. */
const STOCK_SEARCH_LIMIT = 20

/** The stock page (/admin/stock): the search as typed and each product found with its sizes. */
export interface StockPageData {
  query: string
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
  const q = (query.get('q') ?? '').trim().slice(0, 100)
  if (q === '') return { query: q, products: [] }
  const roots = await productsMatching(db, language, q)
  if (roots.length === 0) return { query: q, products: [] }
  const [names, sizes] = await Promise.all([
    db
      .selectFrom('product_translation')
      .select(['sku', 'name'])
      .where('sku', 'in', roots)
      .where('language', '=', language)
      .execute(),
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
    products: roots.map((sku) => ({
      sku,
      name: names.find((name) => name.sku === sku)?.name ?? sku,
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
