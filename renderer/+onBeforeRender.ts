// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { loadMainMenu } from '../components/header/loadMainMenu.ts'
import { loadFooter } from '../components/layout/loadFooter.ts'
import { loadFeatures, NO_FEATURES } from '../components/shop/loadFeatures.ts'

/**
 * Data of the layout, the same for every page of a store: the header's main menu, the
 * footer's contact details and legal links, and the feature flags (a feature that is off has no hearts or links). Screens without the main layout (maintenance,
 * offline) skip it, as do e-mails (no page frame at all); the checkout's own frame only needs the
 * footer's legal links, for its cookie banner (cached per store, so no query per page).
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const frameless =
    pageContext.screen === 'maintenance' ||
    pageContext.screen === 'offline' ||
    pageContext.email !== undefined
  if (frameless)
    return { pageContext: { mainMenu: null, footer: null, features: NO_FEATURES, wishlistEnabled: false } }
  if (pageContext.config.layout === 'checkout')
    return {
      pageContext: {
        mainMenu: null,
        footer: await loadFooter(pageContext),
        features: NO_FEATURES,
        wishlistEnabled: false,
      },
    }
  const [mainMenu, footer, features] = await Promise.all([
    loadMainMenu(pageContext),
    loadFooter(pageContext),
    loadFeatures(pageContext),
  ])
  return { pageContext: { mainMenu, footer, features, wishlistEnabled: features.wishlist } }
}
