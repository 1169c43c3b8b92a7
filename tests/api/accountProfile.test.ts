import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  DEFAULT_PASSWORD,
  lastEmailId,
  meId,
  signIn,
  tokenFromEmail,
  waitForEmail,
} from './helpers/accountFixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

let clients = 0
/** A client address of its own per agent, so no test meets another's budgets (ten registrations an hour per address). */
const nextClientIp = () => `10.50.${Math.floor(++clients / 250)}.${clients % 250}`

async function newCustomer(email: string, store = '/en'): Promise<GraphqlAgent> {
  const agent = createGraphqlAgent(app, { clientIp: nextClientIp() })
  expect((await registerCustomer(agent, { email }, store)).success).toBe(true)
  return agent
}

const ADDRESS_RESULT =
  'success errorCode errorField address { id postcode countryCode countryName defaultBilling defaultShipping } customer { id }'
const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_RESULT} } }`
const UPDATE_ADDRESS = `mutation ($id: ID!, $input: CustomerAddressInput!) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_RESULT} } }`
const DELETE_ADDRESS = 'mutation ($id: ID!) { deleteCustomerAddress(id: $id) { success errorCode } }'
const REGISTER =
  'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success errorCode errorField customer { id } } }'
const REQUEST_EMAIL_CHANGE =
  'mutation ($email: String!, $password: String!) { requestCustomerEmailChange(newEmail: $email, password: $password) { success errorCode errorField } }'
const CONFIRM_EMAIL_CHANGE =
  'mutation ($token: String!) { confirmCustomerEmailChange(token: $token) { success errorCode errorField } }'

const address = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas'],
  postcode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  ...overrides,
})
const registration = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Jonas',
  lastname: 'Weber',
  email: 'jonas@example.org',
  password: DEFAULT_PASSWORD,
  acceptsTerms: true,
  ...overrides,
})

async function addresses(
  agent: GraphqlAgent,
): Promise<{ id: string; firstname: string; defaultBilling: boolean; defaultShipping: boolean }[]> {
  return (await agent.query('{ me { addresses { id firstname defaultBilling defaultShipping } } }')).data?.me
    .addresses
}

/** Which of the agent's addresses (by first name) are the default billing and shipping one. */
async function defaults(agent: GraphqlAgent): Promise<{ billing: string[]; shipping: string[] }> {
  const book = await addresses(agent)
  return {
    billing: book.filter((entry) => entry.defaultBilling).map((entry) => entry.firstname),
    shipping: book.filter((entry) => entry.defaultShipping).map((entry) => entry.firstname),
  }
}

describe('address validation', () => {
  const cases: { name: string; input: Record<string, unknown>; code: string; field: string }[] = [
    {
      name: 'a French postcode of four digits',
      input: { postcode: '7501' },
      code: 'INVALID_POSTCODE',
      field: 'postcode',
    },
    {
      name: 'a German postcode with letters',
      input: { countryCode: 'DE', postcode: '1O115' },
      code: 'INVALID_POSTCODE',
      field: 'postcode',
    },
    {
      name: 'a Swiss postcode of five digits',
      input: { countryCode: 'CH', postcode: '80010' },
      code: 'INVALID_POSTCODE',
      field: 'postcode',
    },
    {
      name: 'a British postcode that is a number',
      input: { countryCode: 'GB', postcode: '12345' },
      code: 'INVALID_POSTCODE',
      field: 'postcode',
    },
    {
      name: 'a Dutch postcode without its letters',
      input: { countryCode: 'NL', postcode: '1012' },
      code: 'INVALID_POSTCODE',
      field: 'postcode',
    },
    {
      name: 'a country the shop does not deliver to',
      input: { countryCode: 'US', postcode: '10001' },
      code: 'INVALID_COUNTRY',
      field: 'countryCode',
    },
    {
      name: 'a made-up country',
      input: { countryCode: 'XX' },
      code: 'INVALID_COUNTRY',
      field: 'countryCode',
    },
    { name: 'an empty first name', input: { firstname: '  ' }, code: 'REQUIRED', field: 'firstname' },
    { name: 'an empty last name', input: { lastname: '' }, code: 'REQUIRED', field: 'lastname' },
    { name: 'no street', input: { street: [] }, code: 'REQUIRED', field: 'street' },
    { name: 'a blank street', input: { street: ['   '] }, code: 'REQUIRED', field: 'street' },
    { name: 'an empty postcode', input: { postcode: '' }, code: 'REQUIRED', field: 'postcode' },
    { name: 'an empty city', input: { city: '' }, code: 'REQUIRED', field: 'city' },
    { name: 'an empty country', input: { countryCode: '' }, code: 'REQUIRED', field: 'countryCode' },
  ]
  let agent: GraphqlAgent
  beforeAll(async () => {
    agent = await newCustomer('validation@example.org')
  })

  for (const { name, input, code, field } of cases) {
    it(`refuses ${name} (${code} on ${field}) and stores nothing`, async () => {
      const answer = await agent.query(CREATE_ADDRESS, { input: address(input) })
      expect(answer.data?.createCustomerAddress).toEqual({
        success: false,
        errorCode: code,
        errorField: field,
        address: null,
        customer: null,
      })
      expect(await addresses(agent)).toEqual([])
    })
  }

  it('checks an update like a new address, and leaves the stored one as it was', async () => {
    const created = (await agent.query(CREATE_ADDRESS, { input: address() })).data?.createCustomerAddress
    expect(created.success).toBe(true)
    const answer = await agent.query(UPDATE_ADDRESS, {
      id: created.address.id,
      input: address({ countryCode: 'DE', postcode: '7501' }),
    })
    expect(answer.data?.updateCustomerAddress).toMatchObject({
      success: false,
      errorCode: 'INVALID_POSTCODE',
      errorField: 'postcode',
    })
    expect((await agent.query('{ me { addresses { postcode countryCode } } }')).data?.me.addresses).toEqual([
      { postcode: '75011', countryCode: 'FR' },
    ])
    await agent.query(DELETE_ADDRESS, { id: created.address.id })
  })

  it('accepts each country’s own format, written loosely, and stores it tidily', async () => {
    const accepted = [
      { countryCode: 'gb', postcode: ' sw1a  1aa ', stored: 'SW1A 1AA', countryName: 'United Kingdom' },
      { countryCode: 'NL', postcode: '1012 ab', stored: '1012 AB', countryName: 'Netherlands' },
      { countryCode: 'DE', postcode: '10115', stored: '10115', countryName: 'Germany' },
      { countryCode: 'CH', postcode: '8001', stored: '8001', countryName: 'Switzerland' },
    ]
    for (const { countryCode, postcode, stored, countryName } of accepted) {
      const answer = (await agent.query(CREATE_ADDRESS, { input: address({ countryCode, postcode }) })).data
        ?.createCustomerAddress
      expect(answer, `${countryCode} ${postcode}`).toMatchObject({
        success: true,
        address: { postcode: stored, countryCode: countryCode.toUpperCase(), countryName },
      })
    }
  })
})

describe('default addresses', () => {
  it('are the first address, move to the address asked, and are cleared when their address is deleted', async () => {
    const agent = await newCustomer('defaults@example.org')
    const create = async (firstname: string, flags: Record<string, boolean> = {}) => {
      const answer = (await agent.query(CREATE_ADDRESS, { input: address({ firstname, ...flags }) })).data
        ?.createCustomerAddress
      expect(answer.success).toBe(true)
      return answer.address.id as string
    }
    const home = await create('Home')
    expect(await defaults(agent)).toEqual({ billing: ['Home'], shipping: ['Home'] })

    const office = await create('Office')
    expect(await defaults(agent)).toEqual({ billing: ['Home'], shipping: ['Home'] })

    await create('Parents', { defaultShipping: true })
    expect(await defaults(agent)).toEqual({ billing: ['Home'], shipping: ['Parents'] })

    expect(
      (
        await agent.query(UPDATE_ADDRESS, {
          id: office,
          input: address({ firstname: 'Office', defaultBilling: true }),
        })
      ).data?.updateCustomerAddress.address,
    ).toMatchObject({ defaultBilling: true, defaultShipping: false })
    expect(await defaults(agent)).toEqual({ billing: ['Office'], shipping: ['Parents'] })

    // Saving an address without asking keeps the defaults where they are.
    await agent.query(UPDATE_ADDRESS, { id: home, input: address({ firstname: 'Home' }) })
    expect(await defaults(agent)).toEqual({ billing: ['Office'], shipping: ['Parents'] })

    expect((await agent.query(DELETE_ADDRESS, { id: office })).data?.deleteCustomerAddress).toEqual({
      success: true,
      errorCode: null,
    })
    expect(await defaults(agent)).toEqual({ billing: [], shipping: ['Parents'] })
    expect((await addresses(agent)).map((entry) => entry.firstname)).toEqual(['Home', 'Parents'])

    // With no default billing address left, the next address becomes it.
    await create('Cottage')
    expect(await defaults(agent)).toEqual({ billing: ['Cottage'], shipping: ['Parents'] })
  })
})

describe('changing the e-mail address', () => {
  it('sends a link to the new address, and changes it only once the link is opened, once', async () => {
    const agent = await newCustomer('old.address@example.org')
    const before = await lastEmailId(app)
    const wrong = await agent.query(REQUEST_EMAIL_CHANGE, {
      email: 'new.address@example.org',
      password: 'not my password',
    })
    expect(wrong.data?.requestCustomerEmailChange).toEqual({
      success: false,
      errorCode: 'WRONG_PASSWORD',
      errorField: 'password',
    })
    expect(
      (await agent.query(REQUEST_EMAIL_CHANGE, { email: 'not an address', password: DEFAULT_PASSWORD })).data
        ?.requestCustomerEmailChange,
    ).toMatchObject({ errorCode: 'INVALID_EMAIL', errorField: 'newEmail' })

    const requested = await agent.query(REQUEST_EMAIL_CHANGE, {
      email: 'New.Address@example.org',
      password: DEFAULT_PASSWORD,
    })
    expect(requested.data?.requestCustomerEmailChange).toEqual({
      success: true,
      errorCode: null,
      errorField: null,
    })
    const sent = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select(['recipient', 'template'])
      .where('id', '>', before)
      .execute()
    expect(sent).toEqual([{ recipient: 'New.Address@example.org', template: 'emailChange' }])
    // Nothing changes before the link is opened.
    expect((await agent.query('{ me { email } }')).data?.me.email).toBe('old.address@example.org')

    const token = await tokenFromEmail(app, 'New.Address@example.org', 'emailChange', {
      urlField: 'confirmUrl',
      parameter: 'confirm-email',
    })
    // The link works wherever it is opened (the mail app's browser has no session).
    const mailApp = createGraphqlAgent(app, { clientIp: nextClientIp() })
    expect((await mailApp.query(CONFIRM_EMAIL_CHANGE, { token })).data?.confirmCustomerEmailChange).toEqual({
      success: true,
      errorCode: null,
      errorField: null,
    })
    expect((await agent.query('{ me { email } }')).data?.me.email).toBe('New.Address@example.org')
    // The former address is told, in case its owner did not ask.
    const notice = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select(['recipient', 'template'])
      .where('template', '=', 'emailChanged')
      .where('recipient', '=', 'old.address@example.org')
      .execute()
    expect(notice).toHaveLength(1)
    expect((await mailApp.query(CONFIRM_EMAIL_CHANGE, { token })).data?.confirmCustomerEmailChange).toEqual({
      success: false,
      errorCode: 'INVALID_TOKEN',
      errorField: 'token',
    })

    const elsewhere = createGraphqlAgent(app, { clientIp: nextClientIp() })
    expect(await signIn(elsewhere, 'old.address@example.org')).toMatchObject({
      success: false,
      errorCode: 'INVALID_CREDENTIALS',
    })
    expect(await signIn(elsewhere, 'new.address@example.org')).toMatchObject({ success: true })
  })

  it('refuses an address another account has, whatever its case', async () => {
    await newCustomer('taken.address@example.org')
    const agent = await newCustomer('wants.taken@example.org')
    const before = await lastEmailId(app)
    const answer = await agent.query(REQUEST_EMAIL_CHANGE, {
      email: 'TAKEN.Address@example.org',
      password: DEFAULT_PASSWORD,
    })
    expect(answer.data?.requestCustomerEmailChange).toEqual({
      success: false,
      errorCode: 'EMAIL_TAKEN',
      errorField: 'newEmail',
    })
    expect(await lastEmailId(app)).toBe(before)
  })

  it('refuses the link when another account took the address in the meantime', async () => {
    const agent = await newCustomer('slow.confirmer@example.org')
    expect(
      (
        await agent.query(REQUEST_EMAIL_CHANGE, {
          email: 'contested@example.org',
          password: DEFAULT_PASSWORD,
        })
      ).data?.requestCustomerEmailChange.success,
    ).toBe(true)
    const token = await tokenFromEmail(app, 'contested@example.org', 'emailChange', {
      urlField: 'confirmUrl',
      parameter: 'confirm-email',
    })
    await newCustomer('Contested@example.org')
    expect(
      (await agent.query(CONFIRM_EMAIL_CHANGE, { token })).data?.confirmCustomerEmailChange,
    ).toMatchObject({ success: false, errorCode: 'EMAIL_TAKEN' })
    expect((await agent.query('{ me { email } }')).data?.me.email).toBe('slow.confirmer@example.org')
  })

  it('is refused to anonymous shoppers', async () => {
    const anonymous = createGraphqlAgent(app, { clientIp: nextClientIp() })
    expect(
      (await anonymous.query(REQUEST_EMAIL_CHANGE, { email: 'x@example.org', password: DEFAULT_PASSWORD }))
        .data?.requestCustomerEmailChange.errorCode,
    ).toBe('SIGN_IN_REQUIRED')
  })
})

describe('the newsletter', () => {
  it('is subscribed and unsubscribed by the customer', async () => {
    const agent = await newCustomer('reader@example.org')
    const subscription = async (subscribed: boolean) =>
      (
        await agent.query(
          'mutation ($subscribed: Boolean!) { updateNewsletterSubscription(subscribed: $subscribed) { success customer { isSubscribed } } }',
          { subscribed },
        )
      ).data?.updateNewsletterSubscription
    expect(await subscription(true)).toEqual({ success: true, customer: { isSubscribed: true } })
    expect((await agent.query('{ me { isSubscribed } }')).data?.me.isSubscribed).toBe(true)
    expect(await subscription(false)).toEqual({ success: true, customer: { isSubscribed: false } })
    expect((await agent.query('{ me { isSubscribed } }')).data?.me.isSubscribed).toBe(false)
  })

  it('can be asked for when registering: a confirmation link is e-mailed (double opt-in), the box is ticked once it is opened', async () => {
    const agent = createGraphqlAgent(app, { clientIp: nextClientIp() })
    const before = await lastEmailId(app)
    expect(
      (
        await agent.query(REGISTER, {
          input: registration({ email: 'eager.reader@example.org', isSubscribed: true }),
        })
      ).data?.createCustomer.success,
    ).toBe(true)
    expect((await agent.query('{ me { isSubscribed } }')).data?.me.isSubscribed).toBe(false)
    const token = await tokenFromEmail(app, 'eager.reader@example.org', 'newsletterConfirmation', {
      urlField: 'confirmUrl',
      parameter: 'confirm',
      afterId: before,
    })
    expect(
      (
        await agent.query(
          'mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { success } }',
          { token },
        )
      ).data?.confirmNewsletterSubscription.success,
    ).toBe(true)
    expect((await agent.query('{ me { isSubscribed } }')).data?.me.isSubscribed).toBe(true)
  })
})

describe('registration', () => {
  it('refuses an e-mail address already registered, whatever its case and spaces', async () => {
    await newCustomer('jonas.first@example.org')
    for (const email of [
      'jonas.first@example.org',
      'JONAS.First@Example.org',
      '  jonas.first@example.org ',
    ]) {
      const agent = createGraphqlAgent(app, { clientIp: nextClientIp() })
      const answer = await agent.query(REGISTER, { input: registration({ email }) })
      expect(answer.data?.createCustomer, email).toEqual({
        success: false,
        errorCode: 'EMAIL_TAKEN',
        errorField: 'email',
        customer: null,
      })
      expect(await meId(agent)).toBeNull()
    }
    // The first account's password still works (nothing was overwritten).
    expect(
      await signIn(createGraphqlAgent(app, { clientIp: nextClientIp() }), 'jonas.first@example.org'),
    ).toMatchObject({ success: true })
  })

  const refusals: { name: string; input: Record<string, unknown>; code: string; field: string }[] = [
    {
      name: 'a password under 8 characters',
      input: { password: 'short12' },
      code: 'PASSWORD_TOO_SHORT',
      field: 'password',
    },
    {
      name: 'a common password',
      input: { password: 'password123' },
      code: 'PASSWORD_TOO_COMMON',
      field: 'password',
    },
    {
      name: 'a common password in capitals',
      input: { password: 'PASSWORD123' },
      code: 'PASSWORD_TOO_COMMON',
      field: 'password',
    },
    {
      name: 'a password over 128 characters',
      input: { password: 'x'.repeat(129) },
      code: 'PASSWORD_TOO_LONG',
      field: 'password',
    },
    {
      name: 'terms not accepted',
      input: { acceptsTerms: false },
      code: 'TERMS_NOT_ACCEPTED',
      field: 'acceptsTerms',
    },
    {
      name: 'an address that is not one',
      input: { email: 'jonas.example.org' },
      code: 'INVALID_EMAIL',
      field: 'email',
    },
    { name: 'an empty first name', input: { firstname: ' ' }, code: 'REQUIRED', field: 'firstname' },
  ]
  for (const { name, input, code, field } of refusals) {
    it(`refuses ${name} (${code}) and creates no account`, async () => {
      const email = `refused.${code.toLowerCase()}.${clients}@example.org`
      const agent = createGraphqlAgent(app, { clientIp: nextClientIp() })
      const answer = await agent.query(REGISTER, { input: registration({ email, ...input }) })
      expect(answer.data?.createCustomer).toEqual({
        success: false,
        errorCode: code,
        errorField: field,
        customer: null,
      })
      expect(agent.sessionCookie()).toBeUndefined()
      const stored = await app.shopDatabase.db
        .selectFrom('customer')
        .select('id')
        .where('email', '=', (input.email as string | undefined) ?? email)
        .execute()
      expect(stored).toEqual([])
    })
  }

  it('writes the welcome e-mail in the language of the store registered in', async () => {
    const before = await lastEmailId(app)
    const agent = await newCustomer('lena.schulz@example.org', '/de')
    const welcome = await waitForEmail(app, 'lena.schulz@example.org', 'accountCreated', before)
    expect(welcome.store_key).toBe('b2c_de')
    expect((welcome.data as { accountUrl: string }).accountUrl).toMatch(/^https?:\/\/[^/]+\/de\/user\/$/)
    const customer = await app.shopDatabase.db
      .selectFrom('customer')
      .select('store_key')
      .where('email', '=', 'lena.schulz@example.org')
      .executeTakeFirstOrThrow()
    expect(customer.store_key).toBe('b2c_de')
    expect(await meId(agent)).not.toBeNull()

    await newCustomer('liam.smith@example.org')
    expect((await waitForEmail(app, 'liam.smith@example.org', 'accountCreated', before)).store_key).toBe(
      'b2c_en',
    )
  })
})
