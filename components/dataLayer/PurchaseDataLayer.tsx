import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { toCents, fromCents } from '../../pricing/money.ts'
import { DataLayerData } from './DataLayerData.tsx'
import { toGa4Item } from './ga4Items.ts'

/** What `purchase` reports of an order: number, lines (SKUs, name, main category, colour and size, unit price, quantity), coupon and totals. */
export const DataLayerOrderFragment = graphql(`
  fragment DataLayerOrder on Order {
    order_id
    order_number
    items {
      id
      product_sku
      variant_sku
      product_name
      product_main_category
      quantity_ordered
      product_sale_price {
        amount
      }
      configurable_options {
        label
        value
      }
    }
    applied_coupons {
      code
    }
    total {
      grand_total {
        amount
      }
      total_tax {
        amount
      }
      total_shipping {
        amount
      }
    }
  }
`)

/**
 * The order confirmation's `purchase`: `value` is the order's grand total as the page shows it,
 * `transaction_id` its number. Pushed once per order in a browser: the chunk remembers the
 * number in localStorage, so a reload or the same link in another tab reports nothing again.
 */
export function PurchaseDataLayer({
  order: fragment,
}: {
  order: FragmentType<typeof DataLayerOrderFragment>
}) {
  const order = readFragment(DataLayerOrderFragment, fragment)
  const coupon = order.applied_coupons[0]?.code
  const amount = (money: { amount: number }) => fromCents(toCents(money.amount))
  const items = order.items.map((line) =>
    toGa4Item({
      sku: line.product_sku,
      variantSku: line.variant_sku,
      name: line.product_name,
      options: line.configurable_options.map((option) => option.value),
      priceCents: toCents(line.product_sale_price.amount),
      quantity: line.quantity_ordered,
      category: line.product_main_category,
    }),
  )
  return (
    <DataLayerData
      page={{
        events: [
          {
            event: 'purchase',
            ecommerce: {
              transaction_id: order.order_number,
              value: amount(order.total.grand_total),
              tax: amount(order.total.total_tax),
              shipping: amount(order.total.total_shipping),
              ...(coupon ? { coupon } : {}),
              items,
            },
            once: { key: `purchase:${order.order_number}`, scope: 'browser' },
          },
        ],
        orderPlaced: true,
      }}
    />
  )
}
