import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { createFormShopper, documentOf, fieldsOf, textOf, type FormShopper } from '../helpers/formShopper.ts'
import { customerWithPaidOrder } from '../api/helpers/checkoutFixtures.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { moveReturn } from '../../domain/returns/moveReturn.ts'

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

type Store = '/fr' | '/de'

/** A customer with a delivered order of two pieces, signed in through the login form of a browser without JavaScript. */
async function customerWithDeliveredOrder(store: Store) {
  const { email, order } = await customerWithPaidOrder(server.app, { store, quantity: 2 })
  const services = { stores: server.app.config.stores, orderLinks: null }
  await moveOrder(
    server.app.shopDatabase.db,
    {
      orderNumber: order.order_number,
      to: 'shipped',
      shipment: { carrier: 'colissimo', trackingNumber: '6A11223344556' },
      notify: false,
    },
    services,
  )
  await moveOrder(server.app.shopDatabase.db, { orderNumber: order.order_number, to: 'delivered' }, services)
  const shopper = createFormShopper(server.app, store)
  const login = await shopper.get(`${store}/login`)
  const signedIn = await shopper.post(
    `${store}/login`,
    fieldsOf(documentOf(login.body).querySelector<HTMLFormElement>('main form')!, {
      email,
      password: 'correct horse battery',
    }),
  )
  expect(signedIn.statusCode).toBe(303)
  const line = await server.app.shopDatabase.db
    .selectFrom('order_item')
    .select(['id', 'name'])
    .where('order_id', '=', Number(order.order_id))
    .executeTakeFirstOrThrow()
  return { shopper, email, order, line: { id: String(line.id), name: line.name } }
}

