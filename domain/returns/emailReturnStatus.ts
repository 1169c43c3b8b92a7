import type { Transaction } from 'kysely'
import type { OrderLinks } from '../orders/orderLinks.ts'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import { loadShopSettings } from '../shop/shopSettings.ts'
import { returnLabelPath } from '../../config/returnLabelPath.ts'

/**
 * Writes "your return has changed" into the outbox, in the transaction that changed it, in the
 * language of the order's store: the return's number and status, each item with its status,
 * where to send the parcel once authorized, and the link to the customer's returns. A guest's
 * return goes to the order's address and links to the order page by its signed link (the label
 * too), or to the order look-up when no link can be signed.
 */
export async function emailReturnStatus(
  trx: Transaction<Database>,
  options: { rmaId: number; store: Store; requested: boolean; orderLinks?: OrderLinks | null; now?: Date },
): Promise<number> {
  const { rmaId, store } = options
  const rma = await trx
    .selectFrom('rma')
    .innerJoin('shop_order', 'shop_order.id', 'rma.order_id')
    .leftJoin('customer', 'customer.id', 'rma.customer_id')
    .select([
      'rma.number',
      'rma.status',
      'rma.order_id',
      'rma.customer_id',
      'shop_order.number as order_number',
      'shop_order.email as order_email',
      'customer.email',
      'customer.firstname',
    ])
    .where('rma.id', '=', rmaId)
    .executeTakeFirstOrThrow()
  const billing =
    rma.customer_id === null
      ? await trx
          .selectFrom('order_address')
          .select('firstname')
          .where('order_id', '=', rma.order_id)
          .where('kind', '=', 'billing')
          .executeTakeFirst()
      : undefined
  const token =
    rma.customer_id === null && options.orderLinks
      ? encodeURIComponent(options.orderLinks.sign(Number(rma.order_id), options.now))
      : null
  const guestOrderUrl = token ? `${store.baseUrl}/orders/?token=${token}` : `${store.baseUrl}/orders/`
  const items = await trx
    .selectFrom('rma_item')
    .select(['name', 'sku', 'quantity', 'status'])
    .where('rma_id', '=', rmaId)
    .orderBy('id')
    .execute()
  // Where the goods go back to: the store's address and company as the back office sets them.
  const { settings } = await loadShopSettings(trx, store.key)
  const address = settings.address
  return enqueueEmail(trx, {
    store: store.key,
    template: 'returnStatus',
    to: rma.email ?? rma.order_email,
    data: {
      number: rma.number,
      orderNumber: rma.order_number,
      firstname: rma.firstname ?? billing?.firstname ?? '',
      status: rma.status.toUpperCase(),
      requested: options.requested,
      items: items.map((item) => ({
        name: item.name,
        sku: item.sku,
        quantity: item.quantity,
        status: item.status.toUpperCase(),
      })),
      returnAddress: [
        settings.legalName,
        ...address.streetAddress,
        `${address.postalCode} ${address.locality}`,
      ],
      returnCountry: address.country,
      returnsUrl: rma.customer_id === null ? guestOrderUrl : `${store.baseUrl}/user/returns`,
      labelUrl:
        rma.customer_id === null
          ? token
            ? `${store.baseUrl}${returnLabelPath(rmaId)}?token=${token}`
            : guestOrderUrl
          : `${store.baseUrl}${returnLabelPath(rmaId)}`,
    },
  })
}
