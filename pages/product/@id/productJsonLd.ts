import { graphql, useFragment as readFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { BRAND_NAME } from '../../../components/layout/Logo.tsx'
import type { PublicStore } from '../../../components/shop/ShopContext.tsx'

/** Fields of the structured data: variants with their offer, and the review summary. */
export const ProductJsonLdFragment = graphql(`
  fragment ProductJsonLd on Product {
    sku
    type
    name
    description
    path
    image {
      url
    }
    colorImages {
      image {
        url
      }
    }
    prices {
      finalPrice {
        priceInclTax {
          value {
            amount
            currency
          }
        }
      }
    }
    stock {
      isInStock
    }
    giftcard_amounts {
      value {
        amount
        currency
      }
    }
    options {
      attribute {
        code
      }
      values {
        value
        label
      }
    }
    configurations {
      product {
        sku
        stock {
          isInStock
        }
        prices {
          finalPrice {
            priceInclTax {
              value {
                amount
                currency
              }
            }
          }
        }
        image {
          url
        }
      }
      attributes {
        code
        value
      }
    }
    reviews {
      total
      ratingAverage
    }
  }
`)

interface Money {
  amount: number
  currency: string
}

const availability = (isInStock: boolean) =>
  isInStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'
const offer = (price: Money, isInStock: boolean, url: string) => ({
  '@type': 'Offer',
  url,
  price: price.amount.toFixed(2),
  priceCurrency: price.currency,
  availability: availability(isInStock),
})

/**
 * schema.org data of a product page: a ProductGroup whose variants (colour × size) each
 * carry an Offer, or a single Product for simple products, bundles and gift cards (offered at
 * their smallest amount); AggregateRating only when the product has reviews.
 */
export function productJsonLd(
  fragment: FragmentType<typeof ProductJsonLdFragment>,
  store: Pick<PublicStore, 'baseUrl'>,
): object {
  const product = readFragment(ProductJsonLdFragment, fragment)
  const url = `${store.baseUrl}${product.path}`
  const absolute = (path: string | undefined) => (path ? new URL(path, store.baseUrl).href : undefined)
  const labelOf = (code: string, value: string) =>
    product.options
      .find((option) => option.attribute.code === code)
      ?.values.find((candidate) => candidate.value === value)?.label ?? value
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.description,
    url,
    // Google takes every picture of the product (its largest rendition each): the main one first.
    image: [
      ...new Set(
        [product.image?.url, ...product.colorImages.map((picture) => picture.image?.url)]
          .map(absolute)
          .filter((href): href is string => href !== undefined),
      ),
    ],
    brand: { '@type': 'Brand', name: BRAND_NAME },
    ...(product.reviews.total > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.reviews.ratingAverage,
            reviewCount: product.reviews.total,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
  }
  if (product.type !== 'CONFIGURABLE' || product.configurations.length === 0) {
    // A gift card is offered from its smallest amount.
    const price = product.giftcard_amounts?.[0]?.value ?? product.prices.finalPrice.priceInclTax.value
    return {
      ...common,
      '@type': 'Product',
      sku: product.sku,
      offers: offer(price, product.stock.isInStock, url),
    }
  }
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product.sku,
    variesBy: product.options.map((option) => `https://schema.org/${option.attribute.code}`),
    hasVariant: product.configurations.map(({ product: variant, attributes }) => {
      const attribute = (code: string) => attributes.find((candidate) => candidate.code === code)
      const color = attribute('color')
      const size = attribute('size')
      return {
        '@type': 'Product',
        sku: variant.sku,
        name: [product.name, color && labelOf('color', color.value), size?.value].filter(Boolean).join(' – '),
        ...(color ? { color: labelOf('color', color.value) } : {}),
        ...(size ? { size: size.value } : {}),
        image: absolute(variant.image?.url ?? product.image?.url),
        offers: offer(variant.prices.finalPrice.priceInclTax.value, variant.stock.isInStock, url),
      }
    }),
  }
}
