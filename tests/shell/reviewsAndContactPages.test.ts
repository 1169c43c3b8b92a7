import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ParsedMail } from 'mailparser'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { createFormShopper, documentOf, fieldsOf, textOf, type FormShopper } from '../helpers/formShopper.ts'
import { moderateReview } from '../../domain/reviews/reviewModeration.ts'

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

/** The page's form posting to `path` (the review and contact pages have one each). */
const formPostingTo = (html: string, path: string) =>
  documentOf(html).querySelector<HTMLFormElement>(`main form[action="${path}"]`)
const addressOf = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  field && 'text' in field ? field.text : ''

describe('the contact form without JavaScript', () => {
  it('sends the message to the shop (Reply-To the shopper) and a copy to the shopper, in German, over SMTP', async () => {
    const shopper = createFormShopper(server.app, '/de')
    const pages: Record<string, string> = {}
    const page = await shopper.get('/de/contact')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toMatch(/private, no-store/)
    pages.form = page.body
    const form = formPostingTo(page.body, '/de/contact')!
    // The honeypot is out of reach: hidden from assistive technology and skipped by the tab key.
    const trap = documentOf(page.body).querySelector('input[name="website"]')!
    expect([
      trap.closest('[aria-hidden="true"]') !== null,
      trap.getAttribute('tabindex'),
      trap.getAttribute('autocomplete'),
    ]).toEqual([true, '-1', 'off'])

    const typed = {
      name: 'Jonas Weber',
      email: 'jonas.weber@example.org',
      orderNumber: '100000042',
      subject: 'return',
      comment: 'Die Größe passt nicht <b>leider</b>. Umtausch möglich?',
    }
    const invalid = await shopper.post('/de/contact', fieldsOf(form, { ...typed, email: 'jonas-at-example' }))
    expect(invalid.statusCode).toBe(422)
    expect(textOf(invalid.body, 'main')).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    const refused = documentOf(invalid.body)
    expect(refused.querySelector('input[name="email"]')?.getAttribute('aria-invalid')).toBe('true')
    expect(refused.querySelector('input[name="email"]')?.getAttribute('aria-describedby')).toBe(
      'contact-email-error',
    )
    expect(refused.querySelector<HTMLTextAreaElement>('textarea[name="comment"]')?.value).toBe(typed.comment)
    expect(refused.querySelector<HTMLSelectElement>('select[name="subject"]')?.value).toBe('return')
    pages.invalid = invalid.body

    expect((await shopper.post('/de/contact', { ...typed })).statusCode).toBe(403)

    const sent = await shopper.post('/de/contact', fieldsOf(form, typed))
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toBe('/de/contact')
    const thanks = await shopper.get('/de/contact')
    expect(textOf(thanks.body, 'main [role="status"]')).toContain('Vielen Dank, Ihre Nachricht ist gesendet.')
    pages.thanks = thanks.body

    server.app.email.kick()
    const toShop = await smtp.waitFor(
      (mail) =>
        mail.subject === 'Neue Nachricht über das Kontaktformular' &&
        (mail.text ?? '').includes('Jonas Weber'),
    )
    expect(addressOf(toShop.to)).toBe('bonjour@pantoufle-et-co.fr')
    expect(addressOf(toShop.replyTo)).toBe('jonas.weber@example.org')
    const copy = await smtp.waitFor(
      (mail) =>
        mail.subject === 'Wir haben Ihre Nachricht erhalten' &&
        addressOf(mail.to) === 'jonas.weber@example.org',
    )
    for (const mail of [toShop, copy]) {
      expect(mail.text).toContain('Bestellnummer: 100000042')
      expect(mail.text).toContain('Betreff: Eine Rücksendung oder einen Umtausch')
      expect(mail.text).toContain('Die Größe passt nicht <b>leider</b>. Umtausch möglich?')
      // What the shopper typed is text in the HTML part, never markup.
      expect(String(mail.html)).toContain('&lt;b&gt;leider&lt;/b&gt;')
    }
    expect(copy.text).toContain('Hallo Jonas Weber,')
    expect(describeErrors(await validateHtmlDocuments(pages))).toEqual([])
  }, 120_000)

  it('pretends to send when the honeypot is filled, and answers 429 after 5 messages an hour', async () => {
    const shopper = createFormShopper(server.app, '/de')
    const form = formPostingTo((await shopper.get('/de/contact')).body, '/de/contact')!
    const message = (comment: string, extra: Record<string, string> = {}) =>
      fieldsOf(form, { name: 'Bot', email: 'bot@example.org', subject: 'other', comment, ...extra })
    const trapped = await shopper.post(
      '/de/contact',
      message('Cheap watches', { website: 'http://spam.example' }),
    )
    expect(trapped.statusCode).toBe(303)
    expect(textOf((await shopper.get('/de/contact')).body, 'main [role="status"]')).toContain(
      'Vielen Dank, Ihre Nachricht ist gesendet.',
    )
    // The first test's message took one of the 5 of this client address.
    for (let index = 0; index < 4; index += 1)
      expect((await shopper.post('/de/contact', message(`Frage ${index}`))).statusCode).toBe(303)
    const limited = await shopper.post('/de/contact', message('Noch eine Frage'))
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(textOf(limited.body, 'main [role="alert"]')).toContain('Zu viele Versuche.')
    await server.app.email.drain()
    expect(
      smtp.messages.some(
        (mail) =>
          (mail.text ?? '').includes('Cheap watches') || (mail.text ?? '').includes('Noch eine Frage'),
      ),
    ).toBe(false)
  }, 120_000)
})

