import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { documentOf } from '../helpers/formShopper.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** What the gift card page says in two stores: its URL, amounts as the locale writes them, labels, footer link. */
const STORES = [
  {
    base: '/en',
    path: '/en/gift-card',
    amounts: ['€25.00', '€50.00', '€75.00', '€100.00', '€150.00', 'Other amount'],
    labels: {
      am_giftcard_amount_custom: 'Amount of your choice',
      am_giftcard_sender_name: 'Your name',
      am_giftcard_sender_email: 'Your e-mail',
      am_giftcard_recipient_name: 'Recipient name',
      am_giftcard_recipient_email: 'Recipient e-mail',
      am_giftcard_message: 'Your message (optional)',
    },
    range: 'From €10.00 to €500.00, with “Other amount” chosen.',
    delivery: 'Sent by e-mail, valid for 3 years.',
    sendByEmail: 'Send by e-mail',
    stockLine: /In stock|Out of stock|Only \d+ left/,
    footerLink: 'Gift cards',
  },
  {
    base: '/fr',
    path: '/fr/carte-cadeau',
    amounts: ['25,00 €', '50,00 €', '75,00 €', '100,00 €', '150,00 €', 'Autre montant'],
    labels: {
      am_giftcard_amount_custom: 'Montant de votre choix',
      am_giftcard_sender_name: 'Votre nom',
      am_giftcard_sender_email: 'Votre e-mail',
      am_giftcard_recipient_name: 'Nom du destinataire',
      am_giftcard_recipient_email: 'E-mail du destinataire',
      am_giftcard_message: 'Votre message (facultatif)',
    },
    range: 'De 10,00 € à 500,00 €, avec « Autre montant » choisi.',
    delivery: 'Envoyée par e-mail, valable 3 ans.',
    sendByEmail: 'Envoyer par e-mail',
    stockLine: /En stock|En rupture de stock|Plus que \d+ en stock/,
    footerLink: 'Cartes cadeaux',
  },
] as const

const origin = () =>
  new URL(server.app.config.stores.find((store) => store.basePath === '/en')!.baseUrl).origin
/** Text as a reader meets it: every kind of space (the no-break spaces of French amounts) as one space. */
const textOf = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

async function fetchPage(url: string) {
  const response = await server.app.inject({ url, headers: { accept: 'text/html' } })
  expect(response.statusCode, url).toBe(200)
  return response.body
}

/** The add to cart form of a product page. */
const addToCartForm = (document: Document) =>
  document.querySelector<HTMLFormElement>('form[action$="/cart"]:has(input[name="_action"][value="add"])')

/** The text of the label of each named control of a form. */
function labelsOf(form: HTMLFormElement): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const control of form.querySelectorAll<HTMLInputElement>('input[id], textarea[id]')) {
    labels[control.name] = textOf(form.querySelector(`label[for="${control.id}"]`))
  }
  return labels
}

