import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { STORE_DEFINITIONS } from '../../../config/stores.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, errorBox, quantityInput, table } from '../admin.styles.ts'
import { useAdminData } from '../useAdminData.ts'
import { useAdminFormats } from '../useAdminFormats.ts'
import { PriceHistory } from './PriceHistory.tsx'
import { PRICE_FIELD_ERRORS, typedAmount } from './priceFieldErrors.ts'
import { ReductionSchedule } from './ReductionSchedule.tsx'
import { TierPrices } from './TierPrices.tsx'

/**
 * A product's prices section (docs/back-office.md#prices): its and its sizes' regular price and
 * price paid, its quantity prices, its reductions with their preview, and its price history.
 */
export function ProductPrices() {
  const { product, prices } = useAdminData<ProductPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const format = useAdminFormats()
  if (!product || !prices) return null
  const sentBack = admin?.formState?.form === 'prices' ? admin.formState : null
  const sku = product.sku
  const main = prices.skus[0]
  return (
    <section id="prices" aria-labelledby="prices-heading">
      <h2 id="prices-heading">
        <Trans>Prices</Trans>
      </h2>
      {main
        ? prices.references.map(({ storeKeys, reference }) => (
            <p key={storeKeys.join()}>
              {storeKeys.length < STORE_DEFINITIONS.length ? (
                <>
                  <Trans>In the stores {storeKeys.join(', ')}:</Trans>{' '}
                </>
              ) : null}
              <Trans>
                The shop shows {format.money(main.finalPrice, 'EUR')} against the lowest price of the 30 days
                before the reduction, {format.money(reference, 'EUR')}, struck through.
              </Trans>
            </p>
          ))
        : null}
      <AdminForm
        action={`/admin/products/${encodeURIComponent(sku)}/prices`}
        labelledBy="prices-form-heading"
      >
        <h3 id="prices-form-heading">
          <Trans>Prices including VAT</Trans>
        </h3>
        <FormError form="prices" />
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>SKU</Trans>
              </th>
              <th scope="col">
                <Trans>Regular price (€)</Trans>
              </th>
              <th scope="col">
                <Trans>Price paid (€)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.skus.map((row) => (
              <tr key={row.sku}>
                <th scope="row">
                  {row.size === null ? (
                    row.sku
                  ) : (
                    <Trans>
                      {row.sku} (size {row.size})
                    </Trans>
                  )}
                </th>
                {(['regular', 'final'] as const).map((kind) => {
                  const name = `${kind}.${row.sku}`
                  const id = `price-${kind}-${row.sku}`
                  const error = sentBack?.fields?.[name]
                  const value = sentBack
                    ? (sentBack.values[name] ?? '')
                    : typedAmount(kind === 'regular' ? row.regularPrice : row.finalPrice)
                  return (
                    <td key={kind}>
                      <input
                        id={id}
                        name={name}
                        inputMode="decimal"
                        className={quantityInput}
                        defaultValue={value}
                        aria-label={i18n._(
                          kind === 'regular'
                            ? msg`Regular price of ${row.sku} in euros`
                            : msg`Price paid for ${row.sku} in euros`,
                        )}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                      />
                      {error ? (
                        <p id={`${id}-error`} className={errorBox}>
                          {i18n._(PRICE_FIELD_ERRORS[error] ?? msg`Not right.`)}
                        </p>
                      ) : null}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {prices.canEdit ? (
          <button className={button} type="submit">
            <Trans>Save the prices</Trans>
          </button>
        ) : null}
      </AdminForm>
      <TierPrices />
      <ReductionSchedule />
      <PriceHistory />
    </section>
  )
}
