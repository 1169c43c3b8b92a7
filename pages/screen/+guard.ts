// https://vike.dev/guard
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

// Only the server itself renders screens; a visitor typing this URL gets a 404.
export function guard(pageContext: PageContextServer): void {
  if (!pageContext.screen) throw render(404)
}
