import type { ComponentType, ReactNode } from 'react'
import type { PageContextServer } from 'vike/types'
import { MainLayout } from '../components/layout/MainLayout.tsx'
import { CheckoutLayout } from '../components/layout/CheckoutLayout.tsx'
import { AccountLayout } from '../components/layout/AccountLayout.tsx'
import { MaintenanceScreen } from '../components/screens/MaintenanceScreen.tsx'
import { OfflineScreen } from '../components/screens/OfflineScreen.tsx'
import { NotFoundScreen } from '../components/screens/NotFoundScreen.tsx'
import { RequestErrorScreen } from '../components/screens/RequestErrorScreen.tsx'
import type { LayoutName } from './types.d.ts'

const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  main: MainLayout,
  checkout: CheckoutLayout,
  account: AccountLayout,
}

/**
 * Picks the layout of a page. The error page has no folder of its own in a section, so it
 * takes the layout of the section its URL is in: each layout shows its own error page.
 */
export function layoutOf(pageContext: PageContextServer): LayoutName {
  if (pageContext.pageId?.endsWith('/_error')) {
    const path = pageContext.storePath
    if (path === '/checkout' || path.startsWith('/checkout/')) return 'checkout'
    if (path === '/user' || path.startsWith('/user/')) return 'account'
    return 'main'
  }
  return pageContext.config.layout ?? 'main'
}

/** The page inside its layout, or a stand-alone screen when the server asks for one. */
export function PageFrame({ pageContext }: { pageContext: PageContextServer }) {
  switch (pageContext.screen) {
    case 'maintenance':
      return <MaintenanceScreen />
    case 'offline':
      return <OfflineScreen />
    case 'notFound':
      return (
        <MainLayout>
          <NotFoundScreen />
        </MainLayout>
      )
    case 'badRequest':
    case 'uriTooLong':
      return (
        <MainLayout>
          <RequestErrorScreen reason={pageContext.screen} />
        </MainLayout>
      )
    default: {
      const Layout = LAYOUTS[layoutOf(pageContext)]
      const Page = pageContext.Page as ComponentType
      return (
        <Layout>
          <Page />
        </Layout>
      )
    }
  }
}
