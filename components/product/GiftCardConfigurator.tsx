import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import type { GiftCardConfiguratorFragment as GiftCardData } from '../../graphql/client/generated/graphql.ts'
import { Island } from '../island/Island.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import type { RecentlyViewedProduct } from '../recentlyViewed/recentlyViewedStore.ts'
import { RememberViewedProduct } from '../recentlyViewed/RememberViewedProduct.tsx'
import { GiftCardForm } from './GiftCardForm.island.tsx'
import type { GiftCardProduct } from './giftCardFormModel.ts'
import { useRefusedAdd } from './useRefusedAdd.ts'
import { DataLayerData } from '../dataLayer/DataLayerData.tsx'
import { itemsPayload, toGa4Item } from '../dataLayer/ga4Items.ts'
import { toCents } from '../../pricing/money.ts'

/** What the gift card form needs: the amounts, the range of a typed amount and how long a card lasts. */
export const GiftCardConfiguratorFragment = graphql(`
  fragment GiftCardConfigurator on Product {
    sku
    name
    path
    imageUrl
    giftcard_amounts {
      uid
      value {
        amount
        currency
      }
    }
    allow_open_amount
    open_amount_min {
      amount
    }
    open_amount_max {
      amount
    }
    giftcard_lifetime
  }
`)

/**
 * The server-rendered gift card form, in place of the configurator on a gift card's page:
 * reduces the product to the island's props and renders the island, which hydrates at load.
 * Without JavaScript the same form posts the am_giftcard_* fields to /cart.
 */
export function GiftCardConfigurator({
  product: fragment,
  category = null,
}: {
  product: FragmentType<typeof GiftCardConfiguratorFragment>
  /** The product's category, for the data layer's `item_category`. */
  category?: string | null
}) {
  const { store } = useShop()
  const product = readFragment(GiftCardConfiguratorFragment, fragment)
  // An add the server refused (no JavaScript) comes back here with its fields and message.
  const refused = useRefusedAdd(product.sku)
  const giftCard = toGiftCardProduct(product, store.currency)
  const remember: RecentlyViewedProduct = {
    sku: product.sku,
    name: product.name,
    url: storeHref(store, product.path),
    image: product.imageUrl,
    price: { amount: giftCard.amounts[0] ?? 0, currency: giftCard.currency },
  }
  // Viewed at its lowest amount, the price the page starts on ("From …").
  const viewed = toGa4Item({
    sku: product.sku,
    name: product.name,
    priceCents: toCents(giftCard.amounts[0] ?? 0),
    quantity: 1,
    category,
  })
  return (
    <>
      <DataLayerData page={{ events: [{ event: 'view_item', ecommerce: itemsPayload([viewed]) }] }} />
      <RememberViewedProduct storeKey={store.key} product={remember} />
      {/* Hydrated when the shopper reaches for it: until then the form posts to the cart as it is. */}
      <Island
        of={GiftCardForm}
        props={{ product: giftCard, productPath: product.path, refused, category }}
        hydrate="interaction"
      />
    </>
  )
}

function toGiftCardProduct(product: GiftCardData, storeCurrency: string): GiftCardProduct {
  const amounts = product.giftcard_amounts ?? []
  return {
    sku: product.sku,
    name: product.name,
    currency: amounts[0]?.value.currency ?? storeCurrency,
    amounts: amounts.map((amount) => amount.value.amount),
    openAmount:
      product.allow_open_amount && product.open_amount_min && product.open_amount_max
        ? { min: product.open_amount_min.amount, max: product.open_amount_max.amount }
        : null,
    lifetimeDays: product.giftcard_lifetime ?? null,
  }
}
