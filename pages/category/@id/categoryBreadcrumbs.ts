import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Breadcrumb } from '../../../components/navigation/Breadcrumbs.tsx'

/** The trail of a category: home, its ancestors below the root, then the category itself. */
export function categoryBreadcrumbs(
  category: { name: string; path: string; breadcrumbs: ReadonlyArray<{ name: string; path: string }> },
  i18n: I18n,
): Breadcrumb[] {
  return [
    { label: i18n._(msg`Home`), path: '/' },
    ...category.breadcrumbs.map((ancestor) => ({ label: ancestor.name, path: ancestor.path })),
    { label: category.name, path: category.path },
  ]
}
