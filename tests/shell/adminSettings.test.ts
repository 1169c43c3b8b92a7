import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'
import { documentOfResponse, htmlWindow } from '../helpers/formShopper.ts'

let server: TestServer
let owner: Awaited<ReturnType<typeof signedInStaff>>
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  ;[owner, merchandiser] = await Promise.all([
    signedInStaff(server.app, 'settings.owner@example.org', 'owner'),
    signedInStaff(server.app, 'settings.merchandiser@example.org', 'merchandiser'),
  ])
}, 300_000)
afterAll(async () => {
  await server?.close()
})

/** Every field of the page's settings form, as a browser without JavaScript would send it. */
function formFields(response: LightMyRequestResponse): Record<string, string> {
  const form = documentOfResponse(response).querySelector<HTMLFormElement>('form[action="/admin/settings"]')!
  const fields: Record<string, string> = {}
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (element.name === '_csrf') continue
    if (element instanceof htmlWindow().HTMLInputElement && element.type === 'checkbox') {
      if (element.checked) fields[element.name] = 'on'
    } else fields[element.name] = element.value
  }
  return fields
}
const shopPage = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

describe('/admin/settings without JavaScript', () => {
  it('sends the form back with 422 in the staff member’s language, every typed value kept and each error beside its field', async () => {
    expect((await owner.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    const page = await owner.browser.get('/admin/settings')
    expect(page.statusCode).toBe(200)
    const fields = formFields(page)
    expect(fields).toMatchObject({ scope: 'shop', phone: '+33 3 29 60 12 34', vatId: 'FR65912345675' })
    const refused = await owner.browser.post('/admin/settings', {
      ...fields,
      email: 'bonjour@@exemple',
      vatId: 'DE123456789',
      'openingHours.monday': '9h-18h',
      legalName: 'Pantoufle & Cie SAS',
    })
    expect(refused.statusCode).toBe(422)
    const kept = formFields(refused)
    expect(kept).toMatchObject({
      email: 'bonjour@@exemple',
      vatId: 'DE123456789',
      'openingHours.monday': '9h-18h',
      legalName: 'Pantoufle & Cie SAS',
    })
    const document = documentOfResponse(refused)
    expect(document.querySelector('#setting-email-error')?.textContent).toBe(
      'Saisissez une adresse e-mail valide.',
    )
    expect(document.querySelector('#setting-email')?.getAttribute('aria-describedby')).toContain(
      'setting-email-error',
    )
    expect(document.querySelector('#setting-vatId-error')?.textContent).toContain('numéro de TVA')
    expect(document.querySelector('#setting-openingHours-monday-error')?.textContent).toContain('09:00-12:30')
    expect(document.querySelector('#setting-legalName-error')).toBeNull()
    expect(pageText(refused)).toContain('Rien n’a été enregistré')
  })

  it('saves a store’s own phone: that store’s cached pages and contact page show it at once, the other stores’ stay cached', async () => {
    // The home pages are cached; their footer shows the phone.
    for (const url of ['/fr/', '/de/']) {
      await shopPage(url)
      expect((await shopPage(url)).headers['x-cache']).toBe('HIT')
    }
    const page = await owner.browser.get('/admin/settings?store=b2c_de')
    expect(page.statusCode).toBe(200)
    expect(documentOfResponse(page).querySelector<HTMLInputElement>('[name="override.phone"]')?.checked).toBe(
      false,
    )
    const saved = await owner.browser.post('/admin/settings', {
      ...formFields(page),
      phone: '+49 30 1234 5678',
      'override.phone': 'on',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe('/admin/settings?store=b2c_de&done=settingsSaved')
    const again = await owner.browser.get(saved.headers.location!)
    expect(pageText(again)).toContain('Les réglages sont enregistrés')
    expect(
      documentOfResponse(again).querySelector<HTMLInputElement>('[name="override.phone"]')?.checked,
    ).toBe(true)

    await expect.poll(async () => pageText(await shopPage('/de/'))).toContain('+49 30 1234 5678')
    expect(pageText(await shopPage('/de/contact'))).toContain('+49 30 1234 5678')
    const french = await shopPage('/fr/')
    expect(french.headers['x-cache']).toBe('HIT')
    expect(pageText(french)).toContain('+33 3 29 60 12 34')
  })

  it('answers 404 for a store that does not exist and 403 to a merchandiser', async () => {
    expect((await owner.browser.get('/admin/settings?store=b2c_xx')).statusCode).toBe(404)
    expect((await merchandiser.browser.get('/admin/settings')).statusCode).toBe(403)
  })
})
