import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { colors, fontSizes } from '../theme/tokens.ts'
import type { PublicStore } from '../shop/ShopContext.tsx'

/** One step of a breadcrumb trail: a label and a store-relative path. */
export interface Breadcrumb {
  label: string
  path: string
}

const trail = css`
  font-size: ${fontSizes.small};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
  }
  li + li::before {
    content: '/';
    margin-right: 0.4rem;
    color: ${colors.greyText};
  }
  /* WCAG 2.2 target size (2.5.8): at least 24 × 24 px, with room to spare for short names. */
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 3.2rem;
    min-height: 3.2rem;
  }
`

/** Breadcrumb trail of a page; the last step is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useLingui()
  return (
    <nav className={trail} aria-label={t`Breadcrumb`}>
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} aria-current="page">
              {item.label}
            </li>
          ) : (
            <li key={item.path}>
              <Link to={item.path} exact>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}

/** schema.org BreadcrumbList for a trail, with absolute URLs of the store. */
export function breadcrumbJsonLd(items: Breadcrumb[], store: Pick<PublicStore, 'baseUrl'>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${store.baseUrl}${item.path}`,
    })),
  }
}
