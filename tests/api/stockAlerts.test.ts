import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { lastEmailId, tokenFromEmail, waitForEmail } from './helpers/accountFixtures.ts'
import { setVariantStock } from '../../domain/stock/setVariantStock.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { itemOf, newGuest, orderableVariant, placeOrderPaid, readyCart } from './helpers/checkoutFixtures.ts'

let app: FastifyInstance
/** Sold-out sizes of configurable products, each test taking its own. */
let soldOut: string[] = []
let inStockSize: string
let configurable: string
beforeAll(async () => {
  app = await buildApiApp()
  const db = app.shopDatabase.db
  soldOut = (
    await db
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is not', null)
      .where('qty', '=', 0)
      .orderBy('sku')
      .limit(8)
      .execute()
  ).map((row) => row.sku)
  inStockSize = (
    await db
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is not', null)
      .where('qty', '>', 0)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
  ).sku
  configurable = (
    await db
      .selectFrom('product')
      .select('sku')
      .where('type', '=', 'configurable')
      .orderBy('sku')
      .executeTakeFirstOrThrow()
  ).sku
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

let clients = 0
const newAgent = (): GraphqlAgent =>
  createGraphqlAgent(app, { clientIp: `10.61.${Math.floor(++clients / 250)}.${clients % 250}` })
const OUTPUT = 'success errorCode errorField status'
const SUBSCRIBE = `mutation ($sku: String!, $email: String!) { subscribeStockAlert(sku: $sku, email: $email) { ${OUTPUT} } }`
const CONFIRM = `mutation ($token: String!) { confirmStockAlert(token: $token) { ${OUTPUT} } }`
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeStockAlert(token: $token) { ${OUTPUT} } }`

const takeSoldOut = () => {
  const sku = soldOut.shift()
  if (!sku) throw new Error('the seed has too few sold-out sizes')
  return sku
}
const alertRow = (sku: string, email: string) =>
  app.shopDatabase.db
    .selectFrom('stock_alert')
    .selectAll()
    .where('sku', '=', sku)
    .where('email', '=', email)
    .executeTakeFirst()

/** Asks for an alert on a sold-out size in a store and confirms it with the e-mailed link. */
async function confirmedAlert(sku: string, email: string, store = '/en') {
  const before = await lastEmailId(app)
  expect((await newAgent().query(SUBSCRIBE, { sku, email }, { store })).data?.subscribeStockAlert).toEqual({
    success: true,
    errorCode: null,
    errorField: null,
    status: 'PENDING',
  })
  const token = await tokenFromEmail(app, email, 'stockAlertConfirmation', {
    urlField: 'confirmUrl',
    parameter: 'confirm',
    afterId: before,
  })
  expect((await newAgent().query(CONFIRM, { token })).data?.confirmStockAlert).toEqual({
    success: true,
    errorCode: null,
    errorField: null,
    status: 'CONFIRMED',
  })
}

describe('asking for a stock alert', () => {
  it('refuses an unknown sku, a product without its size chosen, a size in stock and a bad address', async () => {
    const agent = newAgent()
    const ask = async (sku: string, email = 'ana@example.org') =>
      (await agent.query(SUBSCRIBE, { sku, email })).data?.subscribeStockAlert
    expect(await ask('NO-SUCH-SKU')).toEqual({
      success: false,
      errorCode: 'PRODUCT_NOT_FOUND',
      errorField: 'sku',
      status: null,
    })
    expect(await ask(configurable)).toEqual({
      success: false,
      errorCode: 'PRODUCT_NOT_FOUND',
      errorField: 'sku',
      status: null,
    })
    expect(await ask(inStockSize)).toEqual({
      success: false,
      errorCode: 'PRODUCT_IN_STOCK',
      errorField: 'sku',
      status: null,
    })
    expect(await ask(soldOut[0]!, 'not-an-address')).toEqual({
      success: false,
      errorCode: 'INVALID_EMAIL',
      errorField: 'email',
      status: null,
    })
    expect(
      await app.shopDatabase.db
        .selectFrom('stock_alert')
        .select('id')
        .where('email', '=', 'ana@example.org')
        .execute(),
    ).toEqual([])
  })

  it('records a pending alert and e-mails its confirmation link in the store’s language; it is confirmed once, by the link', async () => {
    const sku = takeSoldOut()
    const before = await lastEmailId(app)
    expect(
      (await newAgent().query(SUBSCRIBE, { sku, email: 'Walker@example.org' }, { store: '/de' })).data
        ?.subscribeStockAlert,
    ).toMatchObject({ success: true, status: 'PENDING' })
    const email = await waitForEmail(app, 'Walker@example.org', 'stockAlertConfirmation', before)
    expect(email.store_key).toBe('b2c_de')
    const data = email.data as {
      confirmUrl: string
      unsubscribeUrl: string
      productName: string
      optionLabels: string
    }
    expect(new URL(data.confirmUrl).pathname).toBe('/de/stock-alert')
    expect(new URL(data.unsubscribeUrl).pathname).toBe('/de/stock-alert')
    expect(data.productName).not.toBe('')
    const row = await alertRow(sku, 'Walker@example.org')
    expect(row).toMatchObject({ status: 'pending', store_key: 'b2c_de', confirmed_at: null, sent_at: null })
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/)
    const token = new URL(data.confirmUrl).searchParams.get('confirm')!
    expect((await newAgent().query(CONFIRM, { token })).data?.confirmStockAlert).toMatchObject({
      success: true,
      status: 'CONFIRMED',
    })
    expect(await alertRow(sku, 'Walker@example.org')).toMatchObject({
      status: 'confirmed',
      confirm_token_hash: null,
    })
    expect((await newAgent().query(CONFIRM, { token })).data?.confirmStockAlert).toEqual({
      success: false,
      errorCode: 'INVALID_TOKEN',
      errorField: 'token',
      status: null,
    })
    // Asking again for a confirmed alert changes nothing and sends nothing, but answers alike.
    const again = await lastEmailId(app)
    expect(
      (await newAgent().query(SUBSCRIBE, { sku, email: 'walker@example.org' }, { store: '/de' })).data
        ?.subscribeStockAlert,
    ).toMatchObject({ success: true, status: 'PENDING' })
    expect(await lastEmailId(app)).toBe(again)
  })

  it('limits requests per client address', async () => {
    const agent = newAgent()
    const answers = []
    for (let index = 0; index < 11; index += 1)
      answers.push(
        (await agent.query(SUBSCRIBE, { sku: soldOut.at(-1)!, email: `limit${index}@example.org` })).data
          ?.subscribeStockAlert.errorCode,
      )
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(null))
    expect(answers[10]).toBe('TOO_MANY_ATTEMPTS')
  })
})

describe('when stock returns', () => {
  it('sends one e-mail per confirmed alert, once, in each alert’s language; a pending alert gets none', async () => {
    const sku = takeSoldOut()
    await confirmedAlert(sku, 'back.fr@example.org', '/fr')
    await confirmedAlert(sku, 'back.it@example.org', '/it')
    await newAgent().query(SUBSCRIBE, { sku, email: 'never.confirmed@example.org' })
    const before = await lastEmailId(app)
    expect(await setVariantStock(app.shopDatabase.db, app.config.stores, sku, 4)).toMatchObject({
      previousQty: 0,
      qty: 4,
      alertsSent: 2,
    })
    const french = await waitForEmail(app, 'back.fr@example.org', 'stockAlertBackInStock', before)
    expect(french.store_key).toBe('b2c_fr')
    expect(new URL((french.data as { productUrl: string }).productUrl).pathname.startsWith('/fr/')).toBe(true)
    expect((await waitForEmail(app, 'back.it@example.org', 'stockAlertBackInStock', before)).store_key).toBe(
      'b2c_it',
    )
    expect(await alertRow(sku, 'back.fr@example.org')).toMatchObject({ status: 'sent' })
    expect(await alertRow(sku, 'never.confirmed@example.org')).toMatchObject({ status: 'pending' })
    // Sold out and back again: the alert was for one return, nothing more is sent.
    await setVariantStock(app.shopDatabase.db, app.config.stores, sku, 0)
    expect(await setVariantStock(app.shopDatabase.db, app.config.stores, sku, 2)).toMatchObject({
      alertsSent: 0,
    })
    const sent = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select('id')
      .where('template', '=', 'stockAlertBackInStock')
      .where('recipient', 'in', ['back.fr@example.org', 'back.it@example.org', 'never.confirmed@example.org'])
      .execute()
    expect(sent).toHaveLength(2)
  })

  it('sends each alert exactly once when two stock updates race', async () => {
    const sku = takeSoldOut()
    const addresses = ['race.one@example.org', 'race.two@example.org', 'race.three@example.org']
    for (const address of addresses) await confirmedAlert(sku, address)
    const changes = await Promise.all([
      setVariantStock(app.shopDatabase.db, app.config.stores, sku, 3),
      setVariantStock(app.shopDatabase.db, app.config.stores, sku, 5),
    ])
    expect(changes.map((change) => change?.alertsSent).sort()).toEqual([0, 3])
    const sent = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('template', '=', 'stockAlertBackInStock')
      .where('recipient', 'in', addresses)
      .execute()
    expect(sent.map((row) => row.recipient).sort()).toEqual([...addresses].sort())
  })

  it('sends at once when the link is opened after the size came back', async () => {
    const sku = takeSoldOut()
    const before = await lastEmailId(app)
    await newAgent().query(SUBSCRIBE, { sku, email: 'late.opener@example.org' })
    const token = await tokenFromEmail(app, 'late.opener@example.org', 'stockAlertConfirmation', {
      urlField: 'confirmUrl',
      parameter: 'confirm',
      afterId: before,
    })
    await setVariantStock(app.shopDatabase.db, app.config.stores, sku, 1)
    expect((await newAgent().query(CONFIRM, { token })).data?.confirmStockAlert).toMatchObject({
      success: true,
      status: 'SENT',
    })
    await waitForEmail(app, 'late.opener@example.org', 'stockAlertBackInStock', before)
  })
})

describe('unsubscribing', () => {
  it('cancels an alert with the confirmation e-mail’s link, without sign-in: nothing is sent when stock returns', async () => {
    const sku = takeSoldOut()
    const before = await lastEmailId(app)
    await newAgent().query(SUBSCRIBE, { sku, email: 'changed.mind@example.org' })
    const confirm = await tokenFromEmail(app, 'changed.mind@example.org', 'stockAlertConfirmation', {
      urlField: 'confirmUrl',
      parameter: 'confirm',
      afterId: before,
    })
    const cancel = await tokenFromEmail(app, 'changed.mind@example.org', 'stockAlertConfirmation', {
      urlField: 'unsubscribeUrl',
      parameter: 'unsubscribe',
      afterId: before,
    })
    await newAgent().query(CONFIRM, { token: confirm })
    expect((await newAgent().query(UNSUBSCRIBE, { token: cancel })).data?.unsubscribeStockAlert).toEqual({
      success: true,
      errorCode: null,
      errorField: null,
      status: 'UNSUBSCRIBED',
    })
    expect(
      (await newAgent().query(UNSUBSCRIBE, { token: cancel })).data?.unsubscribeStockAlert,
    ).toMatchObject({ success: true, status: 'UNSUBSCRIBED' })
    expect(await setVariantStock(app.shopDatabase.db, app.config.stores, sku, 6)).toMatchObject({
      alertsSent: 0,
    })
    expect(await alertRow(sku, 'changed.mind@example.org')).toMatchObject({ status: 'unsubscribed' })
  })

  it('works with the back-in-stock e-mail’s link, and refuses unknown tokens', async () => {
    const sku = takeSoldOut()
    await confirmedAlert(sku, 'leaving@example.org')
    const before = await lastEmailId(app)
    await setVariantStock(app.shopDatabase.db, app.config.stores, sku, 2)
    const token = await tokenFromEmail(app, 'leaving@example.org', 'stockAlertBackInStock', {
      urlField: 'unsubscribeUrl',
      parameter: 'unsubscribe',
      afterId: before,
    })
    expect((await newAgent().query(UNSUBSCRIBE, { token })).data?.unsubscribeStockAlert).toMatchObject({
      success: true,
      status: 'UNSUBSCRIBED',
    })
    expect(
      (await newAgent().query(UNSUBSCRIBE, { token: 'x'.repeat(43) })).data?.unsubscribeStockAlert,
    ).toEqual({ success: false, errorCode: 'INVALID_TOKEN', errorField: 'token', status: null })
  })
})

describe('a cancelled order', () => {
  it('puts its pieces back on sale and sends the alerts of a size it had sold out, once', async () => {
    const db = app.shopDatabase.db
    const variant = await orderableVariant(app, 1)
    await setVariantStock(db, app.config.stores, variant.variant_sku, 1)
    const buyer = newGuest(app)
    const { cartId } = await readyCart(buyer, {
      items: [itemOf(variant, 1)],
      email: 'last.piece@example.org',
    })
    const order = (await placeOrderPaid(app, buyer, cartId)).data?.placeOrder.order
    expect(order?.order_number).toEqual(expect.any(String))
    const stockOf = async () =>
      db
        .selectFrom('product')
        .select(['qty', 'is_in_stock'])
        .where('sku', '=', variant.variant_sku)
        .executeTakeFirstOrThrow()
    expect(await stockOf()).toEqual({ qty: 0, is_in_stock: false })
    await confirmedAlert(variant.variant_sku, 'waiting.for.it@example.org')
    const before = await lastEmailId(app)
    expect(
      await moveOrder(
        db,
        { orderNumber: order.order_number, to: 'cancelled' },
        { stores: app.config.stores, orderLinks: null },
      ),
    ).toMatchObject({ moved: true, to: 'cancelled' })
    expect(await stockOf()).toEqual({ qty: 1, is_in_stock: true })
    await waitForEmail(app, 'waiting.for.it@example.org', 'stockAlertBackInStock', before)
    expect(await alertRow(variant.variant_sku, 'waiting.for.it@example.org')).toMatchObject({
      status: 'sent',
    })
    // A second cancellation is refused by the order's statuses, so nothing is given back twice.
    expect(
      await moveOrder(
        db,
        { orderNumber: order.order_number, to: 'cancelled' },
        { stores: app.config.stores, orderLinks: null },
      ),
    ).toMatchObject({ moved: false })
    expect(await stockOf()).toEqual({ qty: 1, is_in_stock: true })
  })
})
