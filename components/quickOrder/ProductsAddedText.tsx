import { Plural } from '@lingui/react/macro'

/** "3 products added to your cart." */
export function ProductsAddedText({ count }: { count: number }) {
  return <Plural value={count} one="# product added to your cart." other="# products added to your cart." />
}
