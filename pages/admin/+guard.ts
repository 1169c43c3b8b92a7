// https://vike.dev/guard
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

// Only the back office's plugin renders these pages, after its own guard (server/plugins/backOffice.ts).
export function guard(pageContext: PageContextServer): void {
  if (!pageContext.admin) throw render(404)
}
