import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, errorBox, fieldRow, inlineForm, panel, table } from '../admin.styles.ts'
import { useAdminData } from '../useAdminData.ts'
import { useAdminFormats } from '../useAdminFormats.ts'
import { PRICE_FIELD_ERRORS } from './priceFieldErrors.ts'

const FIELDS = [
  { name: 'qty', label: msg`From quantity`, inputMode: 'numeric' },
  { name: 'price', label: msg`Price per piece incl. VAT (€)`, inputMode: 'decimal' },
] as const

/** A product's quantity prices (docs/back-office.md#prices): the list with a remove button each, and the form to add one. */
export function TierPrices() {
  const { product, prices } = useAdminData<ProductPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const format = useAdminFormats()
  if (!product || !prices) return null
  const sentBack = admin?.formState?.form === 'tierPrice' ? admin.formState : null
  const action = `/admin/products/${encodeURIComponent(product.sku)}/tier-prices`
  return (
    <div id="tier-prices">
      <h3 id="tier-prices-heading">
        <Trans>Quantity prices</Trans>
      </h3>
      <p>
        <Trans>
          From the quantity on, each piece of a cart line costs this price, in every store (each shows it
          without its own VAT). The price history and the struck-through price are not affected.
        </Trans>
      </p>
      {prices.tiers.length > 0 ? (
        <table className={table} aria-labelledby="tier-prices-heading">
          <thead>
            <tr>
              <th scope="col">
                <Trans>From quantity</Trans>
              </th>
              <th scope="col">
                <Trans>Price per piece incl. VAT</Trans>
              </th>
              {prices.canEdit ? (
                <th scope="col">
                  <Trans>Remove</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {prices.tiers.map((tier) => (
              <tr key={tier.qty}>
                <td>{tier.qty}</td>
                <td>{format.money(tier.price, 'EUR')}</td>
                {prices.canEdit ? (
                  <td>
                    <AdminForm action={`${action}/remove`} className={inlineForm}>
                      <input type="hidden" name="qty" value={tier.qty} />
                      <FormError form={`tierPrice-${tier.qty}`} />
                      <button className={button} type="submit">
                        <Trans>Remove the price from {tier.qty}</Trans>
                      </button>
                    </AdminForm>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          <Trans>No quantity price.</Trans>
        </p>
      )}
      {prices.canEdit ? (
        <AdminForm action={action} className={panel} labelledBy="tier-price-add">
          <h4 id="tier-price-add">
            <Trans>Add a quantity price</Trans>
          </h4>
          <FormError form="tierPrice" />
          {FIELDS.map(({ name, label, inputMode }) => {
            const error = sentBack?.fields?.[name]
            return (
              <div key={name} className={fieldRow}>
                <label htmlFor={`tier-${name}`}>{i18n._(label)}</label>
                <input
                  id={`tier-${name}`}
                  name={name}
                  inputMode={inputMode}
                  defaultValue={sentBack?.values[name] ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `tier-${name}-error` : undefined}
                />
                {error ? (
                  <p id={`tier-${name}-error`} className={errorBox}>
                    {i18n._(PRICE_FIELD_ERRORS[error] ?? msg`Not right.`)}
                  </p>
                ) : null}
              </div>
            )
          })}
          <button className={button} type="submit">
            <Trans>Add the quantity price</Trans>
          </button>
        </AdminForm>
      ) : null}
    </div>
  )
}
