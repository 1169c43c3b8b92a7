import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatDate, formatMoney } from '../price/formatMoney.ts'
import { facts } from '../account/account.styles.ts'
import { noticeBox } from '../forms/forms.styles.ts'

/** The name of the balance check form, as the server reports its answer and refusals. */
export const GIFT_CARD_BALANCE_FORM = 'giftCardBalance'

/** The card the balance check found (left once by the form's redirect): masked code, balance and last day, as a status. */
export function GiftCardBalanceResult() {
  const { formResult, store } = usePageContext()
  if (formResult?.form !== GIFT_CARD_BALANCE_FORM) return null
  const { code = '', balance = '0', currency = store.currency, expirationDate = '' } = formResult.values
  return (
    <div className={noticeBox} role="status">
      <dl className={facts}>
        <dt>
          <Trans>Gift card</Trans>
        </dt>
        <dd>{code}</dd>
        <dt>
          <Trans>Balance</Trans>
        </dt>
        <dd>{formatMoney(Number(balance), currency, store.locale)}</dd>
        <dt>
          <Trans>Valid until</Trans>
        </dt>
        <dd>{expirationDate ? formatDate(expirationDate, store.locale) : <Trans>No end date</Trans>}</dd>
      </dl>
    </div>
  )
}
