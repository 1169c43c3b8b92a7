import { API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { createFormShopper, documentOf, textOf, type FormShopper } from '../helpers/formShopper.ts'
import { FORM_ACTIONS } from '../../server/forms/shopperRequests.ts'
import { hashPassword } from '../../domain/accounts/passwords.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'
import { DatabaseSessionStore } from '../../server/sessions/databaseSessionStore.ts'

const PASSWORD = 'correct horse battery'
const SIGN_IN =
  'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success } }'
/** Every C0 control a form field could carry but tab, line feed and carriage return, and DEL. */
const CONTROLS =
  Array.from({ length: 32 }, (_, code) => String.fromCharCode(code))
    .filter((character) => !'\t\n\r'.includes(character))
    .join('') + '\u007f'
/** The field names the shop's forms read: each gets a value with a NUL byte and the other controls. */
const FIELD_NAMES = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'firstname',
  'lastname',
  'company',
  'street',
  'streetExtra',
  'postcode',
  'city',
  'countryCode',
  'telephone',
  'sku',
  'qty',
  'rating',
  'title',
  'comment',
  'list',
  'item',
  'id',
  'orderId',
  'orderNumber',
  'number',
  'code',
  'token',
  'name',
  'subject',
  'website',
  'revision',
  'scope',
  'paymentMethod',
  'pickupSearch',
  'customerAddressId',
  'redirect',
  'sku[]',
  'qty[]',
  'acceptsTerms',
  'isSubscribed',
]

let server: TestServer
let passwordHash: string
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true }, { database: await openTestDatabase() })
  passwordHash = await hashPassword(PASSWORD)
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await server?.close()
})

let clients = 0
/** A client address of its own, so the form posts of one test never meet the rate limit of another. */
const nextClientIp = () => `10.72.${Math.floor(++clients / 250)}.${clients % 250}`

/** The CSRF token the page's forms carry. */
async function csrfTokenOf(shopper: FormShopper, url: string): Promise<string> {
  const page = await shopper.get(url)
  const token = documentOf(page.body).querySelector<HTMLInputElement>('input[name="_csrf"]')?.value
  if (!token) throw new Error(`no CSRF token on ${url}`)
  return token
}

/** A customer signed in in a browser without JavaScript (created in the database: registrations are rate-limited per client). */
async function signedInShopper(name: string): Promise<FormShopper> {
  const email = `${name}.${Date.now()}@example.org`
  await server.app.shopDatabase.db
    .insertInto('customer')
    .values({ email, firstname: name, lastname: 'Martin', password_hash: passwordHash, store_key: 'b2c_en' })
    .execute()
  const shopper = createFormShopper(server.app, '/en')
  expect((await shopper.graphql('/en', SIGN_IN, { email, password: PASSWORD })).data?.signIn.success).toBe(
    true,
  )
  return shopper
}

/** Every form URL of the English store with its operations; URL parameters get a value with a NUL byte too. */
function formTargets(): { url: string; action: string }[] {
  const paths = [
    ...FORM_ACTIONS.map((action) => ({ path: action.path, actions: Object.keys(action.operations) })),
    { path: '/quick-order', actions: ['default'] },
  ]
  return paths.flatMap(({ path, actions }) => {
    const url = `/en${path.replace(/:[a-zA-Z]+|\*/g, 'SL-00001%00%01')}`
    return actions.map((action) => ({ url, action }))
  })
}

