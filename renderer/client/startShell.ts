import { captureClientErrors } from './captureClientErrors.ts'
import { chooseStartup } from './chooseStartup.ts'
import { startIslands } from './startIslands.ts'
import { watchLinksForPreload } from './preloadLinks.ts'
import { focusHashTarget } from './focusHashTarget.ts'
import { dismissDisclosures } from './dismissDisclosures.ts'
import { guardFormSubmits } from './guardFormSubmits.ts'
import { reloadAfterInactivity } from './reloadAfterInactivity.ts'
import { registerServiceWorker } from './registerServiceWorker.ts'
import { trackRefreshing } from './trackRefreshing.ts'
import { VIEWED_PRODUCT_ELEMENT_ID } from '../../components/recentlyViewed/viewedProductElement.ts'
import { mayAllowAnalytics, mayHoldCurrentConsent } from '../../components/consent/consentShell.ts'

/** Seconds between reloads of the maintenance and offline screens. */
const SCREEN_RELOAD_MS = 5000

/** Runs what every page needs, then the page's islands (docs/storefront-rules.md#start-up-choice). */
export function startShell(): void {
  const root = document.documentElement
  captureClientErrors(root.dataset.base ?? '')
  const startup = chooseStartup(root.dataset)
  registerServiceWorker(root.dataset.base ?? '')
  if (startup === 'offline' || startup === 'maintenance') {
    setTimeout(() => location.reload(), SCREEN_RELOAD_MS)
    return
  }
  // The cookie banner's code is a chunk of its own, fetched only when there is a choice to ask for or change.
  const openConsentBanner = (opener?: Element) =>
    import('../../components/consent/showConsentBanner.ts').then((module) =>
      module.showConsentBanner(root.dataset.base ?? '', opener),
    )
  // In the capture phase: an island still hydrating stops clicks at itself (holdInputWhileHydrating); these controls are in no island, so its replayed presses never come here twice.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      if (target?.closest('[data-action="reload"]')) location.reload()
      const consentControl = target?.closest('[data-consent-open]')
      if (consentControl) {
        event.preventDefault()
        void openConsentBanner(consentControl)
      }
    },
    true,
  )
  if (!mayHoldCurrentConsent(document.cookie)) void openConsentBanner()
  trackRefreshing(root)
  focusHashTarget()
  dismissDisclosures()
  guardFormSubmits()
  watchLinksForPreload()
  reloadAfterInactivity(Number(root.dataset.inactivityTimeout) || 1_800_000)
  // One small chunk of its own (keeps this script small), asked at once: the shopper looks for the cart count after adding.
  if (document.querySelector('a[data-mini-cart], a[data-account-link]'))
    void import('../../components/header/showHeaderShopper.ts').then((module) =>
      module.showHeaderShopper(root.dataset.base ?? ''),
    )
  // A product page records itself in the recently viewed list here: its configurator hydrates only when reached for.
  const viewedProduct = document.getElementById(VIEWED_PRODUCT_ELEMENT_ID)
  if (viewedProduct)
    void import('../../components/recentlyViewed/rememberViewedProduct.ts').then((module) =>
      module.rememberViewedProduct(viewedProduct),
    )
  // Analytics events and the tag manager: a chunk of their own, only when the cookie allows analytics (the chunk checks the choice; the banner starts it when analytics is allowed on the page).
  if (mayAllowAnalytics(document.cookie)) void import('../../components/dataLayer/dataLayerChunk.ts')
  if (startup !== 'static') startIslands(startup === 'render' ? 'render' : 'hydrate')
}
