import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { LOW_STOCK_THRESHOLD_DEFAULT } from '../../config/backOffice.ts'
import type { Database } from '../../db/tables.ts'

/** A size at or below its low-stock threshold. */
export interface SizeLowOnStock {
  sku: string
  productSku: string
  size: string
  colour: string
  qty: number
  inStock: boolean
  /** Its own threshold, or the shop's default. */
  threshold: number
}

/** The one test of "a size low on stock": a size or simple product whose quantity is at or below its threshold (its own, or the shop's default). */
export function isSizeLowOnStock(eb: ExpressionBuilder<Database, 'product'>) {
  return eb.and([
    eb('product.type', '=', 'simple'),
    eb(
      'product.qty',
      '<=',
      sql<number>`coalesce(product.low_stock_threshold, ${LOW_STOCK_THRESHOLD_DEFAULT})`,
    ),
  ])
}

/** How many sizes are low on stock. */
export async function countSizesLowOnStock(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(isSizeLowOnStock)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** One page of the sizes low on stock, by product then size sku (`page` from 1). */
export async function listSizesLowOnStock(
  db: Kysely<Database>,
  page: number,
  pageSize: number,
): Promise<SizeLowOnStock[]> {
  const rows = await db
    .selectFrom('product')
    .select(['sku', 'parent_sku', 'size', 'colour', 'qty', 'is_in_stock', 'low_stock_threshold'])
    .where(isSizeLowOnStock)
    .orderBy(sql`coalesce(parent_sku, sku)`)
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
    threshold: row.low_stock_threshold ?? LOW_STOCK_THRESHOLD_DEFAULT,
  }))
}
