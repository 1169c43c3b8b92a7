import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ParsedMail } from 'mailparser'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { documentOf, fieldsOf, textOf } from '../helpers/formShopper.ts'
import { cookieJar } from '../helpers/cookieJar.ts'
import {
  customerWithPaidOrder,
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import type { GraphqlAgent } from '../api/helpers/graphqlAgent.ts'

let server: TestServer
let smtp: SmtpCapture
beforeAll(async () => {
  smtp = await startSmtpCapture()
  server = await startTestServer({ smtpUrl: smtp.url })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

/** A browser without JavaScript, signed in with the session of `agent` (or anonymous): it keeps its cookies, and posts forms urlencoded with the store's Origin. */
function browserOf(agent: GraphqlAgent | null) {
  const origin = 'http://localhost:3000'
  const jar = cookieJar()
  const session = agent?.sessionCookie()
  const cookie = () =>
    [session && !jar.cookies.has('shop_session') ? `shop_session=${session}` : '', jar.header()]
      .filter(Boolean)
      .join('; ')
  return {
    get: async (url: string) =>
      jar.remember(
        await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: cookie() } }),
      ),
    post: async (url: string, fields: Iterable<[string, string]> | Record<string, string>) =>
      jar.remember(
        await server.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: cookie() },
          payload: new URLSearchParams(
            Symbol.iterator in fields ? [...(fields as Iterable<[string, string]>)] : Object.entries(fields),
          ).toString(),
        }),
      ),
  }
}

const formPostingTo = (html: string, action: string) =>
  documentOf(html).querySelector<HTMLFormElement>(`main form[action="${action}"]`)
const addressOf = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  field && 'text' in field ? field.text : ''
const flat = (text: string | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
/** The date and time a page or an e-mail states for a withdrawal: the store's format in its time zone. */
const dateTimeIn = (iso: string, locale: string, timeZone: string) =>
  flat(
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    }).format(new Date(iso)),
  )
const submittedAtOf = async (orderId: string) =>
  (
    await server.app.shopDatabase.db
      .selectFrom('order_withdrawal')
      .select('submitted_at')
      .where('order_id', '=', Number(orderId))
      .orderBy('id')
      .execute()
  ).map((row) => row.submitted_at.toISOString())

