import fp from 'fastify-plugin'
import { isConnectionError } from '../../db/connectionErrors.ts'
import {
  reconcileCapturedPayments,
  type ReconciliationRun,
} from '../../domain/checkout/reconcileCapturedPayments.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment reconciliation job (docs/payments.md, "Reconciliation"). */
    paymentReconciliation: {
      /** Runs it now (or joins the run under way); null when the run failed (logged). */
      run(): Promise<ReconciliationRun | null>
    }
  }
}

/**
 * The payment reconciliation job, at start-up and every `PAYMENT_RECONCILIATION_SECONDS`: each
 * captured payment of a checkout that has neither an order nor a refund (a webhook lost, a
 * restart in the middle of a checkout) gets its order, or its refund (see
 * reconcileCapturedPayments.ts). One run at a time per instance; instances share the work.
 */
export const paymentReconciliationPlugin = fp(
  async (app) => {
    let running: Promise<ReconciliationRun | null> | null = null
    const run = () => {
      running ??= reconcileCapturedPayments(
        {
          db: app.shopDatabase.db,
          log: app.log,
          payments: app.payments,
          stores: app.config.stores,
          orderLinks: app.orderLinks,
        },
        { graceSeconds: app.config.paymentReconciliationGraceSeconds },
      )
        .then((outcome) => {
          app.log[outcome.checked > 0 ? 'info' : 'debug'](
            { checked: outcome.checked, settled: outcome.settled.length },
            'payment reconciliation run',
          )
          if (outcome.changedSkus.length > 0 && app.hasDecorator('shopApi'))
            app.shopApi.invalidateContent(outcome.changedSkus.map((sku) => `product:${sku}`))
          return outcome
        })
        .catch((error: unknown) => {
          // A lost database is logged once by the outage tracker; the next run tries again.
          if (!isConnectionError(error)) app.log.error({ err: error }, 'payment reconciliation run failed')
          return null
        })
        .finally(() => {
          running = null
        })
      return running
    }
    app.decorate('paymentReconciliation', { run })
    let timer: NodeJS.Timeout | null = null
    app.addHook('onReady', async () => {
      // Not awaited: a start-up with stranded payments is not held back by their settlement.
      void run()
      timer = setInterval(() => void run(), app.config.paymentReconciliationSeconds * 1000).unref()
    })
    // Before the database closes: a settlement under way finishes.
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer)
      await running
    })
  },
  { name: 'payment-reconciliation', dependencies: ['database', 'payments', 'checkout'] },
)
