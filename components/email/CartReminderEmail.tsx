import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { BRAND_NAME } from '../layout/Logo.tsx'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import { EmailAmountTable } from './EmailAmountTable.tsx'
import type { CartReminderEmailData } from '../../domain/email/emailData.ts'

/** Sent once per change of a signed-in customer's cart left unordered, only with their marketing consent. */
export function CartReminderEmail({ data }: { data: CartReminderEmailData }) {
  const { t } = useLingui()
  const { store } = usePageContext()
  const money = (amount: number) => formatMoney(amount, data.currency, store.locale)
  const { firstName, validDays, unsubscribeUrl } = data
  return (
    <EmailLayout
      preview={t`Your cart is waiting for you`}
      reason={
        <Trans>
          You receive this e-mail because you accepted marketing messages from {BRAND_NAME}. To receive no
          more cart reminders or marketing e-mails: <a href={unsubscribeUrl}>unsubscribe</a>.
        </Trans>
      }
    >
      <p>
        <Trans>Hello {firstName},</Trans>
      </p>
      <p>
        <Trans>You left these items in your cart. We have kept them for you:</Trans>
      </p>
      <EmailAmountTable
        rows={data.items.map((item) => ({
          label: `${item.quantity} × ${item.name}`,
          detail: item.options || null,
          amount: money(item.rowTotal),
        }))}
        total={{ label: <Trans>Subtotal</Trans>, amount: money(data.subtotal) }}
      />
      <EmailButton href={data.cartUrl}>
        <Trans>Back to my cart</Trans>
      </EmailButton>
      <p>
        <Trans>
          This link works for {validDays} days. Prices and stock are those of the moment you order.
        </Trans>
      </p>
    </EmailLayout>
  )
}
