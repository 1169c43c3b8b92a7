import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../../components/admin/useAdminFormats.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { Pager } from '../../../../components/admin/Pager.tsx'
import { linkButton, table } from '../../../../components/admin/admin.styles.ts'
import type { StockSkuPageData } from '../../../../server/admin/adminPageData.ts'

type Size = StockSkuPageData['sizes'][number]

/** What each kind of stock movement is called. */
const MOVEMENT_KINDS = {
  order: msg({ message: 'Order', context: 'stock movement' }),
  cancellation: msg({ message: 'Cancellation', context: 'stock movement' }),
  return: msg({ message: 'Return', context: 'stock movement' }),
  manual: msg({ message: 'Set by hand', context: 'stock movement' }),
  import: msg({ message: 'Import', context: 'stock movement' }),
  unknown: msg({ message: 'Unknown', context: 'stock movement' }),
}

/** A product's stock (/admin/stock/<sku>): its sizes with their low-stock thresholds, and their movements, newest first. */
export default function Page() {
  const { sku, name, sizes, movements, history } = useAdminData<StockSkuPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const { dateTime } = useAdminFormats()
  const mayEdit = (admin?.allowed ?? []).includes('stock.set')
  return (
    <>
      <h1>
        <Trans>
          Stock of {name} ({sku})
        </Trans>
      </h1>
      <p>
        <a href="/admin/stock?low=1">
          <Trans>Sizes low on stock</Trans>
        </a>
      </p>
      <Notice />
      <table className={table}>
        <caption>
          <Trans>Sizes</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>SKU</Trans>
            </th>
            <th scope="col">
              <Trans>Size</Trans>
            </th>
            <th scope="col">
              <Trans>Colour</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Low-stock threshold</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <SizeRow key={size.sku} size={size} product={sku} mayEdit={mayEdit} />
          ))}
        </tbody>
      </table>
      <table className={table}>
        <caption>
          <Trans>Stock movements, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>When</Trans>
            </th>
            <th scope="col">
              <Trans>SKU</Trans>
            </th>
            <th scope="col">
              <Trans>Why</Trans>
            </th>
            <th scope="col">
              <Trans>Reference</Trans>
            </th>
            <th scope="col">
              <Trans>Change</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity after</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {movements.length === 0 ? (
            <tr>
              <td colSpan={6}>
                <Trans>No stock movement yet.</Trans>
              </td>
            </tr>
          ) : (
            movements.map((movement, index) => (
              <tr key={`${movement.at}-${movement.sku}-${index}`}>
                <td>{dateTime(movement.at)}</td>
                <td>{movement.sku}</td>
                <td>{i18n._(MOVEMENT_KINDS[movement.kind])}</td>
                <td>{movement.reference ?? '—'}</td>
                <td>{movement.delta > 0 ? `+${movement.delta}` : String(movement.delta)}</td>
                <td>{movement.qtyAfter}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pager
        page={history.page}
        pageSize={history.pageSize}
        totalCount={history.totalCount}
        hrefOf={(page) => `/admin/stock/${encodeURIComponent(sku)}?page=${page}`}
      />
    </>
  )
}

function SizeRow({ size, product, mayEdit }: { size: Size; product: string; mayEdit: boolean }) {
  const { admin } = usePageContext()
  const form = `threshold-${size.sku}`
  const sentBack = admin?.formState?.form === form
  const typed = useKeptValue(form, 'threshold')
  const { sku, threshold, qty } = size
  const low = qty <= threshold
  return (
    <tr>
      <th scope="row">{size.sku}</th>
      <td>{size.size}</td>
      <td>{size.colour}</td>
      <td>{low ? <Trans>{qty} (low)</Trans> : qty}</td>
      <td>
        {mayEdit ? (
          <>
            <div id={`threshold-${size.sku}-error`}>
              <FormError form={form} />
            </div>
            <AdminForm action={`/admin/stock/${encodeURIComponent(size.sku)}/threshold`}>
              <input type="hidden" name="product" value={product} />
              <label htmlFor={`threshold-${size.sku}`}>
                <Trans>Low-stock threshold of {sku} (empty: the shop's default)</Trans>
              </label>{' '}
              <input
                id={`threshold-${size.sku}`}
                name="threshold"
                inputMode="numeric"
                size={7}
                defaultValue={sentBack ? typed : size.ownThreshold === null ? '' : String(size.ownThreshold)}
                placeholder={String(threshold)}
                {...(sentBack
                  ? { 'aria-invalid': true, 'aria-describedby': `threshold-${size.sku}-error` }
                  : {})}
              />{' '}
              <button className={linkButton} type="submit">
                <Trans>Save the threshold of {sku}</Trans>
              </button>
            </AdminForm>
          </>
        ) : size.ownThreshold === null ? (
          <Trans>{threshold} (the shop's default)</Trans>
        ) : (
          threshold
        )}
      </td>
    </tr>
  )
}
