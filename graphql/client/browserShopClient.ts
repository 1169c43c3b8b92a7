import { createShopClient, type ShopClient, type ShopClientOptions } from './createShopClient.ts'
import { readSsrStateFromDocument } from './ssr/ssrState.ts'

let shared: ShopClient | undefined

/**
 * The one client all islands of a page share (browser only): created on first use with the
 * SSR state the page carries, so data the server render fetched needs no request.
 */
export const browserShopClient = (options: Omit<ShopClientOptions, 'isServer' | 'ssrState'>): ShopClient => {
  shared ??= createShopClient({ ...options, isServer: false, ssrState: readSsrStateFromDocument() })
  return shared
}
