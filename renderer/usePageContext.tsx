import { createContext, useContext, type ReactNode } from 'react'
import type { PageContextServer } from 'vike/types'

const PageContextContext = createContext<PageContextServer | null>(null)

/** Gives server-rendered components access to Vike's pageContext (route params, data). */
export function PageContextProvider({
  pageContext,
  children,
}: {
  pageContext: PageContextServer
  children: ReactNode
}) {
  return <PageContextContext.Provider value={pageContext}>{children}</PageContextContext.Provider>
}

/** The current page's context; only for server-rendered components, never inside islands. */
export function usePageContext(): PageContextServer {
  const pageContext = useContext(PageContextContext)
  if (!pageContext) throw new Error('usePageContext() used outside a page render')
  return pageContext
}
