import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { cookieJar } from '../helpers/cookieJar.ts'
import { documentOf } from '../helpers/formShopper.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** What each store's pages say at the steps the walk checks. */
const STORES = [
  {
    base: '/en',
    wrongPostcode: '75011',
    goodPostcode: 'EC1V 9HX',
    country: 'GB',
    texts: {
      saved: 'Your changes are saved.',
      addressSaved: 'The address is saved.',
      signedOut: 'You are signed out.',
      expired: 'This form expired. Please send it again.',
      postcode: 'This postal code does not match the chosen country.',
    },
  },
  {
    base: '/de',
    wrongPostcode: 'ABC 12',
    goodPostcode: '10115',
    country: 'DE',
    texts: {
      saved: 'Ihre Änderungen wurden gespeichert.',
      addressSaved: 'Die Adresse wurde gespeichert.',
      signedOut: 'Sie wurden abgemeldet.',
      expired: 'Dieses Formular ist abgelaufen. Bitte senden Sie es erneut.',
      postcode: 'Diese Postleitzahl passt nicht zum gewählten Land.',
    },
  },
] as const

/** A shopper without a browser: a cookie jar over `app.inject`, posting forms as a browser would (urlencoded, with Origin). */
function createShopper(origin: string) {
  const jar = cookieJar()
  const remember = jar.remember
  const cookieHeader = jar.header
  return {
    async get(url: string) {
      return remember(
        await server.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', cookie: cookieHeader() },
        }),
      )
    },
    async post(url: string, fields: Record<string, string>, headers: Record<string, string> = { origin }) {
      return remember(
        await server.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: cookieHeader(),
            ...headers,
          },
          payload: new URLSearchParams(fields).toString(),
        }),
      )
    },
  }
}

/** The CSRF token of the page's first form. */
function csrfOf(html: string): string {
  const token = documentOf(html).querySelector<HTMLInputElement>('input[name="_csrf"]')?.value
  expect(token, 'the page has a form with a CSRF token').toBeTruthy()
  return token as string
}

const statusText = (html: string) =>
  documentOf(html).querySelector('main [role="status"]')?.textContent?.trim()
const alertText = (html: string) => documentOf(html).querySelector('main [role="alert"]')?.textContent?.trim()

