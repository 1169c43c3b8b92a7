import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer } from './helpers/graphqlAgent.ts'
import { DEFAULT_PASSWORD, SIGN_IN } from './helpers/accountFixtures.ts'
import { CONSENT_POLICY_VERSION, formatConsentCookie } from '../../config/consentCookie.ts'
import { ensureLegalPageTexts } from '../../db/seed/ensureLegalPages.ts'

let app: FastifyInstance
let origin: string
beforeAll(async () => {
  app = await buildApiApp()
  origin = new URL(app.config.stores.find((store) => store.basePath === '/fr')!.baseUrl).origin
})
afterAll(async () => app?.close())

let ids = 0
/** A fresh consent id per test, so records never mix. */
function newConsentId(): string {
  ids += 1
  return `consentTestId_${String(ids).padStart(4, '0')}_${Date.now()}`
}

function postConsent(body: unknown, headers: Record<string, string> = {}, store = '/fr') {
  return app.inject({
    method: 'POST',
    url: `${store}/consent`,
    remoteAddress: `10.41.0.${(ids % 250) + 1}`,
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function recordsOf(consentId: string) {
  return app.shopDatabase.db
    .selectFrom('consent_record')
    .selectAll()
    .where('consent_id', '=', consentId)
    .orderBy('id')
    .execute()
}

function consentCookie(
  consentId: string,
  purposes: { analytics: boolean; marketing: boolean },
  givenAt = Math.floor(Date.now() / 1000),
) {
  return `shop_consent=${formatConsentCookie({ version: CONSENT_POLICY_VERSION, ...purposes, givenAt, id: consentId })}`
}

describe('POST {base}/consent', () => {
  it('records an anonymous choice with its store and date, and answers 204', async () => {
    const id = newConsentId()
    const before = Date.now()
    const response = await postConsent({
      id,
      analytics: true,
      marketing: false,
      version: CONSENT_POLICY_VERSION,
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['set-cookie']).toBeUndefined()
    const [record, ...others] = await recordsOf(id)
    expect(others).toEqual([])
    expect(record).toMatchObject({
      store_key: 'b2c_fr',
      customer_id: null,
      analytics: true,
      marketing: false,
      policy_version: CONSENT_POLICY_VERSION,
    })
    expect(new Date(record!.given_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(record!.given_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('records each change of one browser under its id, in the store it was made in', async () => {
    const id = newConsentId()
    const deOrigin = new URL(app.config.stores.find((store) => store.basePath === '/de')!.baseUrl).origin
    expect(
      (await postConsent({ id, analytics: false, marketing: false, version: CONSENT_POLICY_VERSION }))
        .statusCode,
    ).toBe(204)
    expect(
      (
        await postConsent(
          { id, analytics: true, marketing: true, version: CONSENT_POLICY_VERSION },
          { origin: deOrigin },
          '/de',
        )
      ).statusCode,
    ).toBe(204)
    expect(
      (await recordsOf(id)).map((record) => [record.store_key, record.analytics, record.marketing]),
    ).toEqual([
      ['b2c_fr', false, false],
      ['b2c_de', true, true],
    ])
  })

  it('records the signed-in customer with the choice', async () => {
    const agent = createGraphqlAgent(app, { clientIp: '10.41.1.1' })
    const registered = await registerCustomer(agent, { email: 'consent.customer@example.org' }, '/fr')
    expect(registered.success).toBe(true)
    const id = newConsentId()
    const response = await postConsent(
      { id, analytics: false, marketing: true, version: CONSENT_POLICY_VERSION },
      { cookie: `shop_session=${agent.sessionCookie()}` },
    )
    expect(response.statusCode).toBe(204)
    expect(await recordsOf(id)).toMatchObject([
      { customer_id: Number(registered.customer!.id), marketing: true },
    ])
  })

  it('refuses a malformed choice with 400 and records nothing', async () => {
    const id = newConsentId()
    const bad = [
      { id, analytics: true, marketing: false },
      { id, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION + 1 },
      { id, analytics: 'yes', marketing: false, version: CONSENT_POLICY_VERSION },
      { id, analytics: true, version: CONSENT_POLICY_VERSION },
      { id: 'short', analytics: true, marketing: false, version: CONSENT_POLICY_VERSION },
      { id: `${id}<script>`, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION },
      { id, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION, ip: '1.2.3.4' },
      [id, true, false],
      'null',
      '{"id":',
    ]
    for (const body of bad) {
      const response = await postConsent(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().errors[0].message).toMatch(/choice|JSON/)
    }
    const asText = await postConsent(
      { id, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION },
      { 'content-type': 'text/plain' },
    )
    expect(asText.statusCode).toBe(400)
    expect(await recordsOf(id)).toEqual([])
  })

  it('refuses a choice posted from another site with 403 and records nothing', async () => {
    const id = newConsentId()
    const body = { id, analytics: true, marketing: true, version: CONSENT_POLICY_VERSION }
    expect((await postConsent(body, { origin: 'https://evil.example' })).statusCode).toBe(403)
    expect((await postConsent(body, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    const withoutOrigin = await app.inject({
      method: 'POST',
      url: '/fr/consent',
      headers: { 'content-type': 'application/json' },
      payload: body,
    })
    expect(withoutOrigin.statusCode).toBe(403)
    expect(await recordsOf(id)).toEqual([])
  })

  it('slows down a client that floods the route (429)', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 21; index++) {
      const response = await app.inject({
        method: 'POST',
        url: '/fr/consent',
        remoteAddress: '10.41.2.1',
        headers: { 'content-type': 'application/json', origin },
        payload: {
          id: `floodingClient_${String(index).padStart(4, '0')}`,
          analytics: false,
          marketing: false,
          version: CONSENT_POLICY_VERSION,
        },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('consent at sign-in', () => {
  async function signInWithCookie(email: string, cookie: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/fr/graphql',
      remoteAddress: '10.41.3.1',
      headers: { 'content-type': 'application/json', cookie },
      payload: { query: SIGN_IN, variables: { email, password: DEFAULT_PASSWORD } },
    })
    return response.json().data.signIn as { success: boolean; customer: { id: string } }
  }

  it('records the choice the browser made before signing in as the customer’s, once, dated when it was made', async () => {
    const email = 'consent.before.sign-in@example.org'
    const customer = await registerCustomer(
      createGraphqlAgent(app, { clientIp: '10.41.3.2' }),
      { email },
      '/fr',
    )
    const id = newConsentId()
    const givenAt = Math.floor(Date.now() / 1000) - 3600
    const cookie = consentCookie(id, { analytics: false, marketing: true }, givenAt)
    expect((await signInWithCookie(email, cookie)).success).toBe(true)
    expect((await signInWithCookie(email, cookie)).success).toBe(true)
    const records = await recordsOf(id)
    expect(records).toMatchObject([
      { customer_id: Number(customer.customer!.id), store_key: 'b2c_fr', analytics: false, marketing: true },
    ])
    expect(new Date(records[0]!.given_at).getTime()).toBe(givenAt * 1000)
  })

  it('keeps a later choice of the customer the latest when an older cookie signs in', async () => {
    const email = 'consent.revoked@example.org'
    const agent = createGraphqlAgent(app, { clientIp: '10.41.3.3' })
    const customer = await registerCustomer(agent, { email }, '/fr')
    const revoked = newConsentId()
    expect(
      (
        await postConsent(
          { id: revoked, analytics: false, marketing: false, version: CONSENT_POLICY_VERSION },
          { cookie: `shop_session=${agent.sessionCookie()}` },
        )
      ).statusCode,
    ).toBe(204)
    const oldBrowser = newConsentId()
    expect(
      (
        await signInWithCookie(
          email,
          consentCookie(
            oldBrowser,
            { analytics: true, marketing: true },
            Math.floor(Date.now() / 1000) - 86_400,
          ),
        )
      ).success,
    ).toBe(true)
    const latest = await app.shopDatabase.db
      .selectFrom('consent_record')
      .select(['consent_id', 'marketing'])
      .where('customer_id', '=', Number(customer.customer!.id))
      .orderBy('given_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(latest).toEqual({ consent_id: revoked, marketing: false })
  })

  it('records the choice of a browser that opens an account', async () => {
    const id = newConsentId()
    const response = await app.inject({
      method: 'POST',
      url: '/fr/graphql',
      remoteAddress: '10.41.3.4',
      headers: {
        'content-type': 'application/json',
        cookie: consentCookie(id, { analytics: true, marketing: false }),
      },
      payload: {
        query:
          'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success customer { id } } }',
        variables: {
          input: {
            firstname: 'Léa',
            lastname: 'Martin',
            email: 'consent.register@example.org',
            password: DEFAULT_PASSWORD,
            acceptsTerms: true,
          },
        },
      },
    })
    const created = response.json().data.createCustomer as { success: boolean; customer: { id: string } }
    expect(created.success).toBe(true)
    expect(await recordsOf(id)).toMatchObject([
      { customer_id: Number(created.customer.id), analytics: true, marketing: false },
    ])
  })

  it('records nothing at sign-in without a current consent cookie', async () => {
    const email = 'consent.none@example.org'
    const customer = await registerCustomer(
      createGraphqlAgent(app, { clientIp: '10.41.3.5' }),
      { email },
      '/fr',
    )
    const olderPolicy = `shop_consent=${CONSENT_POLICY_VERSION + 1}.1.1.${Math.floor(Date.now() / 1000)}.${newConsentId()}`
    expect((await signInWithCookie(email, olderPolicy)).success).toBe(true)
    const records = await app.shopDatabase.db
      .selectFrom('consent_record')
      .select('id')
      .where('customer_id', '=', Number(customer.customer!.id))
      .execute()
    expect(records).toEqual([])
  })
})

describe('cookie policy of a database seeded before the banner', () => {
  it('rewrites the legal pages whose text differs from the code, and only those', async () => {
    const db = app.shopDatabase.db
    expect(await ensureLegalPageTexts(db)).toBe(0)
    await db
      .updateTable('cms_page')
      .set({ content: '<p>Aucun bandeau de consentement.</p>' })
      .where('identifier', '=', 'cookies')
      .where('language', 'in', ['fr', 'de'])
      .execute()
    expect(await ensureLegalPageTexts(db)).toBe(2)
    const pages = await db
      .selectFrom('cms_page')
      .select(['language', 'content'])
      .where('identifier', '=', 'cookies')
      .orderBy('language')
      .execute()
    expect(pages.map((page) => page.language)).toEqual(['de', 'en', 'fr', 'it'])
    for (const page of pages) expect(page.content, page.language).toContain('shop_consent')
    expect(pages.find((page) => page.language === 'fr')!.content).toContain('Paramètres des cookies')
    expect(pages.find((page) => page.language === 'de')!.content).toContain('Cookie-Einstellungen')
  })
})
