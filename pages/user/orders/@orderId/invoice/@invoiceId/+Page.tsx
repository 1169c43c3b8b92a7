import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../../../../renderer/usePageContext.tsx'
import { useData } from '../../../../../../renderer/useData.ts'
import { PageHeading } from '../../../../../../components/layout/PageHeading.tsx'
import { Link } from '../../../../../../components/links/Link.tsx'
import { facts, lead, panel, panelStack } from '../../../../../../components/account/account.styles.ts'
import { formatDate, formatMoney } from '../../../../../../components/price/formatMoney.ts'
import { storeHref } from '../../../../../../components/shop/ShopContext.tsx'
import type { InvoicePageData } from './+data.ts'
import { InvoiceLines } from '../../../../../../components/invoice/InvoiceLines.tsx'
import { InvoiceVatSummary } from '../../../../../../components/invoice/InvoiceVatSummary.tsx'
import { regionNames } from '../../../../../../components/price/cachedFormats.ts'

/** An invoice of an order (/user/orders/:orderId/invoice/:invoiceId/): the seller's legal details, lines, totals and the PDF. */
export default function Page() {
  const { store } = usePageContext()
  const { order, invoice, company } = useData<InvoicePageData>()
  const { t } = useLingui()
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, store.locale)
  const region = regionNames(store.locale)
  const number = invoice.number
  const orderNumber = order.order_number
  const billing = order.billing_address
  const office = company.registeredOffice
  const capital = formatMoney(company.shareCapital.amount, company.shareCapital.currency, store.locale)
  const totals = invoice.totals
  return (
    <>
      <PageHeading>{t`Invoice ${number}`}</PageHeading>
      <p className={lead}>
        <Trans>
          Invoice of order {orderNumber}, dated {formatDate(invoice.creationDate, store.locale)}.
        </Trans>
      </p>
      <p>
        <a
          href={storeHref(store, `/user/orders/${order.order_id}/invoice/${invoice.id}/pdf`)}
          download={`invoice-${number}.pdf`}
        >
          <Trans>Download PDF</Trans>
        </a>
      </p>
      <div className={panelStack}>
        <section className={panel} aria-labelledby="invoice-parties-heading">
          <h2 id="invoice-parties-heading">
            <Trans>Seller and customer</Trans>
          </h2>
          <dl className={facts}>
            <dt>
              <Trans>Seller</Trans>
            </dt>
            <dd data-invoice-seller="">
              {company.legalName}
              <br />
              {office.streetAddress.join(', ')}, {office.postalCode} {office.locality},{' '}
              {region.of(office.country) ?? office.country}
              <br />
              <Trans>Share capital: {capital}</Trans>
              <br />
              <Trans>Registration: {company.tradeRegister.number}</Trans>
              <br />
              <Trans>VAT number: {company.vatId}</Trans>
            </dd>
            <dt>
              <Trans>Billed to</Trans>
            </dt>
            <dd>
              {billing.firstname} {billing.lastname}
              {billing.company ? (
                <>
                  <br />
                  {billing.company}
                </>
              ) : null}
              {billing.street.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
              <br />
              {billing.postcode} {billing.city}, {region.of(billing.country_code) ?? billing.country_code}
              <br />
              {order.email}
            </dd>
          </dl>
        </section>
        <section className={panel} aria-labelledby="invoice-lines-heading">
          <h2 id="invoice-lines-heading">
            <Trans>Items</Trans>
          </h2>
          <InvoiceLines invoice={invoice} />
        </section>
        <section className={panel} aria-labelledby="invoice-vat-heading">
          <h2 id="invoice-vat-heading">
            <Trans>VAT summary</Trans>
          </h2>
          <InvoiceVatSummary invoice={invoice} />
        </section>
        <section className={panel} aria-labelledby="invoice-totals-heading">
          <h2 id="invoice-totals-heading">
            <Trans>Totals</Trans>
          </h2>
          <dl className={facts} data-invoice-totals="">
            <dt>
              <Trans>Subtotal</Trans>
            </dt>
            <dd>{money(totals.subtotal)}</dd>
            {totals.discount.amount > 0 ? (
              <>
                <dt>
                  <Trans>Discount</Trans>
                </dt>
                <dd>{money({ ...totals.discount, amount: -totals.discount.amount })}</dd>
              </>
            ) : null}
            <dt>
              <Trans>Delivery</Trans>
            </dt>
            <dd>{money(totals.shippingAmount)}</dd>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>
              <strong>{money(totals.grandTotal)}</strong>
            </dd>
            <dt>
              <Trans>Of which VAT</Trans>
            </dt>
            <dd>{money(totals.taxAmount)}</dd>
          </dl>
        </section>
      </div>
      <p>
        <Link to={`/user/orders/${order.order_id}/`}>
          <Trans>Back to the order</Trans>
        </Link>
      </p>
    </>
  )
}
