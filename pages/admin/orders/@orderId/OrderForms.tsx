import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../../components/admin/useAdminFormats.ts'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../../components/admin/FormError.tsx'
import { button, fieldRow, panel, quantityInput } from '../../../../components/admin/admin.styles.ts'
import type { OrderPageData } from '../../../../server/admin/orderPageData.ts'

/** The order's actions the viewer's role allows and its status permits: ship, deliver, cancel, refund, comment. */
export function OrderForms() {
  const { detail } = useAdminData<OrderPageData>()
  const allowed = usePageContext().admin?.allowed ?? []
  const { order } = detail
  const shippable = order.status === 'processing' && order.shippingMethod !== null
  const cancellable =
    (order.status === 'pending' || order.status === 'processing') && detail.shipments.length === 0
  const { totals } = detail
  // What refundOrder.ts refunds at most: the goods and the shipping, whatever paid them.
  const cost = totals.subtotalCents - totals.discountCents + totals.shippingCents
  const refundable = order.status !== 'pending' && totals.refundedCents < cost
  return (
    <>
      {allowed.includes('orders.ship') && shippable ? <ShipForm /> : null}
      {allowed.includes('orders.ship') && order.nextStatuses.includes('delivered') && !shippable ? (
        <DeliverForm />
      ) : null}
      {allowed.includes('orders.cancel') && cancellable ? <CancelForm /> : null}
      {allowed.includes('orders.refund') && refundable ? <RefundForm /> : null}
      {allowed.includes('orders.comment') ? <CommentForm /> : null}
    </>
  )
}

