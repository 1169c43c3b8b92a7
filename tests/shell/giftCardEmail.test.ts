import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { getStore } from '../../config/stores.ts'
import { findUsableGiftCard, issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'
import { emailGiftCardCode } from '../../domain/giftcards/emailGiftCardCode.ts'
import { giftCardItem } from '../api/helpers/cartFixtures.ts'
import { newGuest, placeOrderPaid, readyGiftCardCart } from '../api/helpers/checkoutFixtures.ts'

describe('gift card e-mail', () => {
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

  /** Issues a card and writes its e-mail in one transaction, as the order flow will. */
  async function orderGiftCard(storeKey: 'b2c_de' | 'b2c_fr', recipientEmail: string, fail = false) {
    const store = getStore(server.app.stores, storeKey)
    return db()
      .transaction()
      .execute(async (trx) => {
        const expiresAt = new Date('2029-06-30T12:00:00Z')
        const card = await issueGiftCard(trx, {
          amountCents: 5000,
          store: store.key,
          expiresAt,
          recipientName: 'Mia',
          recipientEmail,
          senderName: 'Paul',
        })
        const emailId = await emailGiftCardCode(trx, {
          store,
          code: card.code,
          amountCents: 5000,
          expiresAt,
          recipientName: 'Mia',
          recipientEmail,
          senderName: 'Paul',
          message: 'Alles Gute zum Geburtstag!',
        })
        if (fail) throw new Error('payment refused')
        return { ...card, emailId }
      })
  }

  it('brings the code to the recipient in the store language, and the outbox forgets it once sent', async () => {
    const { code, emailId } = await orderGiftCard('b2c_de', 'mia@example.org')
    server.app.email.kick()
    const message = await smtp.waitFor((mail) => mail.subject === 'Sie haben eine Geschenkkarte erhalten')
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('mia@example.org')
    for (const body of [String(message.html), message.text ?? '']) {
      expect(body).toContain(code)
      expect(body).toContain('Hallo Mia,')
      expect(body).toContain('Paul schenkt Ihnen eine Geschenkkarte über 50,00')
      expect(body).toContain('Alles Gute zum Geburtstag!')
      expect(body).toContain('30. Juni 2029')
      expect(body).toContain('http://localhost:3000/de/giftcard/balance')
    }
    await server.app.email.drain()
    const sent = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', emailId)
      .executeTakeFirstOrThrow()
    expect(sent).toMatchObject({ status: 'sent', data: {} })
    expect(await findUsableGiftCard(db(), code)).toMatchObject({ balanceCents: 5000 })
  })

  it('sends nothing, and issues no card, when the order transaction rolls back', async () => {
    await expect(orderGiftCard('b2c_fr', 'nobody@example.org', true)).rejects.toThrow('payment refused')
    await server.app.email.drain()
    expect(
      smtp.messages.some((mail) => mail.to && 'text' in mail.to && mail.to.text === 'nobody@example.org'),
    ).toBe(false)
    const cards = await db()
      .selectFrom('gift_card_account')
      .select('id')
      .where('recipient_email', '=', 'nobody@example.org')
      .execute()
    expect(cards).toEqual([])
  })

  it('brings each card of an order its own code, which then shows the amount bought', async () => {
    const app = server.app
    const recipientEmail = 'lena.bestellt@example.org'
    const agent = newGuest(app)
    const items = [
      giftCardItem(
        {
          amount: '37,50',
          recipient_name: 'Lena',
          recipient_email: recipientEmail,
          sender_name: 'Jonas',
          message: 'Für kalte Füße',
        },
        2,
      ),
    ]
    const cartId = await readyGiftCardCart(agent, { store: '/de', items, billing: 'DE' })
    expect(
      (await placeOrderPaid(app, agent, cartId, { store: '/de' })).data?.placeOrder.order?.order_number,
    ).toMatch(/^\d+$/)
    app.email.kick()
    const toLena = (mail: (typeof smtp.messages)[number]) =>
      mail.subject === 'Sie haben eine Geschenkkarte erhalten' &&
      mail.to !== undefined &&
      'text' in mail.to &&
      mail.to.text === recipientEmail
    await smtp.waitFor((mail) => smtp.messages.filter(toLena).length === 2 && toLena(mail))
    const codes = smtp.messages
      .filter(toLena)
      .map((mail) => /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail.text ?? '')?.[0])
    expect(new Set(codes).size).toBe(2)
    for (const mail of smtp.messages.filter(toLena)) {
      expect(mail.text).toContain('Jonas schenkt Ihnen eine Geschenkkarte über 37,50')
      expect(mail.text).toContain('Für kalte Füße')
    }
    for (const code of codes) {
      const balance = await newGuest(app).query(
        'query ($code: String!) { giftCardAccount(input: { gift_card_code: $code }) { balance { value currency } } }',
        { code },
        { store: '/de' },
      )
      expect(balance.data?.giftCardAccount).toEqual({ balance: { value: 37.5, currency: 'EUR' } })
    }
  })
})
