import type { StoreLocale } from '../../../config/stores.ts'
import type { Cents } from '../../../pricing/index.ts'

/** What one of the offline provider's hosted pages shows: the 3-D Secure challenge or the wallet sheet. */
export interface HostedPageView {
  kind: 'challenge' | 'wallet'
  locale: StoreLocale
  /** Where the page's buttons post (with `token` and `outcome`). */
  formAction: string
  token: string
  amountCents: Cents
  currency: string
  reference: string
  card: { brand: string; last4: string } | null
}

/** Renders a hosted page to a full HTML document (the page build does it, where translations are compiled). */
export type HostedPageRenderer = (view: HostedPageView) => Promise<string> | string
