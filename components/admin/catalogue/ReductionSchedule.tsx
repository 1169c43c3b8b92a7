import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, errorBox, fieldRow, inlineForm, noticeBox, panel, table } from '../admin.styles.ts'
import { useAdminData } from '../useAdminData.ts'
import { useAdminFormats } from '../useAdminFormats.ts'
import { PRICE_FIELD_ERRORS } from './priceFieldErrors.ts'

const FIELDS: { name: 'finalPrice' | 'startsAt' | 'endsAt'; label: MessageDescriptor; type: string }[] = [
  { name: 'finalPrice', label: msg`Reduced price (€, including VAT)`, type: 'text' },
  { name: 'startsAt', label: msg`Starts (Paris time; empty: now)`, type: 'datetime-local' },
  { name: 'endsAt', label: msg`Ends (Paris time)`, type: 'datetime-local' },
]

const STATUS_NAMES: Record<string, MessageDescriptor> = {
  planned: msg({ message: 'planned', context: 'reduction status' }),
  running: msg({ message: 'running', context: 'reduction status' }),
  ended: msg({ message: 'ended', context: 'reduction status' }),
  cancelled: msg({ message: 'cancelled', context: 'reduction status' }),
}

/** A product's reductions: the form to plan one with its preview, and those planned, running or past. */
export function ReductionSchedule() {
  const { product, prices } = useAdminData<ProductPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const format = useAdminFormats()
  if (!product || !prices) return null
  const sentBack = admin?.formState?.form === 'reduction' ? admin.formState : null
  const action = `/admin/products/${encodeURIComponent(product.sku)}/reductions`
  const { preview } = prices
  return (
    <>
      <AdminForm action={action} className={panel} labelledBy="reduction">
        <h3 id="reduction">
          <Trans>Schedule a reduction</Trans>
        </h3>
        <p>
          <Trans>
            The product and its sizes sell at the reduced price from the start to the end, then go back to
            their price. Preview what the shop will show before you schedule it.
          </Trans>
        </p>
        <FormError form="reduction" />
        {FIELDS.map(({ name, label, type }) => {
          const error = sentBack?.fields?.[name]
          const value = sentBack ? (sentBack.values[name] ?? '') : (prices.typed?.[name] ?? '')
          return (
            <div key={name} className={fieldRow}>
              <label htmlFor={`reduction-${name}`}>{i18n._(label)}</label>
              <input
                id={`reduction-${name}`}
                name={name}
                type={type}
                {...(name === 'finalPrice' ? { inputMode: 'decimal' as const } : {})}
                defaultValue={value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `reduction-${name}-error` : undefined}
              />
              {error ? (
                <p id={`reduction-${name}-error`} className={errorBox}>
                  {i18n._(PRICE_FIELD_ERRORS[error] ?? msg`Not right.`)}
                </p>
              ) : null}
            </div>
          )
        })}
        {preview ? (
          <div className={noticeBox} role="status" data-testid="reduction-preview">
            {preview.outcomes.map(({ storeKeys, reference, reason }) => {
              return (
                <p key={storeKeys.join()}>
                  {preview.outcomes.length > 1 ? (
                    <>
                      <Trans>In the stores {storeKeys.join(', ')}:</Trans>{' '}
                    </>
                  ) : null}
                  {reference !== null ? (
                    <Trans>
                      The shop will show {format.money(preview.finalPrice, 'EUR')} with{' '}
                      <s>{format.money(reference, 'EUR')}</s> struck through: the lowest price of the 30 days
                      before {format.dateTime(preview.startsAt)}.
                    </Trans>
                  ) : reason === 'NOT_ON_SALE_BEFORE' ? (
                    <Trans>
                      The shop will show {format.money(preview.finalPrice, 'EUR')} with no struck-through
                      price: not on sale before the reduction (no price shoppers could pay in the 30 days
                      before {format.dateTime(preview.startsAt)}).
                    </Trans>
                  ) : reason === 'NO_PRIOR_PRICE' ? (
                    <Trans>
                      The shop will show {format.money(preview.finalPrice, 'EUR')} with no struck-through
                      price: no price in the 30 days before {format.dateTime(preview.startsAt)}.
                    </Trans>
                  ) : (
                    <Trans>
                      The shop will show {format.money(preview.finalPrice, 'EUR')} with no struck-through
                      price: the product sold at this price or lower in the 30 days before{' '}
                      {format.dateTime(preview.startsAt)}.
                    </Trans>
                  )}
                </p>
              )
            })}
          </div>
        ) : null}
        <button className={button} type="submit" name="intent" value="preview">
          <Trans>Preview</Trans>
        </button>{' '}
        {prices.canEdit ? (
          <button className={button} type="submit" name="intent" value="schedule">
            <Trans>Schedule the reduction</Trans>
          </button>
        ) : null}
      </AdminForm>
      {prices.reductions.length > 0 ? (
        <table className={table}>
          <caption>
            <Trans>Reductions</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Reduced price</Trans>
              </th>
              <th scope="col">
                <Trans>Starts</Trans>
              </th>
              <th scope="col">
                <Trans>Ends</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Action</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.reductions.map((reduction) => (
              <tr key={reduction.id}>
                <td>{format.money(reduction.finalPrice, 'EUR')}</td>
                <td>{format.dateTime(reduction.startsAt)}</td>
                <td>{format.dateTime(reduction.endsAt)}</td>
                <td>{i18n._(STATUS_NAMES[reduction.status] ?? msg`unknown`)}</td>
                <td>
                  {prices.canEdit && (reduction.status === 'planned' || reduction.status === 'running') ? (
                    <AdminForm action={`${action}/cancel`} className={inlineForm}>
                      <input type="hidden" name="id" value={reduction.id} />
                      <FormError form={`reduction-${reduction.id}`} />
                      <button className={button} type="submit">
                        {reduction.status === 'running' ? (
                          <Trans>End it now</Trans>
                        ) : (
                          <Trans>Cancel it</Trans>
                        )}
                      </button>
                    </AdminForm>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}
