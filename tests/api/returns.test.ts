import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
  STORES,
} from './helpers/checkoutFixtures.ts'
import { giftCardItem } from './helpers/cartFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { moveReturn, type ReturnMove } from '../../domain/returns/moveReturn.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'

const ANSWER_FIELDS = 'code label value value_label'
const RETURN_FIELDS = `id number createdAt created_at status order { order_id order_number }
  items { id name sku status quantity order_item_id selected_options { label value } attributes { ${ANSWER_FIELDS} } }
  attributes { ${ANSWER_FIELDS} } status_history { status date }`
const REQUEST = `mutation ($input: RequestReturnInput!) { requestReturn(input: $input) { success errorCode errorMessage errorField return { ${RETURN_FIELDS} } } }`
const ORDER_RETURNS = `query ($id: ID!) { customer { returns { number status } order(orderId: $id) { status
  items_eligible_for_return { id product_sku variant_sku quantity_ordered quantity_returned quantity_returnable }
  returns { number status items { sku status quantity } } } } }`
const DAY_MS = 86_400_000

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

type Store = (typeof STORES)[number]['store']

/** A new customer with a paid order of `pieces` of each of as many variants, shipped and delivered `deliveredDaysAgo` days ago (never delivered when null). */
async function deliveredOrder(
  options: { store?: Store; pieces?: number[]; deliveredDaysAgo?: number | null; giftCard?: boolean } = {},
) {
  const store = options.store ?? '/en'
  const agent = newGuest(app)
  const email = `returns-${randomUUID()}@example.com`
  expect((await registerCustomer(agent, { email, firstname: 'Noé' }, store)).success).toBe(true)
  const pieces = options.pieces ?? [2]
  const variants = await Promise.all(pieces.map((_, offset) => orderableVariant(app, 5, offset)))
  const items: unknown[] = variants.map((variant, index) => itemOf(variant, pieces[index]!))
  if (options.giftCard) items.push(giftCardItem({ amount: '20' }))
  const country = STORES.find((entry) => entry.store === store)!.country
  const { cartId } = await readyCart(agent, { store, items, country, email: null })
  const order = (await placeOrderPaid(app, agent, cartId, { store })).data?.placeOrder.order
  const services = { stores: app.config.stores, orderLinks: null }
  const deliveredDaysAgo = options.deliveredDaysAgo === undefined ? 1 : options.deliveredDaysAgo
  expect(
    (
      await moveOrder(
        app.shopDatabase.db,
        {
          orderNumber: order.order_number,
          to: 'shipped',
          shipment: { carrier: 'colissimo', trackingNumber: '6A99887766554' },
          notify: false,
        },
        services,
      )
    ).moved,
  ).toBe(true)
  if (deliveredDaysAgo !== null)
    expect(
      (
        await moveOrder(
          app.shopDatabase.db,
          {
            orderNumber: order.order_number,
            to: 'delivered',
            at: new Date(Date.now() - deliveredDaysAgo * DAY_MS),
          },
          services,
        )
      ).moved,
    ).toBe(true)
  const lines = await app.shopDatabase.db
    .selectFrom('order_item')
    .select(['id', 'sku', 'variant_sku', 'name', 'giftcard'])
    .where('order_id', '=', Number(order.order_id))
    .orderBy('id')
    .execute()
  return {
    agent,
    store,
    email,
    order: order as { order_id: string; order_number: string },
    variants,
    lines: lines.map((line) => ({ ...line, id: String(line.id) })),
  }
}

/** An item of a request with the two required answers. */
const itemAnswered = (
  id: string,
  quantity: number,
  extra: { attribute_code: string; value: string }[] = [],
) => ({
  order_item_id: id,
  quantity_to_return: quantity,
  entered_custom_attributes: [
    { attribute_code: 'reason', value: 'wrong_size' },
    { attribute_code: 'condition', value: 'unopened' },
    ...extra,
  ],
})

const request = (agent: GraphqlAgent, store: string, input: Record<string, unknown>) =>
  agent.query(REQUEST, { input }, { store }).then((answer) => answer.data?.requestReturn)
