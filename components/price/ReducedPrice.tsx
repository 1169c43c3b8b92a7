import { Trans } from '@lingui/react/macro'
import { reductionPercent, toCents } from '../../pricing/index.ts'
import { useShop } from '../shop/ShopContext.tsx'
import { numberFormat } from './cachedFormats.ts'
import { formatMoney } from './formatMoney.ts'
import { Price, type MoneyValue } from './Price.tsx'
import { reducedPrice, reductionBadge, referenceAmount, referenceNote } from './reducedPrice.styles.ts'

/**
 * A price with its reduction as the Omnibus rule allows it (Directive 98/6/EC art. 6a,
 * docs/prices-and-reductions.md): the struck-through price and the percentage are measured
 * against the reference price (the lowest of the 30 days before the reduction), which a line
 * names. Without a reference price (not reduced, or no price history) only the price shows.
 */
export function ReducedPrice({
  price,
  reference,
  className,
}: {
  /** The price the shopper pays. */
  price: MoneyValue
  /** ProductPrices.referencePrice incl. tax, null when none may be shown. */
  reference: MoneyValue | null
  /** Class of the price paid. */
  className?: string
}) {
  const { store } = useShop()
  const percent = reference ? reductionPercent(toCents(reference.amount), toCents(price.amount)) : 0
  if (!reference || percent === 0) return <Price value={price} className={className} />
  const lowest = formatMoney(reference.amount, reference.currency, store.locale)
  return (
    <span className={reducedPrice} data-reference-price={reference.amount}>
      <Price value={price} className={className} />
      {/* The note below reads the same amount to assistive technology. */}
      <s className={referenceAmount} aria-hidden="true">
        {lowest}
      </s>
      <span className={reductionBadge}>{numberFormat(store.locale, 'discount').format(-percent / 100)}</span>
      <small className={referenceNote}>
        <Trans>Lowest price in the last 30 days: {lowest}</Trans>
      </small>
    </span>
  )
}
