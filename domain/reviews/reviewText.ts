const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * A customer's plain-text comment as the rich text (HTML) `ProductReview.comment` carries:
 * every character that means something in HTML, angle brackets first (docs/storefront-rules.md#escaping-text), becomes an
 * entity, and line breaks become `<br>`; what the customer typed never turns into markup.
 */
export function reviewTextAsHtml(text: string): string {
  return text
    .replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character)
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, '<br>')
}

/** The name a review is signed with: the first name and the initial of the last ("Marie D."). */
export function authorDisplayName(firstname: string, lastname: string): string {
  const initial = Array.from(lastname.trim())[0]
  return initial ? `${firstname.trim()} ${initial.toLocaleUpperCase()}.` : firstname.trim()
}
