// https://vike.dev/Page
import { useData } from '../../../renderer/useData.ts'
import { ProductView } from './ProductView.tsx'
import type { ProductPageData } from './+data.ts'

/** A product on its own route; the catch-all renders the same view for the product's URL. */
export default function Page() {
  return <ProductView data={useData<ProductPageData>()} />
}
