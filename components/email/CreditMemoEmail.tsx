import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import { EmailAmountTable } from './EmailAmountTable.tsx'
import { cardBrandName } from '../account/cardBrandName.ts'
import type { CreditMemoEmailData } from '../../domain/email/emailData.ts'

/** The e-mail a shopper receives when (part of) an order is refunded. */
export function CreditMemoEmail({ data }: { data: CreditMemoEmailData }) {
  const { t } = useLingui()
  const { store } = usePageContext()
  const money = (amount: number) => formatMoney(amount, data.currency, store.locale)
  const { number, orderNumber } = data
  const total = money(data.total)
  const card = data.cardLast4 ? `${cardBrandName(data.cardBrand)} •••• ${data.cardLast4}`.trim() : null
  const balance = data.storeCreditBalance === null ? null : money(data.storeCreditBalance)
  return (
    <EmailLayout
      preview={t`Refund of ${total} for your order ${orderNumber}`}
      reason={
        <Trans>
          You receive this e-mail because you placed an order in our shop. This is an automatic message:
          please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>
          We have refunded {total} for your order {orderNumber} (credit memo {number}).
        </Trans>
      </p>
      <EmailAmountTable
        rows={[
          ...data.items.map((item) => ({
            label: `${item.quantity} × ${item.name}`,
            amount: money(item.amount),
          })),
          ...(data.shipping > 0 ? [{ label: <Trans>Delivery</Trans>, amount: money(data.shipping) }] : []),
          ...(data.adjustment !== 0
            ? [{ label: <Trans>Adjustment</Trans>, amount: money(data.adjustment) }]
            : []),
        ]}
        total={{ label: <Trans>Total refunded</Trans>, amount: total }}
      />
      {data.destination === 'store_credit' ? (
        <>
          <p>
            <Trans>The amount was added to your store credit: you can spend it on your next orders.</Trans>
            {balance ? (
              <>
                {' '}
                <Trans>Your store credit is now {balance}.</Trans>
              </>
            ) : null}
          </p>
          <EmailButton href={data.storeCreditUrl}>
            <Trans>View your store credit</Trans>
          </EmailButton>
        </>
      ) : (
        <>
          <p>
            {card ? (
              <Trans>The amount goes back to your {card}; your bank may take a few days to show it.</Trans>
            ) : (
              <Trans>
                The amount goes back to the payment method of your order; your bank may take a few days to
                show it.
              </Trans>
            )}
          </p>
          <EmailButton href={data.refundsUrl}>
            <Trans>View your refunds</Trans>
          </EmailButton>
        </>
      )}
    </EmailLayout>
  )
}
