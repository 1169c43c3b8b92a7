import { Trans } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { StatusHistoryList } from './StatusHistoryList.tsx'
import { facts } from './account.styles.ts'
import { ORDER_STATUS_LABELS } from './orderStatus.ts'

/** Where an order is: its parcels with their tracking, and every status it had with its date. */
export const OrderProgressFragment = graphql(`
  fragment OrderProgress on Order {
    status_history {
      status
      date
    }
    shipments {
      id
      number
      tracking {
        carrier
        title
        number
        url
      }
    }
  }
`)

/** The parcels of an order (carrier, tracking number, a link to the carrier's page) and its status history. */
export function OrderProgress({ order: fragment }: { order: FragmentType<typeof OrderProgressFragment> }) {
  const order = readFragment(OrderProgressFragment, fragment)
  const tracking = order.shipments.flatMap((shipment) =>
    shipment.tracking.map((parcel) => ({ ...parcel, key: `${shipment.id}-${parcel.number ?? ''}` })),
  )
  return (
    <>
      {tracking.length > 0 ? (
        <section aria-labelledby="order-tracking">
          <h2 id="order-tracking">
            <Trans>Tracking</Trans>
          </h2>
          {tracking.map((parcel) => {
            const carrier = parcel.title
            return (
              <dl key={parcel.key} className={facts}>
                <dt>
                  <Trans>Carrier</Trans>
                </dt>
                <dd>{carrier}</dd>
                <dt>
                  <Trans>Tracking number</Trans>
                </dt>
                <dd>{parcel.number}</dd>
                {parcel.url ? (
                  <dd>
                    {/* The carrier's site opens in a new tab: the order stays where it was. */}
                    <a href={parcel.url} target="_blank" rel="noopener noreferrer">
                      <Trans>Track the parcel on the {carrier} website (opens a new tab)</Trans>
                    </a>
                  </dd>
                ) : null}
              </dl>
            )
          })}
        </section>
      ) : null}
      <section aria-labelledby="order-history">
        <h2 id="order-history">
          <Trans>Status history</Trans>
        </h2>
        <StatusHistoryList changes={order.status_history} labels={ORDER_STATUS_LABELS} />
      </section>
    </>
  )
}
