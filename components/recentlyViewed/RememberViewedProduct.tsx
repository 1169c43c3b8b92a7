import { serializeProps } from '../island/serializeProps.ts'
import type { RecentlyViewedProduct } from './recentlyViewedStore.ts'
import { VIEWED_PRODUCT_ELEMENT_ID } from './viewedProductElement.ts'

/**
 * The product this page shows, as JSON for the shell's script to put first in the browser's
 * recently viewed list: no React has to load for it (the configurator hydrates on interaction).
 */
export function RememberViewedProduct({
  storeKey,
  product,
}: {
  storeKey: string
  product: RecentlyViewedProduct
}) {
  return (
    <script
      type="application/json"
      id={VIEWED_PRODUCT_ELEMENT_ID}
      dangerouslySetInnerHTML={{ __html: serializeProps({ storeKey, product }) }}
    />
  )
}
