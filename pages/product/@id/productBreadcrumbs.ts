import { graphql, useFragment as readFragment, type FragmentType } from '../../../graphql/client/index.ts'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Breadcrumb } from '../../../components/navigation/Breadcrumbs.tsx'

const HOME = msg`Home`

/** Fields the trail needs: the product's categories and their ancestors. */
export const ProductBreadcrumbsFragment = graphql(`
  fragment ProductBreadcrumbs on Product {
    name
    path
    categories {
      id
      name
      path
      level
      breadcrumbs {
        id
        name
        path
      }
    }
  }
`)

/**
 * Breadcrumb trail of a product: its deepest category with that category's ancestors, then
 * the product itself. The home page is the first step of every trail.
 */
export function productBreadcrumbs(
  fragment: FragmentType<typeof ProductBreadcrumbsFragment>,
  i18n: I18n,
): Breadcrumb[] {
  const product = readFragment(ProductBreadcrumbsFragment, fragment)
  const deepest = [...product.categories].sort((a, b) => b.level - a.level)[0]
  const categories = deepest ? [...deepest.breadcrumbs, deepest] : []
  return [
    { label: i18n._(HOME), path: '/' },
    ...categories.map((category) => ({ label: category.name, path: category.path })),
    { label: product.name, path: product.path },
  ]
}
