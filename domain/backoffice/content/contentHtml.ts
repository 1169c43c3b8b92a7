import type { StoredNode, StoredWysiwyg } from '../../../db/seed/cmsContent.ts'

/** Page-builder nodes whose HTML the content form edits; others (sliders, maps) and widgets are kept as they are. */
const HTML_NODES = new Set(['row', 'default', 'heading', 'image'])

/** The widget types and other nodes a stored content has that the HTML field cannot edit, each once. */
export function uneditableParts(stored: StoredWysiwyg): string[] {
  const parts = new Set<string>()
  const walk = (nodes: readonly StoredNode[]) => {
    for (const node of nodes) {
      if ('widget' in node) parts.add(String(node.widget))
      else {
        if (!HTML_NODES.has(node.node)) parts.add(node.node)
        walk(node.childNodes ?? [])
      }
    }
  }
  walk(stored.childNodes ?? [])
  return [...parts].sort()
}

/** The HTML of a content made of HTML nodes only, in reading order; null when it has other parts. */
export function editableHtmlOf(stored: StoredWysiwyg): string | null {
  if (uneditableParts(stored).length > 0) return null
  const html: string[] = []
  const walk = (nodes: readonly StoredNode[]) => {
    for (const node of nodes) {
      if ('widget' in node) continue
      if (node.html) html.push(node.html)
      walk(node.childNodes ?? [])
    }
  }
  walk(stored.childNodes ?? [])
  return html.join('\n')
}

/** Content holding one row of sanitized HTML, as the storefront renders page-builder nodes. */
export function htmlContent(dataId: string, html: string): StoredWysiwyg {
  return { data: { dataId }, childNodes: [{ node: 'row', childNodes: [{ node: 'default', html }] }] }
}
