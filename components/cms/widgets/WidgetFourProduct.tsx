import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { ProductCard } from '../../listing/ProductCard.tsx'
import { productGrid, widgetSection } from '../cms.styles.ts'

export const WidgetFourProductFragment = graphql(`
  fragment WidgetFourProduct_widget on WidgetFourProduct {
    products {
      sku
      ...ProductCard_product
    }
  }
`)

/** Four product cards in a grid. */
export function WidgetFourProduct({
  widget: widgetRef,
}: {
  widget: FragmentType<typeof WidgetFourProductFragment>
}) {
  const widget = useFragment(WidgetFourProductFragment, widgetRef)
  if (widget.products.length === 0) return null
  return (
    <section className={widgetSection}>
      <ul className={productGrid}>
        {widget.products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} audience="default" />
          </li>
        ))}
      </ul>
    </section>
  )
}
