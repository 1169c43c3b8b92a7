import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/**
 * Guard of the customer-account pages: an anonymous visitor goes to the login page, which
 * brings them back to this page after signing in (`?redirect=`, a store-relative path).
 */
export function requireCustomer(pageContext: PageContextServer): void {
  if (pageContext.customer) return
  throw redirect(`/login?redirect=${encodeURIComponent(pageContext.urlOriginal)}`, 302)
}
