// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { loadMainMenu } from '../components/header/loadMainMenu.ts'
import { loadFooter } from '../components/layout/loadFooter.ts'

/**
 * Data of the layout, the same for every page of a store: the header's main menu and the
 * footer's contact details and legal links. Screens without the main layout (maintenance,
 * offline) skip it, as do the checkout's own frame and e-mails (no page frame at all).
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const frameless =
    pageContext.screen === 'maintenance' ||
    pageContext.screen === 'offline' ||
    pageContext.config.layout === 'checkout' ||
    pageContext.email !== undefined
  if (frameless) return { pageContext: { mainMenu: null, footer: null } }
  const [mainMenu, footer] = await Promise.all([loadMainMenu(pageContext), loadFooter(pageContext)])
  return { pageContext: { mainMenu, footer } }
}
