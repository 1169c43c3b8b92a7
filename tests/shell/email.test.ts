import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { simpleParser } from 'mailparser'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import type { StoreKey } from '../../config/stores.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'

const reset = (firstName: string) => ({
  firstName,
  resetUrl: `http://localhost:3000/de/account/password-reset?token=${firstName}-token`,
  validMinutes: 60,
})

describe('transactional e-mail over SMTP', () => {
  let smtp: SmtpCapture
  let server: TestServer
  beforeAll(async () => {
    smtp = await startSmtpCapture()
    server = await startTestServer({ smtpUrl: smtp.url })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
  })
  const db = () => server.app.shopDatabase.db

  it('sends an e-mail written in a committed transaction, in the store language, as HTML and plain text', async () => {
    await db()
      .transaction()
      .execute((trx) =>
        server.app.email.enqueue(trx, {
          store: 'b2c_de',
          template: 'passwordReset',
          to: 'lena@example.org',
          data: reset('Lena'),
        }),
      )
    server.app.email.kick()
    const message = await smtp.waitFor((mail) => mail.subject === 'Passwort zurücksetzen')
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('lena@example.org')
    expect(message.from?.text).toContain('Pantoufle & Co')
    expect(message.headers.get('content-language')).toBe('de-DE')
    expect(message.html).toContain('href="http://localhost:3000/de/account/password-reset?token=Lena-token"')
    expect(message.html).toContain('Hallo Lena,')
    expect(message.text).toContain('Hallo Lena,')
    expect(message.text).toContain('http://localhost:3000/de/account/password-reset?token=Lena-token')
    expect(message.text).not.toContain('<')
  })

  it('tells an account’s owner of a registration with their address, with the password link, in each store’s language', async () => {
    const subjects: Record<StoreKey, string> = {
      b2c_fr: 'Quelqu’un a essayé d’ouvrir un compte avec votre adresse e-mail',
      b2c_de: 'Jemand wollte mit Ihrer E-Mail-Adresse ein Kundenkonto eröffnen',
      b2c_en: 'Someone tried to open an account with your e-mail address',
      b2c_it: 'Qualcuno ha provato ad aprire un account con il tuo indirizzo e-mail',
    }
    for (const [store, subject] of Object.entries(subjects) as [StoreKey, string][]) {
      const data = {
        ...reset(`Owner${store.slice(4)}`),
        resetUrl: `http://localhost:3000/account/password-reset?token=${store}-token`,
      }
      await server.app.email.enqueue(db(), {
        store,
        template: 'registrationAttempt',
        to: `owner.${store}@example.org`,
        data,
      })
      server.app.email.kick()
      const message = await smtp.waitFor((mail) => mail.subject === subject)
      expect(message.html).toContain(`href="${data.resetUrl}"`)
      expect(message.text).toContain(data.resetUrl)
      expect(message.text).toContain('60')
    }
  })

  it('never sends an e-mail whose transaction rolled back', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await server.app.email.enqueue(trx, {
            store: 'b2c_en',
            template: 'passwordReset',
            to: 'ghost@example.org',
            data: reset('Ghost'),
          })
          throw new Error('the cause failed')
        }),
    ).rejects.toThrow('the cause failed')
    await server.app.email.drain()
    expect(smtp.messages.some((mail) => mail.html && String(mail.html).includes('Ghost'))).toBe(false)
  })

  it('keeps an e-mail the SMTP server refuses and delivers it on a later attempt, keeping no copy of its data once sent', async () => {
    smtp.refuse = true
    const id = await server.app.email.enqueue(db(), {
      store: 'b2c_fr',
      template: 'passwordReset',
      to: 'camille@example.org',
      data: reset('Camille'),
    })
    await server.app.email.drain()
    const refused = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 })
    expect(refused.last_error).toContain('451')
    smtp.refuse = false
    await sql`update email_outbox set next_attempt_at = now() where id = ${id}`.execute(db())
    await server.app.email.drain()
    const message = await smtp.waitFor((mail) => String(mail.html).includes('Camille'))
    expect(message.subject).toBe('Réinitialiser votre mot de passe')
    const sent = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, data: {} })
  })

  it('does not render e-mails for visitors', async () => {
    const response = await server.app.inject('/en/__email/passwordReset')
    expect(response.statusCode).toBe(404)
  })
})

describe('transactional e-mail without SMTP_URL', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  it('writes each e-mail as an .eml file under DATA_DIR/mail', async () => {
    await server.app.email.enqueue(server.app.shopDatabase.db, {
      store: 'b2c_it',
      template: 'passwordReset',
      to: 'giulia@example.org',
      data: reset('Giulia'),
    })
    await server.app.email.drain()
    const folder = path.join(server.dataDir, 'mail')
    const files = fs.readdirSync(folder).filter((file) => file.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const message = await simpleParser(fs.readFileSync(path.join(folder, files[0] as string)))
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('giulia@example.org')
    expect(message.headers.get('content-language')).toBe('it-IT')
    expect(message.subject).toBe('Reimposta la password')
    expect(message.text).toContain('password-reset?token=Giulia-token')
  })
})
