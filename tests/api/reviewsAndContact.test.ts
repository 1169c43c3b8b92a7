import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { lastEmailId } from './helpers/accountFixtures.ts'
import { listPendingReviews, moderateReview } from '../../domain/reviews/reviewModeration.ts'

let app: FastifyInstance
let freeSkus: string[]
beforeAll(async () => {
  app = await buildApiApp()
  // Products nobody has reviewed yet, so each test reads figures of its own.
  const rows = await sql<{
    sku: string
  }>`select sku from product where parent_sku is null and sku not in (select sku from product_review) order by sku limit 40`.execute(
    app.shopDatabase.db,
  )
  freeSkus = rows.rows.map((row) => row.sku)
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

let clients = 0
/** A client address of its own, so no test meets another's budgets. */
const nextClientIp = () => `10.71.${Math.floor(++clients / 250)}.${clients % 250}`
let skuIndex = 0
const nextSku = () => freeSkus[skuIndex++] as string

const RESULT = 'success errorCode errorField'
const CREATE = `mutation ($input: ProductReviewInput!) { createProductReview(input: $input) { ${RESULT} } }`
const REVIEWS = `query ($sku: String!, $page: Int, $pageSize: Int, $sort: ProductReviewSort) { product(sku: $sku) {
  reviews(page: $page, pageSize: $pageSize, sort: $sort) { total ratingAverage page pageSize totalPages reviews { id rating title comment language verifiedBuyer author { displayName } } } } }`
const CONTACT = `mutation ($input: ContactUsInput!) { contactUs(input: $input) { ${RESULT} } }`

/** A new signed-in customer (Marie Dupont unless told) on a client address of their own. */
async function newCustomer(
  options: { clientIp?: string; firstname?: string; store?: string } = {},
): Promise<{ agent: GraphqlAgent; id: number }> {
  const agent = createGraphqlAgent(app, { clientIp: options.clientIp ?? nextClientIp() })
  const email = `reviewer.${++clients}@example.org`
  const registered = await agent.query(
    'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success customer { id } } }',
    {
      input: {
        firstname: options.firstname ?? 'Marie',
        lastname: 'dupont',
        email,
        password: 'correct horse battery',
        acceptsTerms: true,
      },
    },
    { store: options.store ?? '/en' },
  )
  expect(registered.data?.createCustomer.success).toBe(true)
  return { agent, id: Number(registered.data?.createCustomer.customer.id) }
}

const review = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  rating: 4,
  title: 'Warm and soft',
  comment: 'My feet thank me every evening.',
  ...extra,
})

async function write(agent: GraphqlAgent, input: Record<string, unknown>, store = '/en') {
  const response = await agent.query(CREATE, { input }, { store })
  return {
    status: response.status,
    retryAfter: response.headers['retry-after'],
    ...response.data?.createProductReview,
  }
}

async function reviewsOf(sku: string, variables: Record<string, unknown> = {}, store = '/en') {
  const response = await createGraphqlAgent(app).query(REVIEWS, { sku, ...variables }, { store })
  expect(response.errors).toBeUndefined()
  return response.data?.product.reviews
}

const storedReviews = (sku: string) =>
  app.shopDatabase.db.selectFrom('product_review').selectAll().where('sku', '=', sku).orderBy('id').execute()

