import type { Transaction } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import { carrierTitleOf, trackingUrlOf } from './carriers.ts'
import type { OrderLinks } from './orderLinks.ts'

/**
 * Writes "your order has shipped" into the outbox, in the transaction that ships the order, in
 * the language of the store it was placed in: its parcels with their carrier, tracking number
 * and tracking page, and the link to the order (a guest's signed link when the shop has one,
 * else the order look-up page).
 */
export async function emailOrderShipped(
  trx: Transaction<Database>,
  options: { orderId: number; store: Store; orderLinks: OrderLinks | null; now: Date },
): Promise<number> {
  const { orderId, store } = options
  const order = await trx
    .selectFrom('shop_order')
    .select(['number', 'email', 'customer_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  const shipments = await trx
    .selectFrom('order_shipment')
    .select(['carrier_code', 'tracking_number'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  const guestLink =
    order.customer_id === null && options.orderLinks
      ? `${store.baseUrl}/orders/?token=${encodeURIComponent(options.orderLinks.sign(orderId, options.now))}`
      : `${store.baseUrl}/orders/`
  return enqueueEmail(trx, {
    store: store.key,
    template: 'orderShipped',
    to: order.email,
    data: {
      number: order.number,
      parcels: shipments.map((shipment) => ({
        carrier: carrierTitleOf(shipment.carrier_code),
        trackingNumber: shipment.tracking_number,
        trackingUrl: trackingUrlOf(shipment.carrier_code, shipment.tracking_number),
      })),
      orderUrl: order.customer_id === null ? guestLink : `${store.baseUrl}/user/orders/${orderId}/`,
    },
  })
}