const returnsOfOrder = async (orderId: string) =>
  app.shopDatabase.db.selectFrom('rma').select('id').where('order_id', '=', Number(orderId)).execute()
const statusEmails = (recipient: string) =>
  app.shopDatabase.db
    .selectFrom('email_outbox')
    .select(['store_key', 'data'])
    .where('template', '=', 'returnStatus')
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute() as Promise<{ store_key: string; data: Record<string, unknown> }[]>
const move = (change: ReturnMove) => moveReturn(app.shopDatabase.db, change, { stores: app.config.stores })

describe('the return form’s attributes', () => {
  it('are data: reason and condition required per item, original packaging per item, comments and contact phone per return, labelled in the store’s language', async () => {
    const QUERY = '{ returnAttributes { code label required kind scope max_length options { value label } } }'
    const fr = (await newGuest(app).query(QUERY, {}, { store: '/fr' })).data?.returnAttributes
    expect(
      fr.map((attribute: { code: string; kind: string; scope: string; required: boolean }) => [
        attribute.code,
        attribute.kind,
        attribute.scope,
        attribute.required,
      ]),
    ).toEqual([
      ['reason', 'SELECT', 'ITEM', true],
      ['condition', 'SELECT', 'ITEM', true],
      ['original_packaging', 'BOOLEAN', 'ITEM', false],
      ['comments', 'TEXT_AREA', 'RETURN', false],
      ['contact_phone', 'TEXT_FIELD', 'RETURN', false],
    ])
    expect(fr[0]).toMatchObject({
      label: 'Motif du retour',
      options: expect.arrayContaining([
        { value: 'wrong_size', label: 'Mauvaise taille' },
        { value: 'changed_mind', label: 'J’ai changé d’avis' },
      ]),
    })
    expect(fr[0].options).toHaveLength(5)
    const de = (await newGuest(app).query(QUERY, {}, { store: '/de' })).data?.returnAttributes
    expect(de[1]).toMatchObject({
      label: 'Zustand des Artikels',
      options: [
        { value: 'unopened', label: 'Ungeöffnet' },
        { value: 'opened', label: 'Geöffnet' },
        { value: 'damaged', label: 'Beschädigt' },
      ],
    })
  })
})

