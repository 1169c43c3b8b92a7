import { Children, type ReactNode } from 'react'
import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import type { PageBuilderNodeKind } from '../../graphql/client/generated/graphql.ts'
import { colors, fontWeights } from '../theme/tokens.ts'
import { CmsHtml } from './CmsHtml.tsx'
import { MapNode } from './MapNode.tsx'
import { parseCmsHtml } from './parseCmsHtml.ts'
import { snapRow } from './cms.styles.ts'

const row = css`
  display: grid;
  gap: 1.6rem;
  margin: 0 0 3.2rem;
  img {
    max-width: 100%;
    height: auto;
  }
  p {
    margin: 0;
  }
`

const buttonItem = css`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
    padding: 0 2rem;
    border-radius: 2.2rem;
    background: ${colors.textBlack};
    color: ${colors.white};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
  }
`

const slide = css`
  img {
    display: block;
    width: 100%;
  }
`

/** Props of {@link PageBuilderNode}: the node's kind and HTML, and its rendered children. */
export interface PageBuilderNodeProps {
  kind: PageBuilderNodeKind
  html: string | null | undefined
  children?: ReactNode
  /** The node holds the page's first picture (see {@link CmsHtml}). */
  priority?: boolean
}

/**
 * A page-builder node (default, button item, heading, image, slider, slide, row,
 * map). Its HTML goes through the allow-list reader, never straight into the page.
 */
export function PageBuilderNode({ kind, html, children, priority = false }: PageBuilderNodeProps) {
  const { t } = useLingui()
  const nodes = html ? parseCmsHtml(html) : []
  const content = <CmsHtml nodes={nodes} priority={priority} />
  switch (kind) {
    case 'ROW':
      return (
        <div className={row}>
          {content}
          {children}
        </div>
      )
    case 'SLIDER':
      // A scroll-snap row: it slides with touch, trackpad or keyboard, without a script.
      return (
        <ul className={snapRow} tabIndex={0} aria-label={t`Slideshow: scroll sideways for more`}>
          {Children.map(children, (child) => (
            <li>{child}</li>
          ))}
        </ul>
      )
    case 'SLIDE':
      return (
        <div className={slide}>
          {content}
          {children}
        </div>
      )
    case 'BUTTON_ITEM':
      return (
        <div className={buttonItem}>
          {content}
          {children}
        </div>
      )
    case 'MAP':
      return <MapNode nodes={nodes} />
    case 'HEADING':
    case 'IMAGE':
    case 'DEFAULT':
      return (
        <div>
          {content}
          {children}
        </div>
      )
  }
}