function ShipForm() {
  const { detail, carriers, shippableLineIds } = useAdminData<OrderPageData>()
  const { formState } = usePageContext().admin ?? {}
  const kept = formState?.form === 'ship' ? formState.values : null
  const carrier = useKeptValue('ship', 'carrier')
  const trackingNumber = useKeptValue('ship', 'trackingNumber')
  const lines = detail.lines.filter(
    (line) => shippableLineIds.includes(line.id) && line.quantity > line.shipped,
  )
  const action = `/admin/orders/${detail.order.id}/ship`
  return (
    <section className={panel} aria-labelledby="ship-heading">
      <h2 id="ship-heading">
        <Trans>Ship a parcel</Trans>
      </h2>
      <AdminForm action={action} labelledBy="ship-heading">
        <FormError form="ship" />
        <div className={fieldRow}>
          <label htmlFor="ship-carrier">
            <Trans>Carrier</Trans>
          </label>
          <select id="ship-carrier" name="carrier" defaultValue={carrier} required>
            <option value="">—</option>
            {carriers.map((option) => (
              <option key={option.code} value={option.code}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="ship-tracking">
            <Trans>Tracking number</Trans>
          </label>
          <input id="ship-tracking" name="trackingNumber" defaultValue={trackingNumber} required />
        </div>
        <p>
          <Trans>Pieces in this parcel (all those left by default):</Trans>
        </p>
        {lines.map((line) => {
          const name = line.name
          const left = line.quantity - line.shipped
          return (
            <div className={fieldRow} key={line.id}>
              <label htmlFor={`ship-${line.id}`}>
                <Trans>
                  {name} ({left} left to ship)
                </Trans>
              </label>
              <input
                className={quantityInput}
                id={`ship-${line.id}`}
                name={`quantity-${line.id}`}
                type="number"
                min={0}
                max={left}
                defaultValue={kept?.[`quantity-${line.id}`] ?? String(left)}
              />
            </div>
          )
        })}
        <button className={button} type="submit">
          <Trans>Ship and e-mail the customer</Trans>
        </button>
      </AdminForm>
    </section>
  )
}

function DeliverForm() {
  const { detail } = useAdminData<OrderPageData>()
  return (
    <section className={panel} aria-labelledby="deliver-heading">
      <h2 id="deliver-heading">
        <Trans>Delivery</Trans>
      </h2>
      <AdminForm action={`/admin/orders/${detail.order.id}/deliver`} labelledBy="deliver-heading">
        <FormError form="deliver" />
        <button className={button} type="submit">
          <Trans>Mark delivered</Trans>
        </button>
      </AdminForm>
    </section>
  )
}

function CancelForm() {
  const { detail } = useAdminData<OrderPageData>()
  const reason = useKeptValue('cancel', 'reason')
  const toStoreCredit = useKeptValue('cancel', 'destination') === 'storeCredit'
  return (
    <section className={panel} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">
        <Trans>Cancel the order</Trans>
      </h2>
      <AdminForm action={`/admin/orders/${detail.order.id}/cancel`} labelledBy="cancel-heading">
        <FormError form="cancel" />
        <p>
          <Trans>
            The stock is given back and everything paid is refunded; the customer gets the refund e-mail.
          </Trans>
        </p>
        <div className={fieldRow}>
          <label htmlFor="cancel-reason">
            <Trans>Reason (kept on the credit memo)</Trans>
          </label>
          <input id="cancel-reason" name="reason" defaultValue={reason} maxLength={500} />
        </div>
        {detail.order.customerId !== null ? (
          <p>
            <input
              id="cancel-store-credit"
              type="checkbox"
              name="destination"
              value="storeCredit"
              defaultChecked={toStoreCredit}
            />{' '}
            <label htmlFor="cancel-store-credit">
              <Trans>Refund to the customer's store credit instead of the card</Trans>
            </label>
          </p>
        ) : null}
        <p>
          <input id="cancel-confirm" type="checkbox" name="confirm" value="yes" />{' '}
          <label htmlFor="cancel-confirm">
            <Trans>Yes, cancel this order</Trans>
          </label>
        </p>
        <button className={button} type="submit">
          <Trans>Cancel the order</Trans>
        </button>
      </AdminForm>
    </section>
  )
}

function RefundForm() {
  const { detail, refundLimitCents } = useAdminData<OrderPageData>()
  const { formState } = usePageContext().admin ?? {}
  const kept = formState?.form === 'refund' ? formState.values : null
  const format = useAdminFormats()
  const reason = useKeptValue('refund', 'reason')
  const toStoreCredit = useKeptValue('refund', 'destination') === 'storeCredit'
  const { order } = detail
  const limit = refundLimitCents === null ? null : format.money(refundLimitCents, order.currency)
  const refunded = format.money(detail.totals.refundedCents, order.currency)
  return (
    <section className={panel} aria-labelledby="refund-heading">
      <h2 id="refund-heading">
        <Trans>Refund</Trans>
      </h2>
      <AdminForm action={`/admin/orders/${order.id}/refund`} labelledBy="refund-heading">
        <FormError form="refund" />
        <p>
          {limit === null ? (
            <Trans>Your role may refund any amount. Refunded so far: {refunded}.</Trans>
          ) : (
            <Trans>
              Your role may refund up to {limit} per order, every refund of the order counted. Refunded so
              far: {refunded}.
            </Trans>
          )}
        </p>
        {detail.lines
          .filter((line) => line.quantity > line.refunded)
          .map((line) => {
            const name = line.name
            const left = line.quantity - line.refunded
            return (
              <div className={fieldRow} key={line.id}>
                <label htmlFor={`refund-${line.id}`}>
                  <Trans>
                    Pieces of {name} to refund ({left} not refunded)
                  </Trans>
                </label>
                <input
                  className={quantityInput}
                  id={`refund-${line.id}`}
                  name={`refund-${line.id}`}
                  type="number"
                  min={0}
                  max={left}
                  defaultValue={kept?.[`refund-${line.id}`] ?? '0'}
                />
              </div>
            )
          })}
        <p>
          <input
            id="refund-shipping"
            type="checkbox"
            name="shipping"
            value="yes"
            defaultChecked={kept?.shipping === 'yes'}
          />{' '}
          <label htmlFor="refund-shipping">
            <Trans>Refund the shipping too</Trans>
          </label>
        </p>
        <fieldset>
          <legend>
            <Trans>Refund to</Trans>
          </legend>
          <input
            id="refund-to-card"
            type="radio"
            name="destination"
            value="payment"
            defaultChecked={!toStoreCredit}
          />{' '}
          <label htmlFor="refund-to-card">
            <Trans>The card</Trans>
          </label>{' '}
          <input
            id="refund-to-store-credit"
            type="radio"
            name="destination"
            value="storeCredit"
            defaultChecked={toStoreCredit}
          />{' '}
          <label htmlFor="refund-to-store-credit">
            <Trans>The customer's store credit</Trans>
          </label>
        </fieldset>
        <div className={fieldRow}>
          <label htmlFor="refund-reason">
            <Trans>Reason (kept on the credit memo)</Trans>
          </label>
          <input id="refund-reason" name="reason" defaultValue={reason} maxLength={500} required />
        </div>
        <button className={button} type="submit">
          <Trans>Refund and e-mail the customer</Trans>
        </button>
      </AdminForm>
    </section>
  )
}

function CommentForm() {
  const { detail } = useAdminData<OrderPageData>()
  const body = useKeptValue('comment', 'body')
  return (
    <section className={panel} aria-labelledby="comment-heading">
      <h2 id="comment-heading">
        <Trans>Add a comment</Trans>
      </h2>
      <AdminForm action={`/admin/orders/${detail.order.id}/comment`} labelledBy="comment-heading">
        <FormError form="comment" />
        <div className={fieldRow}>
          <label htmlFor="comment-body">
            <Trans>Comment for staff (the customer never sees it)</Trans>
          </label>
          <textarea id="comment-body" name="body" rows={3} cols={60} defaultValue={body} maxLength={5000} />
        </div>
        <button className={button} type="submit">
          <Trans>Add the comment</Trans>
        </button>
      </AdminForm>
    </section>
  )
}