describe('requesting a return', () => {
  it('writes a pending return with a sequence number, the answers per item and per return, and e-mails the customer in the store’s language', async () => {
    const { agent, store, email, order, lines } = await deliveredOrder({ store: '/fr', pieces: [2] })
    const line = lines[0]!
    const before = (await agent.query(ORDER_RETURNS, { id: order.order_id }, { store })).data?.customer.order
    expect(before.items_eligible_for_return).toEqual([
      {
        id: line.id,
        product_sku: line.sku,
        variant_sku: line.variant_sku,
        quantity_ordered: 2,
        quantity_returned: 0,
        quantity_returnable: 2,
      },
    ])

    const answer = await request(agent, store, {
      order_id: order.order_id,
      items: [itemAnswered(line.id, 1, [{ attribute_code: 'original_packaging', value: 'true' }])],
      entered_custom_attributes: [
        { attribute_code: 'comments', value: '  Trop petit, je garde l’autre.  ' },
        { attribute_code: 'contact_phone', value: '' },
      ],
    })
    expect(answer).toMatchObject({ success: true, errorCode: null, errorMessage: null })
    const rma = answer.return
    expect(rma.number).toMatch(/^RMA-\d{6,}$/)
    expect(rma).toMatchObject({
      status: 'PENDING',
      order: { order_id: order.order_id, order_number: order.order_number },
      createdAt: rma.created_at,
    })
    expect(rma.items).toEqual([
      {
        id: expect.any(String),
        name: line.name,
        sku: line.variant_sku,
        status: 'PENDING',
        quantity: 1,
        order_item_id: line.id,
        selected_options: expect.arrayContaining([expect.objectContaining({ label: expect.any(String) })]),
        attributes: [
          { code: 'reason', label: 'Motif du retour', value: 'wrong_size', value_label: 'Mauvaise taille' },
          { code: 'condition', label: 'État de l’article', value: 'unopened', value_label: 'Non ouvert' },
          {
            code: 'original_packaging',
            label: 'Dans son emballage d’origine',
            value: 'true',
            value_label: 'Oui',
          },
        ],
      },
    ])
    // Blank answers are not kept; texts are trimmed.
    expect(rma.attributes).toEqual([
      {
        code: 'comments',
        label: 'Commentaires',
        value: 'Trop petit, je garde l’autre.',
        value_label: 'Trop petit, je garde l’autre.',
      },
    ])
    expect(rma.status_history).toEqual([{ status: 'PENDING', date: rma.created_at }])

    const after = (await agent.query(ORDER_RETURNS, { id: order.order_id }, { store })).data?.customer
    expect(after.order.items_eligible_for_return[0]).toMatchObject({
      quantity_returned: 1,
      quantity_returnable: 1,
    })
    expect(after.order.returns).toEqual([
      {
        number: rma.number,
        status: 'PENDING',
        items: [{ sku: line.variant_sku, status: 'PENDING', quantity: 1 }],
      },
    ])
    expect(after.returns[0]).toEqual({ number: rma.number, status: 'PENDING' })

    const emails = await statusEmails(email)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      store_key: 'b2c_fr',
      data: {
        number: rma.number,
        orderNumber: order.order_number,
        firstname: 'Noé',
        status: 'PENDING',
        requested: true,
        items: [{ name: line.name, quantity: 1, status: 'PENDING' }],
        returnsUrl: 'http://localhost:3000/fr/user/returns',
      },
    })
  })

  it('numbers returns from a sequence, each number once', async () => {
    const first = await deliveredOrder({ pieces: [1] })
    const second = await deliveredOrder({ pieces: [1] })
    const numbers = await Promise.all(
      [first, second].map(({ agent, order, lines }) =>
        request(agent, '/en', { order_id: order.order_id, items: [itemAnswered(lines[0]!.id, 1)] }).then(
          (answer) => answer.return.number as string,
        ),
      ),
    )
    expect(new Set(numbers).size).toBe(2)
    const [a, b] = numbers.map((number) => Number(number.slice(4))).sort((x, y) => x - y)
    expect(b! - a!).toBeGreaterThanOrEqual(1)
  })
})

