import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { renderEmail, type RenderedEmail } from '../../server/email/renderEmail.ts'
import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from '../../domain/email/emailTemplateNames.ts'
import { EMAIL_SAMPLES } from '../helpers/emailSamples.ts'
import { ABSOLUTE_URL, ACCOUNT_WORDS } from '../helpers/emailRules.ts'
import { documentOf } from '../helpers/formShopper.ts'

describe('every transactional e-mail, in every store', () => {
  let server: TestServer
  const rendered = new Map<string, RenderedEmail>()
  beforeAll(async () => {
    server = await startTestServer()
    for (const store of server.app.stores) {
      for (const template of EMAIL_TEMPLATE_NAMES) {
        rendered.set(
          `${store.key}/${template}`,
          await renderEmail(server.app.stores, store, {
            template,
            data: EMAIL_SAMPLES[template].data as unknown as Record<string, unknown>,
          }),
        )
      }
    }
  }, 180_000)
  afterAll(async () => {
    await server?.close()
  })
  const each = (check: (email: RenderedEmail, template: EmailTemplateName, locale: string) => void) => {
    for (const store of server.app.stores)
      for (const template of EMAIL_TEMPLATE_NAMES)
        check(rendered.get(`${store.key}/${template}`)!, template, store.locale)
  }

  it('carries no script, no stylesheet link and no style element: every style is inline', () => {
    each((email, template, locale) => {
      const document = documentOf(email.html)
      const where = `${template} in ${locale}`
      expect(document.querySelectorAll('script').length, `${where}: <script>`).toBe(0)
      expect(document.querySelectorAll('link').length, `${where}: <link>`).toBe(0)
      expect(document.querySelectorAll('style').length, `${where}: <style>`).toBe(0)
      expect(
        document.querySelectorAll('[class]:not(table.amounts)').length,
        `${where}: elements styled by class`,
      ).toBe(0)
      expect(document.body.getAttribute('style'), `${where}: body styled inline`).toBeTruthy()
    })
  })

  it('links and loads only absolute URLs (http, https, mailto, tel)', () => {
    each((email, template, locale) => {
      const document = documentOf(email.html)
      const urls = [...document.querySelectorAll('[href]')]
        .map((element) => element.getAttribute('href') ?? '')
        .concat([...document.querySelectorAll('[src]')].map((element) => element.getAttribute('src') ?? ''))
      expect(
        urls.filter((url) => !ABSOLUTE_URL.test(url)),
        `${template} in ${locale}`,
      ).toEqual([])
    })
  })

  it('names the order (or return) in the subject of every e-mail about one', () => {
    each((email, template, locale) => {
      const number = EMAIL_SAMPLES[template].orderNumber
      if (number) expect(email.subject, `${template} in ${locale}`).toContain(number)
    })
  })

  it('never speaks of an account in an e-mail a guest may receive', () => {
    each((email, template, locale) => {
      if (!EMAIL_SAMPLES[template].toGuest) return
      expect(email.text, `${template} in ${locale}`).not.toMatch(ACCOUNT_WORDS[locale]!)
    })
  })

  it('is written in the store’s language: no template falls back to English in the other stores', () => {
    const english = (template: EmailTemplateName) => rendered.get(`b2c_en/${template}`)!
    each((email, template, locale) => {
      if (locale === 'en-GB') return
      expect(email.subject, `${template} subject in ${locale}`).not.toBe(english(template).subject)
    })
  })
})

describe('the order confirmation', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })
  const render = async (storeKey: string) => {
    const store = server.app.stores.find((candidate) => candidate.key === storeKey)!
    return renderEmail(server.app.stores, store, {
      template: 'orderConfirmation',
      data: EMAIL_SAMPLES.orderConfirmation.data as unknown as Record<string, unknown>,
    })
  }

  it('names the destination country in the store’s language, never its code', async () => {
    expect((await render('b2c_fr')).text).toContain('Allemagne')
    expect((await render('b2c_de')).text).toContain('Deutschland')
    expect((await render('b2c_it')).text).toContain('Germania')
    const english = await render('b2c_en')
    expect(english.text).toContain('Germany')
    expect(english.text).not.toMatch(/\bDE\b/)
  })

  it('states the VAT included in the total, one row per rate, in the store’s number format', async () => {
    // The rows' labels come with the order (the destination's rate in the store's words: tests/shell/orderConfirmationEmail.test.ts).
    expect((await render('b2c_en')).text).toMatch(/Including 20% VAT\s+€18\.28/)
    expect((await render('b2c_de')).text).toMatch(/Including 20% VAT\s+18,28\u00a0€/)
    expect((await render('b2c_fr')).text).toMatch(/Including 20% VAT\s+18,28\u00a0€/)
    expect((await render('b2c_it')).text).toMatch(/Including 20% VAT\s+18,28\u00a0€/)
  })

  it('carries the terms of sale it was sent with', async () => {
    const email = await render('b2c_en')
    // The plain-text part writes headings in capitals.
    expect(email.text.toLowerCase()).toContain('terms and conditions of sale')
    expect(email.text.toLowerCase()).toContain('1. products')
    expect(email.html).not.toMatch(/href="\//)
  })
})
