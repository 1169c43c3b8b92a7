import path from 'node:path'
import fp from 'fastify-plugin'
import type { ServerConfig } from '../config.ts'
import { isEmailTemplateName } from '../../domain/email/emailTemplateNames.ts'
import { renderEmail } from '../email/renderEmail.ts'
import { createMailTransport } from '../email/mailTransport.ts'
import { createOutboxWorker, PermanentEmailError, type OutboxWorker } from '../email/outboxWorker.ts'
import { enqueueEmail } from '../../domain/email/enqueueEmail.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Transactional e-mail: write to the outbox in your transaction, then kick the worker. */
    email: {
      enqueue: typeof enqueueEmail
      /** Asks the worker to look for due e-mails now (call after the transaction commits). */
      kick: OutboxWorker['kick']
      /** Sends everything due and resolves when done (tests). */
      drain: OutboxWorker['drain']
    }
  }
}

/** Options of the e-mail plugin. */
export interface EmailPluginOptions {
  config: ServerConfig
  /** How often the worker looks for due e-mails (default 2 s). */
  pollIntervalMs?: number
}

/**
 * E-mail: the outbox worker renders each queued e-mail in its store's language and sends it
 * over SMTP (`SMTP_URL`) or, without it, writes it under `DATA_DIR/mail/`.
 */
export const emailPlugin = fp<EmailPluginOptions>(
  async (app, { config, pollIntervalMs = 2000 }) => {
    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      mailDir: path.join(config.dataDir, 'mail'),
      log: app.log,
    })
    const worker = createOutboxWorker({
      db: app.shopDatabase.db,
      log: app.log,
      pollIntervalMs,
      retryBaseSeconds: config.emailRetrySeconds,
      async deliver(row) {
        const store = app.stores.find((candidate) => candidate.key === row.store_key)
        if (!store || !isEmailTemplateName(row.template))
          throw new PermanentEmailError(`Unknown store or template: ${row.store_key}/${row.template}`)
        const rendered = await renderEmail(app.stores, store, { template: row.template, data: row.data })
        const unsubscribeUrl: unknown = row.data.unsubscribeUrl
        await transport.send({
          messageId: `<outbox-${row.id}@${config.mailDomain}>`,
          from: config.mailFrom,
          to: row.recipient,
          language: store.locale,
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          ...rendered,
          ...(typeof unsubscribeUrl === 'string' ? { unsubscribeUrl } : {}),
        })
      },
    })
    app.decorate('email', { enqueue: enqueueEmail, kick: worker.kick, drain: worker.drain })
    app.addHook('onReady', async () => worker.start())
    // Before the database closes: let a message being sent finish and record it.
    app.addHook('preClose', async () => {
      await worker.stop()
      transport.close()
    })
  },
  { name: 'email', dependencies: ['shop-api', 'storefronts'] },
)
