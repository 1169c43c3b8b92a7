import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { cartLineItem, type Ga4Item } from './ga4Items.ts'

/** What the data layer reports of a cart line: product and variant SKUs, name, main category, chosen colour and size, unit price, quantity. */
export const DataLayerCartItemFragment = graphql(`
  fragment DataLayerCartItem on CartItem {
    item_id
    quantity
    product {
      sku
      name
      main_category {
        id
        name
      }
    }
    configured_variant {
      sku
    }
    prices {
      price {
        amount
      }
    }
    configurable_options {
      id
      value_label
    }
  }
`)

/** The cart's lines as GA4 items, each with its cart line id. */
export function cartDataLayerLines(
  items: ReadonlyArray<FragmentType<typeof DataLayerCartItemFragment>>,
): Array<{ line: string; item: Ga4Item }> {
  return items.map((fragment) => {
    const line = readFragment(DataLayerCartItemFragment, fragment)
    return { line: line.item_id, item: cartLineItem(line) }
  })
}

/** A key naming the cart's contents (lines and quantities): the checkout's start is reported once per contents in a tab. */
export function cartContentsKey(lines: ReadonlyArray<{ line: string; item: Ga4Item }>): string {
  return lines.map(({ line, item }) => `${line}x${item.quantity}`).join(',')
}
