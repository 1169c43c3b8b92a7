import fs from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

/** A message ready for the wire. */
export interface OutgoingMail {
  messageId: string
  from: string
  to: string
  subject: string
  html: string
  text: string
  language: string
  /** The e-mail's unsubscribe link: sent as List-Unsubscribe with one-click unsubscribe (RFC 8058). */
  unsubscribeUrl?: string
  /** Reply-To address, when replies go to somebody else than the sender. */
  replyTo?: string
}

/** Sends one message; rejects when the server refuses it or cannot be reached. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * Nodemailer over SMTP when `smtpUrl` is set (`smtp://host:port`, `smtps://user:pass@host`);
 * otherwise each message is written as an `.eml` file under `mailDir` and its path logged,
 * so a local shop completes e-mail flows (a password reset link) with nothing else running.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined
  mailDir: string
  log: FastifyBaseLogger
}): MailTransport {
  const toNodemailer = (mail: OutgoingMail) => ({
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    headers: {
      'Content-Language': mail.language,
      ...(mail.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
    ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
  })
  // Nodemailer is loaded by the first message sent, not at start-up.
  let transporter: Promise<Transporter> | undefined
  let opened: Transporter | undefined
  const transporterOf = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) => {
      opened = options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      return opened
    }))
  const close = () => opened?.close()
  if (options.smtpUrl) {
    return {
      async send(mail) {
        await (await transporterOf()).sendMail(toNodemailer(mail))
      },
      close,
    }
  }
  return {
    async send(mail) {
      const info = await (await transporterOf()).sendMail(toNodemailer(mail))
      await fs.mkdir(options.mailDir, { recursive: true })
      const file = path.join(
        options.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.-]/g, '')}.eml`,
      )
      await fs.writeFile(file, info.message as Buffer)
      const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) =>
        match[0].replace(/[\]).,]+$/, ''),
      )
      options.log.info(
        { file, to: mail.to, subject: mail.subject, links },
        'e-mail written to a file (no SMTP_URL set)',
      )
    },
    close,
  }
}
