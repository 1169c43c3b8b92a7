import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { moderateReview } from '../../domain/reviews/reviewModeration.ts'

let testbed: BrowserTestbed
let smtp: SmtpCapture
beforeAll(async () => {
  smtp = await startSmtpCapture()
  testbed = await startBrowserTestbed({ smtpUrl: smtp.url })
}, 120_000)
afterAll(async () => {
  await testbed?.close()
  await smtp?.close()
})

const CASES = [
  {
    base: '/fr',
    texts: {
      write: 'Écrire un avis',
      stars: '4 étoiles',
      title: 'Titre',
      review: 'Votre avis',
      send: 'Envoyer mon avis',
      thanks: 'Merci, votre avis sera publié après modération.',
      verified: 'Achat vérifié',
    },
    contact: {
      name: 'Votre nom',
      email: 'Adresse e-mail',
      subject: 'Sujet',
      subjectChoice: 'Une commande',
      message: 'Votre message',
      send: 'Envoyer mon message',
      thanks: 'Merci, votre message est envoyé.',
      toShop: 'Nouveau message du formulaire de contact',
      copy: 'Nous avons bien reçu votre message',
    },
  },
  {
    base: '/de',
    texts: {
      write: 'Bewertung schreiben',
      stars: '4 Sterne',
      title: 'Titel',
      review: 'Ihre Bewertung',
      send: 'Bewertung senden',
      thanks: 'Vielen Dank, Ihre Bewertung wird nach der Prüfung veröffentlicht.',
      verified: 'Verifizierter Kauf',
    },
    contact: {
      name: 'Ihr Name',
      email: 'E-Mail-Adresse',
      subject: 'Betreff',
      subjectChoice: 'Eine Bestellung',
      message: 'Ihre Nachricht',
      send: 'Nachricht senden',
      thanks: 'Vielen Dank, Ihre Nachricht ist gesendet.',
      toShop: 'Neue Nachricht über das Kontaktformular',
      copy: 'Wir haben Ihre Nachricht erhalten',
    },
  },
] as const

/** Opens an account through the shop API with the browser's cookies, so the tab is signed in. */
async function signUp(page: Page, base: string, email: string) {
  const response = await page.request.post(`${testbed.origin}${base}/graphql`, {
    headers: { origin: testbed.origin },
    data: {
      query: 'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }',
      variables: {
        input: {
          firstname: 'Marie',
          lastname: 'Dupont',
          email,
          password: 'correct horse battery',
          acceptsTerms: true,
        },
      },
    },
  })
  expect(
    ((await response.json()) as { data: { createCustomer: { success: boolean } } }).data.createCustomer
      .success,
  ).toBe(true)
}

describe('reviews and contact in Chromium', () => {
  it.each(CASES)(
    '$base: a signed-in customer writes a review that appears once approved; the contact form sends both e-mails; no axe violation',
    async ({ base, texts, contact }) => {
      await testbed.context.clearCookies()
      const page = await testbed.context.newPage()
      const db = testbed.server.app.shopDatabase.db
      const { sku } = (
        await sql<{
          sku: string
        }>`select sku from product where parent_sku is null and type = 'configurable' and sku not in (select sku from product_review) order by sku limit 1 offset ${base === '/fr' ? 0 : 1}`.execute(
          db,
        )
      ).rows[0]!
      try {
        await signUp(page, base, `marie${base.slice(1)}@example.org`)
        await page.goto(`${testbed.origin}${base}/product/${sku}`)
        await page.locator('#reviews').getByRole('link', { name: texts.write }).click()
        await page.waitForURL(`${testbed.origin}${base}/review/${sku}`)
        expect(await findAccessibilityViolations(page)).toEqual([])

        await page.getByRole('radio', { name: texts.stars }).check()
        await page.getByRole('textbox', { name: texts.title, exact: true }).fill('Douillet <3')
        await page.getByRole('textbox', { name: texts.review, exact: true }).fill('Parfait pour l’hiver.')
        await page.getByRole('button', { name: texts.send }).click()
        await expect(page.locator('main').getByRole('status').textContent()).resolves.toContain(texts.thanks)
        expect(await findAccessibilityViolations(page)).toEqual([])

        const review = await db
          .selectFrom('product_review')
          .select('id')
          .where('sku', '=', sku)
          .executeTakeFirstOrThrow()
        await moderateReview(db, review.id, 'approved')
        testbed.server.app.shopApi.invalidateContent([`product:${sku}`])
        // A reload asks the server again: the browser may keep the public product page for a while.
        await page.goto(`${testbed.origin}${base}/product/${sku}`)
        await page.reload()
        const reviews = page.locator('#reviews')
        await expect(reviews.getByRole('heading', { name: 'Douillet <3' }).isVisible()).resolves.toBe(true)
        await expect(reviews.textContent()).resolves.toContain('Marie D.')
        expect(await findAccessibilityViolations(page)).toEqual([])

        await page.goto(`${testbed.origin}${base}/contact`)
        const form = page.locator('main form')
        await form.getByLabel(contact.name).fill('Marie Dupont')
        await form.getByLabel(contact.email).fill(`marie.contact${base.slice(1)}@example.org`)
        await form.getByLabel(contact.subject).selectOption({ label: contact.subjectChoice })
        await form.getByLabel(contact.message).fill(`Question ${base}`)
        expect(await findAccessibilityViolations(page)).toEqual([])
        await form.getByRole('button', { name: contact.send }).click()
        await expect(page.locator('main').getByRole('status').textContent()).resolves.toContain(
          contact.thanks,
        )
        expect(await findAccessibilityViolations(page)).toEqual([])
        testbed.server.app.email.kick()
        await smtp.waitFor(
          (mail) => mail.subject === contact.toShop && (mail.text ?? '').includes(`Question ${base}`),
        )
        await smtp.waitFor(
          (mail) => mail.subject === contact.copy && (mail.text ?? '').includes(`Question ${base}`),
        )
      } finally {
        await page.close()
      }
    },
    180_000,
  )
})
