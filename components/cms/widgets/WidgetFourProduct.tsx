import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { ProductCard } from '../../listing/ProductCard.tsx'
import { listedItemAttribute } from '../../dataLayer/listedProduct.ts'
import { productGrid, widgetSection } from '../cms.styles.ts'

export const WidgetFourProductFragment = graphql(`
  fragment WidgetFourProduct_widget on WidgetFourProduct {
    products {
      sku
      ...ProductCard_product
      ...DataLayerProduct
    }
  }
`)

/** The data layer's name of the list (the widget has no title): a click on a card reports `select_item`. */
const FOUR_PRODUCTS_LIST = { id: 'cms_four_products', name: 'Four products' }

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
        {widget.products.map((product, index) => (
          <li key={product.sku} {...listedItemAttribute(product, FOUR_PRODUCTS_LIST, index)}>
            <ProductCard product={product} audience="default" />
          </li>
        ))}
      </ul>
    </section>
  )
}
