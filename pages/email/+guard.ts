// https://vike.dev/guard
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

// Only the outbox worker renders e-mails; a visitor typing this URL gets a 404.
export function guard(pageContext: PageContextServer): void {
  if (!pageContext.email) throw render(404)
}
