import { sql, type Kysely } from 'kysely'
import type { Database, ProductTable } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { allowed, refused, type BackOfficeActor, type BackOfficeResult } from '../backOfficeActor.ts'
import { onSaleInSql } from '../../catalog/productOnSale.ts'

/** The kinds of product the list filters on. */
export const PRODUCT_TYPES = ['simple', 'configurable', 'bundle', 'giftcard', 'downloadable'] as const

/** One kind of {@link PRODUCT_TYPES}. */
export type ProductType = ProductTable['type']

/** What the products list asks (docs/back-office.md#catalogue); every part optional, pages from 1. */
export interface ProductSearch {
  /** The start of a SKU, or a part of a name in any language (case and accents ignored). */
  query?: string
  type?: ProductType
  categoryId?: number
  /** `enabled`: on sale in every store; `disabled`: switched off in at least one. */
  status?: 'enabled' | 'disabled'
  /** On sale in one store (`onSale`), or switched off there (not `onSale`). */
  storeVisibility?: { storeKey: string; onSale: boolean }
  /** The product's own "in stock" flag, as the storefront shows it. */
  stock?: 'in' | 'out'
  page?: number
  /** At most 200 (default 50). */
  pageSize?: number
}

/** A product as the list shows it: its name in the staff member's language (else another one). */
export interface ProductListEntry {
  sku: string
  name: string
  type: ProductType
  qty: number
  inStock: boolean
  disabledStores: string[]
  createdAt: Date
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/**
 * The catalogue's products (never a configurable product's sizes), newest first, filtered and
 * paged, with the count of every match. A search finds the start of a SKU (any case) or a part
 * of a name in any of the four languages, matched like the shop's search (`search_name`: lower
 * case, no accents; its trigram index serves the `like`).
 */
export async function listProducts(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  language: Language,
  search: ProductSearch,
): Promise<BackOfficeResult<{ products: ProductListEntry[]; totalCount: number }, 'FORBIDDEN'>> {
  if (!allowed(actor, 'catalogue.view')) return refused('FORBIDDEN')
  const pageSize = Math.min(Math.max(Math.trunc(search.pageSize ?? 50), 1), 200)
  const page = Math.max(Math.trunc(search.page ?? 1), 1)
  const words = (search.query ?? '').trim()
  let query = db.selectFrom('product as p').where('p.parent_sku', 'is', null)
  if (words !== '')
    query = query.where((eb) =>
      eb.or([
        eb(sql`upper(p.sku)`, 'like', `${escapeLike(words.toUpperCase())}%`),
        eb.exists(
          eb
            .selectFrom('product_translation as t')
            .select('t.sku')
            .whereRef('t.sku', '=', 'p.sku')
            .where('t.search_name', 'like', sql<string>`'%' || lower(unaccent(${escapeLike(words)})) || '%'`),
        ),
      ]),
    )
  if (search.type) query = query.where('p.type', '=', search.type)
  if (search.categoryId !== undefined) {
    const categoryId = search.categoryId
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_category as pc')
          .select('pc.sku')
          .whereRef('pc.sku', '=', 'p.sku')
          .where('pc.category_id', '=', categoryId),
      ),
    )
  }
  if (search.status === 'enabled') query = query.where(sql<boolean>`cardinality(p.disabled_stores) = 0`)
  if (search.status === 'disabled') query = query.where(sql<boolean>`cardinality(p.disabled_stores) > 0`)
  if (search.storeVisibility) {
    const onSale = onSaleInSql('p', search.storeVisibility.storeKey)
    query = query.where(search.storeVisibility.onSale ? onSale : sql<boolean>`not ${onSale}`)
  }
  if (search.stock) query = query.where('p.is_in_stock', '=', search.stock === 'in')
  const [rows, count] = await Promise.all([
    query
      .select(['p.sku', 'p.type', 'p.qty', 'p.is_in_stock', 'p.disabled_stores', 'p.created_at'])
      .select((eb) =>
        eb
          .selectFrom('product_translation as n')
          .select('n.name')
          .whereRef('n.sku', '=', 'p.sku')
          .orderBy(sql`n.language = ${language}`, 'desc')
          .orderBy('n.language')
          .limit(1)
          .as('name'),
      )
      .orderBy('p.created_at', 'desc')
      .orderBy('p.sku', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return {
    ok: true,
    totalCount: Number(count.count),
    products: rows.map((row) => ({
      sku: row.sku,
      name: row.name ?? row.sku,
      type: row.type,
      qty: row.qty,
      inStock: row.is_in_stock,
      disabledStores: row.disabled_stores,
      createdAt: row.created_at,
    })),
  }
}

/** The categories a list can be filtered on, by name in the language, in tree order. */
export async function catalogueCategories(
  db: Kysely<Database>,
  language: Language,
): Promise<{ id: number; name: string; level: number }[]> {
  const rows = await db
    .selectFrom('category as c')
    .innerJoin('category_translation as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.language', '=', language),
    )
    .select(['c.id', 'c.level', 't.name', 'c.path'])
    .where('c.level', '>=', 2)
    .orderBy('c.path')
    .execute()
  return rows.map((row) => ({ id: row.id, name: row.name, level: row.level }))
}
