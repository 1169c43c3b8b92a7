import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { priceStoreOf, toProductPricesValue } from '../../../../domain/catalog/productMappers.ts'
import { CONFIGURABLE_ATTRIBUTES } from '../../../../domain/catalog/configurableAttributes.ts'
import { toMedia } from '../../links/mediaMapper.ts'
import { uploadedToMedia } from '../../links/uploadedPictureMapper.ts'
import { picturesOfColour } from '../../../../domain/catalog/productPictureLoader.ts'
import { variantSaleableQuantity } from '../../../../domain/cart/cartStock.ts'

/** `Product.configurations`: each variant with its stock, prices, picture and option values. */
export async function configurations(row: ProductRow, _: unknown, context: ShopContext) {
  const variants = await context.loaders.variants.load(row.sku)
  // Variants of one colour share a picture; the media loader batches and dedupes the ids.
  const [media, uploaded] = await Promise.all([
    context.loaders.media.loadMany(variants.map((variant) => variant.image_id ?? 'placeholder')),
    context.loaders.productPictures.load(row.sku),
  ])
  // A variant is the same goods as its product: its tax class is the product's.
  const shownIn = await priceStoreOf(row, context)
  return variants.map((variant, index) => {
    const image = media[index]
    // An uploaded picture of the variant's colour (or the whole product's) replaces the artwork.
    const photo = picturesOfColour(uploaded, variant.colour)[0]
    const qty = variantSaleableQuantity(row, variant)
    return {
      product: {
        id: String(variant.id),
        sku: variant.sku,
        stock: { isInStock: qty > 0, qty },
        prices: toProductPricesValue(variant, shownIn, { tierPriceSku: null, historySku: variant.sku }),
        image: photo
          ? uploadedToMedia(photo, context, row.name)
          : variant.image_id && image && !(image instanceof Error)
            ? toMedia(image, context)
            : null,
      },
      attributes: CONFIGURABLE_ATTRIBUTES.filter(({ column }) => variant[column] !== null).map(
        ({ code, column }) => ({ code, value: variant[column] as string }),
      ),
    }
  })
}
