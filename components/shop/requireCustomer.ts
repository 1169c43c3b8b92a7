import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/** Where an anonymous visitor of `pageContext`'s page signs in, coming back afterwards. */
function signInRedirect(pageContext: PageContextServer) {
  return redirect(`/login?redirect=${encodeURIComponent(pageContext.urlOriginal)}`, 302)
}

/**
 * Guard of the customer-account pages: an anonymous visitor goes to the login page, which
 * brings them back to this page after signing in (`?redirect=`, a store-relative path).
 */
export function requireCustomer(pageContext: PageContextServer): void {
  if (pageContext.customer) return
  throw signInRedirect(pageContext)
}

/**
 * The signed-in customer an account page's +data hook asked for (`me`); when the API knows
 * none (the session ended between guard and query, the account is gone), the login page.
 */
export function customerOrSignIn<Customer>(
  pageContext: PageContextServer,
  me: Customer | null | undefined,
): Customer {
  if (me) return me
  throw signInRedirect(pageContext)
}
