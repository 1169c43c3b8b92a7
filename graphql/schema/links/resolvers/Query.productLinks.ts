import type { ShopContext } from '../../context.ts'
import { checkIdList } from '../../../../domain/catalog/idList.ts'

/** `productLinks(ids)`: URL of each known product (ids are skus), in the order asked. */
export async function productLinks(_: unknown, args: { ids: string[] }, context: ShopContext) {
  const products = await context.loaders.product.loadMany(checkIdList(args.ids, 'ids'))
  return products.flatMap((product) =>
    product && !(product instanceof Error)
      ? [{ identifier: product.sku, url: `/${product.url_key}`, type: 'product' }]
      : [],
  )
}
