import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { css, cx } from '@linaria/core'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { classifyLink } from './classifyLink.ts'
import { fontWeights } from '../theme/tokens.ts'
import { escapeAttribute, useFrameTemplate } from '../layout/frameTemplate.tsx'

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
  const frameTemplate = useFrameTemplate()
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
  const href = storeHref(store, to)
  const stateOf = (path: string) => linkState(targetPath, path, exact, className)
  if (frameTemplate) {
    // In a reused frame, the attributes after href say whether this page is the link's: filled per request.
    const hole = frameTemplate.hole(({ storePath: path }) => linkStateAttributes(stateOf(path)))
    return (
      <a href={href + hole} {...rest}>
        {children}
      </a>
    )
  }
  const { classNames, isCurrent } = stateOf(storePath)
  return (
    <a
      href={href}
      aria-current={isCurrent ? 'page' : undefined}
      className={classNames || undefined}
      {...rest}
    >
      {children}
    </a>
  )
}

/** Whether a page's path is the link's target (aria-current) and the class it shows with (active below it). */
function linkState(
  targetPath: string,
  storePath: string,
  exact: boolean,
  className: string | undefined,
): { classNames: string; isCurrent: boolean } {
  const isCurrent = normalize(targetPath) === normalize(storePath)
  const isActive =
    isCurrent ||
    (!exact && targetPath !== '/' && normalize(storePath).startsWith(`${normalize(targetPath)}/`))
  return { classNames: cx(className, isActive && activeLink), isCurrent }
}

/** The markup React writes after a link's href for this state (the href's closing quote is the template's). */
function linkStateAttributes({ classNames, isCurrent }: { classNames: string; isCurrent: boolean }): string {
  // No class attribute at all for none (61 empty ones on a category page).
  return `${isCurrent ? '" aria-current="page' : ''}${classNames ? `" class="${escapeAttribute(classNames)}` : ''}`
}

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}
