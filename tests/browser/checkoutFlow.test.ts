import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed, hydrateConfigurator } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 180_000)
afterAll(async () => {
  await testbed?.close()
})

// Seeded slippers (deterministic seed): green 42 has 20 pieces; embroidery is a text option.
const SLIPPERS = 'SL-00073'
// The offline provider's test card that asks for 3-D Secure.
const CHALLENGE_CARD = '4000 0000 0000 3220'

/** Two stores whose rate tables offer parcel pickup, each with an address near seeded pickup points. */
const STORES = [
  {
    base: '/de',
    address: {
      firstname: 'Jonas',
      lastname: 'Weber',
      street: 'Marienplatz 8',
      postcode: '80331',
      city: 'München',
      countryCode: 'DE',
      telephone: '+49 89 123456',
    },
    texts: {
      addToCart: 'In den Warenkorb',
      added: 'Der Artikel liegt in Ihrem Warenkorb.',
      proceed: 'Zur Kasse',
      guest: 'Als Gast fortfahren',
      toDelivery: 'Weiter zur Versandart',
      toPayment: 'Weiter zur Zahlung',
      placeOrder: 'Zahlungspflichtig bestellen',
      thanks: 'Vielen Dank für Ihre Bestellung',
    },
  },
  {
    base: '/fr',
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
      addToCart: 'Ajouter au panier',
      added: 'Le produit est dans votre panier.',
      proceed: 'Passer la commande',
      guest: 'Continuer en tant qu’invité',
      toDelivery: 'Continuer vers la livraison',
      toPayment: 'Continuer vers le paiement',
      placeOrder: 'Commander avec obligation de paiement',
      thanks: 'Merci pour votre commande',
    },
  },
] as const

/** Fails with the violations found by axe on the page as it is now, naming the step. */
async function expectAccessible(page: Page, step: string) {
  expect(await findAccessibilityViolations(page), step).toEqual([])
}

const formOf = (page: Page, action: string) =>
  page.locator(`form:has(input[name="_action"][value="${action}"])`)

