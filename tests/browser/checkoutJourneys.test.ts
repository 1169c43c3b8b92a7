import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  startBrowserTestbed,
  type BrowserTestbed,
  hydrateConfigurator,
  hydrateFormIsland,
} from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'
import { creditStoreCredit } from '../../domain/storecredit/storeCredit.ts'
import { formatMoney } from '../../components/price/formatMoney.ts'

let smtp: SmtpCapture
let testbed: BrowserTestbed
beforeAll(async () => {
  smtp = await startSmtpCapture()
  testbed = await startBrowserTestbed({ smtpUrl: smtp.url })
  // Spending store credit at checkout is behind the `store_credit` feature flag (off in the seed).
  await testbed.server.app.shopDatabase.db
    .updateTable('feature_flag')
    .set({ is_active: true })
    .where('name', '=', 'store_credit')
    .execute()
}, 180_000)
afterAll(async () => {
  await testbed?.close()
  await smtp?.close()
})

// Seeded slippers (deterministic seed): green 42 has 20 pieces; embroidery is a text option.
const SLIPPERS = 'SL-00073'
const GOOD_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'

const STORES = [
  {
    base: '/en',
    storeKey: 'b2c_en',
    locale: 'en-GB',
    address: {
      firstname: 'Anouk',
      lastname: 'Meier',
      street: '12 Old Street',
      postcode: 'EC1V 9HL',
      city: 'London',
      countryCode: 'GB',
      telephone: '+44 20 7946 0000',
    },
    texts: {
      added: 'The product is in your cart.',
      giftCardApplied: 'The gift card is applied to your order.',
      giftCards: 'Gift cards',
      storeCredit: 'Store credit',
      total: 'Total',
      toPay: 'To pay',
      vatPrefix: 'Including 20% VAT',
      noShipping: 'None: nothing to ship',
      carrierHint: 'The carrier may call you about the delivery.',
      orderPhoneHint: 'We call you only if there is a question about your order.',
      declined: 'Your card was declined. Please use another card.',
      thanks: 'Thank you for your order',
      endingIn: 'ending in 4242',
      emptyMiniCart: 'Cart, 0 items',
      emptyCart: 'Your cart is empty.',
    },
  },
  {
    base: '/fr',
    storeKey: 'b2c_fr',
    locale: 'fr-FR',
    address: {
      firstname: 'Léa',
      lastname: 'Martin',
      street: '4 rue de la République',
      postcode: '69002',
      city: 'Lyon',
      countryCode: 'FR',
      telephone: '+33 4 72 00 00 00',
    },
    texts: {
      added: 'Le produit est dans votre panier.',
      giftCardApplied: 'La carte cadeau est appliquée à votre commande.',
      giftCards: 'Cartes cadeaux',
      storeCredit: 'Avoirs',
      total: 'Total',
      toPay: 'Reste à payer',
      vatPrefix: 'Dont TVA',
      noShipping: 'Aucune\u202f: rien à expédier',
      carrierHint: 'Le transporteur peut vous appeler au sujet de la livraison.',
      orderPhoneHint: 'Nous vous appelons seulement en cas de question sur votre commande.',
      declined: 'Votre carte a été refusée. Veuillez utiliser une autre carte.',
      thanks: 'Merci pour votre commande',
      endingIn: 'se terminant par 4242',
      // French counts 0 with the singular.
      emptyMiniCart: 'Panier, 0 article',
      emptyCart: 'Votre panier est vide.',
    },
  },
] as const
type Store = (typeof STORES)[number]

/** Fails with the violations axe (WCAG 2.2 A/AA) finds on the page as it is now, naming the step. */
async function expectAccessible(page: Page, step: string) {
  expect(await findAccessibilityViolations(page), step).toEqual([])
}

const formOf = (page: Page, action: string) =>
  page.locator(`form:has(input[name="_action"][value="${action}"])`)

