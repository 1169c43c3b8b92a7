import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'
import { documentOfResponse, htmlWindow } from '../helpers/formShopper.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  merchandiser = await signedInStaff(server.app, 'shipping.merchandiser@example.org', 'merchandiser')
}, 300_000)
afterAll(async () => {
  await server?.close()
})

/** Every field of a form of the page, as a browser without JavaScript would send it. */
function formFields(response: LightMyRequestResponse, action: string): Record<string, string> {
  const form = documentOfResponse(response).querySelector<HTMLFormElement>(`form[action="${action}"]`)!
  const fields: Record<string, string> = {}
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    if (element.name === '_csrf') continue
    if (element instanceof htmlWindow().HTMLInputElement && element.type === 'checkbox') {
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
  const row = [...documentOfResponse(list).querySelectorAll('tbody tr')].find((candidate) =>
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
    const document = documentOfResponse(refused)
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

describe('a store’s rate, its deletion and a pickup network’s countries without JavaScript', () => {
  it('creates a German store rate that purges the German pages only, the other stores’ stay cached; then deletes it once switched off and confirmed', async () => {
    const product = (await productPath()).replace('/fr/', '/')
    const german = `/de${product}`
    const others = [`/fr${product}`, `/it${product}`, '/fr/livraison']
    for (const url of [german, ...others]) {
      await shopPage(url)
      expect((await shopPage(url)).headers['x-cache'], url).toBe('HIT')
    }
    const newPage = await merchandiser.browser.get('/admin/shipping/new')
    const fields = formFields(newPage, '/admin/shipping/new')
    const texts = Object.fromEntries(
      ['fr', 'de', 'en', 'it'].flatMap((language) => [
        [`destination.${language}`, 'Deutschland'],
        [`carrier.${language}`, 'DHL Express'],
      ]),
    )
    const created = await merchandiser.browser.post('/admin/shipping/new', {
      ...fields,
      ...texts,
      store: 'b2c_de',
      countries: 'DE',
      method: 'home',
      price: '3.90',
      daysMin: '1',
      daysMax: '1',
      position: '',
      enabled: '1',
    })
    expect(created.statusCode).toBe(303)
    const ratePath = created.headers.location!.split('?')[0]!
    await expect.poll(async () => (await shopPage(german)).headers['x-cache']).not.toBe('HIT')
    expect(pageText(await shopPage(german))).toMatch(/1.+Werktag/)
    for (const url of others) expect((await shopPage(url)).headers['x-cache'], url).toBe('HIT')

    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const whileOn = await merchandiser.browser.get(ratePath)
      expect(documentOfResponse(whileOn).querySelector(`form[action="${ratePath}/delete"] button`)).toBeNull()
      expect(pageText(whileOn)).toContain('Désactivez d’abord le tarif')
      const refusedOn = await merchandiser.browser.post(`${ratePath}/delete`, { confirm: '1' })
      expect(refusedOn.statusCode).toBe(422)
      expect(pageText(refusedOn)).toContain('Désactivez le tarif avant de le supprimer')
      expect((await merchandiser.browser.post(`${ratePath}/enabled`, { enabled: '0' })).statusCode).toBe(303)
      const unconfirmed = await merchandiser.browser.post(`${ratePath}/delete`, {})
      expect(unconfirmed.statusCode).toBe(422)
      expect(documentOfResponse(unconfirmed).querySelector('#field-confirm-error')?.textContent).toBe(
        'Cochez la case pour confirmer que le tarif est supprimé définitivement.',
      )
      expect(
        documentOfResponse(unconfirmed).querySelector('#field-confirm')?.getAttribute('aria-invalid'),
      ).toBe('true')
      const deleted = await merchandiser.browser.post(`${ratePath}/delete`, { confirm: '1' })
      expect(deleted.headers.location).toBe('/admin/shipping?done=shippingRateDeleted')
      expect(pageText(await merchandiser.browser.get(deleted.headers.location!))).toContain(
        'Le tarif de livraison est supprimé.',
      )
      expect((await merchandiser.browser.get(ratePath)).statusCode).toBe(404)
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
    for (const url of others) expect((await shopPage(url)).headers['x-cache'], url).toBe('HIT')
  })

  it('edits the countries of a pickup network on its page: a wrong code comes back in French beside the field, typed value kept', async () => {
    const list = await merchandiser.browser.get('/admin/shipping')
    const link = documentOfResponse(list).querySelector('a[href="/admin/shipping/networks/brt_fermopoint"]')
    expect(link?.textContent).toBe('BRT Fermopoint')
    const path = '/admin/shipping/networks/brt_fermopoint'
    expect(formFields(await merchandiser.browser.get(path), path)).toEqual({ countries: 'IT' })
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const refused = await merchandiser.browser.post(path, { countries: 'IT, XX' })
      expect(refused.statusCode).toBe(422)
      expect(formFields(refused, path)).toEqual({ countries: 'IT, XX' })
      expect(documentOfResponse(refused).querySelector('#field-countries-error')?.textContent).toContain(
        'codes à deux lettres',
      )
      expect(pageText(refused)).toContain('Rien n’a été enregistré')
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
    const saved = await merchandiser.browser.post(path, { countries: 'it, at' })
    expect(saved.headers.location).toBe(`${path}?done=shippingNetworkCountriesSaved`)
    const page = await merchandiser.browser.get(saved.headers.location!)
    expect(pageText(page)).toContain('The countries the pickup network serves are saved.')
    expect(formFields(page, path)).toEqual({ countries: 'IT, AT' })
    expect((await merchandiser.browser.get('/admin/shipping/networks/no_such_network')).statusCode).toBe(404)
    await merchandiser.browser.post(path, { countries: 'IT' })
  })
})
