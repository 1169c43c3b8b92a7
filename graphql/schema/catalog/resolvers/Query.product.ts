import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'

const MAX_SKU_LENGTH = 64

/** `product(sku)`: a sellable product by sku, or null for unknown skus and variants. */
export async function product(
  _: unknown,
  args: { sku: string },
  context: ShopContext,
): Promise<ProductRow | null> {
  if (args.sku.length === 0 || args.sku.length > MAX_SKU_LENGTH) return null
  const row = await context.loaders.product.load(args.sku)
  if (row) context.contentMetadata.record('product', row.sku, row)
  return row
}
