import type { ShopContext } from '../../context.ts'
import { toMedia } from '../../links/mediaMapper.ts'
import { uploadedToMedia } from '../../links/uploadedPictureMapper.ts'
import { PRODUCT_PICTURE_MEDIA } from '../../../../domain/media/uploadedPictureUrls.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import type { WidgetResolvers, WysiwygNodeResolvers } from '../../generated/resolverTypes.ts'
import type { WysiwygNodeValue } from '../../../../domain/cms/wysiwygMapper.ts'

type Source = Record<string, unknown>
type WysiwygNodeTypename = NonNullable<
  Awaited<ReturnType<NonNullable<WysiwygNodeResolvers['__resolveType']>>>
>
type WidgetTypename = NonNullable<Awaited<ReturnType<NonNullable<WidgetResolvers['__resolveType']>>>>

async function loadMedia(id: unknown, context: ShopContext) {
  if (typeof id !== 'string') return null
  const upload = PRODUCT_PICTURE_MEDIA.exec(id)
  if (upload) {
    const picture = await context.loaders.productPictureById.load(Number(upload[1]))
    if (!picture) return null
    // The product's tag: removing or changing its picture purges the pages that show it.
    context.contentMetadata.record('product', picture.sku, picture)
    return uploadedToMedia(picture, context, picture.name)
  }
  const row = await context.loaders.media.load(id)
  return row ? toMedia(row, context) : null
}

async function loadProducts(skus: unknown, context: ShopContext): Promise<ProductRow[]> {
  if (!Array.isArray(skus)) return []
  const rows = await context.loaders.product.loadMany(
    skus.filter((sku): sku is string => typeof sku === 'string'),
  )
  return rows.filter((row): row is ProductRow => row !== null && !(row instanceof Error))
}

const media = (field: string) => (source: Source, _: unknown, context: ShopContext) =>
  loadMedia(source[field], context)
const product = (field: string) => (source: Source, _: unknown, context: ShopContext) =>
  typeof source[field] === 'string' ? context.loaders.product.load(source[field]) : null
const products = (field: string) => (source: Source, _: unknown, context: ShopContext) =>
  loadProducts(source[field], context)
const mediaList = (field: string) => async (source: Source, _: unknown, context: ShopContext) => {
  const ids = Array.isArray(source[field]) ? (source[field] as unknown[]) : []
  return (await Promise.all(ids.map((id) => loadMedia(id, context)))).filter((item) => item !== null)
}
/** The review widget's figures come from the shop's reviews, whatever the stored widget says. */
const ekomiRating = async (_: Source, __: unknown, context: ShopContext) => {
  const summary = await context.loaders.shopReviews()
  return { ratingNumber: summary.count, average: summary.average }
}
const ekomiLastFeedback = async (_: Source, __: unknown, context: ShopContext) => {
  const { latest, ...summary } = await context.loaders.shopReviews()
  if (!latest) return null
  return {
    firstname: latest.author,
    review: plainText(latest.comment),
    submitted: new Date(latest.created_at).toISOString(),
    rating: latest.rating,
    bestRating: 5,
    neutralPercent: summary.neutralPercent,
    negativePercent: summary.negativePercent,
    dataRatingPercent: summary.positivePercent,
  }
}

/** Review comments are stored as rich text; the widget quotes their words only. */
function plainText(html: string): string {
  const entities: Record<string, string> = {
    '&nbsp;': ' ',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
    '&amp;': '&',
  }
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}

// Stored widget content is loose JSON: a field is taken as the type its GraphQL field has.
const withDefault =
  <Value>(field: string, fallback: Value) =>
  (source: Source): Value =>
    (source[field] as Value | undefined) ?? fallback

/** Field resolvers of the widgets: stored media ids and skus become Media and Product. */
export const widgetResolvers = {
  // The content mapper tags each node with a type of the schema (unknown widgets become WidgetInvalidData).
  WysiwygNode: { __resolveType: (node: WysiwygNodeValue) => node.__typename as WysiwygNodeTypename },
  Widget: { __resolveType: (node: WysiwygNodeValue) => node.__typename as WidgetTypename },
  WidgetProductPush: { image: media('image'), mediaHover: media('mediaHover'), product: product('product') },
  WidgetImageText: { image: media('image'), isCategoryLink: withDefault('isCategoryLink', false) },
  WidgetParallaxImage: { images: mediaList('images'), isCategoryLink: withDefault('isCategoryLink', false) },
  WidgetThreePush: { images: withDefault<WysiwygNodeValue[]>('images', []) },
  PushImage: { media: media('media') },
  WidgetFourEntry: { entries: withDefault<WysiwygNodeValue[]>('entries', []) },
  EntryTile: { media: media('media'), withShadow: withDefault('withShadow', false) },
  WidgetProductCarousel: { products: products('products') },
  WidgetFullScreen: { media: media('media') },
  WidgetImageQuote: { media: media('media') },
  WidgetLookbook: {
    media: media('media'),
    corners: withDefault<WysiwygNodeValue>('corners', { __typename: 'CornerProducts' }),
  },
  CornerProducts: {
    topLeft: product('topLeft'),
    topRight: product('topRight'),
    bottomLeft: product('bottomLeft'),
    bottomRight: product('bottomRight'),
  },
  WidgetPush: {
    media: media('media'),
    hoverMedia: media('hoverMedia'),
    isCategoryLink: withDefault('isCategoryLink', false),
  },
  WidgetTheme: {
    media: media('media'),
    corners: withDefault<WysiwygNodeValue>('corners', { __typename: 'CornerProducts' }),
  },
  WidgetFourProduct: { products: products('products') },
  WidgetReassurance: { items: withDefault('items', []) },
  WidgetEkomi: { rating: ekomiRating, lastFeedback: ekomiLastFeedback },
}
