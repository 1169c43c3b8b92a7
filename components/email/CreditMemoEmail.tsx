import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import { cardBrandName } from '../account/cardBrandName.ts'

/** What the "your refund" e-mail shows; amounts in major units (euros). */
export interface CreditMemoEmailData {
  number: string
  orderNumber: string
  currency: string
  items: { name: string; quantity: number; amount: number }[]
  shipping: number
  adjustment: number
  total: number
  destination: 'payment' | 'store_credit'
  cardBrand: string | null
  cardLast4: string | null
  /** The customer's store credit after a refund to it; null for a refund to the payment method. */
  storeCreditBalance: number | null
  /** The order's refunds page (a guest's: the order look-up). */
  refundsUrl: string
  storeCreditUrl: string
}

const CELL = { padding: '6px 0', borderBottom: '1px solid #eee' }
const AMOUNT = { ...CELL, textAlign: 'right' as const, whiteSpace: 'nowrap' as const }

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
    <EmailLayout preview={t`Refund of ${total} for your order ${orderNumber}`} reason={<Trans>You receive this e-mail because you placed an order in our shop. This is an automatic message: please do not reply to it.</Trans>}>
      <p>
        <Trans>
          We have refunded {total} for your order {orderNumber} (credit memo {number}).
        </Trans>
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {data.items.map((item, index) => (
            <tr key={index}>
              <td style={CELL}>
                {item.quantity} × {item.name}
              </td>
              <td style={AMOUNT}>{money(item.amount)}</td>
            </tr>
          ))}
          {data.shipping > 0 ? (
            <tr>
              <td style={CELL}>
                <Trans>Delivery</Trans>
              </td>
              <td style={AMOUNT}>{money(data.shipping)}</td>
            </tr>
          ) : null}
          {data.adjustment !== 0 ? (
            <tr>
              <td style={CELL}>
                <Trans>Adjustment</Trans>
              </td>
              <td style={AMOUNT}>{money(data.adjustment)}</td>
            </tr>
          ) : null}
          <tr>
            <td style={{ ...CELL, fontWeight: 700 }}>
              <Trans>Total refunded</Trans>
            </td>
            <td style={{ ...AMOUNT, fontWeight: 700 }}>{total}</td>
          </tr>
        </tbody>
      </table>
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
          <p>{card ? <Trans>The amount goes back to your {card}; your bank may take a few days to show it.</Trans> : <Trans>The amount goes back to the payment method of your order; your bank may take a few days to show it.</Trans>}</p>
          <EmailButton href={data.refundsUrl}>
            <Trans>View your refunds</Trans>
          </EmailButton>
        </>
      )}
    </EmailLayout>
  )
}
