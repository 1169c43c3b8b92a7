import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { BRAND_NAME } from '../layout/Logo.tsx'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'

/** What the abandoned-cart reminder shows; amounts in major units (euros), names in the store's language. */
export interface CartReminderEmailData {
  firstName: string
  items: { name: string; options: string; quantity: number; rowTotal: number }[]
  currency: string
  subtotal: number
  /** The signed link that brings the customer back to the cart (after signing in). */
  cartUrl: string
  /** Days the cart link works. */
  validDays: number
  /** Stops cart reminders and every marketing e-mail (also sent as List-Unsubscribe). */
  unsubscribeUrl: string
}

const CELL = { padding: '6px 0', borderBottom: '1px solid #eee' }
const AMOUNT = { ...CELL, textAlign: 'right' as const, whiteSpace: 'nowrap' as const }
const DETAIL = { color: '#555', fontSize: '13px' }

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
          You receive this e-mail because you accepted marketing messages from {BRAND_NAME}. To receive no more cart reminders or
          marketing e-mails: <a href={unsubscribeUrl}>unsubscribe</a>.
        </Trans>
      }
    >
      <p>
        <Trans>Hello {firstName},</Trans>
      </p>
      <p>
        <Trans>You left these items in your cart. We have kept them for you:</Trans>
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {data.items.map((item, index) => (
            <tr key={index}>
              <td style={CELL}>
                {item.quantity} × {item.name}
                {item.options ? <div style={DETAIL}>{item.options}</div> : null}
              </td>
              <td style={AMOUNT}>{money(item.rowTotal)}</td>
            </tr>
          ))}
          <tr>
            <td style={{ ...CELL, fontWeight: 700 }}>
              <Trans>Subtotal</Trans>
            </td>
            <td style={{ ...AMOUNT, fontWeight: 700 }}>{money(data.subtotal)}</td>
          </tr>
        </tbody>
      </table>
      <EmailButton href={data.cartUrl}>
        <Trans>Back to my cart</Trans>
      </EmailButton>
      <p>
        <Trans>This link works for {validDays} days. Prices and stock are those of the moment you order.</Trans>
      </p>
    </EmailLayout>
  )
}
