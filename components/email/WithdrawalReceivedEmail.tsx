import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeTimeZone } from '../../config/stores.ts'
import { formatDateTime } from '../price/formatMoney.ts'
import { EmailLayout } from './EmailLayout.tsx'
import { WithdrawalStatementCopy } from './WithdrawalAcknowledgmentEmail.tsx'
import type { WithdrawalEmailData } from '../../domain/email/emailData.ts'

/** Sent to customer service when a consumer withdraws with the withdrawal function; replying answers them (Reply-To). */
export function WithdrawalReceivedEmail({ data }: { data: WithdrawalEmailData }) {
  const { t } = useLingui()
  const { store } = usePageContext()
  const { orderNumber } = data
  const submitted = formatDateTime(data.submittedAt, store.locale, storeTimeZone(store.key))
  return (
    <EmailLayout
      preview={t`Withdrawal from order ${orderNumber}`}
      reason={
        <Trans>Sent by the shop’s withdrawal function. Reply to this e-mail to answer the customer.</Trans>
      }
    >
      <p>
        {data.byCustomer ? (
          <Trans>
            A customer withdrew from the contract of order {orderNumber} on {submitted}, from their account.
            The acknowledgement of receipt has been sent to them.
          </Trans>
        ) : (
          <Trans>
            A guest withdrew from the contract of order {orderNumber} on {submitted}, through the order’s
            link. The acknowledgement of receipt has been sent to them.
          </Trans>
        )}
      </p>
      <WithdrawalStatementCopy data={data} />
      <p>
        <Trans>
          Refund the withdrawn pieces within 14 days of this date (the delivery costs too when the whole order
          is withdrawn).
        </Trans>
      </p>
    </EmailLayout>
  )
}