describe('writing a review', () => {
  it('is for signed-in customers only', async () => {
    const sku = nextSku()
    expect(await write(createGraphqlAgent(app, { clientIp: nextClientIp() }), review(sku))).toMatchObject({
      success: false,
      errorCode: 'SIGN_IN_REQUIRED',
    })
    expect(await storedReviews(sku)).toEqual([])
  })

  it('refuses ratings outside 1–5 and empty or too long texts, naming the field, and stores nothing', async () => {
    const { agent } = await newCustomer()
    const sku = nextSku()
    for (const rating of [0, 6, -1])
      expect(await write(agent, review(sku, { rating }))).toMatchObject({
        success: false,
        errorCode: 'INVALID_RATING',
        errorField: 'rating',
      })
    expect(await write(agent, review(sku, { title: '   ' }))).toMatchObject({
      success: false,
      errorCode: 'REQUIRED',
      errorField: 'title',
    })
    expect(await write(agent, review(sku, { comment: '' }))).toMatchObject({
      success: false,
      errorCode: 'REQUIRED',
      errorField: 'comment',
    })
    expect(await write(agent, review(sku, { comment: 'x'.repeat(5001) }))).toMatchObject({
      success: false,
      errorCode: 'INVALID_LENGTH',
      errorField: 'comment',
    })
    expect(await write(agent, review('NO-SUCH-SKU'))).toMatchObject({
      success: false,
      errorCode: 'PRODUCT_NOT_FOUND',
    })
    expect(await storedReviews(sku)).toEqual([])
  })

  it('waits for moderation, signed "Marie D." in the store language; approval publishes it and updates the figures', async () => {
    const { agent, id } = await newCustomer({ store: '/de' })
    const sku = nextSku()
    expect(
      await write(
        agent,
        review(sku, { rating: 5, title: ' Sehr bequem ', comment: 'Perfekt für den Winter.' }),
        '/de',
      ),
    ).toMatchObject({ success: true, errorCode: null })
    const [stored] = await storedReviews(sku)
    expect(stored).toMatchObject({
      customer_id: id,
      author: 'Marie D.',
      title: 'Sehr bequem',
      language: 'de',
      status: 'pending',
      verified_buyer: false,
      moderated_at: null,
    })
    expect(await reviewsOf(sku)).toMatchObject({ total: 0, ratingAverage: 0, totalPages: 0, reviews: [] })
    expect((await listPendingReviews(app.shopDatabase.db)).map((row) => row.id)).toContain(stored!.id)

    expect(await moderateReview(app.shopDatabase.db, stored!.id, 'approved')).toMatchObject({
      status: 'approved',
      moderated_at: expect.any(Date),
    })
    expect(await reviewsOf(sku, {}, '/de')).toMatchObject({
      total: 1,
      ratingAverage: 5,
      reviews: [
        {
          id: String(stored!.id),
          rating: 5,
          title: 'Sehr bequem',
          language: 'de',
          verifiedBuyer: false,
          author: { displayName: 'Marie D.' },
        },
      ],
    })
    expect((await listPendingReviews(app.shopDatabase.db)).map((row) => row.id)).not.toContain(stored!.id)
  })

  it('keeps a rejected review out of the list', async () => {
    const { agent } = await newCustomer()
    const sku = nextSku()
    expect(await write(agent, review(sku))).toMatchObject({ success: true })
    const [stored] = await storedReviews(sku)
    expect(await moderateReview(app.shopDatabase.db, stored!.id, 'rejected')).toMatchObject({
      status: 'rejected',
    })
    expect(await reviewsOf(sku)).toMatchObject({ total: 0, reviews: [] })
    expect(await moderateReview(app.shopDatabase.db, 999_999_999, 'approved')).toBeNull()
  })

  it('stores the text as typed and answers it escaped: angle brackets never become markup', async () => {
    const { agent } = await newCustomer()
    const sku = nextSku()
    const comment = '<script>alert("x")</script> 3 < 5 & <b>bold</b>\nsecond line'
    expect(await write(agent, review(sku, { title: '<img src=x onerror=alert(1)>', comment }))).toMatchObject(
      { success: true },
    )
    const [stored] = await storedReviews(sku)
    expect(stored).toMatchObject({ title: '<img src=x onerror=alert(1)>', comment })
    await moderateReview(app.shopDatabase.db, stored!.id, 'approved')
    const [shown] = (await reviewsOf(sku)).reviews
    expect(shown.comment).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 3 &lt; 5 &amp; &lt;b&gt;bold&lt;/b&gt;<br>second line',
    )
    // The title is plain text (a String): pages escape it when they show it.
    expect(shown.title).toBe('<img src=x onerror=alert(1)>')
  })

  it('says "verified buyer" when the customer has a paid order of the product, not for a cancelled one', async () => {
    const bought = nextSku()
    const cancelled = nextSku()
    const { agent, id } = await newCustomer()
    for (const [sku, status] of [
      [bought, 'delivered'],
      [cancelled, 'cancelled'],
    ] as const) {
      const order = await app.shopDatabase.db
        .insertInto('shop_order')
        .values({
          number: `T${id}${status}`,
          store_key: 'b2c_en',
          locale: 'en-GB',
          customer_id: id,
          email: 'x@example.org',
          cart_id: `cart-${id}-${status}`,
          status,
          currency: 'EUR',
          subtotal_cents: 3000,
          discount_cents: 0,
          shipping_cents: 0,
          gift_card_cents: 0,
          store_credit_cents: 0,
          tax_cents: 500,
          grand_total_cents: 3000,
          shipping_method: 'home',
          payment_method: 'card',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await app.shopDatabase.db
        .insertInto('order_item')
        .values({
          order_id: order.id,
          sku,
          name: 'Slippers',
          quantity: 1,
          unit_price_cents: 3000,
          row_total_cents: 3000,
          discount_cents: 0,
          tax_percent: 20,
          tax_cents: 500,
          options: '[]',
        })
        .execute()
    }
    expect(await write(agent, review(bought))).toMatchObject({ success: true })
    expect(await write(agent, review(cancelled))).toMatchObject({ success: true })
    const [boughtReview] = await storedReviews(bought)
    const [cancelledReview] = await storedReviews(cancelled)
    expect([boughtReview?.verified_buyer, cancelledReview?.verified_buyer]).toEqual([true, false])
    await moderateReview(app.shopDatabase.db, boughtReview!.id, 'approved')
    expect((await reviewsOf(bought)).reviews[0]).toMatchObject({ verifiedBuyer: true })
  })

  it('takes one review per customer and product: a second one, even sent at the same time, is refused', async () => {
    const { agent } = await newCustomer()
    const sku = nextSku()
    const answers = await Promise.all([
      write(agent, review(sku)),
      write(agent, review(sku, { title: 'Again' })),
    ])
    expect(answers.map((answer) => answer.success).sort()).toEqual([false, true])
    expect(answers.find((answer) => !answer.success)).toMatchObject({ errorCode: 'ALREADY_REVIEWED' })
    expect(await write(agent, review(sku, { title: 'Once more' }))).toMatchObject({
      success: false,
      errorCode: 'ALREADY_REVIEWED',
    })
    expect(await storedReviews(sku)).toHaveLength(1)
  })

  it('allows 5 reviews an hour per customer, then answers 429 with Retry-After', async () => {
    const { agent } = await newCustomer()
    const skus = [nextSku(), nextSku(), nextSku(), nextSku(), nextSku(), nextSku()]
    for (const sku of skus.slice(0, 5))
      expect(await write(agent, review(sku))).toMatchObject({ success: true })
    const refused = await write(agent, review(skus[5]!))
    expect(refused).toMatchObject({ status: 429, success: false, errorCode: 'TOO_MANY_ATTEMPTS' })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(await storedReviews(skus[5]!)).toEqual([])
  })

  it('allows 5 reviews an hour per client address, whoever is signed in', async () => {
    const clientIp = nextClientIp()
    const first = await newCustomer({ clientIp })
    const second = await newCustomer({ clientIp })
    for (const agent of [first.agent, first.agent, first.agent, second.agent, second.agent])
      expect(await write(agent, review(nextSku()))).toMatchObject({ success: true })
    expect(await write(second.agent, review(nextSku()))).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_ATTEMPTS',
    })
  })
})

