import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { toMedia } from '../../links/mediaMapper.ts'
import { uploadedToMedia } from '../../links/uploadedPictureMapper.ts'
import { picturesOfColour } from '../../../../domain/catalog/productPictureLoader.ts'

/**
 * `Product.colorImages`: one picture per colour the product comes in (its variants' colours,
 * or its own), its main picture's colour first; `colors` keeps only those colours. A colour
 * with uploaded pictures (its own, else the whole product's) shows them all, in their order,
 * instead of its artwork (docs/back-office.md#pictures).
 */
export async function colorImages(
  row: ProductRow,
  args: { colors?: readonly string[] | null },
  context: ShopContext,
) {
  const own = row.colour && row.image_id ? [{ colour: row.colour, imageId: row.image_id }] : []
  const variants = row.type === 'configurable' ? await context.loaders.variants.load(row.sku) : []
  const byColour = new Map<string, string>()
  for (const { colour, imageId } of [
    ...own,
    ...variants.map((variant) => ({ colour: variant.colour, imageId: variant.image_id })),
  ]) {
    if (colour && imageId && !byColour.has(colour)) byColour.set(colour, imageId)
  }
  const pictures = [...byColour]
    .filter(([colour]) => !args.colors || args.colors.includes(colour))
    .sort(([, a], [, b]) => Number(b === row.image_id) - Number(a === row.image_id))
  const [media, catalogue, uploaded] = await Promise.all([
    context.loaders.media.loadMany(pictures.map(([, imageId]) => imageId)),
    context.loaders.attributes(),
    context.loaders.productPictures.load(row.parent_sku ?? row.sku),
  ])
  return pictures.flatMap(([colour], index) => {
    const label = catalogue.options.get(`color:${colour}`)?.label ?? colour
    const photos = picturesOfColour(uploaded, colour)
    if (photos.length > 0)
      return photos.map((photo) => ({
        color: colour,
        label,
        image: uploadedToMedia(photo, context.language, row.name),
      }))
    const image = media[index]
    if (!image || image instanceof Error) return []
    return [{ color: colour, label, image: toMedia(image, context.language) }]
  })
}
