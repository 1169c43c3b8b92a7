import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import type { ParsedMail } from 'mailparser'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { createFormShopper, documentOf, fieldsOf, textOf } from '../helpers/formShopper.ts'
import { setVariantStock } from '../../domain/stock/setVariantStock.ts'

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

/** A sold-out size and the store-relative path of its product page with that size chosen. */
async function soldOutSize(language: 'fr' | 'en', skip: number) {
  const db = server.app.shopDatabase.db
  const variant = await db
    .selectFrom('product')
    .select(['sku', 'parent_sku', 'colour', 'size'])
    .where('parent_sku', 'is not', null)
    .where('qty', '=', 0)
    .orderBy('sku')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow()
  const parent = await db
    .selectFrom('product_translation')
    .select('url_key')
    .where('sku', '=', variant.parent_sku!)
    .where('language', '=', language)
    .executeTakeFirstOrThrow()
  return { sku: variant.sku, path: `/${parent.url_key}?color=${variant.colour}&size=${variant.size}` }
}

/** A header of a captured message as sent (mailparser folds List-* headers into one object). */
function rawHeader(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines.find((header) => header.key === name)?.line.replace(/^[^:]+:\s*/, '')
}

/** The link a captured message carries to a page of the shop, as a store-relative URL. */
function linkIn(html: string, pathname: string): string {
  const href = [...documentOf(html).querySelectorAll('a')]
    .map((anchor) => anchor.href)
    .find((candidate) => candidate.includes(pathname))
  if (!href) throw new Error(`no link to ${pathname}`)
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}

