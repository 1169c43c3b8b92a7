import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { isOnSaleIn } from '../../../../domain/catalog/productOnSale.ts'

const MAX_SKU_LENGTH = 64

/** `product(sku)`: a sellable product by sku, or null for unknown skus, variants and products switched off in the store. */
export async function product(
  _: unknown,
  args: { sku: string },
  context: ShopContext,
): Promise<ProductRow | null> {
  if (args.sku.length === 0 || args.sku.length > MAX_SKU_LENGTH) return null
  const found = await context.loaders.product.load(args.sku)
  const row = found && isOnSaleIn(found, context.store.key) ? found : null
  if (row) context.contentMetadata.record('product', row.sku, row)
  return row
}
