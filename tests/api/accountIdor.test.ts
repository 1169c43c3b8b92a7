import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { DEFAULT_PASSWORD } from './helpers/accountFixtures.ts'
import { ADDRESSES, itemOf, orderableVariant, placeOrderPaid, readyCart } from './helpers/checkoutFixtures.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'
import { CART, createCart } from './helpers/cartFixtures.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers differ per operation
type Data = Record<string, any>

const ADDRESS_FIELDS =
  'id firstname lastname company street postcode city countryCode telephone defaultBilling defaultShipping'
const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { success errorCode address { id } } }`
const UPDATE_ADDRESS = `mutation ($id: ID!, $input: CustomerAddressInput!) { updateCustomerAddress(id: $id, input: $input) { success errorCode errorField address { id } customer { id } } }`
const DELETE_ADDRESS = `mutation ($id: ID!) { deleteCustomerAddress(id: $id) { success errorCode errorField customer { id } } }`
const OWN_DATA = `{ me { id email firstname lastname isSubscribed addresses { ${ADDRESS_FIELDS} } wishlist { id isShareable items { id product { sku } selectedOptions { option_id option_value } } } } }`
const WISHLIST_RESULT = 'success errorCode errorField wishlist { id }'
const ADD_TO_WISHLIST = `mutation ($sku: String!) { addToWishlist(input: { sku: $sku }) { ${WISHLIST_RESULT} wishlist { items { id } } } }`
const SHARED_WISHLIST =
  'query ($code: String!) { sharedWishlist(shareCode: $code) { id items { id product { sku } } } }'
const ADD_SHARED =
  'mutation ($code: String!, $cartId: String!, $itemId: ID) { addSharedWishlistItemsToCart(shareCode: $code, cartId: $cartId, itemId: $itemId) { success errorCode added } }'

const address = (firstname: string, overrides: Record<string, unknown> = {}) => ({
  firstname,
  lastname: 'Owner',
  street: ['1 rue de la Paix'],
  postcode: '75002',
  city: 'Paris',
  countryCode: 'FR',
  ...overrides,
})
const INTRUDER_ADDRESS = address('Intruder', {
  street: ['666 Hijack Street'],
  defaultBilling: true,
  defaultShipping: true,
})

/**
 * Every operation that takes the id of something a customer owns: how to call it with an id,
 * and what a refusal looks like. Adding an operation is one line.
 */
const ID_OPERATIONS: {
  name: string
  owned: 'address' | 'wishlistItem'
  send: (agent: GraphqlAgent, id: string) => Promise<{ status: number; data?: Data }>
  refused: (data: Data) => void
}[] = [
  {
    name: 'updateCustomerAddress(id)',
    owned: 'address',
    send: (agent, id) => agent.query(UPDATE_ADDRESS, { id, input: INTRUDER_ADDRESS }),
    refused: (data) =>
      expect(data.updateCustomerAddress).toEqual({
        success: false,
        errorCode: 'ADDRESS_NOT_FOUND',
        errorField: 'id',
        address: null,
        customer: null,
      }),
  },
  {
    name: 'deleteCustomerAddress(id)',
    owned: 'address',
    send: (agent, id) => agent.query(DELETE_ADDRESS, { id }),
    refused: (data) =>
      expect(data.deleteCustomerAddress).toEqual({
        success: false,
        errorCode: 'ADDRESS_NOT_FOUND',
        errorField: 'id',
        customer: null,
      }),
  },
  {
    name: 'me { order(orderId) }',
    owned: 'address',
    send: (agent, id) =>
      agent.query('query ($id: ID!) { me { id order(orderId: $id) { order_id } } }', { id }),
    refused: (data) => expect(data.me.order).toBeNull(),
  },
  {
    name: 'removeFromWishlist(itemId)',
    owned: 'wishlistItem',
    send: (agent, id) =>
      agent.query(`mutation ($id: ID!) { removeFromWishlist(itemId: $id) { ${WISHLIST_RESULT} } }`, { id }),
    refused: (data) =>
      expect(data.removeFromWishlist).toEqual({
        success: false,
        errorCode: 'WISHLIST_ITEM_NOT_FOUND',
        errorField: 'itemId',
        wishlist: null,
      }),
  },
  {
    name: 'moveWishlistItemToCart(itemId)',
    owned: 'wishlistItem',
    send: async (agent, id) =>
      agent.query(
        `mutation ($id: ID!, $cartId: String!) { moveWishlistItemToCart(itemId: $id, cartId: $cartId) { ${WISHLIST_RESULT} added } }`,
        { id, cartId: await createCart(agent) },
      ),
    refused: (data) =>
      expect(data.moveWishlistItemToCart).toEqual({
        success: false,
        errorCode: 'WISHLIST_ITEM_NOT_FOUND',
        errorField: 'itemId',
        wishlist: null,
        added: 0,
      }),
  },
]

/** Every mutation that needs a signed-in customer, with valid arguments. */
const CUSTOMER_MUTATIONS: { name: string; query: string; variables?: Record<string, unknown> }[] = [
  {
    name: 'updateCustomer',
    query:
      'mutation { updateCustomer(input: { firstname: "Eve", lastname: "Anon" }) { success errorCode customer { id } } }',
  },
  {
    name: 'changeCustomerPassword',
    query: `mutation { changeCustomerPassword(currentPassword: "${DEFAULT_PASSWORD}", newPassword: "a fresh passphrase 7") { success errorCode customer { id } } }`,
  },
  {
    name: 'requestCustomerEmailChange',
    query: `mutation { requestCustomerEmailChange(newEmail: "eve@example.org", password: "${DEFAULT_PASSWORD}") { success errorCode } }`,
  },
  {
    name: 'createCustomerAddress',
    query:
      'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { success errorCode address { id } customer { id } } }',
    variables: { input: address('Eve') },
  },
  { name: 'updateCustomerAddress', query: UPDATE_ADDRESS, variables: { id: '1', input: address('Eve') } },
  { name: 'deleteCustomerAddress', query: DELETE_ADDRESS, variables: { id: '1' } },
  {
    name: 'updateNewsletterSubscription',
    query:
      'mutation { updateNewsletterSubscription(subscribed: true) { success errorCode customer { id } } }',
  },
  {
    name: 'addToWishlist',
    query: 'mutation { addToWishlist(input: { sku: "SL-00001" }) { success errorCode } }',
  },
  { name: 'removeFromWishlist', query: 'mutation { removeFromWishlist(itemId: "1") { success errorCode } }' },
  {
    name: 'reorderItems',
    query: 'mutation { reorderItems(orderNumber: "100000001") { success errorCode cart { id } } }',
  },
  {
    name: 'addProductsToWishlist',
    query:
      'mutation { addProductsToWishlist(items: [{ sku: "SL-00001" }]) { success errorCode wishlist { id } } }',
  },
  {
    name: 'moveWishlistItemToCart',
    query:
      'mutation { moveWishlistItemToCart(itemId: "1", cartId: "AAAAAAAAAAAAAAAAAAAAAA") { success errorCode wishlist { id } } }',
  },
  {
    name: 'shareWishlist',
    query: 'mutation { shareWishlist { success errorCode shareCode wishlist { id } } }',
  },
  {
    name: 'revokeWishlistShare',
    query: 'mutation { revokeWishlistShare { success errorCode wishlist { id } } }',
  },
  {
    name: 'withdrawFromContract',
    query:
      'mutation { withdrawFromContract(input: { orderId: "1", name: "Eve Anon", email: "eve@example.org", revision: 0 }) { success errorCode withdrawal { id } } }',
  },
  {
    name: 'requestReturn',
    query:
      'mutation { requestReturn(input: { order_id: "1", items: [{ order_item_id: "1", quantity_to_return: 1 }] }) { success errorCode return { id } } }',
  },
]

let app: FastifyInstance
let alice: GraphqlAgent
let bob: GraphqlAgent
let bobsAddressIds: string[]
let alicesAddressIds: string[]
let bobsWishlistItemIds: string[]
let bobsShareCode: string
let alicesShareCode: string

async function customerWithAddresses(
  email: string,
  clientIp: string,
  names: string[],
): Promise<{ agent: GraphqlAgent; ids: string[] }> {
  const agent = createGraphqlAgent(app, { clientIp })
  expect((await registerCustomer(agent, { email })).success).toBe(true)
  const ids: string[] = []
  for (const name of names) {
    const created = await agent.query(CREATE_ADDRESS, { input: address(name) })
    expect(created.data?.createCustomerAddress.success).toBe(true)
    ids.push(created.data?.createCustomerAddress.address.id)
  }
  return { agent, ids }
}

/** A paid order of `agent`'s customer, with its invoice and a refund to store credit. */
async function orderWithDocuments(
  agent: GraphqlAgent,
): Promise<{ orderId: string; invoiceId: string; invoiceNumber: string; memoNumber: string }> {
  const variant = await orderableVariant(app, 5)
  const { cartId } = await readyCart(agent, { items: [itemOf(variant, 2)], email: null })
  const order = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder.order
  const invoice = (
    await agent.query(`query ($id: ID!) { customer { order(orderId: $id) { invoices { id number } } } }`, {
      id: order.order_id,
    })
  ).data?.customer.order.invoices[0]
  const memo = await refundOrder(
    { db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores },
    { orderId: Number(order.order_id), items: [{ sku: variant.sku, quantity: 1 }], toStoreCredit: true },
  )
  return {
    orderId: order.order_id,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    memoNumber: memo.number,
  }
}

beforeAll(async () => {
  app = await buildApiApp()
  ;({ agent: alice, ids: alicesAddressIds } = await customerWithAddresses('alice@example.org', '10.40.0.1', [
    'Alice home',
    'Alice work',
  ]))
  ;({ agent: bob, ids: bobsAddressIds } = await customerWithAddresses('bob@example.org', '10.40.0.2', [
    'Bob home',
    'Bob work',
  ]))
  const skus = await app.shopDatabase.db
    .selectFrom('product')
    .select('sku')
    .where('parent_sku', 'is', null)
    .where('is_in_stock', '=', true)
    .orderBy('sku')
    .limit(3)
    .execute()
  for (const { sku } of skus.slice(0, 2))
    expect((await bob.query(ADD_TO_WISHLIST, { sku })).data?.addToWishlist.success).toBe(true)
  expect((await alice.query(ADD_TO_WISHLIST, { sku: skus[2]!.sku })).data?.addToWishlist.success).toBe(true)
  bobsWishlistItemIds = ((await bob.query(OWN_DATA)).data?.me.wishlist.items as { id: string }[]).map(
    (item) => item.id,
  )
  // The intruder's tries and the share-code loop below go through these: none would mean no check at all.
  expect(bobsWishlistItemIds).toHaveLength(2)
  bobsShareCode = (await bob.query('mutation { shareWishlist { shareCode } }')).data?.shareWishlist.shareCode
  alicesShareCode = (await alice.query('mutation { shareWishlist { shareCode } }')).data?.shareWishlist
    .shareCode
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

/** Ids an intruder tries: the other customer's, written plainly and in other ways the server might read as the same number, and nonsense. */
const idsToTry = (owned: 'address' | 'wishlistItem') => {
  const ids = owned === 'address' ? bobsAddressIds : bobsWishlistItemIds
  return [
    ...ids,
    ...ids.map((id) => `0${id}`),
    ` ${ids[0]}`,
    `${ids[0]}.0`,
    '-1',
    '0',
    'abc',
    '99999999999999999999',
    `${ids[0]} OR 1=1`,
  ]
}

describe('a customer using another customer’s ids', () => {
  for (const operation of ID_OPERATIONS) {
    it(`is refused by ${operation.name}, and the owner’s data stays as it was`, async () => {
      const bobBefore = (await bob.query(OWN_DATA)).data?.me
      const aliceBefore = (await alice.query(OWN_DATA)).data?.me
      expect(bobBefore.addresses).toHaveLength(2)
      expect(bobBefore.wishlist.items).toHaveLength(2)
      for (const id of idsToTry(operation.owned)) {
        const answer = await operation.send(alice, id)
        expect(answer.status, `id ${JSON.stringify(id)}`).toBe(200)
        operation.refused(answer.data!)
      }
      expect((await bob.query(OWN_DATA)).data?.me).toEqual(bobBefore)
      // Nor did the intruder's own book change (no default moved to a foreign address).
      expect((await alice.query(OWN_DATA)).data?.me).toEqual(aliceBefore)
    })
  }

  it('still works for the owner with the same ids (the refusals are about ownership)', async () => {
    const updated = await bob.query(UPDATE_ADDRESS, {
      id: bobsAddressIds[1],
      input: address('Bob moved', { postcode: '69001', city: 'Lyon' }),
    })
    expect(updated.data?.updateCustomerAddress).toMatchObject({
      success: true,
      address: { id: bobsAddressIds[1] },
    })
    expect(
      (await alice.query(UPDATE_ADDRESS, { id: alicesAddressIds[1], input: address('Alice moved') })).data
        ?.updateCustomerAddress.success,
    ).toBe(true)
    const bobs = (await bob.query(OWN_DATA)).data?.me.addresses as { firstname: string; city: string }[]
    expect(bobs.map((entry) => [entry.firstname, entry.city])).toEqual([
      ['Bob home', 'Paris'],
      ['Bob moved', 'Lyon'],
    ])
  })
})

describe('a customer reaching for another customer’s invoices and refunds', () => {
  let bobs: Awaited<ReturnType<typeof orderWithDocuments>>
  let alices: Awaited<ReturnType<typeof orderWithDocuments>>
  const cookieOf = (agent: GraphqlAgent) => ({ cookie: `shop_session=${agent.sessionCookie()}` })
  const DOCUMENTS =
    'query ($id: ID!) { customer { id order(orderId: $id) { order_id invoices { id number downloadLink } credit_memos { id number } } } }'

  beforeAll(async () => {
    bobs = await orderWithDocuments(bob)
    alices = await orderWithDocuments(alice)
  }, API_APP_START_TIMEOUT_MS)

  /** Ids an intruder tries for an order or an invoice: the real one, written in other ways the server might read as the same number, and nonsense. */
  const variantsOf = (id: string) => [
    id,
    `0${id}`,
    ` ${id}`,
    `${id}.0`,
    `${id}%20`,
    '-1',
    '0',
    'abc',
    '99999999999999999999',
    `${id}%20OR%201=1`,
  ]

  it('gets no invoice nor refund of it through the API: the order is null, whatever the id looks like', async () => {
    let leaks = 0
    for (const id of variantsOf(bobs.orderId)) {
      const answer = await alice.query(DOCUMENTS, { id: decodeURIComponent(id) })
      expect(answer.status).toBe(200)
      expect(answer.data?.customer.order).toBeNull()
      if (
        JSON.stringify(answer).includes(bobs.invoiceNumber) ||
        JSON.stringify(answer).includes(bobs.memoNumber)
      )
        leaks += 1
    }
    expect(leaks).toBe(0)
    // The owner still sees both.
    const own = (await bob.query(DOCUMENTS, { id: bobs.orderId })).data?.customer.order
    expect(own.invoices.map((invoice: { number: string }) => invoice.number)).toEqual([bobs.invoiceNumber])
    expect(own.credit_memos.map((memo: { number: string }) => memo.number)).toEqual([bobs.memoNumber])
  })

  it('gets no invoice PDF: another’s order, another’s invoice on one’s own order, odd ids, all 404 alike', async () => {
    const paths = [
      ...variantsOf(bobs.orderId).map((id) => `/en/user/orders/${id}/invoice/${bobs.invoiceId}/pdf`),
      ...variantsOf(bobs.invoiceId).map((id) => `/en/user/orders/${alices.orderId}/invoice/${id}/pdf`),
      ...variantsOf(bobs.invoiceId).map((id) => `/en/user/orders/${bobs.orderId}/invoice/${id}/pdf`),
    ]
    let leaks = 0
    for (const url of paths) {
      const response = await app.inject({ url, headers: cookieOf(alice) })
      expect([404, 400], url).toContain(response.statusCode)
      if (response.headers['content-type'] === 'application/pdf') leaks += 1
    }
    expect(leaks).toBe(0)
    // Without a session: the login page, never the PDF; a guest token does not open a customer's order.
    const anonymous = await app.inject({
      url: `/en/user/orders/${bobs.orderId}/invoice/${bobs.invoiceId}/pdf`,
    })
    expect(anonymous.statusCode).toBe(303)
    const withToken = await app.inject({
      url: `/en/user/orders/${bobs.orderId}/invoice/${bobs.invoiceId}/pdf?token=${bobs.orderId}.9999999999.forged`,
    })
    expect(withToken.statusCode).toBe(404)
    // The owners get theirs.
    expect(
      (
        await app.inject({
          url: `/en/user/orders/${bobs.orderId}/invoice/${bobs.invoiceId}/pdf`,
          headers: cookieOf(bob),
        })
      ).headers['content-type'],
    ).toBe('application/pdf')
    expect(
      (
        await app.inject({
          url: `/en/user/orders/${alices.orderId}/invoice/${alices.invoiceId}/pdf`,
          headers: cookieOf(alice),
        })
      ).headers['content-type'],
    ).toBe('application/pdf')
  })
})

describe('share codes', () => {
  it('open only their own wishlist: another wishlist’s items cannot be added through them', async () => {
    const eve = createGraphqlAgent(app, { clientIp: '10.40.0.3' })
    const cartId = await createCart(eve)
    for (const itemId of bobsWishlistItemIds) {
      const answer = (await eve.query(ADD_SHARED, { code: alicesShareCode, cartId, itemId })).data
        ?.addSharedWishlistItemsToCart
      expect(answer).toEqual({ success: false, errorCode: 'WISHLIST_ITEM_NOT_FOUND', added: 0 })
    }
    expect((await eve.query(CART, { id: cartId })).data?.cart.total_quantity).toBe(0)
  })

  it('unknown, malformed or guessed codes find nothing', async () => {
    const eve = createGraphqlAgent(app, { clientIp: '10.40.0.4' })
    const near = `${bobsShareCode.slice(0, -1)}${bobsShareCode.endsWith('A') ? 'B' : 'A'}`
    for (const code of [
      near,
      bobsShareCode.toLowerCase() === bobsShareCode ? `${bobsShareCode}x` : bobsShareCode.toLowerCase(),
      '',
      'x',
      `${bobsShareCode} `,
      "' OR 1=1 --",
      'A'.repeat(22),
      'A'.repeat(500),
    ]) {
      expect(
        (await eve.query(SHARED_WISHLIST, { code })).data?.sharedWishlist,
        `code ${JSON.stringify(code)}`,
      ).toBeNull()
    }
    expect(
      (await eve.query(SHARED_WISHLIST, { code: bobsShareCode })).data?.sharedWishlist.items,
    ).toHaveLength(2)
  })

  it('stop working once revoked, and the shared wishlist never changes through them', async () => {
    const before = (await bob.query(OWN_DATA)).data?.me.wishlist
    expect(
      (await bob.query('mutation { revokeWishlistShare { success } }')).data?.revokeWishlistShare.success,
    ).toBe(true)
    const eve = createGraphqlAgent(app, { clientIp: '10.40.0.5' })
    expect((await eve.query(SHARED_WISHLIST, { code: bobsShareCode })).data?.sharedWishlist).toBeNull()
    const cartId = await createCart(eve)
    expect(
      (await eve.query(ADD_SHARED, { code: bobsShareCode, cartId })).data?.addSharedWishlistItemsToCart,
    ).toEqual({ success: false, errorCode: 'SHARE_CODE_NOT_FOUND', added: 0 })
    expect((await bob.query(OWN_DATA)).data?.me.wishlist).toEqual({ ...before, isShareable: false })
  })
})

describe('an anonymous shopper', () => {
  for (const mutation of CUSTOMER_MUTATIONS) {
    it(`is asked to sign in by ${mutation.name}`, async () => {
      const anonymous = createGraphqlAgent(app, { clientIp: '10.41.0.1' })
      const answer = await anonymous.query(mutation.query, mutation.variables)
      expect(answer.status).toBe(200)
      expect(answer.errors).toBeUndefined()
      const result = answer.data?.[mutation.name]
      expect(result).toMatchObject({ success: false, errorCode: 'SIGN_IN_REQUIRED' })
      for (const owned of ['customer', 'address', 'wishlist', 'return'])
        if (owned in result) expect(result[owned]).toBeNull()
    })
  }

  it('sees no customer and changes nobody’s data', async () => {
    const anonymous = createGraphqlAgent(app, { clientIp: '10.41.0.2' })
    expect((await anonymous.query('{ me { id } }')).data?.me).toBeNull()
    const bobBefore = (await bob.query(OWN_DATA)).data?.me
    for (const id of bobsAddressIds) await anonymous.query(DELETE_ADDRESS, { id })
    expect((await bob.query(OWN_DATA)).data?.me).toEqual(bobBefore)
  })
})

describe('a customer using another customer’s order', () => {
  const REORDER =
    'mutation ($number: String!) { reorderItems(orderNumber: $number) { success errorCode cart { total_quantity } userInputErrors { message } } }'
  const SHIPMENTS =
    'query ($id: ID!) { customer { orders { order_number shipments { number } } order(orderId: $id) { shipments { tracking { number url } } } } }'

  it('can neither reorder it nor see its parcels, while its owner can', async () => {
    const variant = await orderableVariant(app, 2)
    const cartId = (await bob.query('{ customerCart { id } }')).data?.customerCart.id
    await readyCart(bob, { cartId, items: [itemOf(variant, 1)], email: null })
    const order = (await placeOrderPaid(app, bob, cartId)).data?.placeOrder.order
    const shipped = await moveOrder(
      app.shopDatabase.db,
      {
        orderNumber: order.order_number,
        to: 'shipped',
        shipment: { carrier: 'dhl', trackingNumber: 'JJD0001234567' },
      },
      { stores: app.config.stores, orderLinks: null },
    )
    expect(shipped.moved).toBe(true)

    for (const number of [
      order.order_number,
      ` ${order.order_number} `,
      `${order.order_number}' OR '1'='1`,
    ]) {
      const refused = (await alice.query(REORDER, { number })).data?.reorderItems
      expect(refused, number).toEqual({
        success: false,
        errorCode: 'ORDER_NOT_FOUND',
        cart: null,
        userInputErrors: [],
      })
    }
    expect((await alice.query('{ customerCart { total_quantity } }')).data?.customerCart.total_quantity).toBe(
      0,
    )
    const seen = (await alice.query(SHIPMENTS, { id: order.order_id })).data?.customer
    expect(seen.order).toBeNull()
    expect(seen.orders.map((entry: { order_number: string }) => entry.order_number)).not.toContain(
      order.order_number,
    )

    const own = (await bob.query(SHIPMENTS, { id: order.order_id })).data?.customer
    expect(own.order.shipments[0].tracking[0].number).toBe('JJD0001234567')
    expect((await bob.query(REORDER, { number: order.order_number })).data?.reorderItems).toMatchObject({
      success: true,
      cart: { total_quantity: 1 },
    })
  }, 60_000)
})

describe('a customer withdrawing from another customer’s order', () => {
  const WITHDRAW =
    'mutation ($input: WithdrawFromContractInput!) { withdrawFromContract(input: $input) { success errorCode withdrawal { id order_number } } }'
  const STATEMENT =
    'query ($input: WithdrawFromContractInput!) { withdrawalStatement(input: $input) { success errorCode statement { order_number } } }'
  const WITHDRAWALS =
    'query ($id: ID!) { customer { order(orderId: $id) { withdrawal { state revision } withdrawals { id } } } }'

  it('is refused as not found, whatever the id looks like, and by a forged guest link; the owner can withdraw', async () => {
    const variant = await orderableVariant(app, 2)
    const cartId = (await bob.query('{ customerCart { id } }')).data?.customerCart.id
    await readyCart(bob, { cartId, items: [itemOf(variant, 1)], email: null })
    const order = (await placeOrderPaid(app, bob, cartId)).data?.placeOrder.order
    const statement = { name: 'Alice Intruder', email: 'alice@example.org', revision: 0 }
    const ids = [
      order.order_id,
      `0${order.order_id}`,
      ` ${order.order_id}`,
      `${order.order_id}.0`,
      '-1',
      '0',
      'abc',
      '99999999999999999999',
      `${order.order_id} OR 1=1`,
    ]
    for (const orderId of ids) {
      expect(
        (await alice.query(WITHDRAW, { input: { ...statement, orderId } })).data?.withdrawFromContract,
        orderId,
      ).toEqual({ success: false, errorCode: 'ORDER_NOT_FOUND', withdrawal: null })
      expect(
        (await alice.query(STATEMENT, { input: { ...statement, orderId } })).data?.withdrawalStatement,
        orderId,
      ).toEqual({ success: false, errorCode: 'ORDER_NOT_FOUND', statement: null })
    }
    // A customer's order never opens with a link token, forged or signed.
    const signed = app.orderLinks.sign(Number(order.order_id))
    for (const token of [signed, `${order.order_id}.9999999999.${'A'.repeat(43)}`]) {
      expect(
        (await alice.query(WITHDRAW, { input: { ...statement, token } })).data?.withdrawFromContract
          .errorCode,
      ).toBe('ORDER_NOT_FOUND')
    }
    expect((await alice.query(WITHDRAWALS, { id: order.order_id })).data?.customer.order).toBeNull()
    expect(
      await app.shopDatabase.db
        .selectFrom('order_withdrawal')
        .select('id')
        .where('order_id', '=', Number(order.order_id))
        .execute(),
    ).toEqual([])

    const own = (
      await bob.query(WITHDRAW, {
        input: { name: 'Bob Owner', email: 'bob@example.org', revision: 0, orderId: order.order_id },
      })
    ).data?.withdrawFromContract
    expect(own).toMatchObject({ success: true, withdrawal: { order_number: order.order_number } })
    expect((await bob.query(WITHDRAWALS, { id: order.order_id })).data?.customer.order).toMatchObject({
      withdrawal: { state: 'WITHDRAWN', revision: 1 },
      withdrawals: [{ id: own.withdrawal.id }],
    })
  }, 60_000)
})

describe('a customer reaching for another customer’s order to return it, or for their returns', () => {
  const REQUEST =
    'mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { success errorCode errorField return { number } } }'
  const RETURNS =
    'query ($id: ID!) { customer { returns { number } order(orderId: $id) { items_eligible_for_return { id } returns { number } } } }'

  it('cannot ask for a return of it nor see its returns, while its owner can (the pages: tests/shell/returnsPages.test.ts)', async () => {
    const variant = await orderableVariant(app, 3)
    const cartId = (await bob.query('{ customerCart { id } }')).data?.customerCart.id
    await readyCart(bob, { cartId, items: [itemOf(variant, 2)], email: null })
    const order = (await placeOrderPaid(app, bob, cartId)).data?.placeOrder.order
    for (const to of ['shipped', 'delivered']) {
      const shipment = to === 'shipped' ? { carrier: 'dhl', trackingNumber: 'JJD0009876543' } : null
      expect(
        (
          await moveOrder(
            app.shopDatabase.db,
            { orderNumber: order.order_number, to, shipment, notify: false },
            { stores: app.config.stores, orderLinks: null },
          )
        ).moved,
      ).toBe(true)
    }
    const line = (await bob.query(RETURNS, { id: order.order_id })).data?.customer.order
      .items_eligible_for_return[0]
    const item = {
      order_item_id: line.id,
      quantity_to_return: 1,
      entered_custom_attributes: [
        { attribute_code: 'reason', value: 'damaged' },
        { attribute_code: 'condition', value: 'opened' },
      ],
    }
    const bobsReturn = (await bob.query(REQUEST, { input: { order_id: order.order_id, items: [item] } })).data
      ?.requestReturn.return.number

    for (const id of [
      order.order_id,
      `0${order.order_id}`,
      ` ${order.order_id}`,
      `${order.order_id}.0`,
      '-1',
      '0',
      'abc',
      '99999999999999999999',
      `${order.order_id} OR 1=1`,
    ]) {
      const refused = (await alice.query(REQUEST, { input: { order_id: id, items: [item] } })).data
        ?.requestReturn
      expect(refused, `id ${JSON.stringify(id)}`).toEqual({
        success: false,
        errorCode: 'ORDER_NOT_FOUND',
        errorField: null,
        return: null,
      })
    }
    const seen = (await alice.query(RETURNS, { id: order.order_id })).data?.customer
    expect(seen.order).toBeNull()
    expect(seen.returns.map((entry: { number: string }) => entry.number)).not.toContain(bobsReturn)
    const rows = await app.shopDatabase.db
      .selectFrom('rma')
      .select('customer_id')
      .where('order_id', '=', Number(order.order_id))
      .execute()
    expect(rows).toHaveLength(1)

    const own = (await bob.query(RETURNS, { id: order.order_id })).data?.customer
    expect(own.order.returns).toEqual([{ number: bobsReturn }])
    expect(own.returns.map((entry: { number: string }) => entry.number)).toContain(bobsReturn)
  }, 60_000)
})

describe('a customer reaching for another customer’s downloadable products', () => {
  const DOWNLOADS = '{ customerDownloadableProducts { items { id download_url remaining_downloads } } }'
  const ORDER_DOWNLOADS =
    'query ($id: ID!) { customer { order(orderId: $id) { downloadable_links { id } } } }'
  const downloadFile = (agent: GraphqlAgent | null, linkId: string, query = '') =>
    app.inject({
      method: 'POST',
      url: `/en/user/downloadable-products/${linkId}/download${query}`,
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        ...(agent ? { cookie: `shop_session=${agent.sessionCookie()}` } : {}),
      },
      payload: '',
    })

  it('lists only one’s own links, gets 404 for another’s link id whatever it looks like, and counts nothing; an unpaid order gives nothing', async () => {
    const ready = async (agent: GraphqlAgent) => {
      const cartId = (await agent.query('{ customerCart { id } }')).data?.customerCart.id
      // Earlier tests of this file left goods in the cart: this one is about files only.
      await app.shopDatabase.db.deleteFrom('cart_item').where('cart_id', '=', cartId).execute()
      expect(
        (
          await agent.query(
            'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "DL-PATTERN-BOOTIES", quantity: 1 }]) { cart { is_virtual } } }',
            { cartId },
          )
        ).data?.addProductsToCart.cart.is_virtual,
      ).toBe(true)
      await agent.query(
        'mutation ($id: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { success } }',
        { id: cartId, address: ADDRESSES.GB },
      )
      await agent.query(
        'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "offline_card" } }) { success } }',
        { id: cartId },
      )
      return cartId as string
    }
    // Alice's order stays unpaid (placeOrder asked for the card): it gives her no link.
    const alicesCart = await ready(alice)
    expect(
      (
        await alice.query(
          'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_id } } }',
          { id: alicesCart },
        )
      ).data?.placeOrder.order,
    ).toBeNull()
    expect((await alice.query(DOWNLOADS)).data?.customerDownloadableProducts.items).toEqual([])
    // Bob pays for his.
    const bobsCart = await ready(bob)
    const bobsOrder = (await placeOrderPaid(app, bob, bobsCart)).data?.placeOrder.order
    const [link] = (await bob.query(DOWNLOADS)).data?.customerDownloadableProducts.items as {
      id: string
      remaining_downloads: number
    }[]
    expect(link).toMatchObject({ remaining_downloads: 5 })

    expect((await alice.query(ORDER_DOWNLOADS, { id: bobsOrder.order_id })).data?.customer.order).toBeNull()
    for (const id of [
      link!.id,
      `0${link!.id}`,
      `${link!.id}.0`,
      '-1',
      '0',
      'abc',
      '99999999999999999999',
      `${link!.id}%20OR%201=1`,
    ]) {
      const response = await downloadFile(alice, id)
      expect(response.statusCode, id).toBe(404)
      expect(response.headers['content-type']).not.toBe('application/pdf')
    }
    // A guest token does not open a customer's order.
    expect(
      (await downloadFile(null, link!.id, `?token=${bobsOrder.order_id}.9999999999.forged`)).statusCode,
    ).toBe(404)
    expect((await bob.query(DOWNLOADS)).data?.customerDownloadableProducts.items[0].remaining_downloads).toBe(
      5,
    )
    // The owner gets it.
    expect((await downloadFile(bob, link!.id)).headers['content-type']).toBe('application/pdf')
  }, 60_000)
})
