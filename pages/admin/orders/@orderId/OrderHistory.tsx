import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../../components/admin/useAdminFormats.ts'
import { AdminForm } from '../../../../components/admin/AdminForm.tsx'
import { FormError } from '../../../../components/admin/FormError.tsx'
import {
  ORDER_STATUS_NAMES,
  EMAIL_STATUS_NAMES,
  nameOf,
  REFUND_DESTINATION_NAMES,
} from '../../../../components/admin/orders/orderNames.ts'
import { auditActionName } from '../../../../components/admin/auditActionNames.ts'
import { emailKindName, emailResendLabel } from '../../../../components/admin/emailKindNames.ts'
import { visuallyHidden } from '../../../../components/listing/visuallyHidden.ts'
import { code, linkButton, panel, table } from '../../../../components/admin/admin.styles.ts'
import type { OrderPageData } from '../../../../server/admin/orderPageData.ts'

type TimelineEntry = OrderPageData['detail']['timeline'][number]

/** What happened to the order: parcels, e-mails (sent again from here), comments, the customer's other orders, the timeline. */
export function OrderHistory() {
  return (
    <>
      <Parcels />
      <Emails />
      <Comments />
      <OtherOrders />
      <Timeline />
    </>
  )
}

function Parcels() {
  const { detail } = useAdminData<OrderPageData>()
  const format = useAdminFormats()
  if (detail.shipments.length === 0) return null
  const nameOf = (lineId: number) => detail.lines.find((line) => line.id === lineId)?.name ?? String(lineId)
  return (
    <section className={panel} aria-labelledby="parcels-heading">
      <h2 id="parcels-heading">
        <Trans>Parcels</Trans>
      </h2>
      <ul>
        {detail.shipments.map((shipment) => (
          <li key={shipment.id}>
            {shipment.number} · {format.dateTime(shipment.createdAt)} · {shipment.carrierTitle}{' '}
            {shipment.trackingUrl ? (
              <a href={shipment.trackingUrl}>{shipment.trackingNumber}</a>
            ) : (
              shipment.trackingNumber
            )}
            {shipment.lines.length > 0
              ? ` · ${shipment.lines.map((line) => `${line.quantity} × ${nameOf(line.orderItemId)}`).join(', ')}`
              : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Emails() {
  const { i18n } = useLingui()
  const { detail } = useAdminData<OrderPageData>()
  const allowed = usePageContext().admin?.allowed ?? []
  const format = useAdminFormats()
  return (
    <section className={panel} aria-labelledby="emails-heading">
      <h2 id="emails-heading">
        <Trans>E-mails to the customer</Trans>
      </h2>
      <FormError form="resend" />
      {detail.emails.length === 0 ? (
        <p>
          <Trans>No e-mail was sent for this order yet.</Trans>
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Trans>E-mails of the order, oldest first</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>E-mail</Trans>
              </th>
              <th scope="col">
                <Trans>To</Trans>
              </th>
              <th scope="col">
                <Trans>State</Trans>
              </th>
              <th scope="col">
                <Trans>When</Trans>
              </th>
              <th scope="col">
                <Trans>Actions</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.emails.map((email, index) => {
              const template = email.template
              const kind = emailKindName(template)
              const resend = emailResendLabel(template)
              const position = index + 1
              const count = detail.emails.length
              // An order may hold several e-mails of a kind (two parcels, one sent again): each button's name says which.
              const repeated = detail.emails.some((other) => other !== email && other.template === template)
              return (
                <tr key={email.id}>
                  <td className={kind ? undefined : code}>{kind ? i18n._(kind) : template}</td>
                  <td>{email.recipient}</td>
                  <td>
                    {nameOf(EMAIL_STATUS_NAMES, email.status, (name) => i18n._(name))}
                    {email.lastError ? ` (${email.lastError})` : ''}
                  </td>
                  <td>{format.dateTime(email.sentAt ?? email.createdAt)}</td>
                  <td>
                    {allowed.includes('orders.comment') ? (
                      <AdminForm action={`/admin/orders/${detail.order.id}/resend-email`}>
                        <input type="hidden" name="emailId" value={email.id} />
                        <button className={linkButton} type="submit">
                          {resend ? i18n._(resend) : <Trans>Send {template} again</Trans>}
                          {repeated ? (
                            <span className={visuallyHidden}>
                              {' '}
                              <Trans>
                                (e-mail {position} of {count})
                              </Trans>
                            </span>
                          ) : null}
                        </button>
                      </AdminForm>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}

function Comments() {
  const { detail } = useAdminData<OrderPageData>()
  const format = useAdminFormats()
  return (
    <section className={panel} aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        <Trans>Comments</Trans>
      </h2>
      {detail.comments.length === 0 ? (
        <p>
          <Trans>No comment yet. Add one above for the other staff members.</Trans>
        </p>
      ) : (
        <ul>
          {detail.comments.map((comment) => (
            <li key={comment.id}>
              {format.dateTime(comment.createdAt)} · {comment.author}: {comment.body}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function OtherOrders() {
  const { detail } = useAdminData<OrderPageData>()
  const { i18n } = useLingui()
  const format = useAdminFormats()
  return (
    <section className={panel} aria-labelledby="other-orders-heading">
      <h2 id="other-orders-heading">
        <Trans>The customer's other orders</Trans>
      </h2>
      {detail.otherOrders.length === 0 ? (
        <p>
          <Trans>This is the customer's only order.</Trans>
        </p>
      ) : (
        <ul>
          {detail.otherOrders.map((other) => (
            <li key={other.id}>
              <a href={`/admin/orders/${other.id}`}>{other.number}</a> · {format.dateTime(other.createdAt)} ·{' '}
              {i18n._(ORDER_STATUS_NAMES[other.status])} ·{' '}
              {format.money(other.grandTotalCents, detail.order.currency)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Timeline() {
  const { detail } = useAdminData<OrderPageData>()
  const format = useAdminFormats()
  return (
    <section className={panel} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">
        <Trans>Timeline</Trans>
      </h2>
      <ol>
        {detail.timeline.map((entry, index) => (
          <li key={index}>
            {format.dateTime(entry.at)} · <TimelineText entry={entry} />
          </li>
        ))}
      </ol>
    </section>
  )
}

function TimelineText({ entry }: { entry: TimelineEntry }) {
  const { i18n } = useLingui()
  const format = useAdminFormats()
  const currency = useAdminData<OrderPageData>().detail.order.currency
  switch (entry.kind) {
    case 'status': {
      const status = i18n._(ORDER_STATUS_NAMES[entry.status])
      return <Trans>Status: {status}</Trans>
    }
    case 'payment': {
      const amount = format.money(entry.amountCents, currency)
      return entry.event === 'created' ? (
        <Trans>Payment of {amount} started</Trans>
      ) : (
        <Trans>Payment of {amount} captured</Trans>
      )
    }
    case 'payment_refund': {
      const amount = format.money(entry.amountCents, currency)
      const state = entry.status
      return (
        <Trans>
          Card refund of {amount}: {state}
        </Trans>
      )
    }
    case 'shipment': {
      const { number, carrierTitle, trackingNumber } = entry
      return (
        <Trans>
          Parcel {number} with {carrierTitle}, tracking number {trackingNumber}
        </Trans>
      )
    }
    case 'credit_memo': {
      const { number } = entry
      const amount = format.money(entry.grandTotalCents, currency)
      const destination = REFUND_DESTINATION_NAMES[entry.destination]
        ? i18n._(REFUND_DESTINATION_NAMES[entry.destination]!)
        : entry.destination
      return (
        <Trans>
          Credit memo {number} of {amount}, {destination}
        </Trans>
      )
    }
    case 'invoice': {
      const { number } = entry
      return <Trans>Invoice {number} issued</Trans>
    }
    case 'comment': {
      const { author, body } = entry
      return (
        <Trans>
          Comment by {author}: {body}
        </Trans>
      )
    }
    case 'email': {
      const known = emailKindName(entry.template)
      const kind = known ? i18n._(known) : entry.template
      const status = nameOf(EMAIL_STATUS_NAMES, entry.status, (name) => i18n._(name))
      return (
        <Trans comment="{kind} is the kind of e-mail (Shipping notice), {status} where it stands (Sent)">
          {kind}: {status}
        </Trans>
      )
    }
    case 'audit': {
      const { actor } = entry
      const known = auditActionName(entry.action)
      const action = known ? i18n._(known) : entry.action
      return (
        <Trans>
          {action} by {actor}
        </Trans>
      )
    }
  }
}