describe('what can be returned', () => {
  it('never more pieces than were delivered and not yet asked back, with the limit named in the store’s language', async () => {
    const { agent, order, lines } = await deliveredOrder({ pieces: [2] })
    const line = lines[0]!
    const tooMany = await request(agent, '/en', {
      order_id: order.order_id,
      items: [itemAnswered(line.id, 3)],
    })
    expect(tooMany).toEqual({
      success: false,
      errorCode: 'RETURN_QUANTITY_TOO_LARGE',
      errorMessage: `You can return at most 2 of “${line.name}”.`,
      errorField: `items[${line.id}][quantity]`,
      return: null,
    })
    expect(
      (await request(agent, '/en', { order_id: order.order_id, items: [itemAnswered(line.id, 2)] })).success,
    ).toBe(true)
    const none = await request(agent, '/en', { order_id: order.order_id, items: [itemAnswered(line.id, 1)] })
    expect(none).toMatchObject({
      success: false,
      errorCode: 'RETURN_QUANTITY_TOO_LARGE',
      errorMessage: `You can return at most 0 of “${line.name}”.`,
    })
    expect(
      (await agent.query(ORDER_RETURNS, { id: order.order_id })).data?.customer.order
        .items_eligible_for_return,
    ).toEqual([])
  })

  it('refuses empty, zero, unknown and repeated lines, and writes nothing', async () => {
    const { agent, order, lines } = await deliveredOrder({ pieces: [2] })
    const line = lines[0]!
    const cases: [unknown[], string, string | null][] = [
      [[], 'NOTHING_TO_RETURN', null],
      [[itemAnswered(line.id, 0)], 'INVALID_QUANTITY', `items[${line.id}][quantity]`],
      [[itemAnswered(line.id, -1)], 'INVALID_QUANTITY', `items[${line.id}][quantity]`],
      [[itemAnswered('999999999', 1)], 'RETURN_ITEM_NOT_FOUND', null],
      [[itemAnswered('abc', 1)], 'RETURN_ITEM_NOT_FOUND', null],
      [[itemAnswered(line.id, 1), itemAnswered(line.id, 1)], 'RETURN_ITEM_NOT_FOUND', null],
    ]
    for (const [items, code, field] of cases) {
      const answer = await request(agent, '/en', { order_id: order.order_id, items })
      expect(answer, JSON.stringify(items)).toMatchObject({
        success: false,
        errorCode: code,
        errorField: field,
        return: null,
      })
      expect(answer.errorMessage).not.toBe('')
    }
    expect(await returnsOfOrder(order.order_id)).toEqual([])
  })

  it('only for a delivered order, within the return period, and never a gift card', async () => {
    const shipped = await deliveredOrder({ store: '/de', pieces: [1], deliveredDaysAgo: null })
    const notYet = await request(shipped.agent, '/de', {
      order_id: shipped.order.order_id,
      items: [itemAnswered(shipped.lines[0]!.id, 1)],
    })
    expect(notYet).toMatchObject({
      success: false,
      errorCode: 'ORDER_NOT_RETURNABLE',
      errorMessage: 'Nur eine zugestellte Bestellung kann zurückgesendet werden.',
    })
    expect(
      (await shipped.agent.query(ORDER_RETURNS, { id: shipped.order.order_id }, { store: '/de' })).data
        ?.customer.order.items_eligible_for_return,
    ).toEqual([])

    const old = await deliveredOrder({ pieces: [1], deliveredDaysAgo: 31 })
    const late = await request(old.agent, '/en', {
      order_id: old.order.order_id,
      items: [itemAnswered(old.lines[0]!.id, 1)],
    })
    expect(late).toMatchObject({
      success: false,
      errorCode: 'ORDER_NOT_RETURNABLE',
      errorMessage: 'The return period of 30 days after delivery is over for this order.',
    })
    const lastDay = await deliveredOrder({ pieces: [1], deliveredDaysAgo: 29 })
    expect(
      (
        await request(lastDay.agent, '/en', {
          order_id: lastDay.order.order_id,
          items: [itemAnswered(lastDay.lines[0]!.id, 1)],
        })
      ).success,
    ).toBe(true)

    const mixed = await deliveredOrder({ pieces: [1], giftCard: true })
    const card = mixed.lines.find((line) => line.giftcard !== null)!
    const goods = mixed.lines.find((line) => line.giftcard === null)!
    const eligible = (await mixed.agent.query(ORDER_RETURNS, { id: mixed.order.order_id })).data?.customer
      .order.items_eligible_for_return
    expect(eligible.map((line: { id: string }) => line.id)).toEqual([goods.id])
    expect(
      await request(mixed.agent, '/en', {
        order_id: mixed.order.order_id,
        items: [itemAnswered(card.id, 1)],
      }),
    ).toMatchObject({ success: false, errorCode: 'RETURN_ITEM_NOT_FOUND' })
    expect(await returnsOfOrder(mixed.order.order_id)).toEqual([])
  })

  it('for a guest’s order only through its signed link (tests/api/guestReturns.test.ts): its id alone asks for a session', async () => {
    const guest = newGuest(app)
    const variant = await orderableVariant(app, 5)
    const { cartId } = await readyCart(guest, { items: [itemOf(variant, 1)] })
    const order = (await placeOrderPaid(app, guest, cartId)).data?.placeOrder.order
    const services = { stores: app.config.stores, orderLinks: null }
    await moveOrder(
      app.shopDatabase.db,
      {
        orderNumber: order.order_number,
        to: 'shipped',
        shipment: { carrier: 'gls', trackingNumber: 'GLS12345678' },
        notify: false,
      },
      services,
    )
    await moveOrder(app.shopDatabase.db, { orderNumber: order.order_number, to: 'delivered' }, services)
    const seen = (
      await guest.query(
        'query ($token: String!) { guestOrderByToken(input: { token: $token }) { status items_eligible_for_return { id } returns { number } } }',
        { token: order.token },
      )
    ).data?.guestOrderByToken
    expect(seen).toMatchObject({
      status: 'delivered',
      items_eligible_for_return: [{ id: expect.any(String) }],
      returns: [],
    })
    expect(
      await request(guest, '/en', { order_id: order.order_id, items: [itemAnswered('1', 1)] }),
    ).toMatchObject({ success: false, errorCode: 'SIGN_IN_REQUIRED' })
  })

  it('gives rejected and denied pieces back to the order, so they can be asked for again', async () => {
    const { agent, order, lines } = await deliveredOrder({ pieces: [1] })
    const first = (
      await request(agent, '/en', { order_id: order.order_id, items: [itemAnswered(lines[0]!.id, 1)] })
    ).return
    expect((await move({ number: first.number, to: 'denied', notify: false })).moved).toBe(true)
    const again = (
      await request(agent, '/en', { order_id: order.order_id, items: [itemAnswered(lines[0]!.id, 1)] })
    ).return
    expect(again.status).toBe('PENDING')
    for (const to of ['authorized', 'received', 'rejected'])
      expect((await move({ number: again.number, to, notify: false })).moved).toBe(true)
    expect(
      (await agent.query(ORDER_RETURNS, { id: order.order_id })).data?.customer.order
        .items_eligible_for_return[0],
    ).toMatchObject({ quantity_returned: 0, quantity_returnable: 1 })
  })
})

