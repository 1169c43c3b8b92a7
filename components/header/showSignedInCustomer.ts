import { fetchCurrentCustomer } from './currentCustomer.ts'

const FIRST_NAME_SLOT = '{firstname}'

/**
 * Marks the header's account link for a signed-in customer (see AccountLink.tsx): asks `me` and, when someone is signed in, names them in the link's label.
 */
export function showSignedInCustomer(basePath: string): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-account-link]')
  if (!link) return
  fetchCurrentCustomer(basePath)
    .then((customer) => {
      if (!customer) return
      link.dataset.signedIn = 'true'
      link.setAttribute('aria-label', (link.dataset.signedInLabel ?? '').replace(FIRST_NAME_SLOT, customer.firstname))
    })
    // Offline or failing API: the link still leads to the account.
    .catch(() => undefined)
}
