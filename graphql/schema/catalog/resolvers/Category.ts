import type { ShopContext } from '../../context.ts'
import type { CategoryRow } from '../../../../domain/catalog/categoryLoaders.ts'
import type { ListingParamsInput } from '../../../../domain/catalog/listingParams.ts'
import { resolveProductListing } from '../../../../domain/catalog/productListing.ts'
import { toMedia } from '../../links/mediaMapper.ts'

const ROOT_LEVEL = 1

/** Field resolvers of Category. */
export const Category = {
  id: (row: CategoryRow) => String(row.id),
  path: (row: CategoryRow) => `/${row.url_path}`,
  urlPath: (row: CategoryRow) => row.url_path,
  metaTitle: (row: CategoryRow) => row.meta_title,
  includeInMenu: (row: CategoryRow) => row.include_in_menu,
  parent: (row: CategoryRow, _: unknown, context: ShopContext) =>
    row.parent_id === null || row.level <= ROOT_LEVEL ? null : context.loaders.category.load(row.parent_id),
  children: (row: CategoryRow, _: unknown, context: ShopContext) => context.loaders.children.load(row.id),
  async breadcrumbs(row: CategoryRow, _: unknown, context: ShopContext) {
    const ancestorIds = row.path.split('/').map(Number).slice(2, -1)
    const ancestors = await context.loaders.category.loadMany(ancestorIds)
    return ancestors.filter(
      (ancestor): ancestor is CategoryRow => ancestor !== null && !(ancestor instanceof Error),
    )
  },
  async image(row: CategoryRow, _: unknown, context: ShopContext) {
    const media = row.image_id ? await context.loaders.media.load(row.image_id) : null
    if (!media) return null
    const picture = toMedia(media, context)
    // The category's own words for its picture come before the picture's own (migration 0084).
    return { ...picture, alt: row.image_alt[context.language] || picture.alt }
  },
  products: (row: CategoryRow, args: { params?: ListingParamsInput | null }, context: ShopContext) =>
    resolveProductListing(context, { categoryId: row.id }, args.params),
}