describe('listing reviews', () => {
  it('pages and sorts approved reviews: newest, highest and lowest rating', async () => {
    const sku = nextSku()
    const ratings = [3, 5, 1, 4, 2, 5, 4]
    const ids: number[] = []
    for (const [index, rating] of ratings.entries()) {
      const row = await app.shopDatabase.db
        .insertInto('product_review')
        .values({
          sku,
          rating,
          author: `R${index}`,
          title: `Review ${index}`,
          comment: 'ok',
          language: 'en',
          status: 'approved',
          created_at: new Date(Date.UTC(2024, 0, index + 1)),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(row.id)
    }
    const titles = (page: { reviews: { title: string }[] }) => page.reviews.map((entry) => entry.title)
    const first = await reviewsOf(sku, { pageSize: 5 })
    expect(first).toMatchObject({ total: 7, ratingAverage: 3.4, page: 1, pageSize: 5, totalPages: 2 })
    expect(titles(first)).toEqual(['Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2'])
    expect(titles(await reviewsOf(sku, { page: 2, pageSize: 5 }))).toEqual(['Review 1', 'Review 0'])
    expect(await reviewsOf(sku, { page: 3, pageSize: 5 })).toMatchObject({ page: 3, reviews: [] })
    expect(
      (await reviewsOf(sku, { sort: 'HIGHEST_RATING', pageSize: 3 })).reviews.map(
        (entry: { rating: number }) => entry.rating,
      ),
    ).toEqual([5, 5, 4])
    expect(titles(await reviewsOf(sku, { sort: 'HIGHEST_RATING', pageSize: 2 }))).toEqual([
      'Review 5',
      'Review 1',
    ])
    expect(
      (await reviewsOf(sku, { sort: 'LOWEST_RATING', pageSize: 3 })).reviews.map(
        (entry: { rating: number }) => entry.rating,
      ),
    ).toEqual([1, 2, 3])
    // Out-of-range page sizes are kept within 1 and 50.
    expect(await reviewsOf(sku, { pageSize: 0, page: -4 })).toMatchObject({
      page: 1,
      pageSize: 1,
      totalPages: 7,
    })
  })
})

describe('contact messages', () => {
  const message = (extra: Record<string, unknown> = {}) => ({
    name: 'Léa Martin',
    email: 'lea.contact@example.org',
    orderNumber: '100000123',
    subject: 'order',
    comment: 'Where is my parcel? <b>soon</b>?',
    ...extra,
  })
  const contact = async (
    input: Record<string, unknown>,
    options: { clientIp?: string; store?: string } = {},
  ) => {
    const response = await createGraphqlAgent(app, { clientIp: options.clientIp ?? nextClientIp() }).query(
      CONTACT,
      { input },
      { store: options.store ?? '/fr' },
    )
    return { status: response.status, ...response.data?.contactUs }
  }
  const emailsAfter = (id: number) =>
    app.shopDatabase.db.selectFrom('email_outbox').selectAll().where('id', '>', id).orderBy('id').execute()

  it('writes an e-mail to the shop (Reply-To the shopper) and an acknowledgment to the shopper, in the store', async () => {
    const before = await lastEmailId(app)
    expect(await contact(message(), { store: '/it' })).toMatchObject({ success: true, errorCode: null })
    const emails = await emailsAfter(before)
    expect(emails.map((email) => [email.template, email.recipient, email.reply_to, email.store_key])).toEqual(
      [
        ['contactMessage', 'bonjour@pantoufle-et-co.fr', 'lea.contact@example.org', 'b2c_it'],
        ['contactAcknowledgment', 'lea.contact@example.org', null, 'b2c_it'],
      ],
    )
    expect(emails[0]?.data).toEqual({
      name: 'Léa Martin',
      email: 'lea.contact@example.org',
      orderNumber: '100000123',
      subject: 'order',
      comment: 'Where is my parcel? <b>soon</b>?',
    })
  })

  it('refuses missing or wrong fields, naming them, and writes nothing', async () => {
    const before = await lastEmailId(app)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'REQUIRED', 'name'],
      [{ email: 'not-an-address' }, 'INVALID_EMAIL', 'email'],
      [{ orderNumber: '1'.repeat(21) }, 'INVALID_LENGTH', 'orderNumber'],
      [{ subject: 'refund-me' }, 'REQUIRED', 'subject'],
      [{ comment: '' }, 'REQUIRED', 'comment'],
    ]
    for (const [change, errorCode, errorField] of cases)
      expect(await contact(message(change))).toMatchObject({ success: false, errorCode, errorField })
    expect(await emailsAfter(before)).toEqual([])
  })

  it('answers success to a filled honeypot and sends nothing', async () => {
    const before = await lastEmailId(app)
    expect(await contact(message({ website: 'http://spam.example' }))).toMatchObject({ success: true })
    expect(await emailsAfter(before)).toEqual([])
  })

  it('allows 5 messages an hour per client address, then answers 429', async () => {
    const clientIp = nextClientIp()
    for (let index = 0; index < 5; index += 1)
      expect(await contact(message(), { clientIp })).toMatchObject({ success: true })
    const before = await lastEmailId(app)
    expect(await contact(message(), { clientIp })).toMatchObject({
      status: 429,
      success: false,
      errorCode: 'TOO_MANY_ATTEMPTS',
    })
    expect(await emailsAfter(before)).toEqual([])
  })
})
