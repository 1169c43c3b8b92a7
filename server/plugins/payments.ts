import fp from 'fastify-plugin'
import { configuredOrStoredSecret } from '../../db/storedSecret.ts'
import type { FastifyInstance } from 'fastify'
import { createPaymentService, type PaymentService } from '../../domain/payments/paymentService.ts'
import { WebhookSignatureError, type PaymentProvider } from '../../domain/payments/paymentProvider.ts'
import { WEBHOOK_SIGNATURE_HEADER } from '../../domain/payments/webhookSignature.ts'
import { createOfflineProvider } from '../../domain/payments/offline/offlineProvider.ts'
import { createWebhookOutbox, type WebhookOutbox } from '../payments/webhookOutbox.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments module: intents at the configured provider, the shop's payment records, webhooks. */
    payments: PaymentService
    /** The offline provider's webhook outbox (null for a remote provider, which resends its own webhooks). */
    paymentWebhookOutbox: WebhookOutbox | null
  }
}

/** Path of the webhook route of a provider. */
export const webhookPath = (providerName: string) => `/payment-webhooks/${providerName}`

const WEBHOOK_BODY_LIMIT = 64 * 1024

/** How often the offline provider's outbox looks for webhooks to send again. */
const WEBHOOK_OUTBOX_POLL_MS = 2000

function createProvider(
  app: FastifyInstance,
  secret: string,
): { provider: PaymentProvider; outbox: WebhookOutbox | null } {
  switch (app.config.paymentProvider) {
    case 'offline': {
      const outbox = createWebhookOutbox({
        db: app.shopDatabase.db,
        secret,
        log: app.log,
        pollIntervalMs: WEBHOOK_OUTBOX_POLL_MS,
        retryBaseSeconds: app.config.paymentWebhookRetrySeconds,
        // In-process HTTP: the webhook goes through the same route, parser and signature check
        // as a remote provider's, without a port, a host name or the network.
        send: async (rawBody, signature) => {
          const response = await app.inject({
            method: 'POST',
            url: webhookPath('offline'),
            headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
            payload: rawBody,
          })
          return response.statusCode
        },
      })
      return {
        provider: createOfflineProvider({
          db: app.shopDatabase.db,
          secret,
          deliverEvents: outbox.deliverIntentEvents,
        }),
        outbox,
      }
    }
  }
}

/** Options of the payments plugin. */
export interface PaymentsPluginOptions {
  /** Whether the webhook outbox looks for events to send again by itself (default true; tests that count statements drain it instead). */
  pollWebhookOutbox?: boolean
}

/**
 * Payments: decorates the app with the payment service of the configured provider
 * (`PAYMENT_PROVIDER`) and receives that provider's signed webhooks at
 * `/payment-webhooks/{provider}`; a forged, altered or stale one is refused with 400, a
 * repeated one is acknowledged and changes nothing. The offline provider's webhooks go through
 * an outbox that sends again what the shop did not accept (docs/payments.md).
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, { pollWebhookOutbox = true }) => {
    const { provider, outbox } = createProvider(
      app,
      configuredOrStoredSecret(app.config.paymentWebhookSecret, app.config.dataDir, 'payment-webhook-secret'),
    )
    if (provider.name === 'offline' && app.config.mode === 'production')
      app.log.warn('PAYMENT_PROVIDER=offline: payments use the built-in test provider, no money is taken')
    app.decorate('payments', createPaymentService(app.shopDatabase.db, provider))
    app.decorate('paymentWebhookOutbox', outbox)
    if (outbox) {
      if (pollWebhookOutbox) app.addHook('onReady', async () => outbox.start())
      // Before the database closes: a webhook being sent finishes and is recorded; the rest waits for the next start.
      app.addHook('preClose', async () => outbox.stop())
    }
    await app.register(async (scope) => {
      // The signature covers the exact bytes sent, so the body is kept as text.
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      )
      scope.post(webhookPath(provider.name), async (request, reply) => {
        const signature = request.headers[WEBHOOK_SIGNATURE_HEADER]
        try {
          const outcome = await app.payments.handleWebhook(
            String(request.body ?? ''),
            typeof signature === 'string' ? signature : undefined,
          )
          return reply.code(200).send({ received: true, outcome })
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error
          request.log.warn({ reason: error.message }, 'payment webhook refused')
          return reply.code(400).send({ received: false })
        }
      })
    })
  },
  { name: 'payments', dependencies: ['database'] },
)
