/** Option values a product page was asked for in its URL (`?color=red&size=M`), by attribute code. */
export type ProductSelection = Record<string, string>

/**
 * The product's options named in the URL's query, keeping only attributes the product has
 * and values it offers, in the product's attribute order (so URLs built from it are stable).
 */
export function productSelection(
  options: ReadonlyArray<{ attribute: { code: string }; values: ReadonlyArray<{ value: string }> }>,
  search: URLSearchParams,
): ProductSelection {
  const selection: ProductSelection = {}
  for (const option of options) {
    const wanted = search.get(option.attribute.code)
    if (wanted && option.values.some((value) => value.value === wanted))
      selection[option.attribute.code] = wanted
  }
  return selection
}

/** The selection as a query string (`?color=red&size=M`), empty when nothing is selected. */
export function selectionQuery(selection: ProductSelection): string {
  const query = new URLSearchParams(selection).toString()
  return query ? `?${query}` : ''
}
