import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { regionName } from '../price/cachedFormats.ts'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import { EmailAmountTable } from './EmailAmountTable.tsx'
import type { OrderConfirmationGiftCard, OrderConfirmationEmailData } from '../../domain/email/emailData.ts'

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
    <EmailLayout
      preview={t`Thank you for your order ${number}`}
      reason={
        <Trans>
          You receive this e-mail because you placed an order in our shop. This is an automatic message:
          please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Thank you for your order {number}. We are preparing it.</Trans>
      </p>
      <EmailAmountTable
        rows={[
          ...data.items.map((item) => ({
            label: `${item.quantity} × ${item.name}`,
            detail:
              item.options || item.giftCard ? (
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
          {[
            ...data.deliverTo,
            ...(data.deliverToCountry ? [regionName(store.locale, data.deliverToCountry)] : []),
          ].map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </p>
      ) : null}
      {hasGiftCards ? (
        <p>
          <Trans>
            Each gift card is sent by e-mail to its recipient, with its code, now that your order is placed.
          </Trans>
        </p>
      ) : null}
      {data.downloads && data.downloads.length > 0 && data.downloadsUrl ? (
        <DownloadsLine downloads={data.downloads} href={data.downloadsUrl} />
      ) : null}
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
    <div
      style={{
        marginTop: '32px',
        borderTop: '1px solid #dddddd',
        fontSize: '13px',
        lineHeight: '1.5',
        color: '#333333',
      }}
    >
      <p>
        <Trans>
          For your records, the terms of sale and the information on your right of withdrawal that apply to
          this order:
        </Trans>
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
function DownloadsLine({
  downloads,
  href,
}: {
  downloads: readonly { title: string; fileName: string }[]
  href: string
}) {
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
function GiftCardLine({
  giftCard,
  money,
}: {
  giftCard: OrderConfirmationGiftCard
  money: (amount: number) => string
}) {
  const amount = money(giftCard.amount)
  const { senderName, recipientName, recipientEmail } = giftCard
  return (
    <div style={DETAIL}>
      <Trans>
        Gift card of {amount} for {recipientName} ({recipientEmail}), from {senderName}
      </Trans>
      {giftCard.message ? (
        <div style={{ whiteSpace: 'pre-line', fontStyle: 'italic' }}>{giftCard.message}</div>
      ) : null}
    </div>
  )
}
