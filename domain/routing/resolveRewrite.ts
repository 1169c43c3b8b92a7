import type { RouteEntityTypename } from './routeEntityValue.ts'
import type { DomainContext } from '../context.ts'
import { isOnSaleIn } from '../catalog/productOnSale.ts'
import { isCmsShownAt } from '../cms/cmsVisibility.ts'

/** Looks a path up in the store language's URL rewrites; null when none matches. */
export async function resolveRewrite(context: DomainContext, path: string) {
  const rewrite = await context.db
    .selectFrom('url_rewrite')
    .selectAll()
    .where('language', '=', context.language)
    .where('request_path', '=', path)
    .executeTakeFirst()
  if (!rewrite) return null
  if (rewrite.entity_type === 'redirect') {
    return {
      __typename: 'RedirectEntity' as const,
      identifier: path,
      redirectTo: rewrite.redirect_to ?? '/',
      redirectType: rewrite.redirect_type,
    }
  }
  const id = rewrite.entity_id ?? ''
  if (rewrite.entity_type === 'category')
    return typed('Category', await context.loaders.category.load(Number(id)))
  if (rewrite.entity_type === 'product') {
    const product = await context.loaders.product.load(id)
    return typed('Product', product && isOnSaleIn(product, context.store.key) ? product : null)
  }
  const page = await context.db
    .selectFrom('cms_page')
    .selectAll()
    .where('language', '=', context.language)
    .where('identifier', '=', id)
    .executeTakeFirst()
  return typed('CmsPage', page && isCmsShownAt(page, context.now) ? page : null)
}

function typed<T extends object>(typename: RouteEntityTypename, row: T | null | undefined) {
  return row ? { ...row, __typename: typename } : null
}
