import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { cookieJar } from '../helpers/cookieJar.ts'
import { documentOf } from '../helpers/formShopper.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** What the balance page says in each store. */
const STORES = [
  {
    base: '/en',
    title: 'Gift card balance',
    balance: '€75.00',
    until: '31 December 2030',
    wrong: 'This gift card code cannot be used. Please check it and try again.',
    expired: 'This gift card expired on 31 December 2024. It can no longer be used.',
  },
  {
    base: '/de',
    title: 'Guthaben der Geschenkkarte',
    balance: '75,00 €',
    until: '31. Dezember 2030',
    wrong:
      'Dieser Geschenkkartencode kann nicht verwendet werden. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
    expired: 'Diese Geschenkkarte ist am 1. Januar 2025 abgelaufen und kann nicht mehr eingelöst werden.',
  },
  {
    base: '/fr',
    title: 'Solde de la carte cadeau',
    balance: '75,00 €',
    until: '31 décembre 2030',
    wrong: 'Ce code de carte cadeau ne peut pas être utilisé. Vérifiez-le et réessayez.',
    expired: 'Cette carte cadeau a expiré le 1 janvier 2025. Elle ne peut plus être utilisée.',
  },
  {
    base: '/it',
    title: 'Saldo della carta regalo',
    balance: '75,00 €',
    until: '31 dicembre 2030',
    wrong: 'Questo codice della carta regalo non può essere utilizzato. Lo verifichi e riprovi.',
    expired: 'Questa carta regalo è scaduta il 1 gennaio 2025. Non si può più usare.',
  },
] as const

let nextClient = 0

/** A shopper without a browser, from an address of its own: a cookie jar over `app.inject`, posting forms as a browser does. */
function createShopper(origin: string) {
  nextClient += 1
  const remoteAddress = `10.9.0.${nextClient}`
  const jar = cookieJar()
  const remember = jar.remember
  const cookie = jar.header
  return {
    get: async (url: string) =>
      remember(
        await server.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: { accept: 'text/html', cookie: cookie() },
        }),
      ),
    post: async (url: string, fields: Record<string, string>) =>
      remember(
        await server.app.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(), origin },
          payload: new URLSearchParams(fields).toString(),
        }),
      ),
  }
}

const csrfOf = (html: string) =>
  documentOf(html).querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? ''
const statusText = (html: string) =>
  documentOf(html).querySelector('main [role="status"]')?.textContent ?? undefined
const alertText = (html: string) =>
  documentOf(html).querySelector('main [role="alert"]')?.textContent ?? undefined

describe.each(STORES)(
  'gift card balance page of $base, without JavaScript',
  ({ base, title, balance, until, wrong, expired }) => {
    const origin = () =>
      new URL(server.app.config.stores.find((store) => store.basePath === base)!.baseUrl).origin

    it('shows a translated form, never cached, and after the 303 the masked card with its balance, once', async () => {
      const shopper = createShopper(origin())
      const page = await shopper.get(`${base}/giftcard/balance`)
      expect(page.statusCode).toBe(200)
      expect(page.headers['cache-control']).toMatch(/private, no-store/)
      expect(documentOf(page.body).title).toContain(title)
      expect(documentOf(page.body).querySelector('main h1')?.textContent).toBe(title)

      const checked = await shopper.post(`${base}/giftcard/balance`, {
        _csrf: csrfOf(page.body),
        code: 'warm feet cade au75',
      })
      expect(checked.statusCode, checked.body.slice(0, 300)).toBe(303)
      expect(checked.headers.location).toBe(`${base}/giftcard/balance`)
      const result = await shopper.get(`${base}/giftcard/balance`)
      const shown = statusText(result.body)
      expect(shown).toContain('XXXX-XXXX-XXXX-AU75')
      expect(shown?.replace(/\s/g, ' ')).toContain(balance.replace(/\s/g, ' '))
      expect(shown).toContain(until)
      expect(result.body).not.toContain('WARM-FEET')
      expect(
        statusText((await shopper.get(`${base}/giftcard/balance`)).body),
        'the balance shows once',
      ).toBeUndefined()
    })

    it('sends an unusable code back (422) with one translated error (an expired card: the day it expired), and refuses a form without its token (403)', async () => {
      const shopper = createShopper(origin())
      const page = await shopper.get(`${base}/giftcard/balance`)
      for (const [code, message] of [
        ['LATE-CARD-EXPD-2324', expired],
        ['ABCD-EFGH-JKLM-NPQR', wrong],
      ] as const) {
        const refused = await shopper.post(`${base}/giftcard/balance`, { _csrf: csrfOf(page.body), code })
        expect(refused.statusCode).toBe(422)
        expect(alertText(refused.body)).toContain(message)
        expect(
          documentOf(refused.body)
            .querySelector('#giftCardBalance-code, input[name="code"]')
            ?.getAttribute('aria-invalid'),
        ).toBe('true')
      }
      const forged = await shopper.post(`${base}/giftcard/balance`, { code: 'WARM-FEET-CADE-AU75' })
      expect(forged.statusCode).toBe(403)
      expect(statusText(forged.body)).toBeUndefined()
    })
  },
)

describe('gift card balance page against guessing', () => {
  it('answers 429 with Retry-After after 10 checks from one address', async () => {
    const shopper = createShopper('http://localhost:3000')
    const page = await shopper.get('/en/giftcard/balance')
    const statuses = []
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push(
        (
          await shopper.post('/en/giftcard/balance', {
            _csrf: csrfOf(page.body),
            code: `ABCD-EFGH-JKLM-NP${String.fromCharCode(65 + attempt)}Q`,
          })
        ).statusCode,
      )
    expect(statuses).toEqual([...Array(10).fill(422), 429])
    const refused = await shopper.post('/en/giftcard/balance', {
      _csrf: csrfOf(page.body),
      code: 'WARM-FEET-CADE-AU75',
    })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(alertText(refused.body)).toContain('Too many attempts')
  })
})
