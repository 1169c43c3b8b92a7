import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql, useFragment as readFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { createServerI18n } from '../../../renderer/i18n/serverI18n.ts'
import { breadcrumbJsonLd } from '../../../components/navigation/Breadcrumbs.tsx'
import { productBreadcrumbs } from './productBreadcrumbs.ts'
import { productJsonLd } from './productJsonLd.ts'
import { productAlternates } from './productAlternates.ts'
import { productSelection, selectionQuery } from './productSelection.ts'
import { originalSearch } from '../../../components/listing/listingQuery.ts'
import {
  isNarrowedReviewList,
  reviewListParams,
  REVIEW_SORT_PARAMS,
} from '../../../components/product/reviewListParams.ts'

/** What the product page renders: the product (masked for its components) and its trail. */
export type ProductPageData = Awaited<ReturnType<typeof productPageData>>

/**
 * A product by sku (`/product/SL-00012`, or its localized URL through the catch-all):
 * the page's one query, its head (canonical = localized path, hreflang to the same product
 * in the other stores, with the colour and size of the URL) and its structured data. Unknown
 * skus and variants are not found.
 * The catch-all page renders it too, for the product's own URL, with the product its route
 * query already read (`routed`: only the shop's settings are asked for then, docs/performance.md).
 */
export async function productPageData(
  pageContext: PageContextServer,
  sku: string,
  routed?: FragmentType<typeof ProductPageFragment>,
) {
  const search = originalSearch(pageContext.urlOriginal)
  const reviewList = reviewListParams(search)
  const { product: productFragment, shop: shopFragment } = routed
    ? { product: routed, ...(await shopQuery(pageContext, ProductPageShopQuery, {})) }
    : await shopQuery(pageContext, ProductPageQuery, { sku, ...productPageVariables(pageContext) })
  const product = readFragment(ProductPageFragment, productFragment)
  const shop = readFragment(ProductPageShopFragment, shopFragment)
  if (!product) throw render(404)
  const breadcrumbs = productBreadcrumbs(product, createServerI18n(pageContext.store.locale))
  // The colour and size asked for in the URL preselect the options and travel with the store switcher.
  const selection = productSelection(product.options, search)
  const alternates = await productAlternates(
    pageContext,
    product.sku,
    product.path,
    selectionQuery(selection),
  )
  return {
    product,
    selection,
    reviewList,
    breadcrumbs,
    colorAttributeId: String(shop.config.colorAttributeId),
    homeDeliveryDays: shop.config.homeDeliveryDays ?? null,
    seo: {
      title: product.metaTitle || product.name,
      description: product.metaDescription || product.description,
      canonicalPath: product.path,
      // Other pages and orders of the reviews repeat the product: the canonical URL is the one to index.
      noindex: isNarrowedReviewList(reviewList),
      alternates,
      jsonLd: [breadcrumbJsonLd(breadcrumbs, pageContext.store), productJsonLd(product, pageContext.store)],
    },
  }
}

/** The review list of the page's URL, as {@link ProductPageFragment} reads it. */
export function productPageVariables(pageContext: PageContextServer) {
  const reviewList = reviewListParams(originalSearch(pageContext.urlOriginal))
  return { reviewPage: reviewList.page, reviewSort: REVIEW_SORT_PARAMS[reviewList.sort] }
}

/** What the product page reads of a product; an operation spreading it declares `$reviewPage` and `$reviewSort` ({@link productPageVariables}). */
export const ProductPageFragment = graphql(`
  fragment ProductPage_product on Product {
    sku
    type
    name
    description
    metaTitle
    metaDescription
    path
    options {
      attribute {
        id
        code
      }
      values {
        value
      }
    }
    ...ProductBreadcrumbs
    ...ProductJsonLd
    ...ProductGallery
    ...ProductConfigurator
    ...GiftCardConfigurator
    ...DownloadableFiles
    ...ProductSizeGuide
    ...ProductReviews
    ...ProductSafety
  }
`)

/** What a product page reads of the shop: the colour attribute and the delivery days it promises. */
const ProductPageShopFragment = graphql(`
  fragment ProductPage_shop on Shop {
    config {
      colorAttributeId
      homeDeliveryDays {
        min
        max
      }
    }
  }
`)

const ProductPageQuery = graphql(`
  query ProductPage($sku: String!, $reviewPage: Int!, $reviewSort: ProductReviewSort!) {
    shop {
      ...ProductPage_shop
    }
    product(sku: $sku) {
      ...ProductPage_product
    }
  }
`)

const ProductPageShopQuery = graphql(`
  query ProductPageShop {
    shop {
      ...ProductPage_shop
    }
  }
`)
