import type { CategoryRow } from '../../../../domain/catalog/categoryLoaders.ts'
import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import {
  productPath,
  productTypeOf,
  priceStoreOf,
  toProductPricesValue,
  type ProductPricesValue,
} from '../../../../domain/catalog/productMappers.ts'
import { toMedia } from '../../links/mediaMapper.ts'
import { uploadedToMedia } from '../../links/uploadedPictureMapper.ts'
import { mainPicture, picturesOfColour } from '../../../../domain/catalog/productPictureLoader.ts'
import { uploadedPictureUrl } from '../../../../domain/media/uploadedPictureUrls.ts'
import { ARTWORK_SIZES } from '../../../../domain/media/artworkUrls.ts'
import { artworkUrl } from '../../../../domain/media/artworkUrls.ts'
import { SHOP_CONFIG } from '../../../../config/shopConfig.ts'
import { loadProductSaleableQuantity } from '../../../../domain/cart/cartStock.ts'
import { isProductNew, shopDayOf } from '../../../../domain/catalog/productNews.ts'
import { isCmsShownAt } from '../../../../domain/cms/cmsVisibility.ts'

/** Field resolvers of Product: plain columns map directly, related data comes from loaders. */
export const Product = {
  id: (row: ProductRow) => String(row.id),
  type: productTypeOf,
  urlKey: (row: ProductRow) => row.url_key,
  metaTitle: (row: ProductRow) => row.meta_title ?? '',
  metaDescription: (row: ProductRow) => row.meta_description ?? '',
  path: productPath,
  isNew: (row: ProductRow) => isProductNew(row, shopDayOf(new Date())),
  // The cart's own rule: a bundle with a part sold out, or a configurable product with every size sold out, is out of stock.
  async stock(row: ProductRow, _: unknown, context: ShopContext) {
    const qty = await loadProductSaleableQuantity(context, row)
    return { isInStock: qty > 0, qty }
  },
  prices: async (row: ProductRow, _: unknown, context: ShopContext): Promise<ProductPricesValue> =>
    toProductPricesValue(row, await priceStoreOf(row, context), {
      tierPriceSku: row.sku,
      historySku: row.sku,
    }),
  async image(row: ProductRow, _: unknown, context: ShopContext) {
    const uploaded = await uploadedPictureOf(row, context)
    if (uploaded) return uploadedToMedia(uploaded, context, row.name)
    const media = row.image_id ? await context.loaders.media.load(row.image_id) : null
    return media ? toMedia(media, context) : null
  },
  async imageUrl(row: ProductRow, _: unknown, context: ShopContext) {
    const uploaded = await uploadedPictureOf(row, context)
    if (uploaded)
      return uploadedPictureUrl(uploaded.file_hash, ARTWORK_SIZES.medium, 'webp', context.uploadedPictureBase)
    const media = row.image_id ? await context.loaders.media.load(row.image_id) : null
    return media ? artworkUrl(media.artwork, 'default', 'medium') : SHOP_CONFIG.defaultProductImage
  },
  async push_redirect(row: ProductRow, _: unknown, context: ShopContext) {
    const block = row.push_redirect ? await context.loaders.cmsBlock.load(row.push_redirect) : null
    if (!block) return null
    // Recorded even when hidden, so publishing the block purges the product's cached page.
    context.contentMetadata.record('cms_block', block.identifier, block)
    return isCmsShownAt(block, context.now) ? block : null
  },
  async categories(row: ProductRow, _: unknown, context: ShopContext) {
    const ids = await context.loaders.categoryIds.load(row.sku)
    const categories = await context.loaders.category.loadMany(ids)
    return categories.filter(
      (category): category is CategoryRow => category !== null && !(category instanceof Error),
    )
  },
}

/** The uploaded picture a product shows (docs/back-office.md#pictures): a variant its colour's, a product its main one; null without uploads. */
async function uploadedPictureOf(row: ProductRow, context: ShopContext) {
  const pictures = await context.loaders.productPictures.load(row.parent_sku ?? row.sku)
  return row.parent_sku ? (picturesOfColour(pictures, row.colour)[0] ?? null) : mainPicture(pictures)
}
