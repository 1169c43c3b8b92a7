import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../components/admin/useAdminFormats.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { button, fieldRow, inlineForm, panel, table } from '../../../components/admin/admin.styles.ts'
import { FieldError } from '../../../components/admin/catalogue/ProductFields.tsx'
import { SHIPPING_FIELD_ERRORS } from '../../../components/admin/shipping/shippingFieldErrors.ts'
import type { ShippingPageData } from '../../../server/admin/shippingPageData.ts'

/** Shipping (/admin/shipping): the rates by country and method, the free delivery thresholds, the pickup networks. */
export default function Page() {
  const { rates, thresholds, networks } = useAdminData<ShippingPageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const { money } = useAdminFormats()
  const language = admin?.language === 'fr' ? 'fr' : 'en'
  const canEdit = admin?.allowed.includes('shipping.edit') ?? false
  return (
    <>
      <h1>
        <Trans>Shipping rates</Trans>
      </h1>
      <Notice />
      {canEdit ? (
        <p>
          <a href="/admin/shipping/new">
            <Trans>New shipping rate</Trans>
          </a>
        </p>
      ) : null}
      <table className={table}>
        <caption>
          <Trans>Rates by country and method, in the delivery page's order</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Countries</Trans>
            </th>
            <th scope="col">
              <Trans>Method</Trans>
            </th>
            <th scope="col">
              <Trans>Store</Trans>
            </th>
            <th scope="col">
              <Trans>Carrier</Trans>
            </th>
            <th scope="col">
              <Trans>Price incl. VAT</Trans>
            </th>
            <th scope="col">
              <Trans>Working days</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.id}>
              <th scope="row">
                <a href={`/admin/shipping/${rate.id}`}>{rate.countries.join(', ')}</a>
              </th>
              <td>{rate.method === 'home' ? t`Home delivery` : t`Parcel pickup`}</td>
              <td>{rate.storeKey ?? t`Every store`}</td>
              <td>{rate.carrier[language]}</td>
              <td>{money(rate.priceCents, 'EUR')}</td>
              <td>
                {rate.daysMin}–{rate.daysMax}
              </td>
              <td>{rate.enabled ? t`On` : t`Off`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className={panel} aria-labelledby="shipping-thresholds-heading">
        <h2 id="shipping-thresholds-heading">
          <Trans>Free delivery</Trans>
        </h2>
        <p>
          <Trans>
            Delivery is free from this subtotal (goods shipped, after discounts). A store without its own
            threshold follows the whole shop's.
          </Trans>
        </p>
        {thresholds.map((threshold) => (
          <ThresholdForm key={threshold.scope} {...threshold} canEdit={canEdit} />
        ))}
      </section>
      <section className={panel} aria-labelledby="pickup-networks-heading">
        <h2 id="pickup-networks-heading">
          <Trans>Pickup networks</Trans>
        </h2>
        <p>
          <Trans>
            Parcel pickup is offered in a country only while a network serving it is switched on; its price is
            the pickup rate's.
          </Trans>
        </p>
        <table className={table} aria-labelledby="pickup-networks-heading">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Network</Trans>
              </th>
              <th scope="col">
                <Trans>Countries</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {networks.map((network) => (
              <tr key={network.code}>
                <th scope="row">
                  <a href={`/admin/shipping/networks/${network.code}`}>{network.name}</a>
                </th>
                <td>{network.countries.join(', ')}</td>
                <td>
                  {network.enabled ? t`On` : t`Off`}
                  {canEdit ? (
                    <AdminForm action="/admin/shipping/networks" className={inlineForm}>
                      <input type="hidden" name="code" value={network.code} />
                      <input type="hidden" name="enabled" value={network.enabled ? '0' : '1'} />
                      <button className={button} type="submit">
                        {network.enabled ? t`Switch ${network.name} off` : t`Switch ${network.name} on`}
                      </button>
                    </AdminForm>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}

/** One scope's free delivery threshold: the whole shop's, or a store's own (or none: it follows the shop's). */
function ThresholdForm({
  scope,
  freeFromCents,
  own,
  canEdit,
}: {
  scope: string
  freeFromCents: number | null
  own: boolean
  canEdit: boolean
}) {
  const { admin } = usePageContext()
  const { t } = useLingui()
  const { money } = useAdminFormats()
  const form = `shippingThreshold.${scope}`
  const sentBack = admin?.formState?.form === form ? admin.formState : null
  const isShop = scope === 'shop'
  const stored = own && freeFromCents !== null ? (freeFromCents / 100).toFixed(2) : ''
  const id = `threshold-${scope}`
  const error = sentBack?.fields?.freeFrom
  const name = isShop ? t`Whole shop` : t`Store ${scope}`
  const shown = !own
    ? t`follows the whole shop`
    : freeFromCents === null
      ? t`never free`
      : money(freeFromCents, 'EUR')
  if (!canEdit)
    return (
      <p>
        <Trans>
          {name}: {shown}
        </Trans>
      </p>
    )
  return (
    <AdminForm action="/admin/shipping/threshold" labelledBy={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{name}</h3>
      <FormError form={form} />
      <input type="hidden" name="scope" value={scope} />
      {isShop ? null : (
        <div className={fieldRow}>
          <input
            id={`${id}-own`}
            name="own"
            type="checkbox"
            value="1"
            defaultChecked={sentBack ? (sentBack.values.own ?? '') !== '' : own}
          />{' '}
          <label htmlFor={`${id}-own`}>
            <Trans>Its own threshold</Trans>
          </label>
        </div>
      )}
      <div className={fieldRow}>
        <label htmlFor={id}>
          <Trans>Free from (euros incl. VAT; blank: never free)</Trans>
        </label>
        <input
          id={id}
          name="freeFrom"
          type="text"
          defaultValue={sentBack ? (sentBack.values.freeFrom ?? '') : stored}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={id} error={error} messages={SHIPPING_FIELD_ERRORS} />
      </div>
      <button className={button} type="submit">
        {isShop ? t`Save the shop's threshold` : t`Save the threshold of ${scope}`}
      </button>
    </AdminForm>
  )
}