describe('the stock alert form without JavaScript', () => {
  it.each([
    {
      base: '/fr',
      language: 'fr' as const,
      skip: 0,
      sent: 'Consultez votre boîte de réception',
      confirmed: 'Votre alerte est confirmée',
      backSubject: 'De retour en stock',
      cancelled: 'Votre alerte est annulée',
    },
    {
      base: '/en',
      language: 'en' as const,
      skip: 1,
      sent: 'Check your inbox',
      confirmed: 'Your alert is confirmed',
      backSubject: 'It is back in stock',
      cancelled: 'Your stock alert is cancelled',
    },
  ])(
    'asks, confirms by the e-mailed link, gets one e-mail when stock returns and unsubscribes with its link, in $base',
    async ({ base, language, skip, sent, confirmed, backSubject, cancelled }) => {
      const { sku, path } = await soldOutSize(language, skip)
      const shopper = createFormShopper(server.app, base)
      const page = await shopper.get(`${base}${path}`)
      expect(page.statusCode).toBe(200)
      // The cached product page stays anonymous: no cookie, even with the alert form on it.
      expect(page.headers['set-cookie']).toBeUndefined()
      const form = documentOf(page.body).querySelector<HTMLFormElement>(`form[action="${base}/stock-alert"]`)
      expect(form, 'the sold-out size offers the alert form').toBeTruthy()
      expect(form!.querySelector('input[name="sku"]')?.getAttribute('value')).toBe(sku)

      // A post from another site is refused, whatever it carries.
      const forged = await shopper.post(
        `${base}/stock-alert`,
        fieldsOf(form!, { email: 'victim@example.org' }),
        { origin: 'https://evil.example' },
      )
      expect(forged.statusCode).toBe(403)
      const crossSite = await shopper.post(
        `${base}/stock-alert`,
        fieldsOf(form!, { email: 'victim@example.org' }),
        { origin: shopper.origin, 'sec-fetch-site': 'cross-site' },
      )
      expect(crossSite.statusCode).toBe(403)
      // A bad address comes back on the product page with the error beside the field.
      const invalid = await shopper.post(`${base}/stock-alert`, fieldsOf(form!, { email: 'not-an-address' }))
      expect(invalid.statusCode).toBe(422)
      expect(
        documentOf(invalid.body).querySelector<HTMLInputElement>(
          `form[action="${base}/stock-alert"] input[name="email"]`,
        )?.value,
      ).toBe('not-an-address')

      const address = `alert.${language}@example.org`
      const posted = await shopper.post(`${base}/stock-alert`, fieldsOf(form!, { email: address }))
      expect(posted.statusCode).toBe(303)
      expect(posted.headers.location).toBe(`${base}/stock-alert`)
      expect(textOf((await shopper.get(`${base}/stock-alert`)).body, 'main')).toContain(sent)

      server.app.email.kick()
      const confirmation = await smtp.waitFor(
        (mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(address),
      )
      // The e-mailed link, opened in the mail app's browser (no session), confirms once.
      const mailApp = createFormShopper(server.app, base)
      const confirmLink = linkIn(String(confirmation.html), `${base}/stock-alert?confirm=`)
      const opened = await mailApp.get(confirmLink)
      expect(opened.statusCode).toBe(303)
      expect(opened.headers.location).toBe(`${base}/stock-alert`)
      expect(textOf((await mailApp.get(`${base}/stock-alert`)).body, 'main')).toContain(confirmed)
      expect((await createFormShopper(server.app, base).get(confirmLink)).statusCode).toBe(410)

      await setVariantStock(server.app.shopDatabase.db, server.app.config.stores, sku, 3)
      await setVariantStock(server.app.shopDatabase.db, server.app.config.stores, sku, 5)
      server.app.email.kick()
      const back = await smtp.waitFor(
        (mail) => mail.subject === backSubject && JSON.stringify(mail.to).includes(address),
      )
      expect(rawHeader(back, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      expect(rawHeader(back, 'list-unsubscribe')).toContain(`${base}/stock-alert?unsubscribe=`)
      await server.app.email.drain()
      expect(
        smtp.messages.filter(
          (mail) => mail.subject === backSubject && JSON.stringify(mail.to).includes(address),
        ),
      ).toHaveLength(1)

      // The e-mail's link shows a button; its POST cancels the alert without sign-in.
      const unsubscribePage = await mailApp.get(linkIn(String(back.html), `${base}/stock-alert?unsubscribe=`))
      expect(unsubscribePage.statusCode).toBe(200)
      const button = documentOf(unsubscribePage.body).querySelector<HTMLFormElement>('main form')!
      const left = await mailApp.post(`${base}/stock-alert`, fieldsOf(button))
      expect(left.statusCode).toBe(303)
      expect(textOf((await mailApp.get(`${base}/stock-alert`)).body, 'main')).toContain(cancelled)
      expect(
        (
          await server.app.shopDatabase.db
            .selectFrom('stock_alert')
            .select('status')
            .where('email', '=', address)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('unsubscribed')
    },
  )
})

describe('the footer newsletter form without JavaScript', () => {
  it('is on cached pages without a cookie, sends the confirmation, and refuses a cross-site post', async () => {
    const shopper = createFormShopper(server.app, '/de')
    const home = await shopper.get('/de/')
    expect(home.headers['set-cookie']).toBeUndefined()
    const form = documentOf(home.body).querySelector<HTMLFormElement>('footer form[action="/de/newsletter"]')
    expect(form, 'the footer has the newsletter form').toBeTruthy()
    expect(form!.querySelector('input[name="_csrf"]')).toBeNull()
    expect(form!.querySelector('label[for="footer-newsletter-email"]')?.textContent).not.toBe('')

    const forged = await shopper.post('/de/newsletter', fieldsOf(form!, { email: 'victim@example.org' }), {
      origin: 'https://evil.example',
    })
    expect(forged.statusCode).toBe(403)
    const noOrigin = await shopper.post(
      '/de/newsletter',
      fieldsOf(form!, { email: 'victim@example.org' }),
      {},
    )
    expect(noOrigin.statusCode).toBe(403)

    const posted = await shopper.post(
      '/de/newsletter',
      fieldsOf(form!, { email: 'footer.reader@example.org' }),
    )
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toBe('/de/newsletter')
    expect(textOf((await shopper.get('/de/newsletter')).body, 'main')).toContain('Posteingang')
    server.app.email.kick()
    const confirmation = await smtp.waitFor((mail) =>
      JSON.stringify(mail.to).includes('footer.reader@example.org'),
    )
    expect(confirmation.headers.get('content-language')).toBe('de-DE')
    const opened = await createFormShopper(server.app, '/de').get(
      linkIn(String(confirmation.html), '/de/newsletter?confirm='),
    )
    expect(opened.statusCode).toBe(303)
    server.app.email.kick()
    const welcome = await smtp.waitFor(
      (mail) =>
        JSON.stringify(mail.to).includes('footer.reader@example.org') &&
        rawHeader(mail, 'list-unsubscribe') !== undefined,
    )
    // One-click unsubscribe (RFC 8058): the mail provider's POST, without cookie or Origin.
    const oneClick = new URL(rawHeader(welcome, 'list-unsubscribe')!.replace(/^<|>$/g, ''))
    const unsubscribed = await server.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.statusCode).toBe(200)
    expect(
      (
        await server.app.shopDatabase.db
          .selectFrom('newsletter_subscriber')
          .select('status')
          .where('email', '=', 'footer.reader@example.org')
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('unsubscribed')
  })
})
