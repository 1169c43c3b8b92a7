import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { toCents } from '../../pricing/money.ts'
import { LISTED_ITEM_ATTRIBUTE } from './dataLayerPage.ts'
import { toGa4Item } from './ga4Items.ts'

/** What `select_item` reports of a product a CMS list links to: SKU, name, main category, price. */
export const DataLayerProductFragment = graphql(`
  fragment DataLayerProduct on Product {
    sku
    name
    main_category {
      id
      name
    }
    prices {
      finalPrice {
        priceInclTax {
          value {
            amount
          }
        }
      }
    }
  }
`)

/** A product list outside the listings (a CMS widget): `item_list_id` and `item_list_name`. */
export interface ProductList {
  id: string
  name: string
}

/**
 * The attribute a product card's element carries in a CMS widget: the GA4 item as the list
 * shows it. The shell's chunk reports the widget's cards as its `view_item_list` and a click on
 * a card's link as `select_item`. It is the same for every shopper, so cached pages may carry it.
 */
export function listedItemAttribute(
  fragment: FragmentType<typeof DataLayerProductFragment>,
  list: ProductList,
  index: number,
): Record<typeof LISTED_ITEM_ATTRIBUTE, string> {
  const product = readFragment(DataLayerProductFragment, fragment)
  const item = toGa4Item({
    sku: product.sku,
    name: product.name,
    priceCents: toCents(product.prices.finalPrice.priceInclTax.value.amount),
    quantity: 1,
    category: product.main_category?.name ?? null,
    index,
    list,
  })
  return { [LISTED_ITEM_ATTRIBUTE]: JSON.stringify(item) }
}