describe('required attributes', () => {
  it('are enforced by the server, in the store’s language, naming the field; nothing is written', async () => {
    const { agent, order, lines } = await deliveredOrder({ store: '/de', pieces: [1] })
    const line = lines[0]!
    const send = (items: unknown[], attributes: unknown[] = []) =>
      request(agent, '/de', { order_id: order.order_id, items, entered_custom_attributes: attributes })
    const withAnswers = (answers: { attribute_code: string; value: string }[]) => [
      { order_item_id: line.id, quantity_to_return: 1, entered_custom_attributes: answers },
    ]

    expect(await send(withAnswers([{ attribute_code: 'condition', value: 'opened' }]))).toEqual({
      success: false,
      errorCode: 'REQUIRED',
      errorMessage: `Bitte füllen Sie „Rückgabegrund“ für „${line.name}“ aus.`,
      errorField: `items[${line.id}][reason]`,
      return: null,
    })
    expect(
      await send(
        withAnswers([
          { attribute_code: 'reason', value: 'damaged' },
          { attribute_code: 'condition', value: '   ' },
        ]),
      ),
    ).toMatchObject({
      errorCode: 'REQUIRED',
      errorField: `items[${line.id}][condition]`,
      errorMessage: `Bitte füllen Sie „Zustand des Artikels“ für „${line.name}“ aus.`,
    })
    expect(
      await send(
        withAnswers([
          { attribute_code: 'reason', value: 'bored' },
          { attribute_code: 'condition', value: 'opened' },
        ]),
      ),
    ).toMatchObject({
      errorCode: 'INVALID_RETURN_ATTRIBUTE',
      errorField: `items[${line.id}][reason]`,
      errorMessage: 'Bitte wählen Sie eine der Optionen für „Rückgabegrund“.',
    })
    expect(
      await send([itemAnswered(line.id, 1, [{ attribute_code: 'original_packaging', value: 'maybe' }])]),
    ).toMatchObject({
      errorCode: 'INVALID_RETURN_ATTRIBUTE',
      errorField: `items[${line.id}][original_packaging]`,
    })
    expect(
      await send([itemAnswered(line.id, 1, [{ attribute_code: 'colour_preference', value: 'red' }])]),
    ).toMatchObject({ errorCode: 'INVALID_RETURN_ATTRIBUTE', errorField: null })
    // A return attribute given per item, or an item attribute given for the return, is not asked there.
    expect(
      await send([itemAnswered(line.id, 1, [{ attribute_code: 'comments', value: 'Hallo' }])]),
    ).toMatchObject({ errorCode: 'INVALID_RETURN_ATTRIBUTE' })
    expect(
      await send([itemAnswered(line.id, 1)], [{ attribute_code: 'reason', value: 'damaged' }]),
    ).toMatchObject({ errorCode: 'INVALID_RETURN_ATTRIBUTE' })
    expect(
      await send([itemAnswered(line.id, 1)], [{ attribute_code: 'comments', value: 'x'.repeat(2001) }]),
    ).toMatchObject({
      errorCode: 'INVALID_LENGTH',
      errorField: 'attributes[comments]',
      errorMessage: '„Anmerkungen“ darf höchstens 2000 Zeichen enthalten.',
    })
    expect(await returnsOfOrder(order.order_id)).toEqual([])

    await app.shopDatabase.db
      .updateTable('return_attribute')
      .set({ required: true })
      .where('code', '=', 'contact_phone')
      .execute()
    try {
      expect(await send([itemAnswered(line.id, 1)])).toMatchObject({
        errorCode: 'REQUIRED',
        errorField: 'attributes[contact_phone]',
        errorMessage: 'Bitte füllen Sie „Telefonnummer für Rückfragen“ aus.',
      })
      expect(
        await send(
          [itemAnswered(line.id, 1)],
          [{ attribute_code: 'contact_phone', value: '+49 30 1234567' }],
        ),
      ).toMatchObject({ success: true })
    } finally {
      await app.shopDatabase.db
        .updateTable('return_attribute')
        .set({ required: false })
        .where('code', '=', 'contact_phone')
        .execute()
    }
  })
})