describe('writing a review without JavaScript', () => {
  async function signedInShopper(base: string): Promise<FormShopper> {
    const shopper = createFormShopper(server.app, base)
    const answer = await shopper.graphql(
      base,
      'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }',
      {
        input: {
          firstname: 'Marie',
          lastname: 'Dupont',
          email: `marie.${Date.now()}@example.org`,
          password: 'correct horse battery',
          acceptsTerms: true,
        },
      },
    )
    expect(answer.data?.createCustomer.success).toBe(true)
    return shopper
  }

  it('goes from the product page to the form, held for moderation, then shown once approved', async () => {
    const { sku, path } = (
      await sql<{
        sku: string
        path: string
      }>`select p.sku, '/product/' || p.sku as path from product p where p.parent_sku is null and p.type = 'configurable' and p.sku not in (select sku from product_review) order by p.sku limit 1`.execute(
        server.app.shopDatabase.db,
      )
    ).rows[0]!
    const pages: Record<string, string> = {}
    const anonymous = createFormShopper(server.app, '/en')
    const product = await anonymous.get(`/en${path}`)
    expect(product.headers['cache-control']).toMatch(/^public/)
    const write = documentOf(product.body).querySelector('#reviews a[href$="/review/' + sku + '"]')
    expect(write?.textContent).toBe('Write a review')
    const signIn = await anonymous.get(`/en/review/${sku}`)
    expect(signIn.headers['cache-control']).toMatch(/private, no-store/)
    expect(
      documentOf(signIn.body).querySelector(
        `main a[href="/en/login?redirect=${encodeURIComponent(`/review/${sku}`)}"]`,
      )?.textContent,
    ).toBe('Sign in to write a review')
    pages.signIn = signIn.body

    const shopper = await signedInShopper('/en')
    const page = await shopper.get(`/en/review/${sku}`)
    const form = formPostingTo(page.body, `/en/review/${sku}`)!
    expect(form.querySelectorAll('fieldset input[type="radio"][name="rating"]')).toHaveLength(5)
    expect(form.querySelector('fieldset legend')?.textContent).toBe('Your rating')
    pages.form = page.body

    const typed = { title: '<i>Toasty</i> feet', comment: 'Warm & soft.\nI wear them <every> evening.' }
    const noRating = await shopper.post(`/en/review/${sku}`, fieldsOf(form, typed))
    expect(noRating.statusCode).toBe(422)
    expect(textOf(noRating.body, 'main')).toContain('Please choose a rating from 1 to 5 stars.')
    expect(documentOf(noRating.body).querySelector<HTMLInputElement>('input[name="title"]')?.value).toBe(
      typed.title,
    )
    expect(
      documentOf(noRating.body).querySelector<HTMLTextAreaElement>('textarea[name="comment"]')?.value,
    ).toBe(typed.comment)
    expect(documentOf(noRating.body).querySelector('main fieldset')?.getAttribute('aria-describedby')).toBe(
      'productReview-rating-error',
    )
    pages.noRating = noRating.body

    const sent = await shopper.post(`/en/review/${sku}`, fieldsOf(form, { ...typed, rating: '4' }))
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toBe(`/en/review/${sku}`)
    const thanks = await shopper.get(`/en/review/${sku}`)
    expect(textOf(thanks.body, 'main [role="status"]')).toBe(
      'Thank you, your review will be published after moderation.',
    )
    pages.thanks = thanks.body
    const again = await shopper.post(`/en/review/${sku}`, fieldsOf(form, { ...typed, rating: '5' }))
    expect(again.statusCode).toBe(422)
    expect(textOf(again.body, 'main [role="alert"]')).toContain('You have already reviewed this product')

    expect(textOf((await anonymous.get(`/en${path}`)).body, '#reviews')).toContain('No reviews yet.')
    const stored = await server.app.shopDatabase.db
      .selectFrom('product_review')
      .select('id')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow()
    await moderateReview(server.app.shopDatabase.db, stored.id, 'approved')
    server.app.shopApi.invalidateContent([`product:${sku}`])
    const published = await anonymous.get(`/en${path}`)
    // As a reader meets it (entities decoded): the markup typed is shown as text.
    const reviews = documentOf(published.body).querySelector('#reviews')?.textContent?.replace(/\s+/g, ' ')
    expect(reviews).toContain('Average rating 4 out of 5, from 1 review.')
    expect(reviews).toContain('<i>Toasty</i> feet')
    expect(reviews).toContain('Warm & soft. I wear them <every> evening.')
    expect(reviews).toContain('Marie D.')
    expect(published.body).not.toContain('<i>Toasty</i>')
    expect(published.body).not.toContain('<every>')
    pages.published = published.body
    expect(describeErrors(await validateHtmlDocuments(pages))).toEqual([])
  }, 120_000)

  it('pages and sorts a product’s reviews with links; those pages are not indexed but name the product page', async () => {
    const { sku } = (
      await sql<{
        sku: string
      }>`select sku from product where parent_sku is null and sku not in (select sku from product_review) order by sku desc limit 1`.execute(
        server.app.shopDatabase.db,
      )
    ).rows[0]!
    for (const [index, rating] of [3, 5, 1, 4, 2, 5, 4].entries()) {
      await server.app.shopDatabase.db
        .insertInto('product_review')
        .values({
          sku,
          rating,
          author: `Client ${index}`,
          title: `Avis ${index}`,
          comment: 'Bien.',
          language: 'fr',
          status: 'approved',
          created_at: new Date(Date.UTC(2025, 0, index + 1)),
        })
        .execute()
    }
    const shopper = createFormShopper(server.app, '/fr')
    const first = await shopper.get(`/fr/product/${sku}`)
    const firstDocument = documentOf(first.body)
    expect(firstDocument.querySelector('meta[name="robots"]')).toBeNull()
    const next = firstDocument.querySelector<HTMLAnchorElement>('#reviews nav a[rel~="next"]')
    expect(next?.textContent).toBe('Plus d’avis')
    const second = await shopper.get(next!.getAttribute('href')!.replace(/#.*$/, ''))
    expect(second.statusCode).toBe(200)
    const secondDocument = documentOf(second.body)
    expect(secondDocument.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    )
    expect(secondDocument.querySelector('link[rel="canonical"]')?.getAttribute('href')).not.toContain(
      'reviewPage',
    )
    expect(textOf(second.body, '#reviews')).toContain('Page 2 sur 2')
    const firstTitles = [...firstDocument.querySelectorAll('#reviews ol h3')].map(
      (title) => title.textContent,
    )
    const secondTitles = [...secondDocument.querySelectorAll('#reviews ol h3')].map(
      (title) => title.textContent,
    )
    expect(firstTitles).toHaveLength(5)
    expect(firstTitles).toEqual(['Avis 6', 'Avis 5', 'Avis 4', 'Avis 3', 'Avis 2'])
    expect(secondTitles).toEqual(['Avis 1', 'Avis 0'])

    const lowest = firstDocument.querySelector<HTMLAnchorElement>('#reviews nav a[href*="reviewSort=lowest"]')
    expect(lowest?.textContent).toBe('Moins bonnes notes')
    const sorted = documentOf((await shopper.get(lowest!.getAttribute('href')!.replace(/#.*$/, ''))).body)
    const stars = [...sorted.querySelectorAll('#reviews ol [role="img"]')].map((rating) =>
      Number(/(\d)/.exec(rating.getAttribute('aria-label') ?? '')?.[1]),
    )
    expect(stars).toEqual([1, 2, 3, 4, 4])
    expect(sorted.querySelector('#reviews nav a[aria-current="true"]')?.textContent).toBe(
      'Moins bonnes notes',
    )
  }, 120_000)
})
