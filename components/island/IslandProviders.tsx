import { useLayoutEffect, type ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { ShopContextProvider, type ShopContextValue } from '../shop/ShopContext.tsx'

/**
 * The contexts an island needs, identical on the server and in the browser so that the
 * server markup and the hydrated tree match. `onHydrated` runs once the browser's tree is
 * committed, before any later render (what the shopper typed meanwhile is still in the fields).
 */
export function IslandProviders({
  i18n,
  shop,
  children,
  onHydrated,
}: {
  i18n: I18n
  shop: ShopContextValue
  children: ReactNode
  onHydrated?: () => void
}) {
  useLayoutEffect(() => onHydrated?.(), [onHydrated])
  return (
    <I18nProvider i18n={i18n}>
      <ShopContextProvider value={shop}>{children}</ShopContextProvider>
    </I18nProvider>
  )
}
