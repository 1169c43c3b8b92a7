import type { CmsHtmlNode } from './parseCmsHtml.ts'

const VOID_TAGS = new Set(['img', 'br'])

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

/**
 * Writes a tree read by `parseCmsHtml` back as HTML: only its allowed elements and checked
 * attributes, text escaped. The back office stores what it answers, so what an editor saves is
 * exactly what the storefront shows.
 */
export function serializeCmsHtml(nodes: readonly CmsHtmlNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeText(node.text)
      const attributes = Object.entries(node.attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('')
      if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attributes}>`
      return `<${node.tag}${attributes}>${serializeCmsHtml(node.children)}</${node.tag}>`
    })
    .join('')
}
