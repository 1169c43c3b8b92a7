import fs from 'node:fs'
import path from 'node:path'

const STYLESHEET_LINK = /\s*<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g

/**
 * Replaces the page's links to its built stylesheets by their contents, in the same order, at
 * the end of the head. A page's CSS is a few kilobytes split over many component files; as
 * links they were that many render-blocking requests on a first visit (Lighthouse: ~0.9 s on
 * mobile). Vike puts the links first in the head (the whitespace before each goes too): inlined there, they pushed `<meta charset>`
 * past the first 1024 bytes, where browsers stop looking for it.
 */
export function createStylesheetInliner(clientDir: string): (html: string) => string {
  const contents = new Map<string, string>()
  const read = (href: string): string | undefined => {
    if (!contents.has(href)) {
      const file = path.join(clientDir, href)
      if (!file.startsWith(clientDir) || !fs.existsSync(file)) return undefined
      contents.set(href, fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style'))
    }
    return contents.get(href)
  }
  const inline = (head: string) => {
    const styles: string[] = []
    const rest = head.replace(STYLESHEET_LINK, (link, href: string) => {
      const css = read(href)
      if (css === undefined) return link
      styles.push(`<style>${css}</style>`)
      return ''
    })
    return rest + styles.join('')
  }
  // Vike puts the links in the head: the rest of the document need not be searched.
  return (html) => {
    const headEnd = html.indexOf('</head>')
    return headEnd === -1 ? html : inline(html.slice(0, headEnd)) + html.slice(headEnd)
  }
}
