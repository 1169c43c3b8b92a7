// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { loadMainMenu } from '../components/header/loadMainMenu.ts'

/**
 * Data of the layout, the same for every page of a store: the header's main menu. Screens
 * without the main layout (maintenance, offline) skip it, as does the checkout's own frame.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const frameless =
    pageContext.screen === 'maintenance' ||
    pageContext.screen === 'offline' ||
    pageContext.config.layout === 'checkout'
  return { pageContext: { mainMenu: frameless ? null : await loadMainMenu(pageContext) } }
}