const mainText = (html: string) =>
  (documentOf(html).querySelector('main')?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
const formOf = (html: string) =>
  documentOf(html).querySelector<HTMLFormElement>('main form[action$="/returns/create"]')!
const flat = (text: string | false | undefined) => (text || '').replace(/[\s\u00a0\u202f]+/g, ' ')
const mailTo = (email: string, subject: string, saying: string) =>
  smtp.waitFor(
    (mail) =>
      mail.subject === subject &&
      mail.to !== undefined &&
      'text' in mail.to &&
      mail.to.text === email &&
      flat(mail.text).includes(saying),
  )

async function returnNumbers(shopper: FormShopper, store: Store) {
  return [
    ...documentOf((await shopper.get(`${store}/user/returns`)).body).querySelectorAll('[data-return]'),
  ].map((panel) => panel.getAttribute('data-return'))
}

describe('returns without JavaScript', () => {
  it('in /fr: from the order to the form, a refused request keeping what was typed, then the returns page and the e-mail', async () => {
    const { shopper, email, order, line } = await customerWithDeliveredOrder('/fr')
    const detail = await shopper.get(`/fr/user/orders/${order.order_id}`)
    const link = documentOf(detail.body).querySelector<HTMLAnchorElement>(
      `main a[href="/fr/user/orders/${order.order_id}/returns/create"]`,
    )
    expect(link?.textContent).toBe('Retourner des articles')

    const page = await shopper.get(link!.getAttribute('href')!)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toMatch(/private, no-store/)
    expect(mainText(page.body)).toContain(`Retourner des articles de la commande ${order.order_number}`)
    const form = formOf(page.body)
    const named = (name: string) => form.querySelector(`[name="${name}"]`)
    expect(named(`items[${line.id}][quantity]`)?.getAttribute('max')).toBe('2')
    expect(
      [...named(`items[${line.id}][reason]`)!.querySelectorAll('option')].map((option) => option.textContent),
    ).toEqual([
      'Choisir…',
      'Mauvaise taille',
      'Ne me va pas',
      'Article endommagé',
      'Non conforme à la description',
      'J’ai changé d’avis',
    ])
    expect(named(`items[${line.id}][original_packaging]`)?.getAttribute('type')).toBe('checkbox')
    expect(named('attributes[comments]')?.tagName).toBe('TEXTAREA')
    expect(named('attributes[contact_phone]')?.getAttribute('type')).toBe('tel')

    // The reason is missing: the form comes back with the reason named and everything typed.
    const refused = await shopper.post(
      `/fr/user/orders/${order.order_id}/returns/create`,
      fieldsOf(form, {
        [`items[${line.id}][quantity]`]: '1',
        [`items[${line.id}][condition]`]: 'opened',
        'attributes[comments]': 'Trop petit, je garde l’autre.',
      }),
    )
    expect(refused.statusCode).toBe(422)
    expect(textOf(refused.body, 'main [role="alert"]')).toContain(
      `Veuillez renseigner « Motif du retour » pour « ${line.name} ».`,
    )
    const again = formOf(refused.body)
    expect(again.querySelector(`[name="items[${line.id}][reason]"]`)?.getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(again.querySelector<HTMLInputElement>(`[name="items[${line.id}][quantity]"]`)?.value).toBe('1')
    expect(again.querySelector<HTMLSelectElement>(`[name="items[${line.id}][condition]"]`)?.value).toBe(
      'opened',
    )
    expect(again.querySelector('[name="attributes[comments]"]')?.textContent).toBe(
      'Trop petit, je garde l’autre.',
    )

    const sent = await shopper.post(
      `/fr/user/orders/${order.order_id}/returns/create`,
      fieldsOf(again, {
        [`items[${line.id}][reason]`]: 'wrong_size',
        [`items[${line.id}][original_packaging]`]: 'true',
      }),
    )
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toBe('/fr/user/returns')
    const returns = await shopper.get('/fr/user/returns')
    expect(returns.headers['cache-control']).toMatch(/private, no-store/)
    expect(textOf(returns.body, 'main [role="status"]')).toContain('Votre demande de retour est envoyée.')
    const [number] = await returnNumbers(shopper, '/fr')
    expect(number).toMatch(/^RMA-\d{6,}$/)
    const panel = mainText(returns.body)
    expect(panel).toContain(`Retour ${number} du`)
    expect(panel).toContain('Statut : Demandé')
    expect(panel).toContain(`Commande ${order.order_number}`)
    expect(panel).toContain(
      'Motif du retour : Mauvaise taille · État de l’article : Ouvert · Dans son emballage d’origine : Oui',
    )
    expect(panel).toContain('Trop petit, je garde l’autre.')
    // The order page lists the return; one piece is left to return, so the link stays.
    const orderPage = documentOf((await shopper.get(`/fr/user/orders/${order.order_id}`)).body)
    expect(orderPage.querySelector(`main [data-return="${number}"]`)).not.toBeNull()
    expect(orderPage.querySelector(`main a[href$="/returns/create"]`)).not.toBeNull()

    server.app.email.kick()
    const mail = await mailTo(
      email,
      `Du nouveau sur votre retour ${number}`,
      `Nous avons bien reçu votre demande de retour ${number} pour votre commande ${order.order_number}.`,
    )
    expect(flat(mail.text)).toContain(`1 × ${line.name} – Demandé`)
    expect(flat(mail.text)).toContain('Nous examinons votre demande')
    expect(String(mail.html)).toContain('/fr/user/returns')

    // Nobody else reaches the form: another customer gets 404, an anonymous visitor the login page.
    const stranger = await customerWithDeliveredOrder('/fr')
    expect((await stranger.shopper.get(`/fr/user/orders/${order.order_id}/returns/create`)).statusCode).toBe(
      404,
    )
    const intrusion = await stranger.shopper.post(
      `/fr/user/orders/${order.order_id}/returns/create`,
      fieldsOf(
        formOf(
          (await stranger.shopper.get(`/fr/user/orders/${stranger.order.order_id}/returns/create`)).body,
        ),
        {
          [`items[${line.id}][quantity]`]: '1',
          [`items[${line.id}][reason]`]: 'damaged',
          [`items[${line.id}][condition]`]: 'opened',
        },
      ),
    )
    expect(intrusion.statusCode).toBe(404)
    expect(await returnNumbers(stranger.shopper, '/fr')).toEqual([])
    const anonymous = await server.app.inject({ url: `/fr/user/orders/${order.order_id}/returns/create` })
    expect(anonymous.statusCode).toBe(302)

    expect(
      describeErrors(
        await validateHtmlDocuments({ form: page.body, refused: refused.body, returns: returns.body }),
      ),
    ).toEqual([])
  }, 180_000)

  it('in /de: the authorized return names the return address on the page and in the German e-mail; an undelivered order offers nothing', async () => {
    const { shopper, email, order, line } = await customerWithDeliveredOrder('/de')
    const form = formOf((await shopper.get(`/de/user/orders/${order.order_id}/returns/create`)).body)
    const sent = await shopper.post(
      `/de/user/orders/${order.order_id}/returns/create`,
      fieldsOf(form, {
        [`items[${line.id}][quantity]`]: '2',
        [`items[${line.id}][reason]`]: 'damaged',
        [`items[${line.id}][condition]`]: 'damaged',
      }),
    )
    expect(sent.statusCode).toBe(303)
    const [number] = await returnNumbers(shopper, '/de')
    expect(
      (
        await moveReturn(
          server.app.shopDatabase.db,
          { number: number!, to: 'authorized' },
          { stores: server.app.config.stores },
        )
      ).moved,
    ).toBe(true)

    const returns = mainText((await shopper.get('/de/user/returns')).body)
    expect(returns).toContain('Status: Genehmigt')
    expect(returns).toContain('14 rue des Tisserands')
    expect(returns).toContain('Frankreich')
    expect(returns).toContain(`Vermerken Sie ${number} auf dem Paket.`)
    // Both pieces are in the return: the order offers no more.
    const orderPage = documentOf((await shopper.get(`/de/user/orders/${order.order_id}`)).body)
    expect(orderPage.querySelector('main a[href$="/returns/create"]')).toBeNull()
    expect(mainText((await shopper.get(`/de/user/orders/${order.order_id}/returns/create`)).body)).toContain(
      'Diese Bestellung enthält keine Produkte, die zurückgesendet werden können',
    )

    server.app.email.kick()
    const mail = await mailTo(
      email,
      `Neuigkeiten zu Ihrer Rücksendung ${number}`,
      `Ihre Rücksendung ${number} zur Bestellung ${order.order_number} hat jetzt den Status: Genehmigt.`,
    )
    expect(flat(mail.text)).toContain(`2 × ${line.name} – Genehmigt`)
    expect(flat(mail.text)).toContain('Rücksendeadresse:')
    expect(flat(mail.text)).toContain('88400 Gérardmer')
    expect(flat(mail.text)).toContain('Frankreich')

    const undelivered = await customerWithPaidOrder(server.app, { store: '/de', quantity: 1 })
    expect(
      documentOf(
        (
          await server.app.inject({
            url: `/de/user/orders/${undelivered.order.order_id}`,
            headers: { cookie: `shop_session=${undelivered.agent.sessionCookie()}` },
          })
        ).body,
      ).querySelector('main a[href$="/returns/create"]'),
    ).toBeNull()
  }, 180_000)
})
