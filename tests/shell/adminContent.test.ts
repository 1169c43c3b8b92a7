import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { valueOf, documentOfResponse } from '../helpers/formShopper.ts'
import { pageText, signedInStaff, staffBrowser } from '../helpers/adminSession.ts'
import { insertProductPicture } from '../helpers/productPictures.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
let warehouse: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  ;[merchandiser, warehouse] = await Promise.all([
    signedInStaff(server.app, 'content.merchandiser@example.org', 'merchandiser'),
    signedInStaff(server.app, 'content.warehouse@example.org', 'warehouse'),
  ])
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db
/** The titles the list shows, in its order. */
const listed = (response: LightMyRequestResponse) =>
  [...documentOfResponse(response).querySelectorAll('table tbody tr td:first-child a')].map(
    (link) => link.textContent,
  )

describe('/admin/content without JavaScript', () => {
  it('lists pages and blocks, found by text, store, kind and status; refused to the warehouse', async () => {
    const french = await merchandiser.browser.get('/admin/content?store=b2c_fr&kind=pages')
    expect(french.statusCode).toBe(200)
    expect(listed(french)).toEqual(expect.arrayContaining(['Accueil', 'Mentions légales', 'Livraison']))
    expect(listed(french)).not.toContain('Impressum')
    expect(listed(await merchandiser.browser.get('/admin/content?q=impressum'))).toEqual(['Impressum'])
    expect(listed(await merchandiser.browser.get('/admin/content?status=unpublished'))).toEqual([])
    expect((await warehouse.browser.get('/admin/content')).statusCode).toBe(403)
  })

  it('sends a wrong page back translated, each error beside its field and every typed value kept', async () => {
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const typed = {
        kind: 'pages',
        identifier: 'ateliers',
        language: 'fr',
        title: 'Nos ateliers',
        urlKey: 'Nos Ateliers',
        metaDescription: 'Où naissent nos chaussons.',
        availableFrom: '',
        published: '1',
        html: '<p>Voir <a href="javascript:alert(1)">ici</a></p>',
      }
      const refused = await merchandiser.browser.post('/admin/content/new', typed)
      expect(refused.statusCode).toBe(422)
      const document = documentOfResponse(refused)
      expect(document.querySelector('#field-urlKey-error')?.textContent).toBe(
        'Utilisez des mots en minuscules sans accents reliés par des tirets, comme «\u202fnos-ateliers\u202f».',
      )
      expect(document.querySelector('#field-html-error')?.textContent).toContain(
        'Un lien doit être une adresse web',
      )
      expect(document.querySelector('#field-html')?.getAttribute('aria-describedby')).toBe(
        'field-html-hint field-html-error',
      )
      expect(pageText(refused)).toContain('Rien n’a été enregistré')
      for (const name of ['identifier', 'title', 'urlKey', 'metaDescription', 'html'] as const)
        expect(valueOf(refused.body, `[name="${name}"]`), name).toBe(typed[name])
      expect(documentOfResponse(refused).querySelector<HTMLSelectElement>('#field-language')?.value).toBe(
        'fr',
      )
      expect(
        await db()
          .selectFrom('cms_page')
          .select('identifier')
          .where('identifier', '=', 'ateliers')
          .executeTakeFirst(),
      ).toBeUndefined()
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
  })

  it('creates a page, saves it under a new key (the old URL redirects), unpublishes and publishes it', async () => {
    const created = await merchandiser.browser.post('/admin/content/new', {
      kind: 'pages',
      identifier: 'ateliers',
      language: 'fr',
      title: 'Nos ateliers',
      urlKey: 'nos-ateliers',
      published: '1',
      html: '<h2>Nos ateliers</h2><p onclick="x()">Dans les Vosges.<script>alert(1)</script></p>',
    })
    expect(created.statusCode).toBe(303)
    expect(created.headers.location).toBe('/admin/content/pages/ateliers/fr?done=contentCreated')
    const page = await merchandiser.browser.get('/admin/content/pages/ateliers/fr?done=contentCreated')
    expect(page.statusCode).toBe(200)
    expect(pageText(page)).toContain('It is created.')
    expect(valueOf(page.body, '[name="html"]')).toBe('<h2>Nos ateliers</h2><p>Dans les Vosges.</p>')
    const shop = await server.app.inject({ method: 'GET', url: '/fr/nos-ateliers' })
    expect(shop.statusCode).toBe(200)
    expect(shop.body).toContain('Dans les Vosges.')

    const saved = await merchandiser.browser.post('/admin/content/pages/ateliers/fr', {
      title: 'Nos ateliers',
      urlKey: 'ateliers-des-vosges',
      metaDescription: '',
      availableFrom: '',
      published: '1',
      html: '<h2>Nos ateliers</h2><p>Dans les Vosges, depuis 1950.</p>',
    })
    expect(saved.headers.location).toBe('/admin/content/pages/ateliers/fr?done=contentSaved')
    const moved = await server.app.inject({ method: 'GET', url: '/fr/nos-ateliers' })
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe('/fr/ateliers-des-vosges')
    expect((await server.app.inject({ method: 'GET', url: '/fr/ateliers-des-vosges' })).body).toContain(
      'depuis 1950',
    )

    const unpublished = await merchandiser.browser.post('/admin/content/pages/ateliers/fr/published', {
      published: '0',
    })
    expect(unpublished.headers.location).toBe('/admin/content/pages/ateliers/fr?done=contentUnpublished')
    expect((await server.app.inject({ method: 'GET', url: '/fr/ateliers-des-vosges' })).statusCode).toBe(404)
    await merchandiser.browser.post('/admin/content/pages/ateliers/fr/published', { published: '1' })
    expect((await server.app.inject({ method: 'GET', url: '/fr/ateliers-des-vosges' })).statusCode).toBe(200)
  })

  it('refuses to unpublish a legal page with the reason; its form has no unpublish button', async () => {
    const page = await merchandiser.browser.get('/admin/content/pages/terms-of-sale/fr')
    expect(pageText(page)).toContain('The law requires this page')
    expect(documentOfResponse(page).querySelector('form[action$="/published"]')).toBeNull()
    const refused = await merchandiser.browser.post('/admin/content/pages/terms-of-sale/fr/published', {
      published: '0',
    })
    expect(refused.statusCode).toBe(422)
    expect(pageText(refused)).toContain('it cannot be unpublished')
    expect(
      (await server.app.inject({ method: 'GET', url: '/fr/conditions-generales-de-vente' })).statusCode,
    ).toBe(200)
  })

  it("shows a page's meta title in the shop's <title>, and its title when the meta title is blank", async () => {
    const saved = {
      title: 'Nos laines',
      urlKey: 'nos-laines',
      metaTitle: 'Laines des Vosges, filées sur place',
      published: '1',
      html: '<p>Des laines.</p>',
    }
    const created = await merchandiser.browser.post('/admin/content/new', {
      kind: 'pages',
      identifier: 'titre-meta',
      language: 'fr',
      ...saved,
    })
    expect(created.statusCode).toBe(303)
    const titleOf = async () =>
      documentOfResponse(await server.app.inject({ method: 'GET', url: '/fr/nos-laines' })).title
    expect(await titleOf()).toBe('Laines des Vosges, filées sur place | Pantoufle & Co')
    expect(
      valueOf(
        (await merchandiser.browser.get('/admin/content/pages/titre-meta/fr')).body,
        '[name="metaTitle"]',
      ),
    ).toBe('Laines des Vosges, filées sur place')
    await merchandiser.browser.post('/admin/content/pages/titre-meta/fr', { ...saved, metaTitle: '' })
    expect(await titleOf()).toBe('Nos laines | Pantoufle & Co')
  })
})

