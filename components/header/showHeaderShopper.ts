import type { CartChangedDetail } from '../cart/cartEvents.ts'
import { fetchHeaderShopper } from './headerShopper.ts'

const COUNT_SLOT = '{count}'
const FIRST_NAME_SLOT = '{firstname}'

/**
 * Fills the header for the shopper in front of the page (see MiniCart.tsx and AccountLink.tsx):
 * one request names a signed-in customer in the account link and writes the cart's count into
 * the mini cart's badge and label, then the badge follows the adds islands announce.
 */
export function showHeaderShopper(basePath: string): void {
  const cartLink = document.querySelector<HTMLAnchorElement>('a[data-mini-cart]')
  const badge = cartLink?.querySelector<HTMLElement>('[data-mini-cart-count]')
  const accountLink = document.querySelector<HTMLAnchorElement>('a[data-account-link]')
  const plurals = new Intl.PluralRules(document.documentElement.lang || undefined)
  let announced = false
  const showCount = (count: number) => {
    if (!cartLink || !badge) return
    const label = plurals.select(count) === 'one' ? cartLink.dataset.labelOne : cartLink.dataset.labelOther
    if (label) cartLink.setAttribute('aria-label', label.replace(COUNT_SLOT, String(count)))
    badge.textContent = String(count)
    badge.hidden = count === 0
  }
  if (cartLink?.dataset.changedEvent)
    window.addEventListener(cartLink.dataset.changedEvent, (event) => {
      announced = true
      showCount((event as CustomEvent<CartChangedDetail>).detail.totalQuantity)
    })
  fetchHeaderShopper(basePath)
    .then(({ firstname, cartQuantity }) => {
      // An add announced meanwhile is newer than this answer.
      if (!announced) showCount(cartQuantity)
      if (!accountLink || firstname === null) return
      accountLink.dataset.signedIn = 'true'
      accountLink.setAttribute(
        'aria-label',
        (accountLink.dataset.signedInLabel ?? '').replace(FIRST_NAME_SLOT, firstname),
      )
    })
    // Offline or failing API: the links still lead to the cart and the account.
    .catch(() => undefined)
}
