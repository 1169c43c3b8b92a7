import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { Island } from '../island/Island.tsx'
import { AccountForm } from '../forms/AccountForm.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { CardForm } from './CardForm.island.tsx'
import { CARD_ERROR_MESSAGES, type CardFormErrorCode } from './cardErrorMessages.ts'
import { errorSummary } from '../forms/forms.styles.ts'
import { CheckoutStep } from './CheckoutStep.tsx'
import { GiftCardAndCredit, type GiftCardAndCreditProps } from './GiftCardAndCredit.tsx'
import { choiceList, finePrint } from './checkout.styles.ts'

/** A card payment placeOrder asked for, left by the place-order form for this page (server/forms/placeOrderAnswer.ts). */
export interface PendingCardPayment {
  intentId: string
  clientSecret: string
  confirmationUrl: string
  amountCents: number
  /** Why the provider refused the last card on this payment (`declined`…), or null. */
  declineCode: string | null
  /** Why a new payment is asked (the order was refused and the last payment refunded), in the store's language, or null. */
  notice: string | null
}

/** Props of {@link PaymentStep}. */
export interface PaymentStepProps extends GiftCardAndCreditProps {
  /** The step's number: 5, or 3 for a virtual cart (no shipping steps). */
  number: number
  /** The cart holds gift cards only: it waits for the billing address instead of the delivery. */
  isVirtual: boolean
  /** Whether shipping address and delivery (a virtual cart: the billing address) are chosen: the order can then be placed. */
  ready: boolean
  methods: readonly { code: string; title: string }[]
  selectedCode: string | null
  grandTotal: { amount: number; currency: string }
  /** The cart shown: the form names it, so a post sent again once its order is placed answers that order. */
  cartId: string
  idempotencyKey: string
  pendingCard: PendingCardPayment | null
  /** Why the provider refused the card the shopper came back from (`?card_error=`), or null. */
  cardError: CardFormErrorCode | null
  /** Why the order was refused when the shopper came back from paying (the API's text, saying the payment was refunded), or null. */
  orderRefusal: string | null
  /** Store-relative paths of the terms of sale and the withdrawal policy pages, when they exist. */
  termsPath: string | null
  returnsPath: string | null
}

/**
 * Step 5: gift cards and store credit (not for a virtual cart: they cannot pay for gift cards),
 * the payment method, the total and the place-order button (named as EU law asks: it says the
 * order is to be paid). The form sends the page's cart and idempotency key. When the API asks for card
 * details, the provider's card form takes the button's place; a 3-D Secure challenge or wallet
 * sheet is the provider's page.
 */
export function PaymentStep({
  number,
  isVirtual,
  ready,
  methods,
  selectedCode,
  grandTotal,
  cartId,
  idempotencyKey,
  pendingCard,
  cardError,
  orderRefusal,
  termsPath,
  returnsPath,
  ...credits
}: PaymentStepProps) {
  const { store, formState } = usePageContext()
  const { t, i18n } = useLingui()
  const total = formatMoney(grandTotal.amount, grandTotal.currency, store.locale)
  const checkedCode =
    (formState?.form === 'placeOrder' ? formState.values.paymentMethod : undefined) ??
    selectedCode ??
    methods[0]?.code
  return (
    <CheckoutStep id="checkout-payment" number={number} title={<Trans>Payment</Trans>}>
      {isVirtual ? (
        <p>
          <Trans>Gift cards and store credit cannot pay for gift cards.</Trans>
        </p>
      ) : (
        <GiftCardAndCredit {...credits} />
      )}
      <h3 id="checkout-place-order-heading">
        <Trans>Review and pay</Trans>
      </h3>
      {!ready ? (
        <p>
          {isVirtual ? (
            <Trans>Enter your billing address first.</Trans>
          ) : (
            <Trans>Choose your shipping address and delivery first.</Trans>
          )}
        </p>
      ) : pendingCard ? (
        <>
          {pendingCard.notice ? (
            <div className={errorSummary} role="alert">
              <p>{pendingCard.notice}</p>
            </div>
          ) : null}
          <p>{t`Enter your card details to pay ${total}. Your bank may ask you to confirm the payment.`}</p>
          <Island
            of={CardForm}
            props={{
              intentId: pendingCard.intentId,
              clientSecret: pendingCard.clientSecret,
              confirmationUrl: pendingCard.confirmationUrl,
              returnUrl: storeHref(store, '/checkout/success'),
              amount: pendingCard.amountCents,
              initialError: pendingCard.declineCode,
            }}
            hydrate="load"
          />
        </>
      ) : (
        <AccountForm
          name="placeOrder"
          action="/checkout/"
          operation="placeOrder"
          labelledBy="checkout-place-order-heading"
        >
          {orderRefusal ? (
            <div className={errorSummary} role="alert">
              <p>{orderRefusal}</p>
            </div>
          ) : null}
          {cardError ? (
            <div className={errorSummary} role="alert">
              <p>{i18n._(CARD_ERROR_MESSAGES[cardError])}</p>
              <p>
                <Trans>Your order is not placed yet. Press the button again to pay with another card.</Trans>
              </p>
            </div>
          ) : null}
          <input type="hidden" name="cartId" value={cartId} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {methods.length > 0 ? (
            <fieldset>
              <legend>
                <Trans>Payment method</Trans>
              </legend>
              <ul className={choiceList}>
                {methods.map((method) => (
                  <li key={method.code}>
                    <label htmlFor={`paymentMethod-${method.code}`}>
                      <input
                        id={`paymentMethod-${method.code}`}
                        type="radio"
                        name="paymentMethod"
                        value={method.code}
                        defaultChecked={method.code === checkedCode}
                        required
                      />
                      <span>{method.title}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <p>
            <strong>{t`Total to pay: ${total}`}</strong>
          </p>
          <SubmitButton>
            <Trans>Place order and pay</Trans>
          </SubmitButton>
          <p className={finePrint}>
            <LegalNotice termsPath={termsPath} returnsPath={returnsPath} />
          </p>
        </AccountForm>
      )}
    </CheckoutStep>
  )
}

/** Terms and right of withdrawal, linked in a new tab so the checkout stays where it is. */
function LegalNotice({
  termsPath,
  returnsPath,
}: {
  termsPath: string | null
  returnsPath: string | null
}): ReactNode {
  const { store } = usePageContext()
  const terms = termsPath ? (
    <a href={storeHref(store, termsPath)} target="_blank" rel="noopener">
      <Trans>terms and conditions of sale</Trans>
    </a>
  ) : (
    <Trans>terms and conditions of sale</Trans>
  )
  const withdrawal = returnsPath ? (
    <a href={storeHref(store, returnsPath)} target="_blank" rel="noopener">
      <Trans>right of withdrawal</Trans>
    </a>
  ) : (
    <Trans>right of withdrawal</Trans>
  )
  return (
    <Trans>
      By placing your order you accept our {terms}. You may withdraw from your purchase within 14 days of
      delivery without giving a reason: see the {withdrawal}.
    </Trans>
  )
}
