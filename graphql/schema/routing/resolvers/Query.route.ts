import type { RouteEntityTypename, RouteEntityValue } from '../../../../domain/routing/routeEntityValue.ts'
import { Kind, type GraphQLResolveInfo, type InlineFragmentNode } from 'graphql'
import type { ShopContext } from '../../context.ts'
import { selectsField } from '../../selectsField.ts'
import { normalizeRouteUrl } from '../../../../domain/routing/normalizeRouteUrl.ts'
import { resolveRewrite } from '../../../../domain/routing/resolveRewrite.ts'
import { isOnSaleIn } from '../../../../domain/catalog/productOnSale.ts'

const HOME_PATHS = new Set(['', 'home'])
/** The paths URL rewrites hold (URL keys, category paths, the old shop's `.html` URLs). */
const TAGGABLE_PATH = /^[a-z0-9][a-z0-9._/-]{0,254}$/i
const CONTENT_TYPES: Record<
  string,
  { type: 'category' | 'product' | 'cms_page'; idField: string } | undefined
> = {
  Category: { type: 'category', idField: 'id' },
  Product: { type: 'product', idField: 'sku' },
  CmsPage: { type: 'cms_page', idField: 'identifier' },
}

/**
 * `route(url)`: what a store-relative URL shows — a Category (/category/:id or its URL
 * path), a Product (/product/:sku or its URL key), a CmsPage, a RedirectEntity for old and
 * campaign URLs, or a NotFoundEntity.
 */
export async function route(
  _: unknown,
  args: { url: string },
  context: ShopContext,
  info: GraphQLResolveInfo,
) {
  // A category page's listing needs the attribute catalogue before its statements: it loads with the route.
  if (selectsCategoryListing(info)) void context.loaders.attributes().catch(() => {})
  const entity = await resolveRoute(args.url, context)
  const content = CONTENT_TYPES[entity.__typename]
  if (content) context.contentMetadata.record(content.type, String(entity[content.idField]), entity)
  return entity
}

/** Whether the query asks for a category's `products` when the URL shows a category. */
function selectsCategoryListing(info: GraphQLResolveInfo): boolean {
  const onCategory = info.fieldNodes.flatMap(
    (node) =>
      node.selectionSet?.selections.filter(
        (selection): selection is InlineFragmentNode =>
          selection.kind === Kind.INLINE_FRAGMENT && selection.typeCondition?.name.value === 'Category',
      ) ?? [],
  )
  return selectsField({ fieldNodes: onCategory, fragments: info.fragments }, 'products')
}

async function resolveRoute(url: string, context: ShopContext): Promise<RouteEntityValue> {
  const path = normalizeRouteUrl(url, context.store.basePath)
  const notFound = { __typename: 'NotFoundEntity' as const, identifier: url.slice(0, 500) }
  if (path === null) return notFound
  if (HOME_PATHS.has(path)) return withType('CmsPage', await cmsPageRow(context, 'home')) ?? notFound
  const [kind, id, ...rest] = path.split('/')
  if (kind === 'category' && id && rest.length === 0 && /^\d{1,9}$/.test(id))
    return withType('Category', await context.loaders.category.load(Number(id))) ?? notFound
  if (kind === 'product' && id && rest.length === 0) {
    const product = await context.loaders.product.load(id)
    return withType('Product', product && isOnSaleIn(product, context.store.key) ? product : null) ?? notFound
  }
  const rewritten = (await resolveRewrite(context, path)) ?? notFound
  // A change of this path's rewrite (a URL key moved, a redirect added) purges what was answered
  // here, a 404 included (migration 0067); only paths a URL key can be go into the tag (a header).
  if (TAGGABLE_PATH.test(path))
    context.contentMetadata.record('url', `${context.language}/${path}`, rewritten)
  return rewritten
}

async function cmsPageRow(context: ShopContext, identifier: string) {
  return context.db
    .selectFrom('cms_page')
    .selectAll()
    .where('language', '=', context.language)
    .where('identifier', '=', identifier)
    .executeTakeFirst()
}

function withType<T extends object>(typename: RouteEntityTypename, row: T | null | undefined) {
  return row ? { ...row, __typename: typename } : null
}
