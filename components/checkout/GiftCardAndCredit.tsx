import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { AccountForm } from '../forms/AccountForm.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextField } from '../forms/TextField.tsx'
import { formActions, linkButton } from '../forms/forms.styles.ts'
import { formatMoney } from '../price/formatMoney.ts'
import { choiceList } from './checkout.styles.ts'

type Money = { amount: number; currency: string }

/** Props of {@link GiftCardAndCredit}. */
export interface GiftCardAndCreditProps {
  appliedGiftCards: readonly { code: string; applied_balance: Money }[]
  /** The customer's store credit (null for a guest, or when the store does not let it be spent). */
  storeCredit: { balance: Money; applied: Money | null } | null
}

/** Gift card codes (apply, remove) and, for customers, store credit, before the payment method. */
export function GiftCardAndCredit({ appliedGiftCards, storeCredit }: GiftCardAndCreditProps) {
  const { store } = usePageContext()
  const { t } = useLingui()
  const money = (value: Money) => formatMoney(value.amount, value.currency, store.locale)
  const applied = storeCredit?.applied ? money(storeCredit.applied) : ''
  const balance = storeCredit ? money(storeCredit.balance) : ''
  return (
    <>
      <h3 id="checkout-gift-card-heading">
        <Trans>Gift card</Trans>
      </h3>
      {appliedGiftCards.length > 0 ? (
        <ul className={choiceList} aria-label={t`Gift cards applied`}>
          {appliedGiftCards.map(({ code, applied_balance }) => {
            const amount = money(applied_balance)
            return (
              <li key={code}>
                <AccountForm name="giftCardRemove" action="/checkout/" operation="removeGiftCard">
                  <input type="hidden" name="giftCardCode" value={code} />
                  <p>{t`Gift card ${code}: −${amount}`}</p>
                  <button type="submit" className={linkButton}>
                    <Trans>Remove the gift card</Trans>
                  </button>
                </AccountForm>
              </li>
            )
          })}
        </ul>
      ) : null}
      <AccountForm
        name="giftCard"
        action="/checkout/"
        operation="applyGiftCard"
        labelledBy="checkout-gift-card-heading"
      >
        <TextField name="giftCardCode" label={t`Gift card code`} autoComplete="off" required maxLength={64} />
        <div className={formActions}>
          <SubmitButton>
            <Trans>Apply the gift card</Trans>
          </SubmitButton>
        </div>
      </AccountForm>
      {storeCredit ? (
        <>
          <h3 id="checkout-store-credit-heading">
            <Trans>Store credit</Trans>
          </h3>
          <AccountForm
            name="storeCredit"
            action="/checkout/"
            operation={storeCredit.applied ? 'removeStoreCredit' : 'applyStoreCredit'}
            labelledBy="checkout-store-credit-heading"
          >
            {storeCredit.applied ? (
              <>
                <p>{t`${applied} of your store credit is used for this order.`}</p>
                <button type="submit" className={linkButton}>
                  <Trans>Do not use my store credit</Trans>
                </button>
              </>
            ) : (
              <>
                <p>{t`Your store credit: ${balance}.`}</p>
                <div className={formActions}>
                  <SubmitButton>
                    <Trans>Use my store credit</Trans>
                  </SubmitButton>
                </div>
              </>
            )}
          </AccountForm>
        </>
      ) : null}
    </>
  )
}
