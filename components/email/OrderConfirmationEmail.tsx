import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { regionName } from '../price/cachedFormats.ts'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import { EmailAmountTable } from './EmailAmountTable.tsx'

/** Who a gift card bought is from and for, as the order confirmation shows it. */
export interface OrderConfirmationGiftCard {
  /** Value of each card in major units (euros). */
  amount: number
  senderName: string
  recipientName: string
  recipientEmail: string
  /** The sender's message, or '' when none. */
  message: string
}

/** What the order confirmation shows; amounts in major units (euros), texts already in the store's language. */
export interface OrderConfirmationEmailData {
  number: string
  /** `giftCard` is set on a gift card line (absent in e-mails queued before gift cards were sold). */
  items: { name: string; options: string; quantity: number; rowTotal: number; giftCard?: OrderConfirmationGiftCard | null }[]
  currency: string
  subtotal: number
  discount: number
  shipping: number
  giftCards: number
  storeCredit: number
  grandTotal: number
  /** The VAT included, one line per rate with its label in the store's language (`Including 19 % VAT`); absent on e-mails queued before VAT by destination. */
  taxes?: { label: string; amount: number }[]
  /** The shipping method's title; null when nothing is shipped (gift cards only). */
  shippingMethod: string | null
  /** Lines of the delivery address, or of the pickup point. */
  deliverTo: string[]
  /** The delivery country's ISO code, named in the store's language under `deliverTo`; absent for a pickup point. */
  deliverToCountry?: string | null
  payment: string
  /** The customer's order page, or a guest's signed link to the order. */
  orderUrl: string
  /** The files bought (title and file name), and where they are downloaded; absent on e-mails queued before downloads existed. */
  downloads?: { title: string; fileName: string }[]
  downloadsUrl?: string
  /** The order's invoice and its PDF (a guest's link carries the order's signed token); absent on e-mails queued before it was linked. */
  invoice?: { number: string; url: string } | null
  /** The terms of sale and the withdrawal information in force when the order was placed (a durable-medium copy), as HTML with absolute links. */
  legalTexts?: { title: string; html: string }[]
}


const DETAIL = { color: '#555', fontSize: '13px' }

/** The e-mail a shopper receives once an order is placed. */
export function OrderConfirmationEmail({ data }: { data: OrderConfirmationEmailData }) {
  const { t } = useLingui()
  const { store } = usePageContext()
  const money = (amount: number) => formatMoney(amount, data.currency, store.locale)
  const { number, payment } = data
  const hasGiftCards = data.items.some((item) => item.giftCard)
  const totals = [
    { label: t`Subtotal`, amount: data.subtotal },
    ...(data.discount > 0 ? [{ label: t`Discount`, amount: -data.discount }] : []),
    ...(data.shippingMethod !== null ? [{ label: t`Delivery`, amount: data.shipping }] : []),
    ...(data.giftCards > 0 ? [{ label: t`Gift cards`, amount: -data.giftCards }] : []),
    ...(data.storeCredit > 0 ? [{ label: t`Store credit`, amount: -data.storeCredit }] : []),
  ]
  return (
    <EmailLayout preview={t`Thank you for your order ${number}`} reason={<Trans>You receive this e-mail because you placed an order in our shop. This is an automatic message: please do not reply to it.</Trans>}>
      <p>
        <Trans>Thank you for your order {number}. We are preparing it.</Trans>
      </p>
      <EmailAmountTable
        rows={[
          ...data.items.map((item) => ({
            label: `${item.quantity} × ${item.name}`,
            detail: item.options || item.giftCard ? (
              <>
                {item.options}
                {item.giftCard ? <GiftCardLine giftCard={item.giftCard} money={money} /> : null}
              </>
            ) : null,
            amount: money(item.rowTotal),
          })),
          ...totals.map((line) => ({ label: line.label, amount: money(line.amount) })),
          ...(data.taxes ?? []).map((tax) => ({ label: tax.label, amount: money(tax.amount) })),
        ]}
        total={{ label: <Trans>Total paid</Trans>, amount: money(data.grandTotal) }}
      />
      {data.shippingMethod !== null ? (
        <p>
          <strong>{data.shippingMethod}</strong>
          <br />
          {[...data.deliverTo, ...(data.deliverToCountry ? [regionName(store.locale, data.deliverToCountry)] : [])].map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </p>
      ) : null}
      {hasGiftCards ? (
        <p>
          <Trans>Each gift card is sent by e-mail to its recipient, with its code, now that your order is placed.</Trans>
        </p>
      ) : null}
      {data.downloads && data.downloads.length > 0 && data.downloadsUrl ? <DownloadsLine downloads={data.downloads} href={data.downloadsUrl} /> : null}
      <p>
        <Trans>Payment: {payment}</Trans>
      </p>
      {data.invoice ? <InvoiceLine number={data.invoice.number} href={data.invoice.url} /> : null}
      <EmailButton href={data.orderUrl}>
        <Trans>View your order</Trans>
      </EmailButton>
      {data.legalTexts && data.legalTexts.length > 0 ? <LegalTexts texts={data.legalTexts} /> : null}
    </EmailLayout>
  )
}

/** The invoice's number and the link to its PDF. */
function InvoiceLine({ number, href }: { number: string; href: string }) {
  return (
    <p>
      <a href={href}>
        <Trans>Download your invoice {number} (PDF)</Trans>
      </a>
    </p>
  )
}

/** The terms of sale and withdrawal information the order was placed under, kept by the shopper with the e-mail. */
function LegalTexts({ texts }: { texts: readonly { title: string; html: string }[] }) {
  return (
    <div style={{ marginTop: '32px', borderTop: '1px solid #dddddd', fontSize: '13px', lineHeight: '1.5', color: '#333333' }}>
      <p>
        <Trans>For your records, the terms of sale and the information on your right of withdrawal that apply to this order:</Trans>
      </p>
      {texts.map((text, index) => (
        <div key={index}>
          <h2 style={{ fontSize: '16px', margin: '24px 0 8px' }}>{text.title}</h2>
          {/* The shop's own legal pages (CMS HTML written from the shop's configuration), links made absolute when queued. */}
          <div dangerouslySetInnerHTML={{ __html: text.html }} />
        </div>
      ))}
    </div>
  )
}

/** The files bought, and the link to the page where they are downloaded. */
function DownloadsLine({ downloads, href }: { downloads: readonly { title: string; fileName: string }[]; href: string }) {
  return (
    <>
      <p>
        <Trans>Your files are ready to download:</Trans>
      </p>
      <ul>
        {downloads.map((file, index) => (
          <li key={index}>{`${file.title} (${file.fileName})`}</li>
        ))}
      </ul>
      <p>
        <a href={href}>
          <Trans>Download your files</Trans>
        </a>
      </p>
    </>
  )
}

/** Who a gift card line is from and for, and the sender's message. */
function GiftCardLine({ giftCard, money }: { giftCard: OrderConfirmationGiftCard; money: (amount: number) => string }) {
  const amount = money(giftCard.amount)
  const { senderName, recipientName, recipientEmail } = giftCard
  return (
    <div style={DETAIL}>
      <Trans>
        Gift card of {amount} for {recipientName} ({recipientEmail}), from {senderName}
      </Trans>
      {giftCard.message ? <div style={{ whiteSpace: 'pre-line', fontStyle: 'italic' }}>{giftCard.message}</div> : null}
    </div>
  )
}
