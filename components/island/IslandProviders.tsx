import type { ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { ShopContextProvider, type ShopContextValue } from '../shop/ShopContext.tsx'

/**
 * The contexts an island needs, identical on the server and in the browser so that the
 * server markup and the hydrated tree match.
 */
export function IslandProviders({ i18n, shop, children }: { i18n: I18n; shop: ShopContextValue; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ShopContextProvider value={shop}>{children}</ShopContextProvider>
    </I18nProvider>
  )
}
