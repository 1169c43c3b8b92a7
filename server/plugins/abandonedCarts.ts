import fp from 'fastify-plugin'
import { deleteAbandonedGuestCarts, GUEST_CART_LIFETIME_DAYS } from '../../domain/cart/abandonedGuestCarts.ts'

const SWEEP_INTERVAL_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Sweeps guest carts nobody changed for {@link GUEST_CART_LIFETIME_DAYS} days, once an hour (not
 * at start, which every test server and instance would pay): their sessions rarely come back,
 * and the rows would otherwise pile up.
 */
export const abandonedCartsPlugin = fp(
  async (app) => {
    const sweep = async () => {
      try {
        const deleted = await deleteAbandonedGuestCarts(
          app.shopDatabase.db,
          new Date(Date.now() - GUEST_CART_LIFETIME_DAYS * DAY_MS),
        )
        if (deleted > 0) app.log.info({ deleted }, 'abandoned guest carts deleted')
      } catch (error) {
        app.log.warn({ err: error }, 'could not delete abandoned guest carts')
      }
    }
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'abandoned-carts', dependencies: ['database'] },
)
