import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer } from './helpers/graphqlAgent.ts'
import { resolveStores } from '../../config/stores.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

describe('customer sessions over the shop API', () => {
  it('registers, signs out and signs in again, with a new session id each time', async () => {
    const shopper = createGraphqlAgent(app)
    expect((await shopper.query('{ me { id } }')).data?.me).toBeNull()
    const registered = await registerCustomer(shopper, { email: 'lea.martin@example.org' })
    expect(registered.success).toBe(true)
    const firstSession = shopper.sessionCookie()
    expect(firstSession).toBeTruthy()
    const me = (await shopper.query('{ me { id firstname email isSubscribed addresses { id } } }')).data?.me
    expect(me).toMatchObject({
      firstname: 'Léa',
      email: 'lea.martin@example.org',
      isSubscribed: false,
      addresses: [],
    })

    expect((await shopper.query('mutation { signOut { success } }')).data?.signOut.success).toBe(true)
    expect(shopper.sessionCookie()).not.toBe(firstSession)
    expect((await shopper.query('{ me { id } }')).data?.me).toBeNull()

    const signedIn = await shopper.query(
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success errorCode customer { id } } }',
      { email: 'LEA.MARTIN@example.org', password: 'correct horse battery' },
    )
    expect(signedIn.data?.signIn).toMatchObject({ success: true, customer: { id: me.id } })
    expect((await shopper.query('{ me { id } }')).data?.me.id).toBe(me.id)
  })

  it('keeps the new session when a request sent before signing in is answered after it', async () => {
    const shopper = createGraphqlAgent(app)
    await registerCustomer(shopper, { email: 'two.tabs@example.org' })
    await shopper.query('mutation { signOut { success } }')
    const anonymousCookie = shopper.sessionCookie()
    expect(anonymousCookie).toBeTruthy()
    await shopper.query(
      'mutation { signIn(email: "two.tabs@example.org", password: "correct horse battery") { success } }',
    )
    expect(shopper.sessionCookie()).not.toBe(anonymousCookie)

    // The late request still carries the anonymous cookie; its answer must not clear the browser's cookie.
    const lateRequest = await createGraphqlAgent(app, { sessionCookie: anonymousCookie }).raw('{ me { id } }')
    expect(lateRequest.json().data.me).toBeNull()
    expect(lateRequest.headers['set-cookie']).toBeUndefined()
    expect((await shopper.query('{ me { email } }')).data?.me.email).toBe('two.tabs@example.org')
  })

  it('sets an HttpOnly, SameSite=Lax cookie of 13 months, not Secure over http', async () => {
    const shopper = createGraphqlAgent(app)
    const response = await shopper.raw(
      'mutation { signIn(email: "nobody@example.org", password: "whatever-it-is") { success } }',
    )
    expect(response.headers['set-cookie']).toBeUndefined()
    await registerCustomer(shopper, { email: 'cookie.flags@example.org' })
    const cookie = shopper.lastSetCookie() ?? ''
    expect(cookie).toMatch(/^shop_session=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? '')
    const months = (expires - Date.now()) / (30.44 * 24 * 3600 * 1000)
    expect(months).toBeGreaterThan(12.9)
    expect(months).toBeLessThan(13.1)
  })
})

describe('customer sessions behind https', () => {
  it(
    'marks the cookie Secure when the stores are served over https, and never sends it over plain http',
    async () => {
      const env = Object.fromEntries(
        ['FR', 'DE', 'EN', 'IT'].map((code) => [
          `STORE_URL_B2C_${code}`,
          `https://shop.example/${code.toLowerCase()}`,
        ]),
      )
      const secureApp = await buildApiApp({ config: { stores: resolveStores(env, 443), trustProxy: true } })
      try {
        const register = (email: string, protocol: string) =>
          secureApp.inject({
            method: 'POST',
            url: '/en/graphql',
            headers: {
              host: 'shop.example',
              'x-forwarded-proto': protocol,
              'content-type': 'application/json',
            },
            payload: {
              query: 'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }',
              variables: {
                input: {
                  firstname: 'Léa',
                  lastname: 'Martin',
                  email,
                  password: 'correct horse battery',
                  acceptsTerms: true,
                },
              },
            },
          })
        const overHttps = await register('secure.cookie@example.org', 'https')
        expect(overHttps.json().data.createCustomer.success).toBe(true)
        expect(String(overHttps.headers['set-cookie'])).toMatch(/^shop_session=.*; Secure/i)
        const overHttp = await register('plain.http@example.org', 'http')
        expect(overHttp.json().data.createCustomer.success).toBe(true)
        expect(overHttp.headers['set-cookie']).toBeUndefined()
      } finally {
        await secureApp.close()
      }
    },
    API_APP_START_TIMEOUT_MS,
  )
})
