/**
 * What stands for the page's HTML in the document shell the render hook gives Vike: Vike scans
 * and edits only the shell, and `fillPageHtmlSlot` puts the page in once, as the last step.
 */
export const PAGE_HTML_SLOT = '<!--shop:page-html-->'

/**
 * The document's UTF-8 bytes, with the page's HTML in the shell's slot. The shell is searched,
 * never the page (a comment in CMS content could read like the slot); a shell without a slot is
 * the whole document. Each part is encoded straight into one buffer: joined as strings first, a
 * page of 80 kB and more became one more copy in V8's large-object space, the costliest kind.
 */
export function fillPageHtmlSlot(shellHtml: string, pageHtml: string | undefined): Buffer {
  const slot = shellHtml.indexOf(PAGE_HTML_SLOT)
  if (slot === -1 || pageHtml === undefined) return Buffer.from(shellHtml, 'utf8')
  const parts = [shellHtml.slice(0, slot), pageHtml, shellHtml.slice(slot + PAGE_HTML_SLOT.length)]
  const lengths = parts.map((part) => Buffer.byteLength(part, 'utf8'))
  const document = Buffer.allocUnsafe(lengths.reduce((total, length) => total + length, 0))
  let offset = 0
  parts.forEach((part, index) => (offset += document.write(part, offset, lengths[index] ?? 0, 'utf8')))
  return document
}
