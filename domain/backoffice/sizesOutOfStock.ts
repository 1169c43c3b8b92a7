import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'

/** A size that cannot be sold: no pieces, or marked out of stock. */
export interface SizeOutOfStock {
  sku: string
  productSku: string
  size: string
  colour: string
  qty: number
  inStock: boolean
}

/** The one test of "a size out of stock" that the dashboard counts and the stock page lists. */
export function isSizeOutOfStock(eb: ExpressionBuilder<Database, 'product'>) {
  return eb.and([
    eb('product.parent_sku', 'is not', null),
    eb.or([eb('product.is_in_stock', '=', false), eb('product.qty', '<=', 0)]),
  ])
}

/** How many sizes are out of stock. */
export async function countSizesOutOfStock(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(isSizeOutOfStock)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** One page of the sizes out of stock, by product then size sku (`page` from 1). */
export async function listSizesOutOfStock(
  db: Kysely<Database>,
  page: number,
  pageSize: number,
): Promise<SizeOutOfStock[]> {
  const rows = await db
    .selectFrom('product')
    .select(['sku', 'parent_sku', 'size', 'colour', 'qty', 'is_in_stock'])
    .where(isSizeOutOfStock)
    .orderBy('parent_sku')
    .orderBy('sku')
    .limit(pageSize)
    .offset((Math.max(Math.trunc(page), 1) - 1) * pageSize)
    .execute()
  return rows.map((row) => ({
    sku: row.sku,
    productSku: row.parent_sku ?? row.sku,
    size: row.size ?? '',
    colour: row.colour ?? '',
    qty: row.qty,
    inStock: row.is_in_stock,
  }))
}
