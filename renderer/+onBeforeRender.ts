// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { loadMainMenu } from '../components/header/loadMainMenu.ts'
import { loadFooter } from '../components/layout/loadFooter.ts'
import { loadWishlistFeature } from '../components/wishlist/loadWishlistFeature.ts'

/**
 * Data of the layout, the same for every page of a store: the header's main menu, the
 * footer's contact details and legal links, and whether wishlists are on (hearts, links). Screens without the main layout (maintenance,
 * offline) skip it, as do e-mails (no page frame at all); the checkout's own frame only needs the
 * footer's legal links, for its cookie banner (cached per store, so no query per page).
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const frameless = pageContext.screen === 'maintenance' || pageContext.screen === 'offline' || pageContext.email !== undefined
  if (frameless) return { pageContext: { mainMenu: null, footer: null, wishlistEnabled: false } }
  if (pageContext.config.layout === 'checkout') return { pageContext: { mainMenu: null, footer: await loadFooter(pageContext), wishlistEnabled: false } }
  const [mainMenu, footer, wishlistEnabled] = await Promise.all([loadMainMenu(pageContext), loadFooter(pageContext), loadWishlistFeature(pageContext)])
  return { pageContext: { mainMenu, footer, wishlistEnabled } }
}