describe('control characters in form posts', () => {
  it('never answer 500 on any form, anonymous or signed in: they are stripped at the edge', async () => {
    const targets = formTargets()
    expect(targets.length).toBeGreaterThan(40)
    const anonymous = createFormShopper(server.app, '/en')
    const signedIn = await signedInShopper('controls')
    const answers: string[] = []
    for (const shopper of [anonymous, signedIn]) {
      const csrf = await csrfTokenOf(shopper, '/en/contact')
      for (const { url, action } of targets) {
        const fields: [string, string][] = [
          ['_csrf', csrf],
          ['_action', action],
          ...FIELD_NAMES.map((name): [string, string] => [name, `A\u0000b${CONTROLS}1`]),
          ['list', `SL-00001\u0000 2\nSL-00002${CONTROLS} 1`],
        ]
        const response = await shopper.post(url, fields, {
          origin: shopper.origin,
          'x-forwarded-for': nextClientIp(),
        })
        answers.push(`${response.statusCode} ${action} ${url}`)
      }
    }
    expect(answers.filter((answer) => answer.startsWith('5'))).toEqual([])
  })

  it('keeps the quick order list as typed but for its control characters (the rows refused come back from the session)', async () => {
    const shopper = createFormShopper(server.app, '/en')
    const csrf = await csrfTokenOf(shopper, '/en/quick-order')
    const posted = await shopper.post(
      '/en/quick-order',
      [
        ['_csrf', csrf],
        ['list', 'NO-SUCH\u0000-SKU 2'],
      ],
      { origin: shopper.origin, 'x-forwarded-for': nextClientIp() },
    )
    expect(posted.statusCode).toBe(303)
    const page = await shopper.get('/en/quick-order')
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('\u0000')
    expect(page.body).toContain('NO-SUCH-SKU')
  })

  it('keeps a textarea’s line breaks and tabs', async () => {
    const shopper = createFormShopper(server.app, '/en')
    const csrf = await csrfTokenOf(shopper, '/en/contact')
    const refused = await shopper.post(
      '/en/contact',
      [
        ['_csrf', csrf],
        ['name', 'Ada\u0000'],
        ['email', 'not-an-address'],
        ['subject', 'return'],
        ['comment', 'Line one\r\n\tLine two\u0007'],
      ],
      { origin: shopper.origin, 'x-forwarded-for': nextClientIp() },
    )
    expect(refused.statusCode).toBe(422)
    expect(
      documentOf(refused.body).querySelector<HTMLTextAreaElement>('textarea[name="comment"]')?.value,
    ).toBe('Line one\n\tLine two')
    expect(documentOf(refused.body).querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ada')
  })
})

describe('the session store', () => {
  it('saves and reads back a session whose text holds NUL characters, in values and keys (as U+FFFD)', async () => {
    const store = new DatabaseSessionStore(server.app.shopDatabase.db)
    const session = {
      cookie: { expires: new Date(Date.now() + 60_000) },
      quickOrder: { list: 'SL\u0000-1 2', rows: [{ sku: 'A\u0000' }] },
      ['k\u0000']: 'v',
    }
    const id = `nul-${Date.now()}`
    await new Promise<void>((resolve, reject) =>
      store.set(id, session as never, (error) => (error ? reject(error as Error) : resolve())),
    )
    const read = await new Promise<unknown>((resolve, reject) =>
      store.get(id, (error, result) => (error ? reject(error as Error) : resolve(result))),
    )
    expect(read).toMatchObject({
      quickOrder: { list: 'SL\uFFFD-1 2', rows: [{ sku: 'A\uFFFD' }] },
      ['k\uFFFD']: 'v',
    })
  })
})

describe('form fields parsed to their type at the edge', () => {
  it('answers the review form’s own translated error for a rating that is not 1 to 5 whole stars', async () => {
    const shopper = await signedInShopper('rating')
    const messages: Record<string, string> = { '/en': 'Please choose a rating from 1 to 5 stars.' }
    for (const rating of [
      '1.5',
      'Infinity',
      '-Infinity',
      'NaN',
      '1e1',
      '-1',
      '6',
      '0x3',
      '99999999999',
      '',
    ]) {
      const csrf = await csrfTokenOf(shopper, '/en/review/SL-00001')
      const response = await shopper.post(
        '/en/review/SL-00001',
        [
          ['_csrf', csrf],
          ['sku', 'SL-00001'],
          ['rating', rating],
          ['title', 'Warm'],
          ['comment', 'Soft and warm.'],
        ],
        { origin: shopper.origin, 'x-forwarded-for': nextClientIp() },
      )
      expect([rating, response.statusCode]).toEqual([rating, 422])
      expect(textOf(response.body, 'main')).toContain(messages['/en'])
    }
  })
})
