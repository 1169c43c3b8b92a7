/** The shop API refuses longer search texts; a longer URL is searched for its first 200 characters. */
export const SEARCH_TEXT_MAX_LENGTH = 200

/**
 * The search text of a store-relative `/search/<text>` URL. The router decodes the path but
 * leaves escapes of reserved characters (`%2F`, `%3F`, `%23`), so the segment is decoded here in
 * full; the text is trimmed and cut to what the shop API accepts. `fallback` serves a segment
 * that is not valid percent-encoding.
 */
export function searchTextOf(urlOriginal: string, fallback: string): string {
  const segment = /^\/search\/([^?#]*)/.exec(urlOriginal)?.[1]
  let text = fallback
  try {
    if (segment !== undefined) text = decodeURIComponent(segment)
  } catch {
    // A lone `%` or a broken UTF-8 sequence: the router's reading is the best there is.
  }
  // Cutting may split a surrogate pair: its lone first half goes too.
  return text
    .trim()
    .slice(0, SEARCH_TEXT_MAX_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim()
}
