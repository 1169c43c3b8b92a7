/**
 * A small allow-list HTML reader for the `html` of page-builder nodes. It never hands HTML to
 * the browser: it returns a tree of known elements with checked attributes and plain text,
 * which React renders escaped (angle brackets in text are escaped, docs/storefront-rules.md#escaping-text).
 */

/** Elements page-builder HTML may use; anything else is unwrapped (its text is kept). */
const ALLOWED_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'img',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'ul',
  'ol',
  'li',
  'span',
  'div',
  'blockquote',
])

/** Elements dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
])

const VOID_TAGS = new Set(['img', 'br'])

/** Attributes kept per element; every other attribute (style, class, on*) is dropped. */
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  div: ['data-lat', 'data-lng', 'data-address'],
}

const MAX_HTML_LENGTH = 100_000
const MAX_DEPTH = 32

/** An allowed element of CMS HTML. */
export type CmsHtmlTag =
  | 'p'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'a'
  | 'img'
  | 'strong'
  | 'em'
  | 'b'
  | 'i'
  | 'br'
  | 'ul'
  | 'ol'
  | 'li'
  | 'span'
  | 'div'
  | 'blockquote'

/** A node of sanitized CMS HTML: text, or an allowed element with checked attributes. */
export type CmsHtmlNode =
  | { type: 'text'; text: string }
  | { type: 'element'; tag: CmsHtmlTag; attributes: Record<string, string>; children: CmsHtmlNode[] }

type Element = Extract<CmsHtmlNode, { type: 'element' }>

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Decodes character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number.parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : '\ufffd'
  })
}

/** A link target CMS HTML may use: a store path, http(s), mail or phone; null otherwise. */
export function safeHref(value: string): string | null {
  const href = value.trim()
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('\\')) return null
  return href === '' ? null : href
}

/** An image source CMS HTML may use: a root-relative path or an http(s) URL. */
function safeSrc(value: string): string | null {
  const src = value.trim()
  if (/^https?:\/\//i.test(src)) return src
  return src.startsWith('/') && !src.startsWith('//') ? src : null
}

function checkedAttributes(tag: string, source: string): Record<string, string> {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? []
  const attributes: Record<string, string> = {}
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g
  for (const match of source.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase()
    if (!allowed.includes(name)) continue
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
    const checked =
      name === 'href'
        ? safeHref(value)
        : name === 'src'
          ? safeSrc(value)
          : name === 'width' || name === 'height'
            ? /^\d{1,5}$/.test(value)
              ? value
              : null
            : value
    if (checked !== null) attributes[name] = checked
  }
  return attributes
}

/**
 * Reads CMS HTML into a tree of allowed elements. Unknown elements are unwrapped, dangerous
 * ones (script, style, iframe …) are dropped with their content, comments are ignored and
 * unclosed elements are closed at the end.
 */
export function parseCmsHtml(html: string): CmsHtmlNode[] {
  const root: Element = { type: 'element', tag: 'div', attributes: {}, children: [] }
  const stack: Element[] = [root]
  const source = html.slice(0, MAX_HTML_LENGTH)
  const tagPattern = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
  let position = 0
  let dropping: string | null = null
  const addText = (text: string) => {
    if (dropping || text === '') return
    ;(stack[stack.length - 1] as Element).children.push({ type: 'text', text: decodeEntities(text) })
  }
  for (const match of source.matchAll(tagPattern)) {
    addText(source.slice(position, match.index))
    position = match.index + match[0].length
    const name = match[1]?.toLowerCase()
    if (!name) continue
    const closing = match[0][1] === '/'
    if (dropping) {
      if (closing && name === dropping) dropping = null
      continue
    }
    if (DROPPED_TAGS.has(name)) {
      if (!closing && !match[0].endsWith('/>')) dropping = name
      continue
    }
    if (!ALLOWED_TAGS.has(name)) continue
    if (closing) {
      const index = stack.findLastIndex((element, at) => at > 0 && element.tag === name)
      if (index > 0) stack.length = index
      continue
    }
    const element: Element = {
      type: 'element',
      tag: name as CmsHtmlTag,
      attributes: checkedAttributes(name, match[2] ?? ''),
      children: [],
    }
    ;(stack[stack.length - 1] as Element).children.push(element)
    if (!VOID_TAGS.has(name) && !match[0].endsWith('/>') && stack.length < MAX_DEPTH) stack.push(element)
  }
  addText(source.slice(position))
  return root.children
}

/** The text of a tree, without markup (for labels and comparisons). */
export function cmsHtmlText(nodes: readonly CmsHtmlNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : cmsHtmlText(node.children))).join('')
}

/** The first element with the given tag, depth first. */
export function findCmsHtmlElement(nodes: readonly CmsHtmlNode[], tag: CmsHtmlTag): Element | null {
  for (const node of nodes) {
    if (node.type !== 'element') continue
    if (node.tag === tag) return node
    const found = findCmsHtmlElement(node.children, tag)
    if (found) return found
  }
  return null
}
