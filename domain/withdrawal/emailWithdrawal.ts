import type { Transaction } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import type { WithdrawalEmailData } from '../email/emailData.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import { labelledValue } from '../../config/labelledValue.ts'
import { loadShopSettings } from '../shop/shopSettings.ts'
import type { OrderLinks } from '../orders/orderLinks.ts'
import { withdrawalCalendarOf, withdrawalDeadline } from './withdrawalPeriod.ts'
import type { WithdrawalPlan } from './withdrawalStatement.ts'

/**
 * Writes the two e-mails of a withdrawal into the outbox, in its transaction and the language of
 * the store it was sent from: the acknowledgment of receipt to the address the consumer gave
 * (the statement, its date and time, what happens next), and the notice to customer service
 * (Reply-To the consumer). Returns the acknowledgment's outbox id.
 */
export async function emailWithdrawal(
  trx: Transaction<Database>,
  options: {
    store: Store
    plan: WithdrawalPlan
    submittedAt: Date
    orderLinks: OrderLinks | null
    now: Date
  },
): Promise<number> {
  const { store, plan, submittedAt } = options
  const { order } = plan
  const orderId = Number(order.id)
  // The return address and customer service as the back office sets them for the store.
  const { settings } = await loadShopSettings(trx, store.key)
  const guestLink = options.orderLinks
    ? `${store.baseUrl}/orders/?token=${encodeURIComponent(options.orderLinks.sign(orderId, options.now))}`
    : `${store.baseUrl}/orders/`
  const data: WithdrawalEmailData = {
    orderNumber: order.number,
    orderDate: order.created_at.toISOString(),
    name: plan.name,
    email: plan.email,
    submittedAt: submittedAt.toISOString(),
    wholeOrder: plan.wholeOrder,
    items: plan.pieces.map((piece) => ({
      name: piece.item.name,
      sku: piece.item.variant_sku ?? piece.item.sku,
      quantity: piece.quantity,
      options: piece.item.options.map((option) => labelledValue(store.locale, option.label, option.value)),
      giftCard: piece.item.giftcard !== null,
    })),
    // The consumer has 14 days from the statement to send the goods; counted like the withdrawal period.
    returnBy: withdrawalDeadline(submittedAt, await withdrawalCalendarOf(store.key)).toISOString(),
    returnAddress: {
      name: settings.legalName,
      street: [...settings.address.streetAddress],
      postalCode: settings.address.postalCode,
      locality: settings.address.locality,
      country: settings.address.country,
    },
    orderUrl: order.customer_id === null ? guestLink : `${store.baseUrl}/user/orders/${orderId}/`,
    byCustomer: order.customer_id !== null,
  }
  const acknowledgmentId = await enqueueEmail(trx, {
    store: store.key,
    template: 'withdrawalAcknowledgment',
    to: plan.email,
    data,
  })
  await enqueueEmail(trx, {
    store: store.key,
    template: 'withdrawalReceived',
    to: settings.email,
    replyTo: plan.email,
    data,
  })
  return acknowledgmentId
}
