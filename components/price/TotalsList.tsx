import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from './formatMoney.ts'
import { grandTotal, totals } from './totals.styles.ts'

/** An amount as the shop API answers it. */
interface Money {
  amount: number
  currency: string
}

/** Props of {@link TotalsList}. */
export interface TotalsListProps {
  subtotal: Money
  discounts: readonly { label: string; amount: Money }[]
  /** What the shipping row says: an amount, "Free", or when it will be known. */
  shipping: ReactNode
  /** Shown, as a deduction, only when above zero. */
  giftCards?: Money
  /** Shown, as a deduction, only when above zero. */
  storeCredit?: Money
  totalLabel: ReactNode
  total: Money
  /** The tax included in the total, each with its label ("Including VAT 20 %"). */
  taxes: readonly { label: string; amount: Money }[]
}

/** The totals of a cart or an order, the same rows in the cart, the checkout and the order view. */
export function TotalsList({
  subtotal,
  discounts,
  shipping,
  giftCards,
  storeCredit,
  totalLabel,
  total,
  taxes,
}: TotalsListProps) {
  const { store } = usePageContext()
  const money = (value: Money) => formatMoney(value.amount, value.currency, store.locale)
  return (
    <dl className={totals}>
      <div>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{money(subtotal)}</dd>
      </div>
      {discounts.map((discount) => (
        <div key={discount.label}>
          <dt>{discount.label}</dt>
          <dd>{`−${money(discount.amount)}`}</dd>
        </div>
      ))}
      <div>
        <dt>
          <Trans>Shipping</Trans>
        </dt>
        <dd>{shipping}</dd>
      </div>
      {giftCards && giftCards.amount > 0 ? (
        <div>
          <dt>
            <Trans>Gift cards</Trans>
          </dt>
          <dd>{`−${money(giftCards)}`}</dd>
        </div>
      ) : null}
      {storeCredit && storeCredit.amount > 0 ? (
        <div>
          <dt>
            <Trans>Store credit</Trans>
          </dt>
          <dd>{`−${money(storeCredit)}`}</dd>
        </div>
      ) : null}
      <div className={grandTotal}>
        <dt>{totalLabel}</dt>
        <dd>{money(total)}</dd>
      </div>
      {taxes.map((tax) => (
        <div key={tax.label}>
          <dt>{tax.label}</dt>
          <dd>{money(tax.amount)}</dd>
        </div>
      ))}
    </dl>
  )
}
