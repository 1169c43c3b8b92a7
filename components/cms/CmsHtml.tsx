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

function renderNode(node: CmsHtmlNode, key: number): ReactNode {
  if (node.type === 'text') return node.text
  const children = node.children.map(renderNode)
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
      return attributes.src ? (
        <img
          key={key}
          src={attributes.src}
          alt={attributes.alt ?? ''}
          {...imageSize(attributes)}
          loading="lazy"
          decoding="async"
        />
      ) : null
    case 'br':
      return <br key={key} />
    case 'div':
      return <div key={key}>{children}</div>
    default:
      return createElement(node.tag, { key }, children.length > 0 ? children : undefined)
  }
}

/** Renders sanitized CMS HTML as React elements (text is escaped by React). */
export function CmsHtml({ nodes }: { nodes: readonly CmsHtmlNode[] }) {
  return <>{nodes.map(renderNode)}</>
}
