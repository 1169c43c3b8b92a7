import type { FastifyInstance } from 'fastify'
import { moveOrder } from '../../../domain/orders/moveOrder.ts'
import { customerWithPaidOrder } from './checkoutFixtures.ts'

const REQUEST_RETURN = `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { success errorCode return { number } } }`

/** Moves a paid order to shipped (a Colissimo parcel) and then delivered, without e-mails. */
export async function deliverOrder(app: FastifyInstance, orderNumber: string): Promise<void> {
  const moves = { stores: app.config.stores, orderLinks: null }
  const db = app.shopDatabase.db
  await moveOrder(
    db,
    {
      orderNumber,
      to: 'shipped',
      shipment: { carrier: 'colissimo', trackingNumber: '6A99887766554' },
      notify: false,
    },
    moves,
  )
  await moveOrder(db, { orderNumber, to: 'delivered', notify: false }, moves)
}

/**
 * A customer's delivered order of two pieces, and a return of one of them asked for through the
 * shop's API (wrong size, unopened): the paid order's fixture with the return's number and sku.
 */
export async function customerWithReturnRequested(app: FastifyInstance) {
  const paid = await customerWithPaidOrder(app, { quantity: 2 })
  await deliverOrder(app, paid.order.order_number)
  const line = await app.shopDatabase.db
    .selectFrom('order_item')
    .select('id')
    .where('order_id', '=', Number(paid.order.order_id))
    .executeTakeFirstOrThrow()
  const answer = await paid.agent.query(REQUEST_RETURN, {
    input: {
      order_id: paid.order.order_id,
      items: [
        {
          order_item_id: String(line.id),
          quantity_to_return: 1,
          entered_custom_attributes: [
            { attribute_code: 'reason', value: 'wrong_size' },
            { attribute_code: 'condition', value: 'unopened' },
          ],
        },
      ],
    },
  })
  const number = answer.data?.requestReturn?.return?.number as string
  if (!number) throw new Error(`no return: ${JSON.stringify(answer)}`)
  return { ...paid, number, sku: paid.variant.variant_sku as string }
}
