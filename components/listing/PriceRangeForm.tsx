import { Trans } from '@lingui/react/macro'
import { formatMoney } from '../price/formatMoney.ts'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import type { PriceBound } from './facetTypes.ts'
import type { ListingQuery } from './listingQuery.ts'
import { cx } from '@linaria/core'
import { primaryButton } from '../theme/buttons.styles.ts'
import { priceButton, priceFields, priceForm, priceHint } from './facets.styles.ts'

/**
 * Price range filter as a plain GET form: the other listing parameters travel as hidden
 * fields, so submitting works without JavaScript and lands on page 1.
 */
export function PriceRangeForm({
  priceRange,
  query,
  path,
}: {
  priceRange: readonly PriceBound[]
  query: ListingQuery
  path: string
}) {
  const { store } = useShop()
  const min = priceRange.find((bound) => bound.name === 'min')?.value
  const max = priceRange.find((bound) => bound.name === 'max')?.value
  const lowest = min !== undefined ? formatMoney(min, store.currency, store.locale) : null
  const highest = max !== undefined ? formatMoney(max, store.currency, store.locale) : null
  return (
    <form className={priceForm} method="get" action={storeHref(store, path)}>
      <fieldset>
        <legend>
          <Trans>Price</Trans>
        </legend>
        {query.filters.flatMap((filter) =>
          filter.values.map((value) => (
            <input key={`${filter.code}=${value}`} type="hidden" name={filter.code} value={value} />
          )),
        )}
        {query.sort !== null ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.pageLength !== null ? (
          <input type="hidden" name="pageLength" value={query.pageLength} />
        ) : null}
        {lowest !== null && highest !== null ? (
          <p className={priceHint}>
            <Trans>
              From {lowest} to {highest}
            </Trans>
          </p>
        ) : null}
        <div className={priceFields}>
          <label>
            <Trans>Minimum price</Trans>
            <input
              type="number"
              name="minPrice"
              min="0"
              step="0.01"
              inputMode="decimal"
              defaultValue={query.minPrice ?? undefined}
              placeholder={min !== undefined ? String(Math.floor(min)) : undefined}
            />
          </label>
          <label>
            <Trans>Maximum price</Trans>
            <input
              type="number"
              name="maxPrice"
              min="0"
              step="0.01"
              inputMode="decimal"
              defaultValue={query.maxPrice ?? undefined}
              placeholder={max !== undefined ? String(Math.ceil(max)) : undefined}
            />
          </label>
        </div>
        <button className={cx(primaryButton, priceButton)} type="submit">
          <Trans>Apply price</Trans>
        </button>
      </fieldset>
    </form>
  )
}
