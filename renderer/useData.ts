import type { PageContextServer } from 'vike/types'
import { usePageContext } from './usePageContext.tsx'

/**
 * The current page's data, typed by what its `+data` hook returns (https://vike.dev/useData). A page
 * names the type its hook exports, `Awaited<ReturnType<typeof data>>`:
 * `const { cart } = useData<CartPageData>()`. Only for server-rendered components.
 */
export function useData<Data extends object>(): Data {
  // Vike knows no page's data type statically: the page names it, as vike-react's useData() does.
  const { data } = usePageContext() as PageContextServer<Data>
  return data
}
