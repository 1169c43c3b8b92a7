import { API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { ParsedMail } from 'mailparser'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import {
  createFormShopper,
  fieldsOf,
  formWithAction,
  textOf,
  type FormShopper,
} from '../helpers/formShopper.ts'
import { hashPassword } from '../../domain/accounts/passwords.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'
import { ADD, configurableWithOptions, variantItem } from './helpers/cartFixtures.ts'

const PASSWORD = 'correct horse battery'
const SIGN_IN =
  'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success } }'
// Reminders are due two seconds after the last change: long enough for a sweep right after a change to find nothing.
const DELAY_SECONDS = 2

let smtp: SmtpCapture
let server: TestServer
let passwordHash: string
beforeAll(async () => {
  smtp = await startSmtpCapture()
  server = await startTestServer(
    {
      smtpUrl: smtp.url,
      abandonedCartReminderHours: DELAY_SECONDS / 3600,
      abandonedCartReminderSweepSeconds: 3600,
    },
    { database: await openTestDatabase() },
  )
  passwordHash = await hashPassword(PASSWORD)
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

const db = () => server.app.shopDatabase.db
const sweep = () => server.app.marketing.sweepCartReminders()
const mailsTo = (email: string) =>
  smtp.messages.filter((message) => message.to && 'text' in message.to && message.to.text === email)
const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}
const linkIn = (message: ParsedMail, path: string) => {
  const match = new RegExp(`href="(http[^"]*${path.replace(/[?/]/g, '\\$&')}[^"]*)"`).exec(
    String(message.html),
  )
  if (!match?.[1]) throw new Error(`no ${path} link in the e-mail`)
  return match[1].replace(/&amp;/g, '&')
}

/** A header of a captured message as it was sent. */
const rawHeader = (message: ParsedMail, name: string) =>
  message.headerLines.find((header) => header.key === name)?.line.replace(/^[^:]+:\s*/, '')

interface Customer {
  id: number
  email: string
  store: string
  shopper: FormShopper
}

/** A customer signed in in a browser without JavaScript (created in the database: registrations are rate-limited per client). */
async function signedInCustomer(name: string, store = '/en'): Promise<Customer> {
  const email = `${name}.${Date.now()}@example.org`
  const storeKey = server.app.config.stores.find((candidate) => candidate.basePath === store)!.key
  const { id } = await db()
    .insertInto('customer')
    .values({ email, firstname: name, lastname: 'Martin', password_hash: passwordHash, store_key: storeKey })
    .returning('id')
    .executeTakeFirstOrThrow()
  const shopper = createFormShopper(server.app, store)
  const signedIn = await shopper.graphql(store, SIGN_IN, { email, password: PASSWORD })
  expect(signedIn.data?.signIn.success).toBe(true)
  return { id, email, store, shopper }
}

/** Adds a line to the customer's cart in their store; returns the cart's id. */
async function addToCart(customer: Customer, quantity = 1): Promise<string> {
  const cartId = (await customer.shopper.graphql(customer.store, '{ customerCart { id } }')).data
    ?.customerCart.id as string
  const added = await customer.shopper.graphql(customer.store, ADD, {
    cartId,
    items: [variantItem(await configurableWithOptions(server.app), quantity)],
  })
  expect(added.data?.addProductsToCart.success).toBe(true)
  return cartId
}

/** A choice made in the consent banner, `minutesAgo`. */
async function consent(customer: Customer, marketing: boolean, minutesAgo: number) {
  await sql`insert into consent_record (consent_id, store_key, customer_id, analytics, marketing, policy_version, given_at)
    values (${`consent-${customer.id}-${minutesAgo}-aaaaaaaa`}, 'b2c_en', ${customer.id}, true, ${marketing}, 1, now() - make_interval(mins => ${minutesAgo}))`.execute(
    db(),
  )
}

/** Makes a cart's last change a minute old, so it is due whatever the test's speed. */
const ageCart = (cartId: string) =>
  sql`update cart set updated_at = now() - interval '1 minute' where id = ${cartId}`.execute(db())

const remindersOf = (customer: Customer) =>
  db().selectFrom('cart_reminder').selectAll().where('customer_id', '=', customer.id).execute()

/** Sweeps, then counts the customer's reminders: what a poll waits on until the delay has passed. */
async function sweptReminders(customer: Customer): Promise<number> {
  await sweep()
  return (await remindersOf(customer)).length
}

describe('abandoned-cart reminder', () => {
  let ada: Customer

  it('is e-mailed once over SMTP to a consenting customer after the delay, and again only after a new change of the cart', async () => {
    ada = await signedInCustomer('ada', '/fr')
    await consent(ada, true, 5)
    await addToCart(ada)

    await expect.poll(() => sweptReminders(ada)).toBe(1)
    await server.app.email.drain()
    const message = await smtp.waitFor((mail) => mailsTo(ada.email).includes(mail))
    expect(message.subject).toBe('Vous avez oublié quelque chose dans votre panier')
    expect(message.text).toContain('Bonjour ada,')
    expect(message.html).toContain('href="http://localhost:3000/fr/cart/restore?token=')
    expect(rawHeader(message, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(rawHeader(message, 'list-unsubscribe')).toContain(
      'http://localhost:3000/fr/marketing?unsubscribe=',
    )

    await sweep()
    await sweep()
    await server.app.email.drain()
    expect(mailsTo(ada.email)).toHaveLength(1)

    await addToCart(ada)
    expect(await sweep()).toBe(0)
    await expect.poll(() => sweptReminders(ada)).toBe(2)
    await server.app.email.drain()
    await expect.poll(() => mailsTo(ada.email).length).toBe(2)
  })

  it('is never sent without marketing consent, after consent is withdrawn, after leaving the newsletter, for an empty cart or a guest', async () => {
    const noConsent = await signedInCustomer('bob')
    const withdrawn = await signedInCustomer('cleo')
    await consent(withdrawn, true, 10)
    await consent(withdrawn, false, 5)
    const leftNewsletter = await signedInCustomer('dan')
    await consent(leftNewsletter, true, 10)
    const emptyCart = await signedInCustomer('eve')
    await consent(emptyCart, true, 10)
    const carts = [await addToCart(noConsent), await addToCart(withdrawn), await addToCart(leftNewsletter)]
    const subscribe =
      'mutation ($subscribed: Boolean!) { updateNewsletterSubscription(subscribed: $subscribed) { success } }'
    expect(
      (await leftNewsletter.shopper.graphql('/en', subscribe, { subscribed: true })).data
        ?.updateNewsletterSubscription.success,
    ).toBe(true)
    expect(
      (await leftNewsletter.shopper.graphql('/en', subscribe, { subscribed: false })).data
        ?.updateNewsletterSubscription.success,
    ).toBe(true)
    const emptied = await addToCart(emptyCart)
    await sql`delete from cart_item where cart_id = ${emptied}`.execute(db())
    const guest = createFormShopper(server.app, '/en')
    const guestCart = (await guest.graphql('/en', 'mutation { createGuestCart { cart { id } } }')).data
      ?.createGuestCart.cart.id as string
    expect(
      (
        await guest.graphql('/en', ADD, {
          cartId: guestCart,
          items: [variantItem(await configurableWithOptions(server.app), 1)],
        })
      ).data?.addProductsToCart.success,
    ).toBe(true)
    // A consenting customer's cart, due at the same moment: the sweep does run for the others.
    const control = await signedInCustomer('fred')
    await consent(control, true, 10)
    for (const cartId of [...carts, emptied, guestCart, await addToCart(control)]) await ageCart(cartId)

    await sweep()
    expect(await remindersOf(control)).toHaveLength(1)
    for (const customer of [noConsent, withdrawn, leftNewsletter, emptyCart])
      expect(await remindersOf(customer)).toEqual([])
    expect(
      await db().selectFrom('cart_reminder').select('id').where('cart_id', '=', guestCart).execute(),
    ).toEqual([])
    await server.app.email.drain()
    for (const customer of [noConsent, withdrawn, leftNewsletter, emptyCart])
      expect(mailsTo(customer.email)).toEqual([])
  })

  it('is queued once when two instances sweep at the same moment', async () => {
    const gina = await signedInCustomer('gina')
    await consent(gina, true, 10)
    await ageCart(await addToCart(gina))
    const sent = await Promise.all([sweep(), sweep(), sweep()])
    expect((await remindersOf(gina)).length).toBe(1)
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1)
    expect(
      await db()
        .selectFrom('email_outbox')
        .select('id')
        .where('recipient', '=', gina.email)
        .where('template', '=', 'cartReminder')
        .execute(),
    ).toHaveLength(1)
  })

  it('links to the cart for its signed-in owner, and sends anybody else to sign in and back', async () => {
    const cartUrl = linkIn(mailsTo(ada.email)[0]!, '/fr/cart/restore?token=')
    const owner = await ada.shopper.get(pathOf(cartUrl))
    expect(owner.statusCode).toBe(303)
    expect(owner.headers.location).toBe('/fr/cart')

    const stranger = createFormShopper(server.app, '/fr')
    const anonymous = await stranger.get(pathOf(cartUrl))
    expect(anonymous.statusCode).toBe(303)
    const login = new URL(String(anonymous.headers.location), 'http://localhost:3000')
    expect(login.pathname).toBe('/fr/login')
    expect(login.searchParams.get('redirect')).toBe(pathOf(cartUrl).replace(/^\/fr/, ''))
    expect(
      (await stranger.graphql('/fr', SIGN_IN, { email: ada.email, password: PASSWORD })).data?.signIn.success,
    ).toBe(true)
    const back = await stranger.get(`/fr${login.searchParams.get('redirect')}`)
    expect(back.headers.location).toBe('/fr/cart')

    const other = await signedInCustomer('hugo', '/fr')
    const someoneElse = await other.shopper.get(pathOf(cartUrl))
    expect(String(someoneElse.headers.location)).toMatch(/^\/fr\/login\?redirect=/)
  })

  it('shows a page, not an error, for a forged or expired cart link', async () => {
    const token = new URL(linkIn(mailsTo(ada.email)[0]!, '/fr/cart/restore?token=')).searchParams.get(
      'token',
    )!
    const forged = await ada.shopper.get(
      `/fr/cart/restore?token=${encodeURIComponent(token.replace(/^\d+/, String(ada.id + 1000)))}`,
    )
    expect(forged.statusCode).toBe(410)
    expect(textOf(forged.body, '#cart-link-heading')).toBe(
      'Ce lien vers votre panier a expiré ou n’est pas valide',
    )
    const expired = server.app.marketing.cartLinks.sign(
      { customerId: ada.id, storeKey: 'b2c_fr' },
      new Date(Date.now() - 8 * 86_400_000),
    )
    expect((await ada.shopper.get(`/fr/cart/restore?token=${expired}`)).statusCode).toBe(410)
    expect((await ada.shopper.get('/fr/cart/restore')).statusCode).toBe(410)
  })

  it('stops with its unsubscribe link, which also blocklists the address at the provider', async () => {
    const unsubscribeUrl = linkIn(mailsTo(ada.email)[0]!, '/fr/marketing?unsubscribe=')
    const reader = createFormShopper(server.app, '/fr')
    const page = await reader.get(pathOf(unsubscribeUrl))
    expect(page.statusCode).toBe(200)
    const form = formWithAction(page.body, 'unsubscribe')!
    const done = await reader.post('/fr/marketing', fieldsOf(form))
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe('/fr/marketing')
    expect(textOf((await reader.get('/fr/marketing')).body, 'main [role="status"]')).toContain(
      'Vous êtes désabonné',
    )

    await ageCart(await addToCart(ada))
    await sweep()
    expect(await remindersOf(ada)).toHaveLength(2)
    await server.app.marketing.drainSync()
    const contact = await db()
      .selectFrom('marketing_offline_contact')
      .selectAll()
      .where(sql<boolean>`lower(email) = ${ada.email.toLowerCase()}`)
      .executeTakeFirstOrThrow()
    expect(contact.status).toBe('unsubscribed')
  })

  it('refuses an unknown unsubscribe link with a clear message', async () => {
    const reader = createFormShopper(server.app, '/en')
    const page = await reader.get('/en/marketing?unsubscribe=not-the-token-of-any-e-mail')
    expect(page.statusCode).toBe(200)
    const refused = await reader.post('/en/marketing', fieldsOf(formWithAction(page.body, 'unsubscribe')!))
    expect(refused.statusCode).toBe(422)
    expect(textOf(refused.body, 'main [role="alert"]')).toContain('This link is no longer valid')
  })

  it('honours a one-click unsubscribe from the mail provider', async () => {
    const ines = await signedInCustomer('ines')
    await consent(ines, true, 10)
    await ageCart(await addToCart(ines))
    await sweep()
    await server.app.email.drain()
    const message = await smtp.waitFor((mail) => mailsTo(ines.email).includes(mail))
    const unsubscribeUrl = linkIn(message, '/en/marketing?unsubscribe=')
    const oneClick = await server.app.inject({
      method: 'POST',
      url: pathOf(unsubscribeUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    await ageCart(await addToCart(ines))
    await sweep()
    expect(await remindersOf(ines)).toHaveLength(1)
  })
})

describe('newsletter sync to the marketing provider', () => {
  const contactOf = (email: string) =>
    db()
      .selectFrom('marketing_offline_contact')
      .selectAll()
      .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
      .executeTakeFirst()

  it('puts a confirmed subscriber on the store list in its language, and takes it off when it unsubscribes by the e-mailed link', async () => {
    const email = `jana.${Date.now()}@example.org`
    const visitor = createFormShopper(server.app, '/de')
    await visitor.graphql(
      '/de',
      'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { success } }',
      { email },
    )
    await server.app.email.drain()
    const confirmation = await smtp.waitFor((mail) => mailsTo(email).includes(mail))
    const confirmToken = new URL(linkIn(confirmation, '/de/newsletter?confirm=')).searchParams.get('confirm')!
    await server.app.marketing.drainSync()
    expect(await contactOf(email)).toBeUndefined()

    const confirmed = await visitor.graphql(
      '/de',
      'mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { success } }',
      { token: confirmToken },
    )
    expect(confirmed.data?.confirmNewsletterSubscription.success).toBe(true)
    await server.app.marketing.drainSync()
    expect(await contactOf(email)).toMatchObject({
      status: 'subscribed',
      lists: ['newsletter_b2c_de'],
      language: 'de-DE',
      store_key: 'b2c_de',
    })

    await server.app.email.drain()
    const welcome = await smtp.waitFor((mail) => mail !== confirmation && mailsTo(email).includes(mail))
    const unsubscribeToken = new URL(linkIn(welcome, '/de/newsletter?unsubscribe=')).searchParams.get(
      'unsubscribe',
    )!
    const left = await visitor.graphql(
      '/de',
      'mutation ($token: String!) { unsubscribeFromNewsletter(token: $token) { success } }',
      { token: unsubscribeToken },
    )
    expect(left.data?.unsubscribeFromNewsletter.success).toBe(true)
    await server.app.marketing.drainSync()
    expect(await contactOf(email)).toMatchObject({ status: 'unsubscribed', lists: [] })
    const calls = await db()
      .selectFrom('marketing_offline_event')
      .select('kind')
      .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
      .orderBy('id')
      .execute()
    expect(calls.map((call) => call.kind)).toEqual(['contact_upserted', 'contact_unsubscribed'])
  })

  it('follows the box of the account page both ways', async () => {
    const kim = await signedInCustomer('kim')
    const subscribe =
      'mutation ($subscribed: Boolean!) { updateNewsletterSubscription(subscribed: $subscribed) { success } }'
    await kim.shopper.graphql('/en', subscribe, { subscribed: true })
    await server.app.marketing.drainSync()
    expect(await contactOf(kim.email)).toMatchObject({
      status: 'subscribed',
      lists: ['newsletter_b2c_en'],
      language: 'en-GB',
    })
    await kim.shopper.graphql('/en', subscribe, { subscribed: false })
    await server.app.marketing.drainSync()
    expect(await contactOf(kim.email)).toMatchObject({ status: 'unsubscribed', lists: [] })
  })

  it('follows a subscriber moved to another address, whichever code moves it', async () => {
    const oldEmail = `mia.${Date.now()}@example.org`
    const newEmail = `mia.new.${Date.now()}@example.org`
    await db()
      .insertInto('newsletter_subscriber')
      .values({ email: oldEmail, store_key: 'b2c_it', status: 'subscribed', confirmed_at: new Date() })
      .execute()
    await server.app.marketing.drainSync()
    expect(await contactOf(oldEmail)).toMatchObject({
      status: 'subscribed',
      lists: ['newsletter_b2c_it'],
      language: 'it-IT',
    })
    await sql`update newsletter_subscriber set email = ${newEmail} where email = ${oldEmail}`.execute(db())
    await server.app.marketing.drainSync()
    expect(await contactOf(oldEmail)).toMatchObject({ status: 'unsubscribed', lists: [] })
    expect(await contactOf(newEmail)).toMatchObject({ status: 'subscribed', lists: ['newsletter_b2c_it'] })
  })

  it('retries a call the provider failed, in order with the calls after it', async () => {
    const email = `lou.${Date.now()}@example.org`
    await sql`insert into marketing_sync_job (action, email, store_key, source) values ('subscribe', ${email}, 'b2c_nowhere', 'test'), ('unsubscribe', ${email}, null, 'test')`.execute(
      db(),
    )
    await server.app.marketing.drainSync()
    const jobs = await db()
      .selectFrom('marketing_sync_job')
      .selectAll()
      .where('email', '=', email)
      .orderBy('id')
      .execute()
    expect(jobs.map((job) => [job.status, job.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ])
    expect(jobs[0]!.last_error).toContain('b2c_nowhere')
    await sql`update marketing_sync_job set store_key = 'b2c_it', next_attempt_at = now() where id = ${jobs[0]!.id}`.execute(
      db(),
    )
    await server.app.marketing.drainSync()
    expect(await contactOf(email)).toMatchObject({ status: 'unsubscribed', lists: ['newsletter_b2c_it'] })
  })
})
