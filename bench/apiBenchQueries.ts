/** The operations `npm run bench:api` measures, with a generator of varied variables. */
export const BENCH_OPERATIONS = {
  categoryListing: {
    query: `query CategoryListing($id: ID!, $params: ListingParams) {
      category(id: $id) { id name products(params: $params) {
        total page pageLength
        items { sku name path imageUrl isNew stickers stock { isInStock qty } prices { finalPrice { priceInclTax { value { amount currency } } } regularPrice { priceInclTax { value { amount } } } } }
        facets { code label buckets { value label docCount } }
        priceRange { name value }
      } } }`,
    variables: (index: number) => {
      const categories = ['110', '111', '120', '122', '130', '210', '213', '220', '230', '310', '320', '333']
      const filters =
        index % 3 === 0
          ? [{ code: 'color', values: ['red', 'blue'] }]
          : index % 3 === 1
            ? [{ code: 'genre', values: ['299', '300'] }]
            : []
      return {
        id: categories[index % categories.length],
        params: { page: 1 + (index % 4), sort: index % 2 === 0 ? '{"price":"asc"}' : null, filters },
      }
    },
  },
  search: {
    query: `query Search($query: String!, $params: ListingParams) {
      search(query: $query, params: $params) { total items { sku name path prices { finalPrice { priceInclTax { value { amount } } } } } facets { code buckets { value docCount } } priceRange { name value } } }`,
    variables: (index: number) => ({
      query: [
        'chausson laine',
        'mule',
        'pyjama coton',
        'chausette',
        'peignoir',
        'mocassin cuir',
        'socquette',
        'pull cachemire',
      ][index % 8],
      params: { pageLength: 30 },
    }),
  },
  productBySku: {
    query: `query ProductPage($sku: String!) {
      product(sku: $sku) { sku name description path isNew stickers gender
        prices { regularPrice { priceInclTax { value { amount currency } } priceExclTax { value { amount } } } finalPrice { priceInclTax { value { amount } } } tierPrice { qty price { priceInclTax { value { amount } } } } }
        stock { isInStock qty }
        image { url alt srcset { large medium small } }
        options { id label attribute { id label } values { label value swatch { type value } } }
        configurations { product { sku stock { isInStock qty } } attributes { code value } }
        custom_options { option_id title type is_required max_characters extraCost { ... on FixedExtraCost { type prices { priceInclTax { value { amount } } } } ... on PercentageExtraCost { type rate } } values { option_value_id title sort_order } }
        bundleOptions { id label values { label defaultQuantity } }
        reviews { total ratingAverage reviews { rating title author { displayName } } }
        categories { id name path }
      } }`,
    variables: (index: number, productCount: number) => {
      const prefixes = ['SL', 'SO', 'CL']
      const number = 1 + ((index * 7919) % productCount)
      return { sku: `${prefixes[(number - 1) % 3]}-${String(number).padStart(5, '0')}` }
    },
  },
} as const