/** Submits a form that posts and answers 303, and waits for the page the answer leads to. */
async function submit(
  page: Page,
  form: ReturnType<typeof formOf>,
  button = form.locator('button[type="submit"]').first(),
) {
  // waitForLoadState alone returns at once on the page already loaded, before the post's answer.
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
  await button.click()
  await navigated
  await page.waitForLoadState('load')
}

/** A new shopper: no cookies (so no session or cart) from the case before, and a wide window. */
async function newShopper() {
  await testbed.context.clearCookies()
  const page = await testbed.context.newPage()
  page.setDefaultTimeout(15_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  return { page, problems }
}

/** Adds the slippers (green 42, embroidered) from their page; returns the product's name. */
async function addSlippers(page: Page, store: Store): Promise<string> {
  await page.goto(`${testbed.origin}${store.base}/product/${SLIPPERS}`, { waitUntil: 'load' })
  await hydrateConfigurator(page)
  const name = ((await page.locator('main h1').textContent()) ?? '').trim()
  expect(name).not.toBe('')
  await expectAccessible(page, 'product page')
  await page.locator('input[name="color"][value="green"]').check({ force: true })
  await page.locator('input[name="size"][value="42"]').check({ force: true })
  await page.locator('main form input[name^="entered["]').fill('ANNA')
  await page
    .locator('main form[action$="/cart"]:has(input[name="_action"][value="add"]) button[type="submit"]')
    .click()
  await page.locator('main form [role="status"]', { hasText: store.texts.added }).waitFor({ timeout: 10_000 })
  return name
}

/** From the cart's checkout link as a guest: e-mail, typed address, home delivery; ends on the payment step. */
async function guestToPayment(page: Page, store: Store, email: string) {
  await page.goto(`${testbed.origin}${store.base}/cart`, { waitUntil: 'load' })
  await Promise.all([
    page.waitForURL(`${testbed.origin}${store.base}/checkout/login`),
    page.locator(`main a[href="${store.base}/checkout/login"]`).first().click(),
  ])
  await expectAccessible(page, 'sign-in step')
  const guest = formOf(page, 'guest')
  await guest.locator('input[name="email"]').fill(email)
  await submit(page, guest)
  expect(new URL(page.url()).pathname).toBe(`${store.base}/checkout/`)
  await expect(page.locator('#checkout-contact').textContent()).resolves.toContain(email)
  await addressAndHomeDelivery(page, store)
}

/** Types the store's address, then chooses home delivery; ends on the payment step. */
async function addressAndHomeDelivery(page: Page, store: Store) {
  await expectAccessible(page, 'shipping address step')
  const shipping = formOf(page, 'shippingAddress')
  for (const [name, value] of Object.entries(store.address)) {
    if (name === 'countryCode') await shipping.locator(`select[name="${name}"]`).selectOption(value)
    else await shipping.locator(`input[name="${name}"]`).fill(value)
  }
  await submit(page, shipping)
  expect(page.url()).toMatch(/#checkout-delivery$/)
  await expect(page.locator('#checkout-shipping').textContent()).resolves.toContain(store.address.street)
  await expectAccessible(page, 'delivery step')
  const delivery = formOf(page, 'shippingMethod')
  await delivery.locator('input[name="shippingMethod"][value="flatrate/home"]').check()
  // The button sits outside the form (after the pickup picker) and joins it with `form=`.
  await submit(page, delivery, page.locator('button[type="submit"][form="checkout-delivery-form"]'))
  expect(page.url()).toMatch(/#checkout-payment$/)
  await expect(formOf(page, 'placeOrder').count()).resolves.toBe(1)
}

/** Places the order by card: the card form island takes the button's place. Returns the form. */
async function openCardForm(page: Page) {
  const place = formOf(page, 'placeOrder')
  await place.locator('input[name="paymentMethod"][value="offline_card"]').check()
  await submit(page, place)
  const cardForm = page.locator('shop-island[data-island="checkout/CardForm"][data-hydrated] form')
  await cardForm.waitFor({ timeout: 15_000 })
  await expectAccessible(page, 'card form')
  return cardForm
}

async function fillCard(cardForm: ReturnType<Page['locator']>, number: string, holder: string) {
  await cardForm.locator('input[name="number"]').fill(number)
  await cardForm.locator('input[name="expiry"]').fill('12/30')
  await cardForm.locator('input[name="cvc"]').fill('123')
  await cardForm.locator('input[name="name"]').fill(holder)
}

/** The text of one line of a totals list (`<div><dt>label</dt><dd>amount</dd></div>`), e.g. "Gift cards −€5.00". */
async function totalsLine(page: Page, list: string, label: string) {
  const line = page.locator(`${list} dl > div`, {
    has: page.locator('dt', { hasText: new RegExp(`^\\s*${label}\\s*$`) }),
  })
  await expect(line.count(), `${label} in ${list}`).resolves.toBe(1)
  const [dt, dd] = await Promise.all([line.locator('dt').textContent(), line.locator('dd').textContent()])
  return `${(dt ?? '').trim()} ${(dd ?? '').trim()}`
}

const SUMMARY = 'aside[aria-labelledby="checkout-summary-heading"]'
const ORDER_TOTALS = 'section[aria-labelledby="order-items-heading"]'

/**
 * The store each journey runs in, the two taking turns: a journey meets one store's language,
 * formats and VAT, and each store half of the journeys (a journey in both cost two minutes of CI
 * for the same steps in another language; every page type is checked in every store elsewhere).
 */
const JOURNEY_STORE = {
  mixedPayment: '/fr',
  declinedCard: '/en',
  guestOrderLink: '/fr',
  giftCardPaysAll: '/en',
  giftCardsOnly: '/fr',
} as const satisfies Record<string, Store['base']>

describe.each(STORES)('checkout journeys in Chromium ($base)', (store) => {
  const { base, texts, address } = store
  /** `it` for a journey of this store; nothing for the other's. */
  const journey = (name: keyof typeof JOURNEY_STORE): typeof it | (() => void) =>
    JOURNEY_STORE[name] === base ? it : () => {}
  const shop = () => `${testbed.origin}${base}`
  const holder = `${address.firstname} ${address.lastname}`
  const money = (cents: number) => formatMoney(cents / 100, 'EUR', store.locale)

  journey('mixedPayment')(
    'a signed-in customer pays with a gift card, store credit and a card, home delivery; the cart is empty after',
    async () => {
      const { page, problems } = await newShopper()
      const email = `journey.customer.${base.slice(1)}@example.org`

      // Register: the account opens signed in.
      await page.goto(`${shop()}/register`, { waitUntil: 'load' })
      await expectAccessible(page, 'register')
      const register = page.locator('main form').first()
      await register.locator('input[name="firstname"]').fill(address.firstname)
      await register.locator('input[name="lastname"]').fill(address.lastname)
      await register.locator('input[name="email"]').fill(email)
      await register.locator('input[name="password"]').fill('sheepskin slippers all year')
      await register.locator('input[name="acceptsTerms"]').check()
      await submit(page, register)
      expect(new URL(page.url()).pathname).toBe(`${base}/user/`)

      // The shop gives the customer €3 of store credit and sells a €5 gift card.
      const db = testbed.server.app.shopDatabase.db
      const customer = await db
        .selectFrom('customer')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      await creditStoreCredit(db, {
        customerId: Number(customer.id),
        amountCents: 300,
        reason: 'adjustment',
        reference: 'journey',
      })
      const giftCard = await issueGiftCard(db, { amountCents: 500, store: store.storeKey })

      await addSlippers(page, store)
      // A signed-in customer skips the sign-in step.
      await page.goto(`${shop()}/checkout/login`, { waitUntil: 'load' })
      expect(new URL(page.url()).pathname).toBe(`${base}/checkout/`)
      await expect(page.locator('#checkout-contact').textContent()).resolves.toContain(email)
      await addressAndHomeDelivery(page, store)
      await expectAccessible(page, 'payment step')

      const applyGiftCard = formOf(page, 'applyGiftCard')
      await applyGiftCard.locator('input[name="giftCardCode"]').fill(giftCard.code)
      await submit(page, applyGiftCard)
      await expect(page.locator('main [role="status"]').textContent()).resolves.toBe(texts.giftCardApplied)
      await expect(totalsLine(page, SUMMARY, texts.giftCards)).resolves.toBe(
        `${texts.giftCards} −${money(500)}`,
      )
      await expectAccessible(page, 'payment step with the gift card')

      await submit(page, formOf(page, 'applyStoreCredit'))
      await expect(totalsLine(page, SUMMARY, texts.storeCredit)).resolves.toBe(
        `${texts.storeCredit} −${money(300)}`,
      )
      await expectAccessible(page, 'payment step with store credit')

      const cardForm = await openCardForm(page)
      await fillCard(cardForm, GOOD_CARD, holder)
      await Promise.all([
        page.waitForURL(new RegExp(`${base}/checkout/success\\?order=`), { timeout: 20_000 }),
        cardForm.locator('button[type="submit"]').click(),
      ])
      await page.waitForLoadState('load')
      await expect(page.locator('main h1').textContent()).resolves.toBe(texts.thanks)
      await expect(page.locator('[data-order-number]').textContent()).resolves.toMatch(/\d/)
      await expect(totalsLine(page, ORDER_TOTALS, texts.giftCards)).resolves.toBe(
        `${texts.giftCards} −${money(500)}`,
      )
      await expect(totalsLine(page, ORDER_TOTALS, texts.storeCredit)).resolves.toBe(
        `${texts.storeCredit} −${money(300)}`,
      )
      await expect(page.locator('main').textContent()).resolves.toContain(texts.endingIn)
      // A customer is not offered an account again.
      await expect(page.locator(`form[action="${base}/register"]`).count()).resolves.toBe(0)
      await expectAccessible(page, 'confirmation')

      // The order took the cart: the header's mini cart counts nothing, the cart page says it is empty.
      await page.goto(`${shop()}/cart`, { waitUntil: 'load' })
      await expect
        .poll(() => page.locator('header a[data-mini-cart]').getAttribute('aria-label'))
        .toBe(texts.emptyMiniCart)
      await expect(page.locator('header [data-mini-cart-count]').isHidden()).resolves.toBe(true)
      await expect(page.locator('main').textContent()).resolves.toContain(texts.emptyCart)
      await expectAccessible(page, 'cart after the order')
      expect(problems).toEqual([])
      await page.close()
    },
    120_000,
  )

  journey('declinedCard')(
    'a declined card keeps the cart and says why; another card pays',
    async () => {
      const { page, problems } = await newShopper()
      const email = `journey.declined.${base.slice(1)}@example.org`
      const productName = await addSlippers(page, store)
      await guestToPayment(page, store, email)
      await expectAccessible(page, 'payment step')

      const cardForm = await openCardForm(page)
      await fillCard(cardForm, DECLINED_CARD, holder)
      await cardForm.locator('button[type="submit"]').click()
      const alert = cardForm.locator('[role="alert"]')
      await alert.waitFor({ timeout: 15_000 })
      await expect(alert.textContent()).resolves.toBe(texts.declined)
      expect(new URL(page.url()).pathname).toBe(`${base}/checkout/`)
      await expect(page.locator(SUMMARY).textContent()).resolves.toContain(productName)
      await expectAccessible(page, 'card form with the decline')

      // The cart still holds the slippers (seen from another tab of the same shopper).
      const cartTab = await testbed.context.newPage()
      await cartTab.goto(`${shop()}/cart`, { waitUntil: 'load' })
      await expect(cartTab.locator('main').textContent()).resolves.toContain(productName)
      await expect.poll(() => cartTab.locator('header [data-mini-cart-count]').textContent()).toBe('1')
      await cartTab.close()

      await fillCard(cardForm, GOOD_CARD, holder)
      await Promise.all([
        page.waitForURL(new RegExp(`${base}/checkout/success\\?token=`), { timeout: 20_000 }),
        cardForm.locator('button[type="submit"]').click(),
      ])
      await page.waitForLoadState('load')
      await expect(page.locator('main h1').textContent()).resolves.toBe(texts.thanks)
      await expect(page.locator('[data-order-number]').textContent()).resolves.toMatch(/\d/)
      await expect(page.locator('main').textContent()).resolves.toContain(texts.endingIn)
      await expectAccessible(page, 'confirmation')
      expect(problems).toEqual([])
      await page.close()
    },
    120_000,
  )

  journey('guestOrderLink')(
    'the guest order link of the confirmation e-mail opens the order, and the look-up finds it',
    async () => {
      const { page, problems } = await newShopper()
      const email = `journey.link.${base.slice(1)}@example.org`
      await addSlippers(page, store)
      await guestToPayment(page, store, email)
      const cardForm = await openCardForm(page)
      await fillCard(cardForm, GOOD_CARD, holder)
      await Promise.all([
        page.waitForURL(new RegExp(`${base}/checkout/success\\?token=`), { timeout: 20_000 }),
        cardForm.locator('button[type="submit"]').click(),
      ])
      await page.waitForLoadState('load')
      const orderNumber = ((await page.locator('[data-order-number]').textContent()) ?? '').trim()
      expect(orderNumber).toMatch(/^\d+$/)
      await page.close()

      const mail = await smtp.waitFor(
        (message) =>
          JSON.stringify(message.to ?? '').includes(email) && /\/orders\/\?token=/.test(message.text ?? ''),
        20_000,
      )
      expect(mail.text).toContain(orderNumber)
      // The text part shows the link in brackets: `[http://…/orders/?token=…]`.
      const link = /https?:\/\/[^\s<>"[\]]+\/orders\/\?token=[\w.%~-]+/.exec(mail.text ?? '')?.[0]
      expect(link).toBeTruthy()
      const linkUrl = new URL(link!)
      expect(linkUrl.pathname).toBe(`${base}/orders/`)

      // Opened later, in a browser without the checkout's session.
      const opened = await newShopper()
      await opened.page.goto(`${testbed.origin}${linkUrl.pathname}${linkUrl.search}`, { waitUntil: 'load' })
      await expect(opened.page.locator('main [data-order-number]').textContent()).resolves.toBe(orderNumber)
      await expect(opened.page.locator('main h1').textContent()).resolves.toContain(orderNumber)
      await expectAccessible(opened.page, 'order opened by the e-mail link')
      expect(opened.problems).toEqual([])
      await opened.page.close()

      // The look-up by number, e-mail and billing postcode, from yet another browser.
      const looking = await newShopper()
      await looking.page.goto(`${shop()}/orders/`, { waitUntil: 'load' })
      await expect(looking.page.locator('main [data-order-number]').count()).resolves.toBe(0)
      await expectAccessible(looking.page, 'order look-up')
      const lookup = formOf(looking.page, 'lookup')
      await lookup.locator('input[name="number"]').fill(orderNumber)
      await lookup.locator('input[name="email"]').fill(email)
      await lookup.locator('input[name="postcode"]').fill(address.postcode)
      await submit(looking.page, lookup)
      expect(looking.page.url()).toMatch(new RegExp(`${base}/orders/\\?token=`))
      await expect(looking.page.locator('main [data-order-number]').textContent()).resolves.toBe(orderNumber)
      await expectAccessible(looking.page, 'order found by the look-up')
      expect(looking.problems).toEqual([])
      expect(problems).toEqual([])
      await looking.page.close()
    },
    120_000,
  )

  journey('giftCardPaysAll')(
    'a gift card pays the whole order: the total keeps its VAT, the card is a payment, nothing is left to pay',
    async () => {
      const { page, problems } = await newShopper()
      const giftCard = await issueGiftCard(testbed.server.app.shopDatabase.db, {
        amountCents: 100_000,
        store: store.storeKey,
      })
      await addSlippers(page, store)
      await guestToPayment(page, store, `journey.covered.${base.slice(1)}@example.org`)
      const applyGiftCard = formOf(page, 'applyGiftCard')
      await applyGiftCard.locator('input[name="giftCardCode"]').fill(giftCard.code)
      await submit(page, applyGiftCard)
      await expect(page.locator('main [role="status"]').textContent()).resolves.toBe(texts.giftCardApplied)

      const rows = await page
        .locator(`${SUMMARY} dl > div`)
        .evaluateAll((divs) =>
          divs.map((div): [string, string] => [
            div.querySelector('dt')?.textContent?.trim() ?? '',
            div.querySelector('dd')?.textContent?.trim() ?? '',
          ]),
        )
      const labels = rows.map(([label]) => label)
      const orderTotal = rows.find(([label]) => label === texts.total)
      const vat = rows.find(([label]) => label.startsWith(texts.vatPrefix))
      const paid = rows.find(([label]) => label === texts.giftCards)
      const toPay = rows.find(([label]) => label === texts.toPay)
      expect(orderTotal && vat && paid && toPay, JSON.stringify(rows)).toBeTruthy()
      // Total, then its VAT, then the gift card as a payment, then what is left: 0.
      expect(labels.indexOf(texts.total)).toBeLessThan(labels.indexOf(vat![0]))
      expect(labels.indexOf(vat![0])).toBeLessThan(labels.indexOf(texts.giftCards))
      expect(labels.indexOf(texts.giftCards)).toBeLessThan(labels.indexOf(texts.toPay))
      expect(paid![1]).toBe(`−${orderTotal![1]}`)
      expect(toPay![1]).toBe(money(0))
      expect(vat![1]).not.toBe(money(0))
      await expectAccessible(page, 'payment step paid by a gift card')
      expect(problems).toEqual([])
      await page.close()
    },
    120_000,
  )

  journey('giftCardsOnly')(
    'a cart of gift cards only speaks of no delivery, and its billing step of no carrier',
    async () => {
      const { page, problems } = await newShopper()
      const answer = await testbed.server.app.inject({
        method: 'POST',
        url: `${base}/graphql`,
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ product(sku: "GIFTCARD") { path } }' },
      })
      const giftCardPath = (answer.json() as { data: { product: { path: string } } }).data.product.path
      await page.goto(`${shop()}${giftCardPath}`, { waitUntil: 'load' })
      await hydrateFormIsland(page, 'product/GiftCardForm')
      const form = page.locator(`main form[action="${base}/cart"]`)
      await form.locator('input[name="am_giftcard_amount"]').first().check()
      await form.locator('input[name="am_giftcard_sender_name"]').fill(address.firstname)
      await form.locator('input[name="am_giftcard_sender_email"]').fill('sender@example.org')
      await form.locator('input[name="am_giftcard_recipient_name"]').fill('Hugo')
      await form.locator('input[name="am_giftcard_recipient_email"]').fill('hugo@example.org')
      await form.locator('button[type="submit"]').click()
      await form.locator('[role="status"]', { hasText: texts.added }).waitFor({ timeout: 15_000 })

      await page.goto(`${shop()}/cart`, { waitUntil: 'load' })
      await expect(totalsLine(page, 'main', 'Livraison|Shipping')).resolves.toMatch(
        new RegExp(`${texts.noShipping}$`),
      )
      await Promise.all([
        page.waitForURL(`${shop()}/checkout/login`),
        page.locator(`main a[href="${base}/checkout/login"]`).first().click(),
      ])
      const guest = formOf(page, 'guest')
      await guest.locator('input[name="email"]').fill(`journey.virtual.${base.slice(1)}@example.org`)
      await submit(page, guest)
      const main = (await page.locator('main').textContent()) ?? ''
      expect(main).not.toContain(texts.carrierHint)
      expect(main).toContain(texts.orderPhoneHint)
      await expect(totalsLine(page, SUMMARY, 'Livraison|Shipping')).resolves.toMatch(
        new RegExp(`${texts.noShipping}$`),
      )
      await expectAccessible(page, 'billing step of a virtual cart')
      expect(problems).toEqual([])
      await page.close()
    },
    120_000,
  )
})