describe.each(STORES)(
  'account pages of $base without a browser',
  ({ base, wrongPostcode, goodPostcode, country, texts }) => {
    const origin = () =>
      new URL(server.app.config.stores.find((store) => store.basePath === base)!.baseUrl).origin
    const email = `walk.${base.slice(1)}@example.org`

    it('registers, edits the name, keeps an address book, signs out and in again', async () => {
      const shopper = createShopper(origin())
      const login = await shopper.get(`${base}/login`)
      expect(login.statusCode).toBe(200)
      expect(login.headers['cache-control']).toMatch(/private, no-store/)

      const registered = await shopper.post(`${base}/register`, {
        _csrf: csrfOf(login.body),
        firstname: 'Solène',
        lastname: 'Brunner',
        email,
        password: 'woollen slippers by the fire',
        isSubscribed: '1',
        acceptsTerms: '1',
      })
      expect(registered.statusCode, registered.body.slice(0, 300)).toBe(303)
      expect(registered.headers.location).toBe(`${base}/user/`)

      const dashboard = await shopper.get(`${base}/user/`)
      expect(dashboard.statusCode).toBe(200)
      expect(dashboard.body).toContain('Solène')
      expect(dashboard.body).toContain(email)
      expect(statusText(dashboard.body)).toBeTruthy()

      // The name form of the account information page.
      const information = await shopper.get(`${base}/user/information`)
      const renamed = await shopper.post(`${base}/user/information`, {
        _csrf: csrfOf(information.body),
        _action: 'customer',
        firstname: 'Sol',
        lastname: 'Brunner-Weiss',
      })
      expect(renamed.statusCode).toBe(303)
      expect(renamed.headers.location).toBe(`${base}/user/information`)
      const informationAgain = await shopper.get(`${base}/user/information`)
      expect(statusText(informationAgain.body)).toBe(texts.saved)
      expect(
        documentOf(informationAgain.body).querySelector<HTMLInputElement>('#customer-lastname')?.value,
      ).toBe('Brunner-Weiss')
      expect(
        statusText((await shopper.get(`${base}/user/information`)).body),
        'a notice shows once',
      ).toBeUndefined()

      // A new address with a postal code of another country: sent back with what was typed.
      const newAddress = await shopper.get(`${base}/user/address-book?new=1`)
      const newForm = documentOf(newAddress.body)
      expect(
        newForm.querySelector<HTMLSelectElement>('#address-countryCode')?.value,
        'the store country is preselected',
      ).toBe(country)
      const address = {
        _action: 'save',
        firstname: 'Sol',
        lastname: 'Brunner-Weiss',
        company: 'Filzwerk',
        street: 'Lindenallee 4',
        streetExtra: 'Hinterhaus',
        city: 'Hometown',
        countryCode: country,
        telephone: '+49 30 1234567',
        defaultShipping: '1',
      }
      const refused = await shopper.post(`${base}/user/address-book`, {
        _csrf: csrfOf(newAddress.body),
        ...address,
        postcode: wrongPostcode,
      })
      expect(refused.statusCode).toBe(422)
      const refusedForm = documentOf(refused.body)
      expect(alertText(refused.body)).toContain(texts.postcode)
      const postcode = refusedForm.querySelector<HTMLInputElement>('#address-postcode')
      expect(postcode?.getAttribute('aria-invalid')).toBe('true')
      expect(postcode?.value).toBe(wrongPostcode)
      expect(refusedForm.getElementById(postcode?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        texts.postcode,
      )
      expect(refusedForm.querySelector<HTMLInputElement>('#address-street')?.value).toBe('Lindenallee 4')
      expect(refusedForm.querySelector<HTMLInputElement>('#address-streetExtra')?.value).toBe('Hinterhaus')
      expect(refusedForm.querySelector<HTMLInputElement>('#address-company')?.value).toBe('Filzwerk')
      expect(refusedForm.querySelector<HTMLSelectElement>('#address-countryCode')?.value).toBe(country)

      const created = await shopper.post(`${base}/user/address-book`, {
        _csrf: csrfOf(refused.body),
        ...address,
        postcode: goodPostcode,
      })
      expect(created.statusCode).toBe(303)
      expect(created.headers.location).toBe(`${base}/user/address-book`)
      const afterFirst = await shopper.get(`${base}/user/address-book?new=1`)
      expect(statusText(afterFirst.body)).toBe(texts.addressSaved)
      const second = await shopper.post(`${base}/user/address-book`, {
        _csrf: csrfOf(afterFirst.body),
        ...address,
        company: '',
        streetExtra: '',
        street: 'Am Markt 9',
        postcode: goodPostcode,
        defaultBilling: '1',
      })
      expect(second.statusCode).toBe(303)

      const book = documentOf((await shopper.get(`${base}/user/address-book`)).body)
      const cards = [...book.querySelectorAll('main li address')].map((card) => card.textContent ?? '')
      expect(cards).toHaveLength(2)
      expect(cards[0]).toContain('Lindenallee 4')
      expect(cards[1]).toContain('Am Markt 9')
      expect(book.querySelectorAll('main form input[name="_action"][value="delete"]')).toHaveLength(2)
      expect(book.querySelectorAll('a[href*="/user/address-book?edit="]')).toHaveLength(2)

      // Sign out from the account menu, then the account is closed to this browser.
      const signedOut = await shopper.post(`${base}/user/logout`, {
        _csrf: csrfOf((await shopper.get(`${base}/user/`)).body),
      })
      expect(signedOut.statusCode).toBe(303)
      expect(signedOut.headers.location).toBe(`${base}/login`)
      const loginAgain = await shopper.get(`${base}/login`)
      expect(statusText(loginAgain.body)).toBe(texts.signedOut)
      const closed = await shopper.get(`${base}/user/`)
      expect(closed.statusCode).toBe(302)
      expect(closed.headers.location).toBe(`${base}/login?redirect=${encodeURIComponent('/user/')}`)

      // Signing in again goes back to the page that asked.
      const askedFor = await shopper.get(`${base}/login?redirect=${encodeURIComponent('/user/address-book')}`)
      expect(documentOf(askedFor.body).querySelector<HTMLInputElement>('input[name="redirect"]')?.value).toBe(
        '/user/address-book',
      )
      const signedIn = await shopper.post(`${base}/login`, {
        _csrf: csrfOf(askedFor.body),
        email,
        password: 'woollen slippers by the fire',
        redirect: '/user/address-book',
      })
      expect(signedIn.statusCode).toBe(303)
      expect(signedIn.headers.location).toBe(`${base}/user/address-book`)
      expect((await shopper.get(`${base}/user/`)).body).toContain('Brunner-Weiss')
    })

    it('sends a form without its token back with 403, what was typed and no password', async () => {
      const shopper = createShopper(origin())
      await shopper.get(`${base}/login`)
      const response = await shopper.post(`${base}/login`, {
        email: 'forgetful@example.org',
        password: 'not echoed back',
      })
      expect(response.statusCode).toBe(403)
      const page = documentOf(response.body)
      expect(alertText(response.body)).toBe(texts.expired)
      expect(page.querySelector<HTMLInputElement>('#login-email')?.value).toBe('forgetful@example.org')
      expect(page.querySelector<HTMLInputElement>('#login-password')?.value).toBe('')
      expect(response.body).not.toContain('not echoed back')
      expect(
        page.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value,
        'a fresh token to send it again',
      ).toBeTruthy()
    })

    it('refuses a form posted from another site with 403', async () => {
      const shopper = createShopper(origin())
      const login = await shopper.get(`${base}/login`)
      const response = await shopper.post(
        `${base}/account/password-request`,
        { _csrf: csrfOf(login.body), email: 'someone@example.org' },
        { origin: 'https://evil.example' },
      )
      expect(response.statusCode).toBe(403)
      expect(alertText(response.body)).toBe(texts.expired)
    })
  },
)

describe('a prefetch of a page', () => {
  it('answered after the shopper signed in, leaves the new session and its cookie alone', async () => {
    const base = '/en'
    const origin = new URL(server.app.config.stores.find((store) => store.basePath === base)!.baseUrl).origin
    const shopper = createShopper(origin)
    const register = await shopper.get(`${base}/register`)
    const anonymousCookie = register.headers['set-cookie']
    expect(anonymousCookie, 'the form page stores a session for its token').toBeTruthy()
    const registered = await shopper.post(`${base}/register`, {
      _csrf: csrfOf(register.body),
      firstname: 'Ada',
      lastname: 'Prefetch',
      email: 'late.prefetch@example.org',
      password: 'slippers by the door',
      acceptsTerms: '1',
    })
    expect(registered.statusCode).toBe(303)

    // A link preloaded on the register page, sent with the session signing in rotated away.
    const cookie = String(Array.isArray(anonymousCookie) ? anonymousCookie[0] : anonymousCookie).split(
      ';',
    )[0]!
    const prefetch = await server.app.inject({
      method: 'GET',
      url: `${base}/account/password-request`,
      headers: { accept: 'text/html', cookie, 'sec-purpose': 'prefetch' },
    })
    expect(prefetch.statusCode).toBe(200)
    expect(prefetch.headers['set-cookie']).toBeUndefined()
    expect((await shopper.get(`${base}/user/`)).body).toContain('Prefetch')
  })
})

describe('account pages as HTML', () => {
  it('are valid HTML, signed in and with a refused form', async () => {
    const base = '/en'
    const origin = new URL(server.app.config.stores.find((store) => store.basePath === base)!.baseUrl).origin
    const shopper = createShopper(origin)
    const pages: Record<string, string> = {}
    for (const path of [
      '/register',
      '/account/password-request',
      '/account/password-reset',
      '/account/password-reset?token=abc',
    ]) {
      pages[`${base}${path}`] = (await shopper.get(`${base}${path}`)).body
    }
    const refusedRegistration = await shopper.post(`${base}/register`, {
      _csrf: csrfOf(pages[`${base}/register`]!),
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'not-an-address',
      password: 'analytical engine notes',
      acceptsTerms: '1',
    })
    expect(refusedRegistration.statusCode).toBe(422)
    pages[`${base}/register (refused)`] = refusedRegistration.body
    const registered = await shopper.post(`${base}/register`, {
      _csrf: csrfOf(refusedRegistration.body),
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.org',
      password: 'analytical engine notes',
      acceptsTerms: '1',
    })
    expect(registered.statusCode).toBe(303)
    for (const path of [
      '/user/',
      '/user/information',
      '/user/information?confirm-email=abc',
      '/user/address-book',
      '/user/address-book?new=1',
      '/user/newsletter',
      '/user/logout',
      '/login',
    ]) {
      const response = await shopper.get(`${base}${path}`)
      expect(response.statusCode, path).toBe(200)
      pages[`${base}${path}`] = response.body
    }
    const refusedPassword = await shopper.post(`${base}/user/information`, {
      _csrf: csrfOf(pages[`${base}/user/information`]!),
      _action: 'password',
      currentPassword: 'wrong one',
      newPassword: 'another long password',
    })
    expect(refusedPassword.statusCode).toBe(422)
    expect(
      documentOf(refusedPassword.body)
        .querySelector('#password-currentPassword')
        ?.getAttribute('aria-invalid'),
    ).toBe('true')
    pages[`${base}/user/information (refused)`] = refusedPassword.body
    expect(describeErrors(await validateHtmlDocuments(pages))).toEqual([])
  }, 120_000)
})
