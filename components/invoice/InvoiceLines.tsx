import { Trans } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { ledger } from '../account/account.styles.ts'
import { numberFormat } from '../price/cachedFormats.ts'
import { formatMoney, formatUnitPrice } from '../price/formatMoney.ts'
import { useShop } from '../shop/ShopContext.tsx'

/** An invoice's lines and its shipping per rate, as its PDF states them. */
export const InvoiceLinesFragment = graphql(`
  fragment InvoiceLines on Invoice {
    items {
      id
      name
      sku
      quantity
      taxPercent
      priceExclTax {
        amount
        currency
      }
      discountExclTax {
        amount
        currency
      }
      amountExclTax {
        amount
        currency
      }
      options
      bundleOptions
    }
    shippingLines {
      taxPercent
      amountExclTax {
        amount
        currency
      }
    }
  }
`)

/**
 * An invoice's lines (VAT Directive art. 226 (6)–(9)): quantity, unit price excluding VAT,
 * discount excluding VAT where one applies, VAT rate and amount excluding VAT, so that each line
 * adds up as shown; then one delivery line per VAT rate the shipping was charged at.
 */
export function InvoiceLines({ invoice: fragment }: { invoice: FragmentType<typeof InvoiceLinesFragment> }) {
  const { items, shippingLines } = readFragment(InvoiceLinesFragment, fragment)
  const { store } = useShop()
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, store.locale)
  const rate = (percent: number) => numberFormat(store.locale, 'rate').format(percent / 100)
  return (
    <table className={ledger} data-invoice-lines="">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Item</Trans>
          </th>
          <th scope="col">
            <Trans>SKU</Trans>
          </th>
          <th scope="col">
            <Trans>Qty</Trans>
          </th>
          <th scope="col">
            <Trans>Unit price excl. VAT</Trans>
          </th>
          <th scope="col">
            <Trans>Discount excl. VAT</Trans>
          </th>
          <th scope="col">
            <Trans>VAT rate</Trans>
          </th>
          <th scope="col">
            <Trans>Amount excl. VAT</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              {item.name}
              {[...item.options, ...item.bundleOptions].map((option) => (
                <span key={option}>
                  <br />
                  {option}
                </span>
              ))}
            </td>
            <td>{item.sku}</td>
            <td>{item.quantity}</td>
            <td>{formatUnitPrice(item.priceExclTax.amount, item.priceExclTax.currency, store.locale)}</td>
            <td>
              {item.discountExclTax.amount > 0
                ? money({ ...item.discountExclTax, amount: -item.discountExclTax.amount })
                : '–'}
            </td>
            <td>{rate(item.taxPercent)}</td>
            <td>{money(item.amountExclTax)}</td>
          </tr>
        ))}
        {shippingLines.map((line) => (
          <tr key={line.taxPercent} data-invoice-shipping-line="">
            <td>
              <Trans>Delivery</Trans>
            </td>
            <td />
            <td>1</td>
            <td>{money(line.amountExclTax)}</td>
            <td>–</td>
            <td>{rate(line.taxPercent)}</td>
            <td>{money(line.amountExclTax)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