describe('the preview of an unsaved page', () => {
  const typed = {
    title: 'Brouillon des soldes',
    urlKey: 'soldes-d-hiver',
    metaTitle: 'Soldes : le brouillon',
    metaDescription: '',
    availableFrom: '',
    published: '1',
    html: '<h2>Bientôt</h2><p onclick="steal()">Texte du brouillon.</p><script>alert(1)</script>',
  }
  beforeAll(async () => {
    const created = await merchandiser.browser.post('/admin/content/new', {
      kind: 'pages',
      identifier: 'soldes-hiver',
      language: 'fr',
      title: 'Soldes',
      urlKey: 'soldes-d-hiver',
      published: '1',
      html: '<p>Texte enregistré.</p>',
    })
    expect(created.statusCode).toBe(303)
  })
  const storedPage = () =>
    db()
      .selectFrom('cms_page')
      .selectAll()
      .where('identifier', '=', 'soldes-hiver')
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
  const auditRows = async () =>
    (await db().selectFrom('audit_log').select('id').where('subject_id', '=', 'soldes-hiver/fr').execute())
      .length

  it('renders the shop page from the typed fields with its banner, sanitized, never stored, cached nor indexed', async () => {
    const shopPage = () => server.app.inject({ method: 'GET', url: '/fr/soldes-d-hiver' })
    await shopPage()
    expect((await shopPage()).headers['x-cache']).toBe('HIT')
    const before = {
      row: await storedPage(),
      audit: await auditRows(),
      renders: server.app.pageCache.renders(),
    }
    await merchandiser.browser.get('/admin/content/pages/soldes-hiver/fr')
    const preview = await merchandiser.browser.post('/admin/content/pages/soldes-hiver/fr/preview', typed)
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['cache-control']).toContain('no-store')
    expect(preview.headers['x-robots-tag']).toContain('noindex')
    expect(preview.headers['x-cache']).toBeUndefined()
    // The shop's own policy (its inline styles), still framed by nobody.
    expect(preview.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
    expect(preview.headers['x-frame-options']).toBe('DENY')
    const document = documentOfResponse(preview)
    expect(document.querySelector('#cms-preview-banner')?.textContent).toBe(
      'Aperçu — non enregistré. Les clients voient toujours la page enregistrée.',
    )
    expect(document.title).toBe('Soldes : le brouillon | Pantoufle & Co')
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
    expect(document.querySelector('main')?.textContent).toContain('Texte du brouillon.')
    expect(document.querySelector('header')).not.toBeNull()
    expect(document.querySelector('footer')).not.toBeNull()
    expect(document.documentElement.lang).toMatch(/^fr/)
    expect(preview.body).not.toContain('steal()')
    expect(preview.body).not.toContain('alert(1)')
    expect(await storedPage()).toEqual(before.row)
    expect(await auditRows()).toBe(before.audit)
    expect(server.app.pageCache.renders()).toBe(before.renders)
    const shop = await shopPage()
    expect(shop.headers['x-cache']).toBe('HIT')
    expect(shop.body).toContain('Texte enregistré.')
    expect(shop.body).not.toContain('Texte du brouillon.')
    expect(shop.body).not.toContain('cms-preview-banner')
  })

  it('previews the home page with its widgets; a wrong field sends the form back instead', async () => {
    const home = await merchandiser.browser.get('/admin/content/pages/home/fr')
    const preview = await merchandiser.browser.post('/admin/content/pages/home/fr/preview', {
      title: valueOf(home.body, '[name="title"]') ?? '',
      urlKey: valueOf(home.body, '[name="urlKey"]') ?? '',
      metaTitle: 'Accueil en brouillon',
      metaDescription: '',
      availableFrom: '',
      published: '1',
    })
    expect(preview.statusCode).toBe(200)
    const document = documentOfResponse(preview)
    expect(document.title).toBe('Accueil en brouillon | Pantoufle & Co')
    expect(document.querySelector('#cms-preview-banner')).not.toBeNull()
    expect(document.querySelector('main')?.textContent).toContain(
      'Des chaussons faits dans les Vosges depuis 1987',
    )
    const wrong = await merchandiser.browser.post('/admin/content/pages/soldes-hiver/fr/preview', {
      ...typed,
      urlKey: 'Pas Une Clé',
    })
    expect(wrong.statusCode).toBe(422)
    expect(valueOf(wrong.body, '[name="urlKey"]')).toBe('Pas Une Clé')
    expect(documentOfResponse(wrong).querySelector('#field-urlKey-error')).not.toBeNull()
  })

  it('is refused without a staff session, without content.view, or without the form token', async () => {
    const anonymous = staffBrowser(server.app)
    const nobody = await anonymous.post('/admin/content/pages/soldes-hiver/fr/preview', typed)
    expect(nobody.statusCode).toBe(403)
    expect(nobody.body).not.toContain('Texte du brouillon')
    await warehouse.browser.get('/admin')
    const refused = await warehouse.browser.post('/admin/content/pages/soldes-hiver/fr/preview', typed)
    expect(refused.statusCode).toBe(403)
    expect(refused.body).not.toContain('Texte du brouillon')
    const forged = await merchandiser.browser.post('/admin/content/pages/soldes-hiver/fr/preview', typed, {
      csrf: 'forged',
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.body).not.toContain('Texte du brouillon')
  })
})

describe('the widget forms without JavaScript', () => {
  /** Every named control of the content form as a browser would send it (ticked boxes only). */
  const formFieldsOf = (response: LightMyRequestResponse) => {
    const form = documentOfResponse(response).querySelector<HTMLFormElement>(
      'form[aria-labelledby="content-form-heading"]',
    )!
    const fields: Record<string, string> = {}
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input[name], textarea[name], select[name]',
    )) {
      if (control.type === 'checkbox' && !(control as HTMLInputElement).checked) continue
      if (control.name !== '_csrf') fields[control.name] = control.value
    }
    return fields
  }
  const PUSH = 'widgets.2.product'

  it("changes a product push's product by its SKU, found with the SKU search; the shop shows it", async () => {
    const other = await db()
      .selectFrom('product')
      .innerJoin('product_translation', 'product_translation.sku', 'product.sku')
      .select(['product.sku', 'product_translation.name'])
      .where('product.parent_sku', 'is', null)
      .where('product.type', '=', 'configurable')
      .where('product_translation.language', '=', 'fr')
      .orderBy('product.sku', 'desc')
      .executeTakeFirstOrThrow()
    const search = await merchandiser.browser.get(
      `/admin/content/pages/home/fr?sku=${encodeURIComponent(other.sku.toLowerCase())}`,
    )
    expect(search.statusCode).toBe(200)
    expect(
      [...documentOfResponse(search).querySelectorAll('table tbody td:first-child')].map(
        (cell) => cell.textContent,
      ),
    ).toContain(other.sku)
    const fields = formFieldsOf(search)
    expect(fields[PUSH]).toMatch(/^SL-/)
    expect(fields[PUSH]).not.toBe(other.sku)
    expect(documentOfResponse(search).querySelector('#widget-3 legend')?.textContent).toBe('3. Product push')
    const saved = await merchandiser.browser.post('/admin/content/pages/home/fr', {
      ...fields,
      [PUSH]: other.sku,
    })
    expect(saved.headers.location).toBe('/admin/content/pages/home/fr?done=contentSaved')
    // The database purges the cached home page (NOTIFY), a moment after the save.
    await expect
      .poll(
        async () =>
          documentOfResponse(await server.app.inject({ method: 'GET', url: '/fr/' })).querySelector('main')
            ?.textContent,
      )
      .toContain(other.name)
    expect(formFieldsOf(await merchandiser.browser.get('/admin/content/pages/home/fr'))[PUSH]).toBe(other.sku)
  })

  it('refuses a wrong SKU in French beside its field, every typed value kept, nothing saved', async () => {
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const fields = formFieldsOf(await merchandiser.browser.get('/admin/content/pages/home/fr'))
      const before = await db()
        .selectFrom('cms_page')
        .select('content_wysiwyg')
        .where('identifier', '=', 'home')
        .where('language', '=', 'fr')
        .executeTakeFirstOrThrow()
      const typed = { ...fields, [PUSH]: 'SL-99999', 'widgets.1.title': 'Un titre tapé' }
      const refused = await merchandiser.browser.post('/admin/content/pages/home/fr', typed)
      expect(refused.statusCode).toBe(422)
      expect(documentOfResponse(refused).querySelector('#field-widgets-2-product-error')?.textContent).toBe(
        'Aucun produit n’a ce SKU (celui d’une taille n’est pas celui d’un produit)\u202f: cherchez-le plus haut.',
      )
      expect(
        documentOfResponse(refused).querySelector('#field-widgets-2-product')?.getAttribute('aria-invalid'),
      ).toBe('true')
      expect(valueOf(refused.body, `[name="${PUSH}"]`)).toBe('SL-99999')
      expect(valueOf(refused.body, '[name="widgets.1.title"]')).toBe('Un titre tapé')
      const after = await db()
        .selectFrom('cms_page')
        .select('content_wysiwyg')
        .where('identifier', '=', 'home')
        .where('language', '=', 'fr')
        .executeTakeFirstOrThrow()
      expect(after.content_wysiwyg).toEqual(before.content_wysiwyg)
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
  })

  it('previews a changed widget without saving it', async () => {
    const fields = formFieldsOf(await merchandiser.browser.get('/admin/content/pages/home/fr'))
    const preview = await merchandiser.browser.post('/admin/content/pages/home/fr/preview', {
      ...fields,
      'widgets.1.title': 'Un titre en aperçu',
    })
    expect(preview.statusCode).toBe(200)
    expect(documentOfResponse(preview).querySelector('main')?.textContent).toContain('Un titre en aperçu')
    const shop = await server.app.inject({ method: 'GET', url: '/fr/' })
    expect(shop.body).not.toContain('Un titre en aperçu')
  })
  it('searches a SKU with the widget form: every unsaved value comes back with the products found, nothing saved', async () => {
    const fields = formFieldsOf(await merchandiser.browser.get('/admin/content/pages/home/fr'))
    const before = await db()
      .selectFrom('cms_page')
      .select('content_wysiwyg')
      .where('identifier', '=', 'home')
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
    const product = await db()
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is', null)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const searched = await merchandiser.browser.post('/admin/content/pages/home/fr', {
      ...fields,
      'widgets.1.title': 'Un titre pas encore enregistré',
      title: 'Accueil tapé',
      sku: product.sku.toLowerCase(),
      findProduct: '1',
    })
    expect(searched.statusCode).toBe(200)
    const document = documentOfResponse(searched)
    expect(valueOf(searched.body, '[name="widgets.1.title"]')).toBe('Un titre pas encore enregistré')
    expect(valueOf(searched.body, '[name="title"]')).toBe('Accueil tapé')
    expect(valueOf(searched.body, '[name="sku"]')).toBe(product.sku.toLowerCase())
    expect(
      [...document.querySelectorAll('table tbody td:first-child')].map((cell) => cell.textContent),
    ).toContain(product.sku)
    expect(document.querySelector('[role="alert"]')).toBeNull()
    const after = await db()
      .selectFrom('cms_page')
      .select(['content_wysiwyg', 'title'])
      .where('identifier', '=', 'home')
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
    expect(after.content_wysiwyg).toEqual(before.content_wysiwyg)
    expect(after.title).not.toBe('Accueil tapé')
  })

  it("shows each media field with a small picture of what it names, and offers the products' uploaded pictures", async () => {
    const product = await db()
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is', null)
      .orderBy('sku', 'desc')
      .executeTakeFirstOrThrow()
    const picture = await insertProductPicture(db(), {
      sku: product.sku,
      fileHash: 'cd'.repeat(16),
      size: 900,
      alt: '{"fr":"Semelle"}',
    })
    const page = await merchandiser.browser.get('/admin/content/pages/home/fr')
    const document = documentOfResponse(page)
    const preview = document.querySelector<HTMLImageElement>('#widget-1 img')
    expect(preview?.getAttribute('src')).toMatch(/^\/media\/artwork\/.+-small\.svg$/)
    expect(preview?.getAttribute('alt')).not.toBe('')
    const offered = [...document.querySelectorAll<HTMLOptionElement>('#media-library option')].map(
      (option) => option.value,
    )
    expect(offered).toEqual(expect.arrayContaining(['banner-1', `upload-${picture.id}`]))
    const saved = await merchandiser.browser.post('/admin/content/pages/home/fr', {
      ...formFieldsOf(page),
      'widgets.0.media': `upload-${picture.id}`,
    })
    expect(saved.headers.location).toBe('/admin/content/pages/home/fr?done=contentSaved')
    const again = documentOfResponse(await merchandiser.browser.get('/admin/content/pages/home/fr'))
    expect(again.querySelector('#widget-1 img')?.getAttribute('src')).toBe(
      `/media/uploads/${'cd'.repeat(16)}-300.webp`,
    )
    expect(again.querySelector('#widget-1 img')?.getAttribute('alt')).toBe('Semelle')
    await expect
      .poll(async () => (await server.app.inject({ method: 'GET', url: '/fr/' })).body)
      .toContain(`/media/uploads/${'cd'.repeat(16)}-`)
  })

  it('searches the media library with its GET form, in French: a product picture by its text or SKU, paged, and says when nothing matches', async () => {
    const product = await db()
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is', null)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const picture = await insertProductPicture(db(), {
      sku: product.sku,
      fileHash: 'ef'.repeat(16),
      size: 900,
      alt: JSON.stringify({ fr: 'Chausson Zéphyr vu de côté', en: 'Zephyr slipper from the side' }),
    })
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const page = await merchandiser.browser.get('/admin/content/pages/home/fr')
      const form = documentOfResponse(page).querySelector<HTMLFormElement>('form[role="search"]')!
      expect(form.getAttribute('method')).toBe('get')
      expect(form.querySelector('label[for="media-search"]')?.textContent).toBe(
        'Une partie de son nom, de son texte, du nom ou de la référence (SKU) de son produit',
      )
      const searchFor = (text: string) =>
        merchandiser.browser.get(
          `${form.getAttribute('action')!.split('#')[0]}?${new URLSearchParams({ picture: text })}`,
        )

      const byText = documentOfResponse(await searchFor('zéphyr vu'))
      const found = [...byText.querySelectorAll('#media-search-found li')]
      expect(found.map((item) => item.querySelector('code')?.textContent)).toEqual([`upload-${picture.id}`])
      expect(found[0]!.querySelector('img')?.getAttribute('alt')).toBe('Chausson Zéphyr vu de côté')
      expect(found[0]!.querySelector('img')?.getAttribute('src')).toBe(
        `/media/uploads/${'ef'.repeat(16)}-300.webp`,
      )
      expect(found[0]!.textContent).toContain(`Produit ${product.sku}`)
      expect(byText.querySelector('[role="status"]')?.textContent).toContain('1 image trouvée.')
      expect(byText.querySelector<HTMLInputElement>('#media-search')?.value).toBe('zéphyr vu')
      // The English text is not the staff member's language.
      expect(pageText(await searchFor('slipper from the side'))).toContain(
        'Aucune image ne correspond à « slipper from the side ».',
      )
      expect(pageText(await searchFor(product.sku.toLowerCase()))).toContain(`upload-${picture.id}`)

      const first = documentOfResponse(await merchandiser.browser.get('/admin/content/pages/home/fr'))
      const next = first.querySelector<HTMLAnchorElement>('nav a[rel="next"]')
      expect(next?.textContent).toBe('Page suivante')
      const second = documentOfResponse(await merchandiser.browser.get(next!.getAttribute('href')!))
      const names = (document: Document) =>
        [...document.querySelectorAll('#media-search-found code')].map((code) => code.textContent)
      expect(names(second).length).toBeGreaterThan(0)
      expect(names(second).filter((name) => names(first).includes(name))).toEqual([])
      expect(second.querySelector('nav a[rel="prev"]')?.textContent).toBe('Page précédente')
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
  })

  it('edits a widget inside a row without JavaScript: a wrong link comes back in French beside its field, then saves', async () => {
    const created = await merchandiser.browser.post('/admin/content/new', {
      kind: 'pages',
      identifier: 'rangee',
      language: 'fr',
      title: 'Rangée',
      urlKey: 'rangee',
      published: '1',
      html: '<p>Texte.</p>',
    })
    expect(created.statusCode).toBe(303)
    await db()
      .updateTable('cms_page')
      .set({
        content_wysiwyg: JSON.stringify({
          data: { dataId: 'rangee-fr' },
          childNodes: [
            {
              node: 'row',
              childNodes: [
                { node: 'heading', html: '<h1>Rangée</h1>' },
                {
                  widget: 'WidgetPush',
                  label: 'Dans la rangée',
                  media: 'banner-2',
                  ctaLink: '/category/110',
                },
              ],
            },
          ],
        }),
      })
      .where('identifier', '=', 'rangee')
      .execute()
    const page = await merchandiser.browser.get('/admin/content/pages/rangee/fr')
    expect(documentOfResponse(page).querySelector('#widget-1 legend')?.textContent).toBe(
      '1. row, its parts below',
    )
    expect(documentOfResponse(page).querySelector('#widget-1 #widget-1-2 legend')?.textContent).toBe(
      '1.2. Push',
    )
    const fields = formFieldsOf(page)
    expect(fields['widgets.0/1.label']).toBe('Dans la rangée')
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const refused = await merchandiser.browser.post('/admin/content/pages/rangee/fr', {
        ...fields,
        'widgets.0/1.label': 'Libellé tapé',
        'widgets.0/1.ctaLink': 'javascript:alert(1)',
      })
      expect(refused.statusCode).toBe(422)
      expect(documentOfResponse(refused).querySelector('#field-widgets-0-1-ctaLink-error')?.textContent).toBe(
        'Un lien doit être une adresse web (http ou https), un lien d’e-mail ou de téléphone, ou un chemin de la boutique commençant par «\u202f/\u202f».',
      )
      expect(valueOf(refused.body, '[name="widgets.0/1.label"]')).toBe('Libellé tapé')
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
    const saved = await merchandiser.browser.post('/admin/content/pages/rangee/fr', {
      ...fields,
      'widgets.0/1.label': 'Libellé enregistré',
    })
    expect(saved.headers.location).toBe('/admin/content/pages/rangee/fr?done=contentSaved')
    await expect
      .poll(async () => (await server.app.inject({ method: 'GET', url: '/fr/rangee' })).body)
      .toContain('Libellé enregistré')
  })

  it('adds a widget inside a row without JavaScript, saved and shown by the shop; a refusal comes back in French beside its field, every typed value kept', async () => {
    const created = await merchandiser.browser.post('/admin/content/new', {
      kind: 'pages',
      identifier: 'colonnes',
      language: 'fr',
      title: 'Colonnes',
      urlKey: 'colonnes',
      published: '1',
      html: '<p>Texte.</p>',
    })
    expect(created.statusCode).toBe(303)
    const stored = {
      data: { dataId: 'colonnes-fr' },
      childNodes: [
        {
          node: 'row',
          childNodes: [
            { node: 'heading', html: '<h1>Colonnes</h1>' },
            { widget: 'WidgetTitleText', title: 'Première colonne', text: 'Texte' },
          ],
        },
        {
          node: 'slider',
          childNodes: [
            { node: 'slide', childNodes: [{ widget: 'WidgetPush', label: 'Diapo', media: 'banner-2' }] },
          ],
        },
      ],
    }
    await db()
      .updateTable('cms_page')
      .set({ content_wysiwyg: JSON.stringify(stored) })
      .where('identifier', '=', 'colonnes')
      .execute()
    const page = await merchandiser.browser.get('/admin/content/pages/colonnes/fr')
    const form = documentOfResponse(page)
    expect(form.querySelector('#widget-1 label[for="field-widgets-0-_add"]')?.textContent).toBe(
      'Widget to add at the end of this row',
    )
    expect(form.querySelector('#widget-1 button[name="addInside"][value="0"]')?.textContent).toBe(
      'Add inside part 1 and save',
    )
    const slideTypes = [...form.querySelectorAll('#widget-2-1 select[name="widgets.1/0._add"] option')].map(
      (option) => option.getAttribute('value'),
    )
    expect(slideTypes).toContain('WidgetPush')
    expect(slideTypes).not.toContain('WidgetProductCarousel')
    const fields = formFieldsOf(page)

    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const refused = await merchandiser.browser.post('/admin/content/pages/colonnes/fr', {
        ...fields,
        title: 'Colonnes tapées',
        'widgets.0/1.title': 'Titre tapé',
        'widgets.1/0._add': 'WidgetProductCarousel',
        addInside: '0',
      })
      expect(refused.statusCode).toBe(422)
      const document = documentOfResponse(refused)
      expect(document.querySelector('#field-widgets-0-_add-error')?.textContent).toBe(
        'Choisissez le type de widget à ajouter.',
      )
      expect(document.querySelector('#field-widgets-1-0-_add-error')?.textContent).toContain(
        'La boutique n’affiche pas ce widget ici',
      )
      expect(document.querySelector('#field-widgets-1-0-_add')?.getAttribute('aria-describedby')).toBe(
        'field-widgets-1-0-_add-error',
      )
      expect(valueOf(refused.body, '[name="title"]')).toBe('Colonnes tapées')
      expect(valueOf(refused.body, '[name="widgets.0/1.title"]')).toBe('Titre tapé')
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
    expect(
      (
        await db()
          .selectFrom('cms_page')
          .select('content_wysiwyg')
          .where('identifier', '=', 'colonnes')
          .executeTakeFirstOrThrow()
      ).content_wysiwyg,
    ).toEqual(stored)

    const added = await merchandiser.browser.post('/admin/content/pages/colonnes/fr', {
      ...fields,
      'widgets.0/1.title': 'Première colonne, revue',
      'widgets.0._add': 'WidgetTitleText',
      addInside: '0',
    })
    expect(added.headers.location).toBe('/admin/content/pages/colonnes/fr?done=contentSaved')
    const withNew = await merchandiser.browser.get('/admin/content/pages/colonnes/fr')
    expect(documentOfResponse(withNew).querySelector('#widget-1 #widget-1-3 legend')?.textContent).toBe(
      '1.3. Title and text',
    )
    const saved = await merchandiser.browser.post('/admin/content/pages/colonnes/fr', {
      ...formFieldsOf(withNew),
      'widgets.0/2.title': 'Nouvelle colonne',
    })
    expect(saved.headers.location).toBe('/admin/content/pages/colonnes/fr?done=contentSaved')
    await expect
      .poll(async () => (await server.app.inject({ method: 'GET', url: '/fr/colonnes' })).body)
      .toContain('Nouvelle colonne')
    expect((await server.app.inject({ method: 'GET', url: '/fr/colonnes' })).body).toContain(
      'Première colonne, revue',
    )
  })

  it("previews a block's unsaved fields in a neutral page of its store, never cached nor indexed, saving nothing", async () => {
    const created = await merchandiser.browser.post('/admin/content/new', {
      kind: 'blocks',
      identifier: 'bandeau-apercu',
      language: 'fr',
      title: 'Bandeau',
      published: '1',
      html: '<p>Bandeau enregistré.</p>',
    })
    expect(created.statusCode).toBe(303)
    const form = documentOfResponse(await merchandiser.browser.get('/admin/content/blocks/bandeau-apercu/fr'))
    expect(
      form.querySelector('button[formaction="/admin/content/blocks/bandeau-apercu/fr/preview"]'),
    ).not.toBeNull()
    const preview = await merchandiser.browser.post('/admin/content/blocks/bandeau-apercu/fr/preview', {
      title: 'Bandeau d’hiver',
      published: '1',
      availableFrom: '',
      html: '<p>Bandeau <b>en brouillon</b>.</p><script>alert(1)</script>',
    })
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['cache-control']).toContain('no-store')
    expect(preview.headers['x-robots-tag']).toContain('noindex')
    const document = documentOfResponse(preview)
    expect(document.querySelector('#cms-preview-banner')).not.toBeNull()
    expect(document.querySelector('main h1')?.textContent).toBe('Bandeau d’hiver')
    expect(document.querySelector('main')?.textContent).toContain('Bandeau en brouillon.')
    expect(document.querySelector('header')).not.toBeNull()
    expect(preview.body).not.toContain('alert(1)')
    const stored = await db()
      .selectFrom('cms_block')
      .select(['title', 'content'])
      .where('identifier', '=', 'bandeau-apercu')
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ title: 'Bandeau', content: '<p>Bandeau enregistré.</p>' })
    expect(
      (await warehouse.browser.post('/admin/content/blocks/bandeau-apercu/fr/preview', {})).statusCode,
    ).toBe(403)
  })
})