describe('a customer withdrawing without JavaScript (/fr)', () => {
  it('goes from the order page through "Se rétracter du contrat ici" and "Confirmer la rétractation ici" to the received page and the acknowledgment by e-mail', async () => {
    const { agent, order, email } = await customerWithPaidOrder(server.app, { store: '/fr', quantity: 2 })
    const browser = browserOf(agent)
    const pages: Record<string, string> = {}
    const orderPath = `/fr/user/orders/${order.order_id}`
    const startPath = `${orderPath}/withdraw`

    const orderPage = await browser.get(orderPath)
    const button = documentOf(orderPage.body).querySelector<HTMLAnchorElement>(
      'main section[data-withdrawal-state="OPEN"] a',
    )
    expect(button?.textContent).toBe('Se rétracter du contrat ici')
    expect(button?.getAttribute('href')).toBe(startPath)
    pages.order = orderPage.body

    const start = await browser.get(startPath)
    expect(start.statusCode).toBe(200)
    expect(start.headers['cache-control']).toMatch(/private, no-store/)
    const startDocument = documentOf(start.body)
    expect(startDocument.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    )
    expect(startDocument.querySelector('h1')?.textContent).toBe('Se rétracter du contrat ici')
    expect(textOf(start.body, 'main dl')).toContain(`Commande ${order.order_number} du`)
    const form = formPostingTo(start.body, startPath)!
    expect(form.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Léa Martin')
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(email)
    expect(form.querySelector<HTMLInputElement>('input[name="scope"][value="all"]')?.checked).toBe(true)
    const quantity = form.querySelector<HTMLSelectElement>('select[name^="qty["]')!
    expect([...quantity.options].map((option) => option.value)).toEqual(['0', '1', '2'])
    pages.start = start.body

    // A wrong address comes back with the error, translated, and everything typed.
    const invalid = await browser.post(
      startPath,
      fieldsOf(form, { email: 'lea-chez-example', scope: 'items', [quantity.name]: '1' }),
    )
    expect(invalid.statusCode).toBe(422)
    expect(textOf(invalid.body, 'main [role="alert"]')).toContain(
      'Veuillez saisir une adresse e-mail valide.',
    )
    const refused = documentOf(invalid.body)
    expect(refused.querySelector('input[name="email"]')?.getAttribute('aria-invalid')).toBe('true')
    expect(refused.querySelector<HTMLInputElement>('input[name="scope"][value="items"]')?.checked).toBe(true)
    expect(refused.querySelector<HTMLSelectElement>(`select[name="${quantity.name}"]`)?.value).toBe('1')
    pages.invalid = invalid.body
    // Nothing chosen while "only the items chosen" is: said so, nothing sent.
    const noneChosen = await browser.post(startPath, fieldsOf(form, { scope: 'items' }))
    expect(textOf(noneChosen.body, 'main [role="alert"]')).toContain('Veuillez choisir au moins un article')

    const reviewed = await browser.post(startPath, fieldsOf(form, { scope: 'items', [quantity.name]: '1' }))
    expect(reviewed.statusCode).toBe(303)
    expect(reviewed.headers.location).toBe(`${startPath}/confirm`)
    const confirm = await browser.get(`${startPath}/confirm`)
    expect(confirm.statusCode).toBe(200)
    const confirmForm = formPostingTo(confirm.body, `${startPath}/confirm`)!
    expect(confirmForm.querySelector('button[type="submit"]')?.textContent).toBe(
      'Confirmer la rétractation ici',
    )
    expect(textOf(confirm.body, 'main section')).toContain(
      'Par la présente, je me rétracte du contrat de vente portant sur les biens suivants de ma commande',
    )
    expect(textOf(confirm.body, 'main section li')).toMatch(/^ ?1 × /)
    pages.confirm = confirm.body
    // Shown once: opened again, the statement is gone and the first step comes back.
    const reopened = await browser.get(`${startPath}/confirm`)
    expect([302, 303, 307]).toContain(reopened.statusCode)
    expect(reopened.headers.location).toBe(startPath)

    // A double click sends the confirmation twice: one withdrawal, one acknowledgment.
    const confirmed = await Promise.all([
      browser.post(`${startPath}/confirm`, fieldsOf(confirmForm)),
      browser.post(`${startPath}/confirm`, fieldsOf(confirmForm)),
    ])
    expect(confirmed.map((answer) => [answer.statusCode, answer.headers.location])).toEqual([
      [303, `${startPath}/received`],
      [303, `${startPath}/received`],
    ])
    const [submittedAt] = await submittedAtOf(order.order_id)
    expect(await submittedAtOf(order.order_id)).toHaveLength(1)
    const when = dateTimeIn(submittedAt!, 'fr-FR', 'Europe/Paris')

    const received = await browser.get(`${startPath}/received`)
    expect(received.statusCode).toBe(200)
    expect(documentOf(received.body).querySelector('h1')?.textContent).toBe('Rétractation reçue')
    expect(flat(textOf(received.body, 'main [data-withdrawal-received]'))).toContain(
      `Nous avons reçu votre rétractation le ${when}`,
    )
    expect(flat(textOf(received.body, 'main'))).toContain('Gérardmer')
    pages.received = received.body

    const after = await browser.get(orderPath)
    expect(flat(textOf(after.body, 'main section[data-withdrawal-state]'))).toContain(
      `Rétractation reçue le ${when} : 1 ×`,
    )
    // One piece is left: the function is still offered.
    expect(
      documentOf(after.body).querySelector('main section[data-withdrawal-state="OPEN"] a')?.textContent,
    ).toBe('Se rétracter du contrat ici')

    server.app.email.kick()
    const acknowledgment = await smtp.waitFor(
      (mail) =>
        (mail.subject ?? '').startsWith('Accusé de réception de votre rétractation de la commande ') &&
        addressOf(mail.to) === email,
    )
    const text = flat((acknowledgment.text ?? '').replace(/^[> ]*>/gm, ''))
    expect(text).toContain(`Nous vous confirmons avoir reçu votre rétractation du contrat le ${when}`)
    expect(text).toContain(`Numéro de commande : ${order.order_number}`)
    expect(text).toContain('Nom : Léa Martin')
    expect(text).toContain(`Envoyée le : ${when}`)
    expect(text).toContain('14 rue des Tisserands, 88400 Gérardmer, France')
    expect(text).toContain('dans les 14 jours suivant la réception de votre rétractation')
    const toShop = await smtp.waitFor(
      (mail) =>
        (mail.subject ?? '').startsWith('Rétractation de la commande ') &&
        flat(mail.text).includes(order.order_number),
    )
    expect(addressOf(toShop.to)).toBe('bonjour@pantoufle-et-co.fr')
    expect(addressOf(toShop.replyTo)).toBe(email)
    expect(
      await server.app.shopDatabase.db
        .selectFrom('email_outbox')
        .select('id')
        .where('template', '=', 'withdrawalAcknowledgment')
        .where('recipient', '=', email)
        .execute(),
    ).toHaveLength(1)

    expect(describeErrors(await validateHtmlDocuments(pages))).toEqual([])
  }, 180_000)

  it('is gone past the 14 days: no button, and a direct post is refused with why', async () => {
    const { agent, order } = await customerWithPaidOrder(server.app, { store: '/fr', quantity: 1 })
    await server.app.shopDatabase.db
      .updateTable('shop_order')
      .set({ status: 'delivered', delivered_at: new Date(Date.now() - 20 * 86_400_000) })
      .where('id', '=', Number(order.order_id))
      .execute()
    const browser = browserOf(agent)
    const orderPage = await browser.get(`/fr/user/orders/${order.order_id}`)
    const panel = documentOf(orderPage.body).querySelector(
      'main section[data-withdrawal-state="PERIOD_OVER"]',
    )
    expect(panel?.textContent).toContain(
      'Le délai de rétractation de 14 jours de cette commande a pris fin à l’issue du',
    )
    expect(panel?.querySelector('a[href$="/withdraw"]')).toBeNull()
    const start = await browser.get(`/fr/user/orders/${order.order_id}/withdraw`)
    expect(formPostingTo(start.body, `/fr/user/orders/${order.order_id}/withdraw`)).toBeNull()

    // The reorder form's token is this session's: a hand-made confirmation is checked like any other.
    const csrf = documentOf(orderPage.body).querySelector<HTMLInputElement>('input[name="_csrf"]')!.value
    const posted = await browser.post(`/fr/user/orders/${order.order_id}/withdraw/confirm`, {
      _csrf: csrf,
      _action: 'confirm',
      name: 'Léa Martin',
      email: 'lea@example.org',
      scope: 'all',
      revision: '0',
    })
    expect(posted.statusCode).toBe(422)
    expect(textOf(posted.body, 'main [role="alert"]')).toContain(
      'Le délai de rétractation de 14 jours de cette commande est écoulé',
    )
    expect(await submittedAtOf(order.order_id)).toEqual([])
  }, 120_000)

  it('is not found for another customer, and asks an anonymous visitor to sign in', async () => {
    const { order } = await customerWithPaidOrder(server.app, { store: '/fr', quantity: 1 })
    const stranger = await customerWithPaidOrder(server.app, { store: '/fr', quantity: 1 })
    for (const page of ['withdraw', 'withdraw/received'])
      expect(
        (await browserOf(stranger.agent).get(`/fr/user/orders/${order.order_id}/${page}`)).statusCode,
      ).toBe(404)
    const anonymous = await browserOf(null).get(`/fr/user/orders/${order.order_id}/withdraw`)
    expect(anonymous.statusCode).toBe(302)
    expect(anonymous.headers.location).toBe(
      `/fr/login?redirect=${encodeURIComponent(`/user/orders/${order.order_id}/withdraw`)}`,
    )
  }, 120_000)
})

describe('a guest withdrawing through the order link (/de)', () => {
  it('withdraws from the whole order and gets the acknowledgment in German with date and time', async () => {
    const agent = newGuest(server.app)
    const variant = await orderableVariant(server.app, 5, 2)
    const { cartId } = await readyCart(agent, {
      store: '/de',
      items: [itemOf(variant, 1)],
      country: 'DE',
      email: 'jonas.weber@example.org',
    })
    const order = (await placeOrderPaid(server.app, agent, cartId, { store: '/de' })).data?.placeOrder
      .order as { order_id: string; order_number: string; token: string }
    const token = encodeURIComponent(order.token)
    // The link from the e-mail, in a browser without the session that ordered.
    const browser = browserOf(null)
    const pages: Record<string, string> = {}
    const orderPage = await browser.get(`/de/orders/?token=${token}`)
    const button = documentOf(orderPage.body).querySelector<HTMLAnchorElement>(
      'main section[data-withdrawal-state="OPEN"] a',
    )
    expect(button?.textContent).toBe('Vertrag hier widerrufen')
    expect(button?.getAttribute('href')).toBe(`/de/orders/withdraw?token=${token}`)
    pages.order = orderPage.body

    const start = await browser.get(`/de/orders/withdraw?token=${token}`)
    expect(start.statusCode).toBe(200)
    expect(start.headers['cache-control']).toMatch(/private, no-store/)
    const form = formPostingTo(start.body, `/de/orders/withdraw?token=${token}`)!
    expect(form.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Jonas Weber')
    pages.start = start.body
    const reviewed = await browser.post(`/de/orders/withdraw?token=${token}`, fieldsOf(form))
    expect(reviewed.statusCode).toBe(303)
    expect(reviewed.headers.location).toBe(`/de/orders/withdraw/confirm?token=${token}`)
    const confirm = await browser.get(`/de/orders/withdraw/confirm?token=${token}`)
    const confirmForm = formPostingTo(confirm.body, `/de/orders/withdraw/confirm?token=${token}`)!
    expect(confirmForm.querySelector('button[type="submit"]')?.textContent).toBe('Widerruf hier bestätigen')
    pages.confirm = confirm.body
    const confirmed = await browser.post(`/de/orders/withdraw/confirm?token=${token}`, fieldsOf(confirmForm))
    expect(confirmed.headers.location).toBe(`/de/orders/withdraw/received?token=${token}`)
    const [submittedAt] = await submittedAtOf(order.order_id)
    const when = dateTimeIn(submittedAt!, 'de-DE', 'Europe/Berlin')
    const received = await browser.get(`/de/orders/withdraw/received?token=${token}`)
    expect(flat(textOf(received.body, 'main [data-withdrawal-received]'))).toContain(
      `Ihr Widerruf ist am ${when} bei uns eingegangen.`,
    )
    expect(flat(textOf(received.body, 'main [role="status"]'))).toContain('Ihr Widerruf ist eingegangen.')
    pages.received = received.body
    // Everything is withdrawn: the order page says so, without the button.
    const after = documentOf((await browser.get(`/de/orders/?token=${token}`)).body).querySelector(
      'main section[data-withdrawal-state="WITHDRAWN"]',
    )
    expect(after?.textContent).toContain('Sie haben alle Artikel dieser Bestellung widerrufen.')

    server.app.email.kick()
    const acknowledgment = await smtp.waitFor(
      (mail) =>
        (mail.subject ?? '').startsWith('Eingangsbestätigung Ihres Widerrufs der Bestellung ') &&
        addressOf(mail.to) === 'jonas.weber@example.org',
    )
    // The plain text part quotes the statement ("> " before each line it wraps).
    const text = flat((acknowledgment.text ?? '').replace(/^[> ]*>/gm, ''))
    expect(text).toContain(
      `Wir bestätigen, dass Ihr Widerruf des Vertrags am ${when} bei uns eingegangen ist.`,
    )
    expect(when).toMatch(/ um \d{2}:\d{2} (MEZ|MESZ)$/)
    expect(text).toContain(
      `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren (meine gesamte Bestellung ${order.order_number}):`,
    )
    expect(text).toContain('einschließlich der Standardlieferkosten')
    expect(String(acknowledgment.html)).toContain(`/de/orders/?token=`)

    expect(describeErrors(await validateHtmlDocuments(pages))).toEqual([])
  }, 180_000)

  it('finds nothing with a forged or expired link', async () => {
    const expired = server.app.orderLinks.sign(1, new Date(Date.now() - 31 * 86_400_000))
    for (const token of [expired, `1.9999999999.${'A'.repeat(43)}`, '']) {
      for (const page of ['withdraw', 'withdraw/confirm', 'withdraw/received'])
        expect(
          (await browserOf(null).get(`/de/orders/${page}?token=${encodeURIComponent(token)}`)).statusCode,
          `${page} ${token}`,
        ).toBe(404)
    }
  }, 60_000)
})