describe.each(STORES)('checkout in Chromium ($base)', ({ base, address, texts }) => {
  it('takes a guest from the product to the confirmation: pickup point on the map list, card with 3-D Secure', async () => {
    // A new shopper for each store: no session or cart from the case before.
    await testbed.context.clearCookies()
    const page = await testbed.context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))

    await page.goto(`${testbed.origin}${base}/product/${SLIPPERS}`, { waitUntil: 'load' })
    await hydrateConfigurator(page)
    await page.locator('input[name="color"][value="green"]').check({ force: true })
    await page.locator('input[name="size"][value="42"]').check({ force: true })
    await page.locator('main form input[name^="entered["]').fill('ANNA')
    await page.getByRole('button', { name: texts.addToCart, exact: true }).click()
    await page.locator('main form [role="status"]', { hasText: texts.added }).waitFor({ timeout: 10_000 })

    await page.goto(`${testbed.origin}${base}/cart`, { waitUntil: 'load' })
    await Promise.all([
      page.waitForURL(`${testbed.origin}${base}/checkout/login`),
      page.getByRole('link', { name: texts.proceed }).click(),
    ])
    await expectAccessible(page, 'sign-in step')
    const email = `journey${base.replace('/', '.')}@example.org`
    await formOf(page, 'guest').locator('input[name="email"]').fill(email)
    await Promise.all([
      page.waitForURL(`${testbed.origin}${base}/checkout/`),
      page.getByRole('button', { name: texts.guest }).click(),
    ])
    await expect(page.locator('#checkout-contact').textContent()).resolves.toContain(email)
    await expectAccessible(page, 'shipping address step')

    const shipping = formOf(page, 'shippingAddress')
    for (const [name, value] of Object.entries(address)) {
      if (name === 'countryCode') await shipping.locator(`select[name="${name}"]`).selectOption(value)
      else await shipping.locator(`input[name="${name}"]`).fill(value)
    }
    await Promise.all([
      page.waitForURL(/#checkout-delivery$/),
      page.getByRole('button', { name: texts.toDelivery }).click(),
    ])
    await page.waitForLoadState('load')

    // Delivery: parcel pickup; the picker lists points near the address, the map follows the choice.
    await formOf(page, 'shippingMethod')
      .locator('input[name="shippingMethod"][value="pickup/pickup"]')
      .check()
    const picker = page.locator('shop-island[data-island="checkout/PickupPointPicker"]')
    await picker.scrollIntoViewIfNeeded()
    await picker.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: 15_000 })
    const firstPoint = picker.locator('li[data-pickup-code]').first()
    const code = await firstPoint.getAttribute('data-pickup-code')
    expect((await firstPoint.locator('strong').textContent()) ?? '').not.toBe('')
    await firstPoint.locator('input[type="radio"]').focus()
    await page.keyboard.press('Space')
    const chosenCode = () =>
      page.evaluate(() =>
        new FormData(document.getElementById('checkout-delivery-form') as HTMLFormElement).get(
          'pickupLocationCode',
        ),
      )
    await expect.poll(chosenCode).toBe(code)
    await page.locator('.leaflet-container').waitFor({ timeout: 15_000 })
    // A click on another point's marker on the offline map chooses that point instead (the
    // farthest listed, whose marker the chosen one's larger marker cannot cover).
    const secondPoint = picker.locator('li[data-pickup-code]').last()
    const secondCode = await secondPoint.getAttribute('data-pickup-code')
    const pointName = (await secondPoint.locator('strong').textContent()) ?? ''
    await page.locator('.leaflet-geography-pane path.offline-map-land').waitFor({ timeout: 30_000 })
    await page.locator(`path.pickup-marker-${secondCode}`).click()
    await expect.poll(chosenCode).toBe(secondCode)
    expect(await secondPoint.locator('input[type="radio"]').isChecked()).toBe(true)
    await expectAccessible(page, 'delivery step with the pickup picker')
    await Promise.all([
      page.waitForURL(/#checkout-payment$/),
      page.getByRole('button', { name: texts.toPayment }).click(),
    ])
    await page.waitForLoadState('load')
    await expect(page.locator('#checkout-delivery').textContent()).resolves.toContain(pointName)

    // Payment: the card form island replaces the button; 3-D Secure is the provider's page.
    await expectAccessible(page, 'payment step')
    await formOf(page, 'placeOrder').locator('input[name="paymentMethod"][value="offline_card"]').check()
    await Promise.all([
      page.waitForURL(/#checkout-payment$/),
      page.getByRole('button', { name: texts.placeOrder }).click(),
    ])
    const cardForm = page.locator('shop-island[data-island="checkout/CardForm"][data-hydrated] form')
    await cardForm.waitFor({ timeout: 15_000 })
    await expectAccessible(page, 'card form')
    await cardForm.locator('input[name="number"]').fill(CHALLENGE_CARD)
    await cardForm.locator('input[name="expiry"]').fill('12/30')
    await cardForm.locator('input[name="cvc"]').fill('123')
    await cardForm.locator('input[name="name"]').fill(`${address.firstname} ${address.lastname}`)
    await Promise.all([
      page.waitForURL(/\/payment-provider\/test\/intents\/[^/]+\/challenge/),
      cardForm.locator('button[type="submit"]').click(),
    ])
    await expectAccessible(page, '3-D Secure challenge')
    await Promise.all([
      page.waitForURL(new RegExp(`${base}/checkout/success\\?token=`)),
      page.locator('button[name="outcome"][value="complete"]').click(),
    ])

    await expect(page.locator('main h1').textContent()).resolves.toBe(texts.thanks)
    await expect(page.locator('[data-order-number]').textContent()).resolves.toMatch(/\d/)
    await expect(page.locator('main').textContent()).resolves.toContain(email)
    await expectAccessible(page, 'confirmation')
    // On a phone the guest's account offer keeps its distance from what is around it (the order details below).
    await page.setViewportSize({ width: 360, height: 740 })
    const gaps = await page
      .locator('section[aria-labelledby="create-account-heading"]')
      .evaluate((section) => {
        const box = section.getBoundingClientRect()
        const before = section.previousElementSibling?.getBoundingClientRect()
        const after = section.nextElementSibling?.getBoundingClientRect()
        return {
          above: before ? box.top - before.bottom : null,
          below: after ? after.top - box.bottom : null,
        }
      })
    expect(gaps.above).toBeGreaterThanOrEqual(16)
    expect(gaps.below).toBeGreaterThanOrEqual(16)
    expect(problems).toEqual([])
    await page.close()
  }, 120_000)
})
