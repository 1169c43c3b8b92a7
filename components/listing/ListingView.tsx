import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { EmptyState } from '../layout/EmptyState.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { ActiveFilters } from './ActiveFilters.tsx'
import { FacetPanel } from './FacetPanel.tsx'
import { Pagination } from './Pagination.tsx'
import { ProductCard } from './ProductCard.tsx'
import { SortLinks } from './SortLinks.tsx'
import { listingHref, withoutFilters, type ListingQuery } from './listingQuery.ts'
import { audienceOf } from './productImage.ts'
import { grid, layout, resultCount, results, toolbar } from './listing.styles.ts'
import { visuallyHidden } from './visuallyHidden.ts'
import { DataLayerData } from '../dataLayer/DataLayerData.tsx'
import { itemsPayload, toGa4Item } from '../dataLayer/ga4Items.ts'
import { toCents } from '../../pricing/money.ts'

/**
 * What a category or search page lists: a page of products, facets and paging. Operations
 * spreading it declare `$colors: [String!]!`, the listing's colour filter ({@link colorFilter}).
 */
export const ListingViewFragment = graphql(`
  fragment ListingView_listing on ProductListing {
    total
    page
    pageLength
    pageCount
    availablePageSizes
    items {
      sku
      name
      prices {
        finalPrice {
          priceInclTax {
            value {
              amount
            }
          }
        }
      }
      ...ProductCard_product
      ...ProductCardColor_product
    }
    facets {
      code
      label
      buckets {
        value
        label
        docCount
      }
    }
    priceRange {
      name
      value
    }
  }
`)

/** Props of {@link ListingView}. */
export interface ListingViewProps {
  listing: FragmentType<typeof ListingViewFragment>
  /** The listing request read from the URL. */
  query: ListingQuery
  /** Store-relative path every facet, sort and page link points to. */
  path: string
  /** Gender of the context (a gendered category): picks the gendered artwork. */
  gender?: string | null
  /** The sort used when the URL names none (position in a category, relevance in a search). */
  defaultSortLabel: ReactNode
  /** Shown instead of the grid when nothing matches and no filter is set. */
  empty: ReactNode
  /** The list as the data layer names it (`item_list_id`, `item_list_name`), and the category its products are listed in. */
  dataLayerList: { id: string; name: string; category?: string }
  /** A picture above the listing (a category's banner) is the page's largest paint: the first card then loads without high priority. */
  pictureAbove?: boolean
}

/**
 * A product listing as server-rendered HTML: facets, sort, result count, product grid and
 * pagination, every control a GET link or form that works without JavaScript.
 */
export function ListingView({
  listing: listingRef,
  query,
  path,
  gender,
  defaultSortLabel,
  empty,
  dataLayerList,
  pictureAbove = false,
}: ListingViewProps) {
  const listing = useFragment(ListingViewFragment, listingRef)
  const { store } = useShop()
  const { t } = useLingui()
  const selectedGenders = query.filters.find((filter) => filter.code === 'genre')?.values ?? []
  const audience = audienceOf(gender ?? (selectedGenders.length === 1 ? selectedGenders[0] : null))
  const filtered = query.filters.length > 0 || query.minPrice !== null || query.maxPrice !== null
  if (listing.total === 0 && !filtered) return <>{empty}</>
  return (
    <div className={layout}>
      <FacetPanel facets={listing.facets} priceRange={listing.priceRange} query={query} path={path} />
      <section className={results} aria-labelledby="listing-results">
        <h2 id="listing-results" className={visuallyHidden}>
          <Trans>Products</Trans>
        </h2>
        <ActiveFilters facets={listing.facets} query={query} path={path} />
        <div className={toolbar}>
          <p className={resultCount}>
            <Plural value={listing.total} one="# product" other="# products" />
          </p>
          <SortLinks query={query} path={path} defaultLabel={defaultSortLabel} />
        </div>
        {listing.items.length === 0 ? (
          listing.total > 0 ? (
            <EmptyState
              action={
                <a href={storeHref(store, listingHref(path, { ...query, page: 1 }))}>
                  <Trans>Go to the first page</Trans>
                </a>
              }
            >
              <Trans>This page is past the last page of results.</Trans>
            </EmptyState>
          ) : (
            <EmptyState
              action={
                <a href={storeHref(store, listingHref(path, withoutFilters(query)))}>
                  <Trans>Remove all filters</Trans>
                </a>
              }
            >
              <Trans>No products match these filters.</Trans>
            </EmptyState>
          )
        ) : (
          // A click on a card reports `select_item` of this list (ITEM_LIST_ATTRIBUTE).
          <ul className={grid} aria-label={t`Products`} data-item-list={dataLayerList.id}>
            {listing.items.map((item, index) => (
              <li key={item.sku}>
                <ProductCard
                  product={item}
                  color={item}
                  audience={audience}
                  imageLoading={index === 0 && !pictureAbove ? 'priority' : index < 4 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        )}
        {listing.items.length > 0 ? (
          <ListingDataLayer
            items={listing.items}
            list={dataLayerList}
            firstIndex={(listing.page - 1) * listing.pageLength}
          />
        ) : null}
        <Pagination
          page={listing.page}
          pageCount={listing.pageCount}
          pageLength={listing.pageLength}
          availablePageSizes={listing.availablePageSizes}
          query={query}
          path={path}
        />
      </section>
    </div>
  )
}

/** `view_item_list` of the products this page of the listing shows (the same for every shopper: the page is cached). */
function ListingDataLayer({
  items,
  list,
  firstIndex,
}: {
  items: ReadonlyArray<{
    sku: string
    name: string
    prices: { finalPrice: { priceInclTax: { value: { amount: number } } } }
  }>
  list: ListingViewProps['dataLayerList']
  firstIndex: number
}) {
  const listed = items.map((item, index) =>
    toGa4Item({
      sku: item.sku,
      name: item.name,
      priceCents: toCents(item.prices.finalPrice.priceInclTax.value.amount),
      quantity: 1,
      category: list.category ?? null,
      index: firstIndex + index,
      list: { id: list.id, name: list.name },
    }),
  )
  return (
    <DataLayerData
      page={{
        events: [
          {
            event: 'view_item_list',
            ecommerce: itemsPayload(listed, { item_list_id: list.id, item_list_name: list.name }),
          },
        ],
      }}
    />
  )
}
