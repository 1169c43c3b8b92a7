import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from './formatMoney.ts'
import { grandTotal, orderTotal, totals } from './totals.styles.ts'

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
  /** What is left to pay once gift cards and store credit are deducted (the cart's grand total). */
  total: Money
  /** The label of what is left to pay when gift cards or store credit pay part of it ("To pay"). */
  remainderLabel?: ReactNode
  /** The tax included in the total, each with its label ("Including VAT 20 %"). */
  taxes: readonly { label: string; amount: Money }[]
}

/**
 * The totals of a cart or an order, the same rows in the cart, the checkout and the order view.
 * Gift cards and store credit are means of payment, not discounts: the VAT is due on the goods
 * whoever pays, so when they pay part or all of it the list reads "Total 57,00 € — including VAT
 * 9,50 € — gift card −57,00 € — to pay 0,00 €", the VAT beside the total it is part of.
 */
export function TotalsList({
  subtotal,
  discounts,
  shipping,
  giftCards,
  storeCredit,
  totalLabel,
  total,
  remainderLabel,
  taxes,
}: TotalsListProps) {
  const { store } = usePageContext()
  const money = (value: Money) => formatMoney(value.amount, value.currency, store.locale)
  const paidOtherwise =
    (giftCards && giftCards.amount > 0 ? giftCards.amount : 0) +
    (storeCredit && storeCredit.amount > 0 ? storeCredit.amount : 0)
  const taxRows = taxes.map((tax) => (
    <div key={tax.label}>
      <dt>{tax.label}</dt>
      <dd>{money(tax.amount)}</dd>
    </div>
  ))
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
      {paidOtherwise > 0 ? (
        <>
          <div className={orderTotal}>
            <dt>{totalLabel}</dt>
            <dd>
              {money({
                amount: Math.round((total.amount + paidOtherwise) * 100) / 100,
                currency: total.currency,
              })}
            </dd>
          </div>
          {taxRows}
        </>
      ) : null}
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
        <dt>{paidOtherwise > 0 ? (remainderLabel ?? <Trans>To pay</Trans>) : totalLabel}</dt>
        <dd>{money(total)}</dd>
      </div>
      {paidOtherwise > 0 ? null : taxRows}
    </dl>
  )
}