describe('the gift card product page', () => {
  it.each(STORES)(
    'renders the am_giftcard form in $base: amounts in the store’s locale, labelled fields, e-mail delivery, no stock line',
    async (store) => {
      const document = documentOf(await fetchPage(store.path))
      const form = addToCartForm(document)
      expect(form?.getAttribute('action')).toBe(`${store.base}/cart`)
      expect(form?.getAttribute('method')).toBe('post')
      expect(form?.querySelector<HTMLInputElement>('input[name="sku"]')?.value).toBe('GIFTCARD')

      const amounts = [
        ...form!.querySelectorAll<HTMLInputElement>('input[type="radio"][name="am_giftcard_amount"]'),
      ]
      expect(amounts.map((radio) => radio.value)).toEqual([
        '25.00',
        '50.00',
        '75.00',
        '100.00',
        '150.00',
        'custom',
      ])
      expect(amounts.map((radio) => textOf(form!.querySelector(`label[for="${radio.id}"]`)))).toEqual(
        store.amounts,
      )
      expect(amounts.every((radio) => radio.required && !radio.checked)).toBe(true)

      const labels = labelsOf(form!)
      for (const [name, label] of Object.entries(store.labels)) expect(labels[name], name).toBe(label)
      const control = (name: string) => form!.querySelector<HTMLInputElement>(`[name="${name}"]`)!
      expect(control('am_giftcard_sender_email').type).toBe('email')
      expect(control('am_giftcard_recipient_email').type).toBe('email')
      expect(control('am_giftcard_message').tagName).toBe('TEXTAREA')
      expect(control('am_giftcard_message').maxLength).toBe(300)
      expect(
        ['am_giftcard_sender_name', 'am_giftcard_sender_email', 'am_giftcard_recipient_name'].every(
          (name) => control(name).required,
        ),
      ).toBe(true)
      // Left empty without JavaScript, the recipient e-mail is the sender's: the browser must let it through.
      expect(control('am_giftcard_recipient_email').required).toBe(false)
      expect(control('am_giftcard_message').required).toBe(false)
      const customAmount = control('am_giftcard_amount_custom')
      expect(customAmount.disabled).toBe(false)
      expect(textOf(document.getElementById(customAmount.getAttribute('aria-describedby') ?? ''))).toBe(
        store.range,
      )

      const delivery = form!.querySelector<HTMLInputElement>('input[name="am_giftcard_type"]')
      expect(delivery).toMatchObject({ type: 'radio', value: 'email', checked: true })
      expect(textOf(delivery?.closest('label'))).toBe(store.sendByEmail)
      expect(control('qty').value).toBe('1')

      const formText = textOf(form)
      expect(formText).toContain(store.delivery)
      expect(formText).not.toMatch(store.stockLine)
      expect(
        document.querySelectorAll('input[name="color"], input[name="size"], input[name^="attribute_id"]'),
      ).toHaveLength(0)
    },
  )

  it.each(STORES)(
    'is linked from the footer of $base, and offered in its structured data from its smallest amount',
    async (store) => {
      const document = documentOf(await fetchPage(`${store.base}/`))
      const link = [...document.querySelectorAll('footer a')].find(
        (anchor) => textOf(anchor) === store.footerLink,
      )
      expect(link?.getAttribute('href')).toBe(store.path)

      const page = documentOf(await fetchPage(store.path))
      const product = [...page.querySelectorAll('script[type="application/ld+json"]')]
        .map(
          (script) =>
            JSON.parse(script.textContent ?? '{}') as {
              '@type': string
              offers?: { price: string; priceCurrency: string }
            },
        )
        .find((data) => data['@type'] === 'Product')
      expect(product?.offers).toMatchObject({ price: '25.00', priceCurrency: 'EUR' })
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        new RegExp(`${store.path}$`),
      )
    },
  )

  it('shows a refused add again with everything typed and what is wrong under each field (no JavaScript)', async () => {
    const fields = {
      _action: 'add',
      sku: 'GIFTCARD',
      path: '/gift-card',
      qty: '2',
      am_giftcard_amount: 'custom',
      am_giftcard_amount_custom: '700',
      am_giftcard_sender_name: 'Léa Martin',
      am_giftcard_sender_email: 'lea@example.com',
      am_giftcard_recipient_name: '',
      am_giftcard_recipient_email: '',
      am_giftcard_message: 'Happy birthday!',
      am_giftcard_type: 'email',
    }
    const response = await server.app.inject({
      method: 'POST',
      url: '/en/cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
      payload: new URLSearchParams(fields).toString(),
    })
    expect(response.statusCode).toBe(422)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const form = addToCartForm(documentOf(response.body))!
    const control = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
    expect(form.querySelector<HTMLInputElement>('input[name="am_giftcard_amount"]:checked')?.value).toBe(
      'custom',
    )
    expect(control('am_giftcard_amount_custom').value).toBe('700')
    expect(control('am_giftcard_sender_name').value).toBe('Léa Martin')
    expect(control('am_giftcard_recipient_email').value).toBe('lea@example.com')
    expect(control('am_giftcard_message').value).toBe('Happy birthday!')
    expect(control('qty').value).toBe('2')
    const errorOf = (name: string) => {
      const input = control(name)
      expect(input.getAttribute('aria-invalid'), name).toBe('true')
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
      return textOf(form.ownerDocument.getElementById(ids.at(-1) ?? ''))
    }
    expect(errorOf('am_giftcard_amount_custom')).toBe('Please enter an amount from €10.00 to €500.00.')
    expect(errorOf('am_giftcard_recipient_name')).toBe('Please enter the recipient’s name.')
    expect(control('am_giftcard_sender_email').hasAttribute('aria-invalid')).toBe(false)
    expect(textOf(form.querySelector('[role="alert"]'))).not.toBe('')
  })

  it('leaves an ordinary product page as it was: colours, sizes, stock line, no gift card field', async () => {
    const document = documentOf(await fetchPage('/en/product/SL-00001'))
    const form = addToCartForm(document)!
    expect(form.querySelectorAll('input[name="color"]').length).toBeGreaterThan(0)
    expect(form.querySelectorAll('input[name="size"]').length).toBeGreaterThan(0)
    expect(form.querySelectorAll('[name^="am_giftcard_"]')).toHaveLength(0)
    expect(textOf(form)).toMatch(/In stock|Only \d+ left|Out of stock/)
    expect(form.querySelector<HTMLInputElement>('input[name="qty"]')?.value).toBe('1')
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string },
    )
    expect(jsonLd.map((data) => data['@type'])).toContain('ProductGroup')
  })

  it('is valid HTML, like the ordinary product page (W3C Nu HTML checker)', async () => {
    const urls = ['/en/gift-card', '/fr/carte-cadeau', '/en/product/SL-00001']
    const pages = Object.fromEntries(
      await Promise.all(urls.map(async (url) => [url, await fetchPage(url)] as const)),
    )
    expect(describeErrors(await validateHtmlDocuments(pages))).toEqual([])
  }, 120_000)
})
