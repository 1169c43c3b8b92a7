import type { Transaction } from 'kysely'
import type { Store } from '../../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { enqueueEmail } from '../../../server/email/enqueueEmail.ts'
import { COMPANY, CONTACT } from '../shop/shopConfig.ts'
import { returnLabelPath } from '../../../components/account/returnLabelPath.ts'

/**
 * Writes "your return has changed" into the outbox, in the transaction that changed it, in the
 * language of the order's store: the return's number and status, each item with its status,
 * where to send the parcel once authorized, and the link to the customer's returns.
 */
export async function emailReturnStatus(trx: Transaction<Database>, options: { rmaId: number; store: Store; requested: boolean }): Promise<number> {
  const { rmaId, store } = options
  const rma = await trx
    .selectFrom('rma')
    .innerJoin('shop_order', 'shop_order.id', 'rma.order_id')
    .innerJoin('customer', 'customer.id', 'rma.customer_id')
    .select(['rma.number', 'rma.status', 'shop_order.number as order_number', 'customer.email', 'customer.firstname'])
    .where('rma.id', '=', rmaId)
    .executeTakeFirstOrThrow()
  const items = await trx.selectFrom('rma_item').select(['name', 'sku', 'quantity', 'status']).where('rma_id', '=', rmaId).orderBy('id').execute()
  const address = CONTACT.address
  return enqueueEmail(trx, {
    store: store.key,
    template: 'returnStatus',
    to: rma.email,
    data: {
      number: rma.number,
      orderNumber: rma.order_number,
      firstname: rma.firstname,
      status: rma.status.toUpperCase(),
      requested: options.requested,
      items: items.map((item) => ({ name: item.name, sku: item.sku, quantity: item.quantity, status: item.status.toUpperCase() })),
      returnAddress: [COMPANY.legalName, ...address.streetAddress, `${address.postalCode} ${address.locality}`],
      returnCountry: address.country,
      returnsUrl: `${store.baseUrl}/user/returns`,
      labelUrl: `${store.baseUrl}${returnLabelPath(rmaId)}`,
    },
  })
}
