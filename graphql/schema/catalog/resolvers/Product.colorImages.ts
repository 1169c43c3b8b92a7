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
  // A colour counts even without artwork (a product created in the back office has none): its uploaded pictures show.
  const byColour = new Map<string, string | null>()
  for (const { colour, imageId } of [
    ...own,
    ...variants.map((variant) => ({ colour: variant.colour, imageId: variant.image_id })),
  ]) {
    if (colour && !byColour.get(colour)) byColour.set(colour, imageId ?? null)
  }
  const [catalogue, uploaded] = await Promise.all([
    context.loaders.attributes(),
    context.loaders.productPictures.load(row.parent_sku ?? row.sku),
  ])
  const isMain = (imageId: string | null) => imageId !== null && imageId === row.image_id
  const pictures = [...byColour]
    .filter(([colour]) => !args.colors || args.colors.includes(colour))
    .filter(([colour, imageId]) => imageId !== null || picturesOfColour(uploaded, colour).length > 0)
    .sort(([, a], [, b]) => Number(isMain(b)) - Number(isMain(a)))
  const artworkIds = pictures.flatMap(([, imageId]) => (imageId ? [imageId] : []))
  const artwork = await context.loaders.media.loadMany(artworkIds)
  const artworkById = new Map(artworkIds.map((imageId, index) => [imageId, artwork[index]]))
  return pictures.flatMap(([colour, imageId]) => {
    const label = catalogue.options.get(`color:${colour}`)?.label ?? colour
    const photos = picturesOfColour(uploaded, colour)
    if (photos.length > 0)
      return photos.map((photo) => ({
        color: colour,
        label,
        image: uploadedToMedia(photo, context, row.name),
      }))
    const image = imageId ? artworkById.get(imageId) : undefined
    if (!image || image instanceof Error) return []
    return [{ color: colour, label, image: toMedia(image, context) }]
  })
}
