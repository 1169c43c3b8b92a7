import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import type { MainMenuProps } from './MainMenu.tsx'

// Vike types pageContext through this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** The store's main menu, loaded once per render for the header; null when it failed. */
      mainMenu?: MainMenuProps | null
    }
  }
}

/**
 * Loads the main menu of the current store for the header: its own entries (`storeMenu`), or
 * when it has none the categories under the root (`menu`) and the custom links under "Services"
 * (`menuCustomLinks`, edited on the back office's menu page). A failure leaves the header without a menu rather than
 * failing the page; it is logged by the shop client.
 */
export async function loadMainMenu(pageContext: PageContextServer): Promise<MainMenuProps | null> {
  return pageContext
    .caches<MainMenuProps>('main-menu', MENU_TTL_MS)
    .get(pageContext.store.key, async () => {
      const result = await pageContext.shopClient.client.query(MainMenuQuery, {}).toPromise()
      if (!result.data) throw result.error ?? new Error('The menu query returned no data')
      return {
        categories: result.data.menu,
        customLinks: result.data.menuCustomLinks,
        entries: result.data.storeMenu ?? null,
      }
    })
    .catch(() => null)
}

// Every page of a store shows the same menu: it is asked for once a minute, not per page.
const MENU_TTL_MS = 60_000

const MainMenuQuery = graphql(`
  query MainMenu {
    menu {
      id
      ...MainMenu_category
    }
    menuCustomLinks {
      id
      ...MainMenu_customLink
    }
    storeMenu {
      id
      ...MainMenu_entry
    }
  }
`)
