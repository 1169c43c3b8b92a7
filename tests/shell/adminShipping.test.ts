import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSDOM } from 'jsdom'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  merchandiser = await signedInStaff(server.app, 'shipping.merchandiser@example.org', 'merchandiser')
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const documentOf = (response: LightMyRequestResponse) => new JSDOM(response.body).window.document

/** Every field of a form of the page, as a browser without JavaScript would send it. */
function formFields(response: LightMyRequestResponse, action: string): Record<string, string> {
  const form = documentOf(response).querySelector<HTMLFormElement>(`form[action="${action}"]`)!
  const fields: Record<string, string> = {}
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    if (element.name === '_csrf') continue
    if (element instanceof form.ownerDocument.defaultView!.HTMLInputElement && element.type === 'checkbox') {
      if (element.checked) fields[element.name] = element.value
    } else fields[element.name] = element.value
  }
  return fields
}

const shopPage = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

/** The page of France's home delivery rate, from the list's link. */
async function franceHomePath(): Promise<string> {
  const list = await merchandiser.browser.get('/admin/shipping')
  expect(list.statusCode).toBe(200)
  const row = [...documentOf(list).querySelectorAll('tbody tr')].find((candidate) =>
    candidate.textContent?.includes('Colissimo, à domicile'),
  )
  const href = row?.querySelector('a')?.getAttribute('href')
  expect(href).toMatch(/^\/admin\/shipping\/\d+$/)
  return href!
}

/** A product page of /fr showing a delivery time. */
async function productPath(): Promise<string> {
  const product = await server.app.shopDatabase.db
    .selectFrom('product')
    .select('sku')
    .where('type', '=', 'configurable')
    .where('is_in_stock', '=', true)
    .orderBy('sku')
    .executeTakeFirstOrThrow()
  return `/fr/product/${product.sku}`
}

describe('/admin/shipping without JavaScript', () => {
  it('sends a wrong rate back with 422 in French, every typed value kept and each error beside its field', async () => {
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    const path = await franceHomePath()
    const page = await merchandiser.browser.get(path)
    expect(page.statusCode).toBe(200)
    const fields = formFields(page, path)
    expect(fields).toMatchObject({
      countries: 'FR',
      method: 'home',
      price: '4.90',
      daysMin: '2',
      daysMax: '3',
      'carrier.fr': 'Colissimo, à domicile',
      enabled: '1',
    })
    const refused = await merchandiser.browser.post(path, {
      ...fields,
      price: '-4,90',
      daysMin: '5',
      daysMax: '3',
      countries: 'FR, XX',
      'carrier.de': 'Colissimo, bis zur Tür',
    })
    expect(refused.statusCode).toBe(422)
    expect(formFields(refused, path)).toMatchObject({
      price: '-4,90',
      daysMin: '5',
      daysMax: '3',
      countries: 'FR, XX',
      'carrier.de': 'Colissimo, bis zur Tür',
    })
    const document = documentOf(refused)
    expect(document.querySelector('#field-price-error')?.textContent).toBe(
      'Saisissez un prix de 0 ou plus en euros, avec au plus deux décimales, par exemple 4.90.',
    )
    expect(document.querySelector('#field-price')?.getAttribute('aria-describedby')).toContain(
      'field-price-error',
    )
    expect(document.querySelector('#field-daysMax-error')?.textContent).toBe(
      'Le délai le plus long doit être au moins égal au plus court.',
    )
    expect(document.querySelector('#field-countries-error')?.textContent).toContain('codes à deux lettres')
    expect(document.querySelector('#field-daysMin-error')).toBeNull()
    expect(pageText(refused)).toContain('Rien n’a été enregistré')
  })

  it('saves a new price and delay: the cached delivery page and product pages show them at once', async () => {
    const product = await productPath()
    for (const url of ['/fr/livraison', product]) {
      await shopPage(url)
      expect((await shopPage(url)).headers['x-cache']).toBe('HIT')
    }
    expect(pageText(await shopPage(product))).toContain('Livraison en 2 à 3 jours ouvrés (France)')
    const path = await franceHomePath()
    const saved = await merchandiser.browser.post(path, {
      ...formFields(await merchandiser.browser.get(path), path),
      price: '5.20',
      daysMin: '1',
      daysMax: '2',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(`${path}?done=shippingRateSaved`)
    const again = await merchandiser.browser.get(saved.headers.location!)
    expect(pageText(again)).toContain('Le tarif de livraison est enregistré')
    expect(formFields(again, path)).toMatchObject({ price: '5.20', daysMin: '1', daysMax: '2' })

    await expect
      .poll(async () => pageText(await shopPage('/fr/livraison')))
      .toContain('Colissimo, à domicile : 5,20 €, 1 à 2 jours ouvrés')
    await expect
      .poll(async () => pageText(await shopPage(product)))
      .toContain('Livraison en 1 à 2 jours ouvrés (France)')
  })
})
