import fp from 'fastify-plugin'
import { configuredOrStoredSecret } from '../storedSecret.ts'
import { createShopContext } from '../../graphql/schema/context.ts'
import { createOrderLinks, type OrderLinks } from '../../graphql/schema/order/orderLinks.ts'
import { placeCartOrder } from '../../graphql/schema/checkout/placeCartOrder.ts'
import { OrderRefused } from '../../graphql/schema/checkout/placeOrderErrors.ts'
import { refundRefusedPayment } from '../../graphql/schema/checkout/refundRefusedPayment.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the links guests get to view their orders. */
    orderLinks: OrderLinks
  }
}

/**
 * Checkout: the signer of guests' order links (its secret generated into
 * `DATA_DIR/order-link-secret` unless `ORDER_LINK_SECRET` is set), and the capture listener that
 * places a cart's order when the provider's webhook reports its payment captured (or refunds the
 * payment when the order is refused); the shopper's return to placeOrder finds that order (or
 * places it first: the cart's lock decides, once).
 */
export const checkoutPlugin = fp(
  async (app) => {
    app.decorate('orderLinks', createOrderLinks(configuredOrStoredSecret(app.config.orderLinkSecret, app.config.dataDir, 'order-link-secret')))
    app.payments.onCaptured(async (payment) => {
      if (!payment.owner_key.startsWith('cart:')) return
      const cartId = payment.owner_key.slice('cart:'.length)
      const cart = await app.shopDatabase.db.selectFrom('cart').select('store_key').where('id', '=', cartId).executeTakeFirst()
      const store = cart && app.config.stores.find((candidate) => candidate.key === cart.store_key)
      if (!store) return
      const context = createShopContext(store, app.shopDatabase.db, app.log, null, { shopper: null, clientIp: '', limits: null, payments: app.payments, orderLinks: app.orderLinks })
      try {
        const intent = await app.payments.provider.retrieveIntent(payment.provider_intent_id)
        const placed = await placeCartOrder(context, cartId, { record: payment, card: intent?.card ?? null })
        if (app.hasDecorator('shopApi')) app.shopApi.invalidateContent(placed.changedSkus.map((sku) => `product:${sku}`))
      } catch (error) {
        // Refunded at once; the shopper's return to placeOrder shows the reason and the refund.
        if (error instanceof OrderRefused) await refundRefusedPayment(context, payment, error.code)
        else app.log.error({ err: error, cartId }, 'placing the order of a captured payment failed')
      }
    })
  },
  { name: 'checkout', dependencies: ['database', 'payments'] },
)
