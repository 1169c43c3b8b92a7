import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { valueOf, documentOfResponse } from '../helpers/formShopper.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
let service: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  ;[merchandiser, service] = await Promise.all([
    signedInStaff(server.app, 'creation.merchandiser@example.org', 'merchandiser'),
    signedInStaff(server.app, 'creation.service@example.org', 'customer_service'),
  ])
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db
const checked = (response: LightMyRequestResponse, name: string) =>
  documentOfResponse(response).querySelector<HTMLInputElement>(`[name="${name}"]`)?.checked

describe('/admin/products/new without JavaScript', () => {
  it('sends the form back with 422, every typed value kept and each error beside its field', async () => {
    const page = await merchandiser.browser.get('/admin/products/new')
    expect(page.statusCode).toBe(200)
    expect(pageText(page)).toContain('Create the product')
    const category =
      documentOfResponse(page).querySelector<HTMLInputElement>('input[name^="category."]')!.name
    const refused = await merchandiser.browser.post('/admin/products/new', {
      type: 'simple',
      sku: 'bad sku',
      family: '',
      'fr.name': 'Chausson Brume',
      'fr.urlKey': 'chausson-brume',
      price: '12,345',
      [category]: '1',
      newFrom: '2026-12-01',
      newTo: '2026-11-01',
    })
    expect(refused.statusCode).toBe(422)
    expect(valueOf(refused.body, '[name="sku"]')).toBe('bad sku')
    expect(valueOf(refused.body, '[name="fr.name"]')).toBe('Chausson Brume')
    expect(valueOf(refused.body, '[name="price"]')).toBe('12,345')
    expect(checked(refused, category)).toBe(true)
    expect(checked(refused, 'type')).toBe(false)
    const document = documentOfResponse(refused)
    expect(document.querySelector('#field-sku-error')?.textContent).toContain(
      'Use capital letters, digits and dashes',
    )
    expect(document.querySelector('#field-sku')?.getAttribute('aria-describedby')).toContain(
      'field-sku-error',
    )
    expect(document.querySelector('#field-price-error')?.textContent).toContain('Enter a price above 0')
    expect(document.querySelector('#field-newTo-error')?.textContent).toContain(
      'The last day comes before the first',
    )
    expect(document.querySelector('#field-family-error')?.textContent).toContain('Required')
    expect(pageText(refused)).toContain('Nothing was saved')
    expect(await db().selectFrom('product').select('sku').where('sku', 'ilike', 'bad%').execute()).toEqual([])
  })

  it('shows a row per colour × size with the proposed SKUs, then creates the product and redirects to its page', async () => {
    const page = await merchandiser.browser.get('/admin/products/new')
    const document = documentOfResponse(page)
    const first = (prefix: string) =>
      document.querySelector<HTMLInputElement>(`input[name^="${prefix}."]`)!.name
    const firstOption = (name: string) =>
      document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.options[1]!.value
    const family = firstOption('family')
    const fields = {
      type: 'configurable',
      sku: 'BRUME-1',
      family,
      kind: [...document.querySelector<HTMLSelectElement>('select[name="kind"]')!.options].find((option) =>
        option.textContent?.startsWith(`${family} /`),
      )!.value,
      'fr.name': 'Chausson Brume',
      'fr.urlKey': 'chausson-brume-1',
      price: '39.90',
      [first('category')]: '1',
      gender: firstOption('gender'),
      material: firstOption('material'),
      'colour.red': '1',
      'size.M': '1',
      'size.L': '1',
    }
    const draft = await merchandiser.browser.post('/admin/products/new', { ...fields, step: 'variants' })
    expect(draft.statusCode).toBe(200)
    expect(valueOf(draft.body, '[name="variant.red.M.sku"]')).toBe('BRUME-1-RED-M')
    expect(valueOf(draft.body, '[name="variant.red.L.sku"]')).toBe('BRUME-1-RED-L')
    const created = await merchandiser.browser.post('/admin/products/new', {
      ...fields,
      'variant.red.M.sku': 'BRUME-1-ROUGE-M',
      'variant.red.M.qty': '3',
    })
    expect(created.statusCode).toBe(303)
    expect(created.headers.location).toBe('/admin/products/BRUME-1?done=productCreated')
    const product = await merchandiser.browser.get('/admin/products/BRUME-1?done=productCreated')
    expect(pageText(product)).toContain('The product is created, switched off in every store')
    expect(pageText(product)).toContain('BRUME-1-ROUGE-M')
    expect(pageText(product)).toContain('Add the missing variants')
  })

  it('is refused to customer service', async () => {
    expect((await service.browser.get('/admin/products/new')).statusCode).toBe(403)
  })
})
