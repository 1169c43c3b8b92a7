import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'

/** Whether nothing in a cart is shipped: it has lines, and every one is a gift card (e-mailed) or a downloadable product (files). */
export async function isVirtualCart(db: Kysely<Database>, cartId: string): Promise<boolean> {
  const counts = await db
    .selectFrom('cart_item')
    .innerJoin('product', 'product.sku', 'cart_item.sku')
    .select(({ fn, eb }) => [
      fn.countAll<string>().as('lines'),
      fn
        .count<string>(
          eb
            .case()
            .when('cart_item.giftcard', 'is not', null)
            .then(1)
            .when('product.type', '=', 'downloadable')
            .then(1)
            .end(),
        )
        .as('virtual_lines'),
    ])
    .where('cart_item.cart_id', '=', cartId)
    .executeTakeFirstOrThrow()
  return Number(counts.lines) > 0 && Number(counts.lines) === Number(counts.virtual_lines)
}
