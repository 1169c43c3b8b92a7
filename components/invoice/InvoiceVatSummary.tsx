import { Trans } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { ledger } from '../account/account.styles.ts'
import { numberFormat } from '../price/cachedFormats.ts'
import { formatMoney } from '../price/formatMoney.ts'
import { useShop } from '../shop/ShopContext.tsx'

/** The VAT per rate of an invoice, as its PDF states it. */
export const InvoiceVatSummaryFragment = graphql(`
  fragment InvoiceVatSummary on Invoice {
    vatSummary {
      taxPercent
      taxableAmount {
        amount
        currency
      }
      taxAmount {
        amount
        currency
      }
      amountInclTax {
        amount
        currency
      }
    }
  }
`)

/**
 * An invoice's VAT summary (VAT Directive art. 226 (8)–(10)): per rate, highest first, the
 * taxable amount, the VAT and the amount including VAT, then the totals excluding VAT, VAT and
 * including VAT, the same figures as the PDF's.
 */
export function InvoiceVatSummary({
  invoice: fragment,
}: {
  invoice: FragmentType<typeof InvoiceVatSummaryFragment>
}) {
  const { vatSummary } = readFragment(InvoiceVatSummaryFragment, fragment)
  const { store } = useShop()
  const currency = vatSummary[0]?.amountInclTax.currency ?? store.currency
  const money = (amount: number) => formatMoney(amount, currency, store.locale)
  // Sums of two-decimal amounts, kept to the cent.
  const total = (pick: (row: (typeof vatSummary)[number]) => { amount: number }) =>
    Math.round(vatSummary.reduce((sum, row) => sum + pick(row).amount * 100, 0)) / 100
  return (
    <table className={ledger} data-invoice-vat-summary="">
      <thead>
        <tr>
          <th scope="col">
            <Trans>VAT rate</Trans>
          </th>
          <th scope="col">
            <Trans>Taxable amount</Trans>
          </th>
          <th scope="col">
            <Trans>VAT amount</Trans>
          </th>
          <th scope="col">
            <Trans>Amount incl. VAT</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {vatSummary.map((row) => (
          <tr key={row.taxPercent}>
            <th scope="row">{numberFormat(store.locale, 'rate').format(row.taxPercent / 100)}</th>
            <td>{money(row.taxableAmount.amount)}</td>
            <td>{money(row.taxAmount.amount)}</td>
            <td>{money(row.amountInclTax.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <Trans>Total</Trans>
          </th>
          <td data-invoice-total-excl-tax="">{money(total((row) => row.taxableAmount))}</td>
          <td data-invoice-total-tax="">{money(total((row) => row.taxAmount))}</td>
          <td data-invoice-total-incl-tax="">
            <strong>{money(total((row) => row.amountInclTax))}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
