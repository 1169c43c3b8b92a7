import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { toMedia } from '../../links/mediaMapper.ts'

/**
 * `Product.colorImages`: one picture per colour the product comes in (its variants' colours,
 * or its own), its main picture's colour first; `colors` keeps only those colours.
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
  const [media, catalogue] = await Promise.all([
    context.loaders.media.loadMany(pictures.map(([, imageId]) => imageId)),
    context.loaders.attributes(),
  ])
  return pictures.flatMap(([colour], index) => {
    const image = media[index]
    if (!image || image instanceof Error) return []
    return [
      {
        color: colour,
        label: catalogue.options.get(`color:${colour}`)?.label ?? colour,
        image: toMedia(image, context.language),
      },
    ]
  })
}
