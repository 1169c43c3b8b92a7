import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { valueOf, documentOf, documentOfResponse } from '../helpers/formShopper.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
let service: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  ;[merchandiser, service] = await Promise.all([
    signedInStaff(server.app, 'menu.merchandiser@example.org', 'merchandiser'),
    signedInStaff(server.app, 'menu.service@example.org', 'customer_service'),
  ])
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db

/** The labels of the top entries of a store page's main menu. */
async function headerMenuOf(url: string): Promise<string[]> {
  const page = await server.app.inject({ method: 'GET', url })
  expect(page.statusCode).toBe(200)
  const nav = documentOf(page.body).querySelector('details[name="main-menu"]')?.closest('nav')
  return [...(nav?.querySelectorAll(':scope > ul > li') ?? [])].map(
    (item) => item.querySelector('summary, a')?.textContent?.trim() ?? '',
  )
}

async function entriesOf(storeKey: string) {
  return db()
    .selectFrom('menu_entry')
    .select(['id', 'parent_id', 'kind', 'url'])
    .where('store_key', '=', storeKey)
    .where('parent_id', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

describe('/admin/menu without JavaScript', () => {
  it('is refused to a role without catalogue.view', async () => {
    expect((await service.browser.get('/admin/menu')).statusCode).toBe(403)
  })

  it('starts a store from the current menu, reorders it with the buttons, and only that store’s header changes', async () => {
    const frenchBefore = await headerMenuOf('/fr/')
    const germanBefore = await headerMenuOf('/de/')
    const page = await merchandiser.browser.get('/admin/menu?store=b2c_de')
    expect(page.statusCode).toBe(200)
    expect(pageText(page)).toContain('This store has no menu of its own')

    const copied = await merchandiser.browser.post('/admin/menu/copy', { store: 'b2c_de' })
    expect(copied.statusCode).toBe(303)
    expect(copied.headers.location).toBe('/admin/menu?store=b2c_de&done=menuCopied')
    const listed = await merchandiser.browser.get('/admin/menu?store=b2c_de&done=menuCopied')
    expect(pageText(listed)).toContain('copied from the current menu')
    const [first, second] = await entriesOf('b2c_de')
    expect(documentOfResponse(listed).querySelector(`#entry-${first!.id} a`)?.getAttribute('href')).toBe(
      `/admin/menu/${first!.id}`,
    )

    const moved = await merchandiser.browser.post('/admin/menu/reorder', {
      id: String(first!.id),
      store: 'b2c_de',
      direction: 'down',
    })
    expect(moved.statusCode).toBe(303)
    expect(moved.headers.location).toBe(`/admin/menu?store=b2c_de&done=menuReordered#entry-${first!.id}`)
    expect((await entriesOf('b2c_de')).map((entry) => entry.id).slice(0, 2)).toEqual([second!.id, first!.id])

    const swapped = [germanBefore[1], germanBefore[0], ...germanBefore.slice(2)]
    await expect.poll(() => headerMenuOf('/de/')).toEqual(swapped)
    expect(await headerMenuOf('/fr/'), 'the French store keeps its own menu').toEqual(frenchBefore)

    const atEdge = await merchandiser.browser.post('/admin/menu/reorder', {
      id: String(second!.id),
      store: 'b2c_de',
      direction: 'up',
    })
    expect(atEdge.statusCode).toBe(422)
    expect(pageText(atEdge)).toContain('already at the end of its list')
  })

  it('sends an unsafe link back in French beside its field with every typed value kept, then adds a safe one', async () => {
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const form = {
        store: 'b2c_de',
        parentId: '',
        kind: 'link',
        categoryId: '',
        product: '',
        'label.fr': 'Journal',
        'label.de': 'Magazin',
        'label.en': '',
        'label.it': '',
        url: 'javascript:alert(1)',
        enabled: 'on',
      }
      const refused = await merchandiser.browser.post('/admin/menu/new', form)
      expect(refused.statusCode).toBe(422)
      const document = documentOfResponse(refused)
      expect(document.querySelector('#new-url-error')?.textContent).toContain(
        'Saisissez une adresse commençant par https://',
      )
      expect(document.querySelector('#new-url')?.getAttribute('aria-invalid')).toBe('true')
      expect(valueOf(refused.body, '[name="url"]')).toBe('javascript:alert(1)')
      expect(valueOf(refused.body, '[name="label.de"]')).toBe('Magazin')
      expect(valueOf(refused.body, '[name="label.fr"]')).toBe('Journal')
      expect(document.querySelector<HTMLSelectElement>('#new-kind')?.value).toBe('link')
      expect(
        await db().selectFrom('menu_entry').select('id').where('url', 'like', 'javascript%').execute(),
      ).toEqual([])

      const added = await merchandiser.browser.post('/admin/menu/new', { ...form, url: '/blog' })
      expect(added.statusCode).toBe(303)
      expect(added.headers.location).toMatch(/^\/admin\/menu\?store=b2c_de&done=menuEntryAdded#entry-\d+$/)
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
    await expect.poll(() => headerMenuOf('/de/')).toContain('Magazin')
    expect(await headerMenuOf('/fr/')).not.toContain('Journal')
  })

  it('edits an entry on its page, moves it under another and removes it', async () => {
    const entries = await entriesOf('b2c_de')
    const magazine = entries.find((entry) => entry.url === '/blog')!
    const page = await merchandiser.browser.get(`/admin/menu/${magazine.id}`)
    expect(page.statusCode).toBe(200)
    expect(valueOf(page.body, '[name="label.de"]')).toBe('Magazin')
    const saved = await merchandiser.browser.post(`/admin/menu/${magazine.id}`, {
      kind: 'link',
      'label.de': 'Das Magazin',
      url: 'https://blog.example.org/',
      enabled: 'on',
    })
    expect(saved.statusCode).toBe(303)
    await expect.poll(() => headerMenuOf('/de/')).toContain('Das Magazin')

    const moved = await merchandiser.browser.post(`/admin/menu/${magazine.id}/move`, {
      parentId: String(entries[0]!.id),
    })
    expect(moved.statusCode).toBe(303)
    const row = await db()
      .selectFrom('menu_entry')
      .select('parent_id')
      .where('id', '=', magazine.id)
      .executeTakeFirst()
    expect(row?.parent_id).toBe(entries[0]!.id)

    const removed = await merchandiser.browser.post(`/admin/menu/${magazine.id}/remove`, {})
    expect(removed.statusCode).toBe(303)
    expect(removed.headers.location).toBe('/admin/menu?store=b2c_de&done=menuEntryRemoved')
    expect((await merchandiser.browser.get(`/admin/menu/${magazine.id}`)).statusCode).toBe(404)
  })
})

describe('the services’ links without JavaScript', () => {
  /** The labels of the links under a store page's "Services". */
  async function servicesLinksOf(url: string): Promise<string[]> {
    const page = await server.app.inject({ method: 'GET', url })
    const nav = documentOf(page.body).querySelector('details[name="main-menu"]')?.closest('nav')
    const services = [...(nav?.querySelectorAll(':scope > ul > li') ?? [])].find(
      (item) => item.querySelector('summary')?.textContent?.trim() === 'Servizi',
    )
    return [...(services?.querySelectorAll('a') ?? [])].map((link) => link.textContent?.trim() ?? '')
  }

  it('sends a refused link back in French beside its fields with every typed value kept, then adds, edits and removes it', async () => {
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    let linkId: string
    try {
      const form = {
        store: 'b2c_it',
        'label.fr': '',
        'url.fr': '',
        'label.de': '',
        'url.de': '',
        'label.en': '',
        'url.en': '',
        'label.it': 'Laboratori',
        'url.it': 'javascript:alert(1)',
      }
      const refused = await merchandiser.browser.post('/admin/menu/links/new', form)
      expect(refused.statusCode).toBe(422)
      const document = documentOfResponse(refused)
      expect(document.querySelector('#new-link-url-it-error')?.textContent).toContain(
        'Saisissez une adresse commençant par https://',
      )
      expect(document.querySelector('#new-link-url-it')?.getAttribute('aria-invalid')).toBe('true')
      expect(document.querySelector<HTMLInputElement>('#new-link-url-it')?.value).toBe('javascript:alert(1)')
      expect(document.querySelector<HTMLInputElement>('#new-link-label-it')?.value).toBe('Laboratori')

      const unknownPath = await merchandiser.browser.post('/admin/menu/links/new', {
        ...form,
        'url.it': '/nessuna-pagina',
      })
      expect(unknownPath.statusCode).toBe(422)
      expect(documentOfResponse(unknownPath).querySelector('#new-link-url-it-error')?.textContent).toContain(
        'Aucune page de la boutique',
      )
      expect(
        await db().selectFrom('custom_link').select('id').where('label', '=', 'Laboratori').execute(),
      ).toEqual([])

      const added = await merchandiser.browser.post('/admin/menu/links/new', {
        ...form,
        'url.it': '/contact',
      })
      expect(added.statusCode).toBe(303)
      const location = added.headers.location as string
      expect(location).toMatch(/^\/admin\/menu\?store=b2c_it&done=menuLinkAdded#link-\d+$/)
      linkId = /#link-(\d+)$/.exec(location)![1]!
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
    await expect.poll(() => servicesLinksOf('/it/')).toContain('Laboratori')
    expect(await servicesLinksOf('/fr/')).not.toContain('Laboratori')

    const page = await merchandiser.browser.get('/admin/menu?store=b2c_it')
    expect(documentOfResponse(page).querySelector<HTMLInputElement>(`#link-${linkId}-label-it`)?.value).toBe(
      'Laboratori',
    )
    const saved = await merchandiser.browser.post(`/admin/menu/links/${linkId}`, {
      store: 'b2c_it',
      'label.it': 'I laboratori',
      'url.it': 'https://example.org/laboratori',
    })
    expect(saved.statusCode).toBe(303)
    await expect.poll(() => servicesLinksOf('/it/')).toContain('I laboratori')

    const removed = await merchandiser.browser.post(`/admin/menu/links/${linkId}/remove`, { store: 'b2c_it' })
    expect(removed.statusCode).toBe(303)
    expect(removed.headers.location).toBe('/admin/menu?store=b2c_it&done=menuLinkRemoved#services-links')
    await expect.poll(() => servicesLinksOf('/it/')).not.toContain('I laboratori')
    expect((await merchandiser.browser.post(`/admin/menu/links/${linkId}/remove`, {})).statusCode).toBe(404)
    expect(
      (await service.browser.post('/admin/menu/links/new', { 'label.it': 'X', 'url.it': '/contact' }))
        .statusCode,
    ).toBe(403)
  })

  it('reorders the links with their buttons, the header following, and refuses a move past the end', async () => {
    const before = await servicesLinksOf('/it/')
    const page = await merchandiser.browser.get('/admin/menu?store=b2c_it')
    const contact = documentOfResponse(page).querySelector('#link-3 form[action="/admin/menu/links/reorder"]')
    expect(contact?.querySelector<HTMLInputElement>('[name="id"]')?.value).toBe('3')
    expect(contact?.querySelector('button[value="up"]')?.textContent).toContain('up')

    const moved = await merchandiser.browser.post('/admin/menu/links/reorder', {
      id: '3',
      store: 'b2c_it',
      direction: 'up',
    })
    expect(moved.statusCode).toBe(303)
    expect(moved.headers.location).toBe('/admin/menu?store=b2c_it&done=menuLinkReordered#link-3')
    await expect.poll(() => servicesLinksOf('/it/')).toEqual([before[1], before[0], ...before.slice(2)])

    const atEdge = await merchandiser.browser.post('/admin/menu/links/reorder', {
      id: '3',
      store: 'b2c_it',
      direction: 'up',
    })
    expect(atEdge.statusCode).toBe(422)
    expect(pageText(atEdge)).toContain('already at the end of the services')
    expect(
      (await service.browser.post('/admin/menu/links/reorder', { id: '3', direction: 'down' })).statusCode,
    ).toBe(403)

    expect(
      (await merchandiser.browser.post('/admin/menu/links/reorder', { id: '3', direction: 'down' }))
        .statusCode,
    ).toBe(303)
    await expect.poll(() => servicesLinksOf('/it/')).toEqual(before)
  })
})
