import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { emailLinkOf } from '../helpers/sentEmail.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import {
  createFormShopper,
  documentOf,
  fieldsOf,
  formWithAction,
  textOf,
  type FormShopper,
} from '../helpers/formShopper.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/**
 * A link of the newest e-mail of a template to an address; waits for it, since the confirmation is
 * written after the answer. From the message sent once the worker has sent it (its data is blanked).
 */
async function emailLink(
  to: string,
  template: string,
  link: { urlField: string; parameter: string },
): Promise<URL> {
  const deadline = Date.now() + 5000
  for (;;) {
    const row = await server.app.shopDatabase.db
      .selectFrom('email_outbox')
      .select(['id', 'data'])
      .where('recipient', '=', to)
      .where('template', '=', template)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    if (row) return emailLinkOf(server.app.shopDatabase.db, server.dataDir, row, link)
    if (Date.now() > deadline) throw new Error(`no ${template} e-mail to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Posts the subscription form of a page as a browser without JavaScript would, with `email` typed. */
async function postSubscription(shopper: FormShopper, html: string, email: string) {
  const form = formWithAction(html, 'subscribe')
  expect(form, 'the page has the subscription form').toBeTruthy()
  return shopper.post(form!.action, fieldsOf(form!, { email }))
}

const STORES = [
  {
    base: '/en',
    texts: {
      sent: 'Check your inbox',
      confirmed: 'Your subscription is confirmed',
      expired: 'This confirmation link has expired or is not valid',
      unsubscribed: 'You are unsubscribed from the newsletter.',
      invalidEmail: 'Please enter a valid e-mail address.',
      required: 'Please fill in this field.',
      privacy: 'privacy policy',
    },
  },
  {
    base: '/fr',
    texts: {
      sent: 'Consultez votre boîte de réception',
      confirmed: 'Votre abonnement est confirmé',
      expired: 'Ce lien de confirmation a expiré',
      unsubscribed: 'Vous êtes désabonné(e) de la newsletter.',
      invalidEmail: 'adresse e-mail valide',
      required: 'Veuillez remplir ce champ.',
      privacy: 'politique de confidentialité',
    },
  },
] as const

describe('the /newsletter page without JavaScript', () => {
  it.each(STORES)(
    'subscribes with a confirmation link, then unsubscribes with a button, in $base; every page is valid HTML',
    async ({ base, texts }) => {
      const shopper = createFormShopper(server.app, base)
      const pages: Record<string, string> = {}
      const address = `walker${base.slice(1)}@example.org`

      const page = await shopper.get(`${base}/newsletter`)
      expect(page.statusCode).toBe(200)
      expect(page.headers['cache-control']).toMatch(/private, no-store/)
      expect(page.body).not.toContain('not open yet')
      // The consent text links to the privacy policy of the footer.
      expect(documentOf(page.body).querySelector('main form')?.closest('section')?.textContent).toContain(
        texts.privacy,
      )
      pages.form = page.body

      // Bad input: a translated inline error, and what was typed is kept.
      const invalid = await postSubscription(shopper, page.body, 'not-an-address')
      expect(invalid.statusCode).toBe(422)
      expect(textOf(invalid.body, 'main')).toContain(texts.invalidEmail)
      expect(documentOf(invalid.body).querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
        'not-an-address',
      )
      expect(
        documentOf(invalid.body).querySelector('input[name="email"]')?.getAttribute('aria-invalid'),
      ).toBe('true')
      pages.invalid = invalid.body
      const empty = await postSubscription(shopper, invalid.body, '')
      expect(empty.statusCode).toBe(422)
      expect(textOf(empty.body, 'main')).toContain(texts.required)

      // A post without the form's token is refused.
      const forged = await shopper.post(`${base}/newsletter`, { _action: 'subscribe', email: address })
      expect(forged.statusCode).toBe(403)

      const posted = await postSubscription(shopper, page.body, address)
      expect(posted.statusCode).toBe(303)
      expect(posted.headers.location).toBe(`${base}/newsletter`)
      const sent = await shopper.get(`${base}/newsletter`)
      expect(textOf(sent.body, 'main [role="status"]')).toContain(texts.sent)
      pages.sent = sent.body

      // The e-mailed link, opened in the mail app's browser (no session), confirms and leaves the token out of the address bar.
      const confirmUrl = await emailLink(address, 'newsletterConfirmation', {
        urlField: 'confirmUrl',
        parameter: 'confirm',
      })
      expect(confirmUrl.pathname).toBe(`${base}/newsletter`)
      const mailApp = createFormShopper(server.app, base)
      const confirming = await mailApp.get(`${confirmUrl.pathname}${confirmUrl.search}`)
      expect(confirming.statusCode).toBe(303)
      expect(confirming.headers.location).toBe(`${base}/newsletter`)
      const confirmed = await mailApp.get(`${base}/newsletter`)
      expect(textOf(confirmed.body, 'main [role="status"]')).toContain(texts.confirmed)
      pages.confirmed = confirmed.body

      // The same link again: refused, with the form to ask for a new one.
      const reused = await mailApp.get(`${confirmUrl.pathname}${confirmUrl.search}`)
      expect(reused.statusCode).toBe(410)
      expect(textOf(reused.body, 'main')).toContain(texts.expired)
      expect(formWithAction(reused.body, 'subscribe')).toBeTruthy()
      pages.expired = reused.body

      // The unsubscribe link shows a button; opening it unsubscribes nobody.
      const unsubscribeUrl = await emailLink(address, 'newsletterWelcome', {
        urlField: 'unsubscribeUrl',
        parameter: 'unsubscribe',
      })
      const reader = createFormShopper(server.app, base)
      const asking = await reader.get(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`)
      expect(asking.statusCode).toBe(200)
      pages.unsubscribe = asking.body
      const subscriber = () =>
        server.app.shopDatabase.db
          .selectFrom('newsletter_subscriber')
          .select('status')
          .where('email', '=', address)
          .executeTakeFirstOrThrow()
      expect((await subscriber()).status).toBe('subscribed')
      const button = formWithAction(asking.body, 'unsubscribe')
      expect(button).toBeTruthy()
      const unsubscribing = await reader.post(button!.action, fieldsOf(button!))
      expect(unsubscribing.statusCode).toBe(303)
      const unsubscribed = await reader.get(unsubscribing.headers.location as string)
      expect(textOf(unsubscribed.body, 'main [role="status"]')).toContain(texts.unsubscribed)
      expect((await subscriber()).status).toBe('unsubscribed')
      pages.unsubscribed = unsubscribed.body

      // A made-up unsubscribe link: the button is refused with the reason.
      const madeUp = await reader.get(`${base}/newsletter?unsubscribe=${'z'.repeat(43)}`)
      const refused = await reader.post(
        formWithAction(madeUp.body, 'unsubscribe')!.action,
        fieldsOf(formWithAction(madeUp.body, 'unsubscribe')!),
      )
      expect(refused.statusCode).toBe(422)
      pages.refusedUnsubscribe = refused.body
      // The unsubscribe page of cart reminders and a cart link that cannot be used (tests/api/marketingAutomation.test.ts) are checked with these.
      pages.marketingUnsubscribe = (await reader.get(`${base}/marketing?unsubscribe=${'z'.repeat(43)}`)).body
      pages.cartLinkRefused = (await reader.get(`${base}/cart/restore?token=forged`)).body

      expect(describeErrors(await validateHtmlDocuments(pages))).toEqual([])
    },
    120_000,
  )
})
