import { cartLineItem, type CartLineData, type Ga4Item } from '../../components/dataLayer/ga4Items.ts'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { RunDocument } from './runDocument.ts'

type LineData = CartLineData & { item_id: string }

/** A cart's lines by line id, as GA4 items. */
export type CartLines = ReadonlyMap<string, Ga4Item>

/**
 * The lines of the cart a form acts on: `cartId`'s, or without one the shopper's current cart
 * (a reorder goes to the customer's); empty when there is none yet, null when the read failed.
 */
export async function cartLinesOf(run: RunDocument, cartId: string | null): Promise<CartLines | null> {
  const read = cartId
    ? await run(CART_LINES, { cartId }).then(({ result }) => ({
        errors: result.errors,
        items: result.data?.cart?.items,
      }))
    : await run(SHOPPER_CART_LINES, {}).then(({ result }) => ({
        errors: result.errors,
        items: result.data?.shopperCart?.items,
      }))
  if (read.errors?.length) return null
  const items: readonly LineData[] = read.items ?? []
  return new Map(items.map((line) => [line.item_id, cartLineItem(line)]))
}

/** What the cart took between two reads: each new line whole, each grown line by the pieces it gained. */
export function addedToCart(before: CartLines, after: CartLines): Ga4Item[] {
  return [...after].flatMap(([line, item]) => {
    const gained = item.quantity - (before.get(line)?.quantity ?? 0)
    return gained > 0 ? [{ ...item, quantity: gained }] : []
  })
}

const CART_LINES = graphql(`
  query FormCartLines($cartId: String!) {
    cart(cart_id: $cartId) {
      items {
        item_id
        quantity
        product {
          sku
          name
          main_category {
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
          value_label
        }
      }
    }
  }
`)

const SHOPPER_CART_LINES = graphql(`
  query FormShopperCartLines {
    shopperCart {
      items {
        item_id
        quantity
        product {
          sku
          name
          main_category {
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
          value_label
        }
      }
    }
  }
`)
