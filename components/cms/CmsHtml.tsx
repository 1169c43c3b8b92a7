import { createElement, type ReactNode } from 'react'
import { Link } from '../links/Link.tsx'
import type { CmsHtmlNode } from './parseCmsHtml.ts'

/** Pixel width of our artwork files by size (`…-medium.svg`); they are square. */
const ARTWORK_WIDTHS: Record<string, number> = { small: 300, medium: 600, large: 1200 }

/** Width and height of an image: its own attributes, else those of a known artwork file. */
function imageSize(attributes: Record<string, string>): { width?: number; height?: number } {
  if (attributes.width && attributes.height)
    return { width: Number(attributes.width), height: Number(attributes.height) }
  const size = /^\/media\/artwork\/[a-z0-9-]+-(small|medium|large)\.svg$/.exec(attributes.src ?? '')?.[1]
  const width = size ? ARTWORK_WIDTHS[size] : undefined
  return width ? { width, height: width } : {}
}

/** The first picture of some nodes, depth first. */
function firstImage(nodes: readonly CmsHtmlNode[]): CmsHtmlNode | undefined {
  for (const node of nodes) {
    if (node.type === 'text') continue
    if (node.tag === 'img') return node
    const inside = firstImage(node.children)
    if (inside) return inside
  }
  return undefined
}

function renderNode(node: CmsHtmlNode, key: number, priorityImage: CmsHtmlNode | undefined): ReactNode {
  if (node.type === 'text') return node.text
  const children = node.children.map((child, index) => renderNode(child, index, priorityImage))
  const { attributes } = node
  switch (node.tag) {
    case 'a':
      return attributes.href ? (
        <Link key={key} to={attributes.href} title={attributes.title}>
          {children}
        </Link>
      ) : (
        <span key={key}>{children}</span>
      )
    case 'img':
      // The page's main picture is fetched at once, before the stylesheet's and scripts' requests.
      return attributes.src ? (
        node === priorityImage ? (
          <img
            key={key}
            src={attributes.src}
            alt={attributes.alt ?? ''}
            {...imageSize(attributes)}
            fetchPriority="high"
          />
        ) : (
          <img
            key={key}
            src={attributes.src}
            alt={attributes.alt ?? ''}
            {...imageSize(attributes)}
            loading="lazy"
            decoding="async"
          />
        )
      ) : null
    case 'br':
      return <br key={key} />
    case 'div':
      return <div key={key}>{children}</div>
    default:
      return createElement(node.tag, { key }, children.length > 0 ? children : undefined)
  }
}

/** Props of {@link CmsHtml}. */
export interface CmsHtmlProps {
  nodes: readonly CmsHtmlNode[]
  /** The HTML holds the page's first picture: it loads at once with high priority, the others lazily. */
  priority?: boolean
}

/** Renders sanitized CMS HTML as React elements (text is escaped by React); its pictures load lazily unless `priority`. */
export function CmsHtml({ nodes, priority = false }: CmsHtmlProps) {
  const priorityImage = priority ? firstImage(nodes) : undefined
  return <>{nodes.map((node, index) => renderNode(node, index, priorityImage))}</>
}
