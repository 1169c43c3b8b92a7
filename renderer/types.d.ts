import type { MessageDescriptor } from '@lingui/core'
import type { ShopPageContextInit } from '../server/renderShopPage.ts'
import type { Theme } from '../components/theme/tokens.ts'

/** Which frame a page renders in (spec §2: checkout layout, main layout, account layout). */
export type LayoutName = 'main' | 'checkout' | 'account'

declare global {
  namespace Vike {
    interface PageContext extends ShopPageContextInit {
      /** Data a page's +data hook may return; `title`/`description` override the config. */
      data?: { title?: string; description?: string } & Record<string, unknown>
    }
    interface Config {
      /** Frame of the page; nested folders inherit it. */
      layout?: LayoutName
      /** Page title (translated); the shop's default title when absent. */
      title?: MessageDescriptor
      /** Page background theme (spec §4): grey by default, white when a page releases it. */
      theme?: Theme
    }
    interface ConfigResolved {
      layout?: LayoutName
      title?: MessageDescriptor
      theme?: Theme
    }
  }
}
export {}
