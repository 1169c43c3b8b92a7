import type { DomainContext } from '../context.ts'
import { SHOP_CONFIG } from '../../config/shopConfig.ts'
import type { AttributeCatalogue } from './attributeCatalogue.ts'
import { normalizeListingParams, type ListingParamsInput, type ListingQuery } from './listingParams.ts'
import {
  listProductAggregates,
  listProductItems,
  type ListingScope,
  type ListingStore,
} from './listProducts.ts'
import type { ListingAggregates } from './listingFacets.ts'
import { buildSearchQuery } from './searchText.ts'
import type { ProductRow } from './productRow.ts'

/** Scope of a listing as resolvers describe it: a category id or a search text. */
export type ListingSource = { categoryId: number } | { search: string }

/** Facets in GraphQL shape: the top buckets of each attribute in option order, labelled in the store's language. */
export function toFacets(counts: ListingAggregates['counts'], catalogue: AttributeCatalogue) {
  const byCode = new Map<string, { value: string; label: string; docCount: number; position: number }[]>()
  for (const { code, value, count } of counts) {
    const option = catalogue.options.get(`${code}:${value}`)
    const buckets = byCode.get(code) ?? []
    buckets.push({ value, label: option?.label ?? value, docCount: count, position: option?.position ?? 0 })
    byCode.set(code, buckets)
  }
  return [...byCode]
    .filter(([code]) => catalogue.attributes.has(code))
    .sort(
      ([a], [b]) =>
        (catalogue.attributes.get(a)?.position ?? 0) - (catalogue.attributes.get(b)?.position ?? 0),
    )
    .map(([code, buckets]) => ({
      code,
      label: catalogue.attributes.get(code)?.label ?? code,
      // The most frequent values, then shown in option order (sizes small to large).
      buckets: buckets
        .sort((a, b) => b.docCount - a.docCount || a.position - b.position)
        .slice(0, SHOP_CONFIG.search.dynamicFacetSize)
        .sort((a, b) => a.position - b.position)
        .map(({ value, label, docCount }) => ({ value, label, docCount })),
    }))
}

/**
 * Runs a listing (category products or search): normalizes params, then reads the page of
 * items and the aggregates (total, price range, facets) in two statements whatever the page
 * length. Item rows and their pictures prime the product and media loaders, so product cards resolve without more reads.
 */
export async function resolveProductListing(
  context: DomainContext,
  source: ListingSource,
  params: ListingParamsInput | null | undefined,
) {
  // A search builds its full-text query while the attributes load: neither needs the other.
  const [catalogue, searchQuery] = await Promise.all([
    context.loaders.attributes(),
    'search' in source ? buildSearchQuery(context.db, context.language, source.search) : null,
  ] as const)
  const query = normalizeListingParams(params, {
    forSearch: 'search' in source,
    filterableCodes: new Set(catalogue.attributes.keys()),
    log: context.log,
  })
  const scope: ListingScope =
    'search' in source
      ? { fullTextQuery: searchQuery?.tsquery ?? '', rankQueries: searchQuery?.rankQueries ?? [] }
      : source
  const [listed, aggregates] = await Promise.all([
    listProductItems(context.db, listingStore(context), scope, query),
    cachedAggregates(context, scope, query),
  ])
  for (const { row, image } of listed) {
    context.loaders.product.prime(row.sku, row)
    if (image) context.loaders.media.prime(image.id, image)
  }
  const items: ProductRow[] = listed.map((item) => item.row)
  const gross = (price: number | null) => (price === null ? [] : [price])
  return {
    items,
    total: aggregates.total,
    page: query.page,
    pageLength: query.pageLength,
    pageCount: Math.ceil(aggregates.total / query.pageLength),
    availablePageSizes: [...SHOP_CONFIG.availablePageSizes],
    facets: toFacets(aggregates.counts, catalogue),
    priceRange: [
      ...gross(aggregates.minPrice).map((value) => ({ name: 'min', value })),
      ...gross(aggregates.maxPrice).map((value) => ({ name: 'max', value })),
    ],
    sort: query.sort,
    correctedQuery: searchQuery?.correctedText ?? null,
  }
}

function cachedAggregates(context: DomainContext, scope: ListingScope, query: ListingQuery) {
  const load = () => listProductAggregates(context.db, listingStore(context), scope, query)
  if (!context.aggregateCache) return load()
  // Per store, not per language: two stores of one language may switch off different products.
  const key = JSON.stringify([context.store.key, scope, query.filters, query.minPrice, query.maxPrice])
  return context.aggregateCache.get(key, load)
}

function listingStore(context: DomainContext): ListingStore {
  return { language: context.language, storeKey: context.store.key }
}
