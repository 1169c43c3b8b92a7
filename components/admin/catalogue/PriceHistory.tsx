import { Trans } from '@lingui/react/macro'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import { table } from '../admin.styles.ts'
import { useAdminData } from '../useAdminData.ts'
import { useAdminFormats } from '../useAdminFormats.ts'

/** A product's last recorded prices, newest first (the history the reference price is computed from). */
export function PriceHistory() {
  const { prices } = useAdminData<ProductPageData>()
  const format = useAdminFormats()
  if (!prices) return null
  if (prices.history.length === 0)
    return (
      <p>
        <Trans>No price of this product is recorded yet.</Trans>
      </p>
    )
  return (
    <table className={table}>
      <caption>
        <Trans>Price history (last 20 changes)</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>From</Trans>
          </th>
          <th scope="col">
            <Trans>Regular price</Trans>
          </th>
          <th scope="col">
            <Trans>Price paid</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {prices.history.map((row) => (
          <tr key={`${row.validFrom}-${row.regularPrice}-${row.finalPrice}`}>
            <td>{format.dateTime(row.validFrom)}</td>
            <td>{format.money(row.regularPrice, 'EUR')}</td>
            <td>{format.money(row.finalPrice, 'EUR')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