describe('two requests for the same last piece', () => {
  it('give it to one of them: the order’s row lock makes the second see it taken', async () => {
    const { agent, order, lines } = await deliveredOrder({ pieces: [1] })
    const input = { order_id: order.order_id, items: [itemAnswered(lines[0]!.id, 1)] }
    const answers = await Promise.all([request(agent, '/en', input), request(agent, '/en', input)])
    expect(answers.map((answer) => answer.success).sort()).toEqual([false, true])
    expect(answers.find((answer) => !answer.success)).toMatchObject({
      errorCode: 'RETURN_QUANTITY_TOO_LARGE',
      errorMessage: `You can return at most 0 of “${lines[0]!.name}”.`,
    })
    expect(await returnsOfOrder(order.order_id)).toHaveLength(1)
  })
})

describe('a return’s statuses', () => {
  it('follow its items’ as Magento derives them, with a history row and an e-mail at each change', async () => {
    const { agent, email, order, lines } = await deliveredOrder({ store: '/de', pieces: [1, 1] })
    // Two sizes of one product: each item is named by its variant's sku.
    const [first, second] = [lines[0]!.variant_sku!, lines[1]!.variant_sku!]
    const rma = (
      await request(agent, '/de', {
        order_id: order.order_id,
        items: lines.map((line) => itemAnswered(line.id, 1)),
      })
    ).return
    const expectStatus = async (status: string, items: string[]) => {
      const own = (await agent.query(ORDER_RETURNS, { id: order.order_id }, { store: '/de' })).data?.customer
        .order.returns[0]
      expect(own.status).toBe(status)
      expect(own.items.map((item: { status: string }) => item.status)).toEqual(items)
    }

    expect(await move({ number: rma.number, to: 'received' })).toEqual({
      moved: false,
      problem: 'NOT_ALLOWED',
    })
    expect(await move({ number: rma.number, to: 'lost' })).toEqual({
      moved: false,
      problem: 'UNKNOWN_STATUS',
    })
    expect(await move({ number: 'RMA-999999', to: 'authorized' })).toEqual({
      moved: false,
      problem: 'RETURN_NOT_FOUND',
    })
    expect(await move({ number: rma.number, to: 'authorized', skus: ['SL-NOPE'] })).toEqual({
      moved: false,
      problem: 'ITEM_NOT_FOUND',
    })

    expect(await move({ number: rma.number, to: 'authorized', skus: [first] })).toMatchObject({
      moved: true,
      from: 'pending',
      to: 'partially_authorized',
      items: [{ sku: first, quantity: 1 }],
    })
    await expectStatus('PARTIALLY_AUTHORIZED', ['AUTHORIZED', 'PENDING'])
    expect(await move({ number: rma.number.toLowerCase(), to: 'authorized' })).toMatchObject({
      moved: true,
      to: 'authorized',
      items: [{ sku: second }],
    })
    expect(await move({ number: rma.number, to: 'authorized' })).toEqual({
      moved: false,
      problem: 'SAME_STATUS',
    })
    expect(await move({ number: rma.number, to: 'received' })).toMatchObject({ moved: true, to: 'received' })
    expect(await move({ number: rma.number, to: 'approved', skus: [first] })).toMatchObject({
      moved: true,
      to: 'partially_approved',
    })
    // Items named together move together or not at all: the first is approved already.
    expect(await move({ number: rma.number, to: 'approved', skus: [second, first] })).toEqual({
      moved: false,
      problem: 'SAME_STATUS',
    })
    expect(await move({ number: rma.number, to: 'rejected', skus: [second] })).toMatchObject({
      moved: true,
      to: 'processed_and_closed',
    })
    await expectStatus('PROCESSED_AND_CLOSED', ['APPROVED', 'REJECTED'])
    expect(await move({ number: rma.number, to: 'denied' })).toEqual({ moved: false, problem: 'NOT_ALLOWED' })

    const history = (
      await agent.query('{ customer { returns { number status_history { status } } } }', {}, { store: '/de' })
    ).data?.customer.returns[0]
    expect(history.status_history.map((change: { status: string }) => change.status)).toEqual([
      'PENDING',
      'PARTIALLY_AUTHORIZED',
      'AUTHORIZED',
      'RECEIVED',
      'PARTIALLY_APPROVED',
      'PROCESSED_AND_CLOSED',
    ])
    const emails = await statusEmails(email)
    expect(emails.map((row) => [row.store_key, row.data.status, row.data.requested])).toEqual([
      ['b2c_de', 'PENDING', true],
      ['b2c_de', 'PARTIALLY_AUTHORIZED', false],
      ['b2c_de', 'AUTHORIZED', false],
      ['b2c_de', 'RECEIVED', false],
      ['b2c_de', 'PARTIALLY_APPROVED', false],
      ['b2c_de', 'PROCESSED_AND_CLOSED', false],
    ])
    expect(emails[2]!.data.returnAddress).toEqual([
      'Pantoufle & Co SAS',
      '14 rue des Tisserands',
      '88400 Gérardmer',
    ])
  })

  it('hand the approved pieces to a refund (what returns:advance --refund-to does)', async () => {
    const { agent, order, lines } = await deliveredOrder({ pieces: [2] })
    const rma = (
      await request(agent, '/en', { order_id: order.order_id, items: [itemAnswered(lines[0]!.id, 2)] })
    ).return
    for (const to of ['authorized', 'received']) await move({ number: rma.number, to, notify: false })
    const approved = await move({ number: rma.number, to: 'approved' })
    if (!approved.moved) throw new Error(approved.problem)
    const memo = await refundOrder(
      { db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores },
      {
        orderId: approved.orderId,
        items: approved.items.map((item) => ({ sku: item.sku, quantity: item.quantity })),
        toStoreCredit: true,
      },
    )
    const refunded = (
      await agent.query(
        'query ($id: ID!) { customer { order(orderId: $id) { credit_memos { number items { quantity_refunded } } } } }',
        { id: order.order_id },
      )
    ).data?.customer.order.credit_memos
    expect(refunded).toEqual([{ number: memo.number, items: [{ quantity_refunded: 2 }] }])
  })
})

describe('the demo customer of the seed', () => {
  it('has one authorized return of one piece of the delivered order', async () => {
    const demo = newGuest(app)
    const signedIn = await demo.query(
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { success } }',
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      { store: '/fr' },
    )
    expect(signedIn.data?.signIn.success).toBe(true)
    const returns = (await demo.query(`{ customer { returns { ${RETURN_FIELDS} } } }`, {}, { store: '/fr' }))
      .data?.customer.returns
    expect(returns).toHaveLength(1)
    expect(returns[0]).toMatchObject({
      number: 'RMA-000001',
      status: 'AUTHORIZED',
      items: [
        {
          quantity: 1,
          status: 'AUTHORIZED',
          attributes: [
            { value_label: 'Mauvaise taille' },
            { value_label: 'Non ouvert' },
            { value_label: 'Oui' },
          ],
        },
      ],
    })
    expect(returns[0].status_history.map((change: { status: string }) => change.status)).toEqual([
      'PENDING',
      'AUTHORIZED',
    ])
  })
})
