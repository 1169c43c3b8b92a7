import type { ProductRow } from '../../../../domain/catalog/productRow.ts'

/** `Product.giftcard_type`: every gift card of the shop is e-mailed (VIRTUAL); null for other products. */
export function giftcard_type(row: ProductRow) {
  return row.type === 'giftcard' ? ('VIRTUAL' as const) : null
}
