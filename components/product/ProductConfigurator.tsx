import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import type { ProductConfiguratorFragment as ConfiguratorData } from '../../graphql/client/generated/graphql.ts'
import { RememberViewedProduct } from '../recentlyViewed/RememberViewedProduct.tsx'
import { Island } from '../island/Island.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import type { RecentlyViewedProduct } from '../recentlyViewed/recentlyViewedStore.ts'
import { Configurator } from './Configurator.island.tsx'
import type { ConfiguratorProduct, ExtraCost } from './configuratorModel.ts'
import { useRefusedAdd, useRefusedAlert } from './useRefusedAdd.ts'
import { configuratorItem } from './configuratorItem.ts'
import { selectedVariant } from './configuratorModel.ts'
import { DataLayerData } from '../dataLayer/DataLayerData.tsx'
import { itemsPayload } from '../dataLayer/ga4Items.ts'

/** What the configurator needs: options, variants with price and stock, custom and bundle options, tiers. */
export const ProductConfiguratorFragment = graphql(`
  fragment ProductConfigurator on Product {
    sku
    type
    name
    path
    imageUrl
    stock {
      isInStock
      qty
    }
    prices {
      ...ConfiguratorPrices
      tierPrice {
        qty
        price {
          priceInclTax {
            value {
              amount
              currency
            }
          }
        }
      }
    }
    options {
      label
      attribute {
        id
        code
      }
      values {
        label
        value
        swatch {
          type
          value
        }
      }
    }
    configurations {
      product {
        sku
        stock {
          isInStock
          qty
        }
        prices {
          ...ConfiguratorPrices
        }
      }
      attributes {
        code
        value
      }
    }
    custom_options {
      option_id
      title
      type
      is_required
      max_characters
      extraCost {
        ...ConfiguratorExtraCost
      }
      values {
        option_value_id
        title
        sort_order
        extraCost {
          ...ConfiguratorExtraCost
        }
      }
    }
    bundleOptions {
      id
      label
      required
      values {
        value
        label
        defaultQuantity
        userDefinedQuantity
        prices {
          ...ConfiguratorPrices
        }
      }
    }
  }
`)

export const ConfiguratorPricesFragment = graphql(`
  fragment ConfiguratorPrices on ProductPrices {
    finalPrice {
      priceInclTax {
        value {
          amount
          currency
        }
      }
    }
    referencePrice {
      priceInclTax {
        value {
          amount
          currency
        }
      }
    }
  }
`)

export const ConfiguratorExtraCostFragment = graphql(`
  fragment ConfiguratorExtraCost on ExtraCost {
    __typename
    ... on FixedExtraCost {
      prices {
        priceInclTax {
          value {
            amount
            currency
          }
        }
      }
    }
    ... on PercentageExtraCost {
      rate
    }
  }
`)

/**
 * The server-rendered configurator: reduces the product to the island's props (only what
 * it shows and computes) and renders the island, which hydrates at the first interaction. Without JavaScript
 * the same form shows every option with the price and stock of the variant the URL selects
 * (else the default variant).
 */
export function ProductConfigurator({
  product: fragment,
  colorAttributeId,
  selection = {},
  category = null,
}: {
  product: FragmentType<typeof ProductConfiguratorFragment>
  colorAttributeId: string
  /** The product's category (the trail's last one), for the data layer's `item_category`. */
  category?: string | null
  /** Option values asked for in the URL (`{ color: 'red', size: 'M' }`). */
  selection?: Record<string, string>
}) {
  const { store } = useShop()
  const product = readFragment(ProductConfiguratorFragment, fragment)
  // An add the server refused (no JavaScript) comes back here with its fields and message.
  const refused = useRefusedAdd(product.sku)
  const refusedAlert = useRefusedAlert()
  const props = toConfiguratorProduct(product, colorAttributeId)
  const remember: RecentlyViewedProduct = {
    sku: product.sku,
    name: product.name,
    url: storeHref(store, product.path),
    image: product.imageUrl,
    price: props.price,
  }
  // The URL's colour and size name a variant, or the product is viewed as a whole.
  const viewedPrice = (selectedVariant(props, selection) ?? props).price.amount
  const viewed = configuratorItem(props, selection, viewedPrice, 1, category)
  // Hydrated at the first interaction: React stays off the page until a shopper reaches for the form, which works as plain HTML before.
  return (
    <>
      <RememberViewedProduct storeKey={store.key} product={remember} />
      <DataLayerData page={{ events: [{ event: 'view_item', ecommerce: itemsPayload([viewed]) }] }} />
      <Island
        of={Configurator}
        props={{
          product: props,
          productPath: product.path,
          selected: selection,
          refused,
          refusedAlert,
          category,
        }}
        hydrate="interaction"
      />
    </>
  )
}

function readPrices(fragment: FragmentType<typeof ConfiguratorPricesFragment>) {
  const prices = readFragment(ConfiguratorPricesFragment, fragment)
  return {
    price: prices.finalPrice.priceInclTax.value,
    referencePrice: prices.referencePrice?.priceInclTax.value ?? null,
  }
}

function readExtraCost(
  fragment: FragmentType<typeof ConfiguratorExtraCostFragment> | null | undefined,
): ExtraCost | null {
  const cost = readFragment(ConfiguratorExtraCostFragment, fragment)
  if (!cost) return null
  if (cost.__typename === 'FixedExtraCost') return { kind: 'fixed', price: cost.prices.priceInclTax.value }
  if (cost.__typename === 'PercentageExtraCost') return { kind: 'percentage', rate: cost.rate }
  return null
}

function toConfiguratorProduct(product: ConfiguratorData, colorAttributeId: string): ConfiguratorProduct {
  const noCost: ExtraCost = { kind: 'percentage', rate: 0 }
  return {
    sku: product.sku,
    name: product.name,
    ...readPrices(product.prices),
    isInStock: product.stock.isInStock,
    qty: product.stock.qty,
    isDownload: product.type === 'DOWNLOADABLE',
    attributes: product.options.map((option) => ({
      id: option.attribute.id,
      code: option.attribute.code,
      label: option.label,
      swatches: option.attribute.id === colorAttributeId,
      values: option.values.map((value) => ({
        value: value.value,
        label: value.label,
        swatch: value.swatch ?? null,
      })),
    })),
    variants: product.configurations.map(({ product: variant, attributes }) => ({
      sku: variant.sku,
      attributes: Object.fromEntries(attributes.map((attribute) => [attribute.code, attribute.value])),
      ...readPrices(variant.prices),
      isInStock: variant.stock.isInStock,
      qty: variant.stock.qty,
    })),
    customOptions: product.custom_options.map((option) => ({
      id: option.option_id,
      title: option.title,
      type: option.type,
      required: option.is_required,
      maxCharacters: option.max_characters ?? null,
      extraCost: readExtraCost(option.extraCost),
      values: [...option.values]
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((value) => ({
          id: value.option_value_id,
          title: value.title,
          extraCost: readExtraCost(value.extraCost) ?? noCost,
        })),
    })),
    bundleOptions: product.bundleOptions.map((option) => ({
      id: option.id,
      label: option.label,
      required: option.required,
      values: option.values.map((value) => ({
        id: value.value,
        label: value.label,
        defaultQuantity: value.defaultQuantity,
        userDefinedQuantity: value.userDefinedQuantity,
        price: readPrices(value.prices).price,
      })),
    })),
    tierPrices: product.prices.tierPrice.map((tier) => ({
      qty: tier.qty,
      price: tier.price.priceInclTax.value,
    })),
  }
}
