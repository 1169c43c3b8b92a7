import { createContext, useContext, type ReactNode } from 'react'
import type { LabelLanguage, StoreKey, StoreLocale } from '../../config/stores.ts'

/** A store as the browser may know it (no server-only settings). */
export interface PublicStore {
  key: StoreKey
  locale: StoreLocale
  language: LabelLanguage
  currency: string
  basePath: string
  baseUrl: string
}

/**
 * What every component, on the server or in an island, may know about the current request:
 * the store, the other stores (for the switcher) and the path inside the store.
 */
export interface ShopContextValue {
  store: PublicStore
  stores: PublicStore[]
  /** Path of the current page relative to the store base, e.g. `/category/12`. */
  storePath: string
}

const ShopContext = createContext<ShopContextValue | null>(null)

/** Provides the shop context to a server-rendered page or an island. */
export function ShopContextProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}

/** Reads the shop context; throws when a component is rendered outside the shell. */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext)
  if (!value) throw new Error('useShop() must be used inside <ShopContextProvider>')
  return value
}

/** Prefixes a store-relative path (`/cart`) with the store's base path (`/fr/cart`). */
export function storeHref(store: Pick<PublicStore, 'basePath'>, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`
  return `${store.basePath}${normalized}`
}
