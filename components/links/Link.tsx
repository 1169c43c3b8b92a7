import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { css, cx } from '@linaria/core'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { classifyLink } from './classifyLink.ts'
import { fontWeights } from '../theme/tokens.ts'

/** Props of {@link Link}: `to` is store-relative for in-app links (`/cart`). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  children: ReactNode
  /** Marks the link active only on an exact path match (default: also on sub-paths). */
  exact?: boolean
}

const activeLink = css`
  font-weight: ${fontWeights.bold};
`

/**
 * A link that follows docs/storefront-rules.md#links: external targets open in a new tab with rel="noopener",
 * mail and phone links stay plain, in-app links get the store prefix, the active style and
 * aria-current (the core script preloads them on hover, focus and in view).
 */
export function Link({ to, children, exact = false, className, ...rest }: LinkProps) {
  const { store, storePath } = useShop()
  const kind = classifyLink(to)
  if (kind === 'external') {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children}
      </a>
    )
  }
  if (kind === 'plain') {
    return (
      <a href={to} className={className} {...rest}>
        {children}
      </a>
    )
  }
  const targetPath = to.split(/[?#]/)[0] || '/'
  const isCurrent = normalize(targetPath) === normalize(storePath)
  const isActive =
    isCurrent ||
    (!exact && targetPath !== '/' && normalize(storePath).startsWith(`${normalize(targetPath)}/`))
  return (
    <a
      href={storeHref(store, to)}
      aria-current={isCurrent ? 'page' : undefined}
      className={cx(className, isActive && activeLink)}
      {...rest}
    >
      {children}
    </a>
  )
}

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}
