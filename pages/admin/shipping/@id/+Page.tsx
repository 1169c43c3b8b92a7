import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { button, fieldRow } from '../../../../components/admin/admin.styles.ts'
import { FieldError, useSentBack } from '../../../../components/admin/catalogue/ProductFields.tsx'
import { SHIPPING_FIELD_ERRORS } from '../../../../components/admin/shipping/shippingFieldErrors.ts'
import { ShippingRateFields } from '../../../../components/admin/shipping/ShippingRateFields.tsx'
import type { ShippingRatePageData } from '../../../../server/admin/shippingPageData.ts'

/** A shipping rate's page (/admin/shipping/<id>): switching it off or on, and its values (one form). */
export default function Page() {
  const { rate, fields, stores } = useAdminData<ShippingRatePageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const sentBack = useSentBack(['shippingRate'])
  const deleteSentBack = useSentBack(['shippingRateDelete'])
  if (!rate) return null
  const canEdit = admin?.allowed.includes('shipping.edit') ?? false
  const action = `/admin/shipping/${rate.id}`
  const countries = rate.countries.join(', ')
  return (
    <>
      <p>
        <a href="/admin/shipping">
          <Trans>All shipping rates</Trans>
        </a>
      </p>
      <h1>
        <Trans>Shipping rate to {countries}</Trans>
      </h1>
      <Notice />
      <p>
        {rate.enabled ? (
          <Trans>Switched on: the checkout offers it.</Trans>
        ) : (
          <Trans>Switched off: the checkout does not offer it.</Trans>
        )}
      </p>
      {canEdit ? (
        <AdminForm action={`${action}/enabled`} labelledBy="shipping-switch-heading">
          <h2 id="shipping-switch-heading">{rate.enabled ? t`Switch it off` : t`Switch it on`}</h2>
          <input type="hidden" name="enabled" value={rate.enabled ? '0' : '1'} />
          <button className={button} type="submit">
            {rate.enabled ? <Trans>Switch the rate off</Trans> : <Trans>Switch the rate on</Trans>}
          </button>
        </AdminForm>
      ) : null}
      {canEdit ? (
        <AdminForm action={action} labelledBy="shipping-rate-form-heading">
          <h2 id="shipping-rate-form-heading">
            <Trans>The rate</Trans>
          </h2>
          <FormError form="shippingRate" />
          <ShippingRateFields fields={fields} stores={stores} sentBack={sentBack} />
          <button className={button} type="submit">
            <Trans>Save the rate</Trans>
          </button>
        </AdminForm>
      ) : null}
      {canEdit ? (
        <AdminForm action={`${action}/delete`} labelledBy="shipping-delete-heading">
          <h2 id="shipping-delete-heading">
            <Trans>Delete the rate</Trans>
          </h2>
          <FormError form="shippingRateDelete" />
          {rate.enabled ? (
            <p>
              <Trans>
                Switch the rate off first: the checkout stops offering it and the carts that chose it are
                re-priced. Placed orders keep what they paid.
              </Trans>
            </p>
          ) : (
            <>
              <div className={fieldRow}>
                <span>
                  <input
                    id="field-confirm"
                    name="confirm"
                    type="checkbox"
                    value="1"
                    aria-invalid={deleteSentBack?.fields.confirm ? true : undefined}
                    aria-describedby={deleteSentBack?.fields.confirm ? 'field-confirm-error' : undefined}
                  />{' '}
                  <label htmlFor="field-confirm">
                    <Trans>Yes, delete this rate for good</Trans>
                  </label>
                </span>
                <FieldError
                  id="field-confirm"
                  error={deleteSentBack?.fields.confirm}
                  messages={SHIPPING_FIELD_ERRORS}
                />
              </div>
              <button className={button} type="submit">
                <Trans>Delete the rate</Trans>
              </button>
            </>
          )}
        </AdminForm>
      ) : null}
    </>
  )
}
