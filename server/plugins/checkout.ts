import fp from 'fastify-plugin'
import { configuredOrStoredSecret } from '../../db/storedSecret.ts'
import { createOrderLinks, type OrderLinks } from '../../domain/orders/orderLinks.ts'
import { settleCapturedPayment } from '../../domain/checkout/settleCapturedPayment.ts'

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
 * payment when the order is refused, see settleCapturedPayment.ts); the shopper's return to
 * placeOrder finds that order (or places it first: the payment's row lock decides, once).
 */
export const checkoutPlugin = fp(
  async (app) => {
    app.decorate(
      'orderLinks',
      createOrderLinks(
        configuredOrStoredSecret(app.config.orderLinkSecret, app.config.dataDir, 'order-link-secret'),
      ),
    )
    app.payments.onCaptured(async (payment) => {
      try {
        const settled = await settleCapturedPayment(
          {
            db: app.shopDatabase.db,
            log: app.log,
            payments: app.payments,
            stores: app.config.stores,
            orderLinks: app.orderLinks,
          },
          payment,
        )
        if (settled.outcome === 'order_placed' && app.hasDecorator('shopApi'))
          app.shopApi.invalidateContent(settled.changedSkus.map((sku) => `product:${sku}`))
      } catch (error) {
        // The reconciliation job settles it later (docs/payments.md).
        app.log.error({ err: error, paymentId: payment.id }, 'placing the order of a captured payment failed')
      }
    })
  },
  { name: 'checkout', dependencies: ['database', 'payments'] },
)
