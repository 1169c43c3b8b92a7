import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { openTestDatabase } from '../api/helpers/testDatabase.ts'
import { createGraphqlAgent } from '../api/helpers/graphqlAgent.ts'

const SUBSCRIBE =
  'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { success errorCode } }'

let smtp: SmtpCapture | null = null
let server: TestServer
beforeAll(async () => {
  smtp = await startSmtpCapture()
  // Retries after 1 s, 2 s, 4 s… instead of 30 s, 1 min…: the same schedule, shorter.
  server = await startTestServer(
    { smtpUrl: smtp.url, emailRetrySeconds: 1 },
    { database: await openTestDatabase() },
  )
}, 180_000)
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

describe('SMTP server down while the shop sends e-mail', () => {
  it('keeps the e-mail in the outbox, retrying, and sends it by itself once the server is back', async () => {
    const { url } = smtp!
    const port = Number(new URL(url).port)
    await smtp!.close()
    smtp = null

    const email = `reader-${randomUUID()}@example.org`
    const subscribed = await createGraphqlAgent(server.app, { clientIp: '192.0.2.61' }).query(SUBSCRIBE, {
      email,
    })
    // The shopper's action succeeds: the e-mail waits in the outbox, not in the request.
    expect(subscribed.data?.subscribeEmailToNewsletter).toMatchObject({ success: true })
    const outboxRow = () =>
      server.app.shopDatabase.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('recipient', '=', email)
        .executeTakeFirst()
    await expect
      .poll(async () => (await outboxRow())?.attempts ?? 0, { timeout: 15_000, interval: 200 })
      .toBeGreaterThanOrEqual(2)
    const waiting = await outboxRow()
    expect(waiting).toMatchObject({ status: 'pending', sent_at: null })
    expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i)

    smtp = await startSmtpCapture({ port })
    // No kick and no restart: the worker's own retry delivers it.
    const message = await smtp.waitFor(
      (mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === email,
      20_000,
    )
    expect(message.subject).toMatch(/\S/)
    await expect.poll(async () => (await outboxRow())?.status, { timeout: 5000, interval: 100 }).toBe('sent')
    expect(
      smtp.messages.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === email),
    ).toHaveLength(1)
  }, 60_000)
})
