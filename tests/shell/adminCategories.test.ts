import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { valueOf, documentOf, documentOfResponse } from '../helpers/formShopper.ts'
import sharp from 'sharp'
import { ADMIN_HOST, pageText, signedInStaff, type StaffBrowser } from '../helpers/adminSession.ts'
import { insertProductPicture } from '../helpers/productPictures.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
let service: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  ;[merchandiser, service] = await Promise.all([
    signedInStaff(server.app, 'categories.merchandiser@example.org', 'merchandiser'),
    signedInStaff(server.app, 'categories.service@example.org', 'customer_service'),
  ])
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db

async function siblingsOf(parentId: number) {
  const rows = await db()
    .selectFrom('category')
    .select('id')
    .where('parent_id', '=', parentId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}

describe('/admin/categories without JavaScript', () => {
  it('shows the tree with products and flags, and moves a category down with its button', async () => {
    const page = await merchandiser.browser.get('/admin/categories')
    expect(page.statusCode).toBe(200)
    const document = documentOfResponse(page)
    const women = document.querySelector('#category-200')
    expect(women?.querySelector('a')?.getAttribute('href')).toBe('/admin/categories/200')
    expect(women?.textContent).toContain('in the menu')
    expect(document.querySelector('#category-211')?.textContent).toMatch(/\d+ products/)
    const before = await siblingsOf(200)
    const moved = await merchandiser.browser.post('/admin/categories/reorder', {
      id: String(before[0]),
      direction: 'down',
    })
    expect(moved.statusCode).toBe(303)
    expect(moved.headers.location).toBe(`/admin/categories?done=categoryReordered#category-${before[0]}`)
    expect(await siblingsOf(200)).toEqual([before[1], before[0], ...before.slice(2)])
    const after = await merchandiser.browser.get('/admin/categories?done=categoryReordered')
    expect(pageText(after)).toContain('The order is saved')
    const firstAgain = await merchandiser.browser.post('/admin/categories/reorder', {
      id: String(before[1]),
      direction: 'up',
    })
    expect(firstAgain.statusCode).toBe(422)
    expect(pageText(firstAgain)).toContain('already at the end of its list')
  })

  it("sends a category's form back with a translated error beside the wrong field and every typed value kept", async () => {
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const page = await merchandiser.browser.get('/admin/categories/210')
      expect(page.statusCode).toBe(200)
      const fields = Object.fromEntries(
        [
          ...documentOfResponse(page).querySelectorAll<HTMLInputElement>(
            'form input[name*="."], form textarea',
          ),
        ].map((input) => [input.name, input.value]),
      )
      const refused = await merchandiser.browser.post('/admin/categories/210', {
        ...fields,
        'fr.urlKey': 'Pas Bon',
        'fr.description': 'Des chaussons pour elle.',
        inMenu: '1',
        enabled: '1',
      })
      expect(refused.statusCode).toBe(422)
      expect(valueOf(refused.body, '[name="fr.urlKey"]')).toBe('Pas Bon')
      expect(valueOf(refused.body, '[name="fr.description"]')).toBe('Des chaussons pour elle.')
      const error = documentOfResponse(refused).querySelector('#category-fr-urlKey-error')?.textContent ?? ''
      expect(error).toContain('Utilisez seulement des minuscules')
      expect(
        documentOfResponse(refused).querySelector('#category-fr-urlKey')?.getAttribute('aria-invalid'),
      ).toBe('true')
      const saved = await merchandiser.browser.post('/admin/categories/210', {
        ...fields,
        'fr.description': 'Des chaussons pour elle.',
        inMenu: '1',
        enabled: '1',
      })
      expect(saved.statusCode).toBe(303)
      expect(saved.headers.location).toBe('/admin/categories/210?done=categorySaved')
      const row = await db()
        .selectFrom('category_translation')
        .select('description')
        .where('category_id', '=', 210)
        .where('language', '=', 'fr')
        .executeTakeFirstOrThrow()
      expect(row.description).toBe('Des chaussons pour elle.')
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
  })

  it('refuses to move a category under its own subcategory, and creates one under a parent', async () => {
    const cycle = await merchandiser.browser.post('/admin/categories/300/move', { parentId: '311' })
    expect(cycle.statusCode).toBe(422)
    expect(pageText(cycle)).toContain('cannot go under itself')
    const refused = await merchandiser.browser.post('/admin/categories/new', {
      parentId: '300',
      'fr.name': '',
      'fr.urlKey': 'charentaises',
    })
    expect(refused.statusCode).toBe(422)
    expect(valueOf(refused.body, '[name="fr.urlKey"]')).toBe('charentaises')
    expect(valueOf(refused.body, '[name="parentId"]')).toBe('300')
    const created = await merchandiser.browser.post('/admin/categories/new', {
      parentId: '300',
      'fr.name': 'Charentaises',
      'fr.urlKey': 'charentaises',
      inMenu: '1',
      enabled: '1',
    })
    expect(created.statusCode).toBe(303)
    const id = /\/admin\/categories\/(\d+)\?done=categoryCreated$/.exec(created.headers.location ?? '')?.[1]
    expect(id).toBeDefined()
    const page = await merchandiser.browser.get(`/admin/categories/${id}`)
    expect(valueOf(page.body, '[name="fr.name"]')).toBe('Charentaises')
    expect(pageText(page)).toContain('missing translation')
  })

  it('is refused to customer service', async () => {
    expect((await service.browser.get('/admin/categories')).statusCode).toBe(403)
    expect(
      (await service.browser.post('/admin/categories/reorder', { id: '200', direction: 'up' })).statusCode,
    ).toBe(403)
  })
})

describe('a category’s picture and gender without JavaScript', () => {
  it('sends the form back in French with the message beside the wrong field and typed values kept, then saves it', async () => {
    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const form = {
        imageId: 'no-such-picture',
        'alt.fr': 'Chaussons près du feu',
        'alt.de': '',
        'alt.en': '',
        'alt.it': '',
        gender: '300',
      }
      const refused = await merchandiser.browser.post('/admin/categories/121/picture', form)
      expect(refused.statusCode).toBe(422)
      const document = documentOfResponse(refused)
      expect(document.querySelector('#picture-imageId-error')?.textContent).toBe(
        'Choisissez une image dans la liste.',
      )
      expect(document.querySelector('#picture-imageId')?.getAttribute('aria-invalid')).toBe('true')
      expect(valueOf(refused.body, '[name="alt.fr"]')).toBe('Chaussons près du feu')
      expect(document.querySelector<HTMLSelectElement>('#picture-gender')?.value).toBe('300')

      const picture = document.querySelector<HTMLOptionElement>('#picture-imageId option:nth-child(3)')!.value
      const saved = await merchandiser.browser.post('/admin/categories/121/picture', {
        ...form,
        imageId: picture,
      })
      expect(saved.statusCode).toBe(303)
      expect(saved.headers.location).toBe('/admin/categories/121?done=categoryPictureSaved')
      const page = await merchandiser.browser.get(saved.headers.location as string)
      expect(pageText(page)).toContain('L’image et le genre de la catégorie sont enregistrés.')
      expect(documentOfResponse(page).querySelector<HTMLSelectElement>('#picture-imageId')?.value).toBe(
        picture,
      )
      expect(documentOfResponse(page).querySelector(`img[src*="-default-small.svg"]`)).not.toBeNull()
      expect(
        await db()
          .selectFrom('category')
          .select(['image_id', 'gender'])
          .where('id', '=', 121)
          .executeTakeFirst(),
      ).toEqual({ image_id: picture, gender: '300' })
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
    expect((await service.browser.post('/admin/categories/121/picture', { gender: '299' })).statusCode).toBe(
      403,
    )
  })
})

describe('the media library’s search on a category’s page', () => {
  it('finds the library’s pictures by part of their name without JavaScript, never the products’ pictures', async () => {
    const page = await merchandiser.browser.get('/admin/categories/121?picture=banner-1')
    expect(page.statusCode).toBe(200)
    const document = documentOfResponse(page)
    expect(document.querySelector<HTMLInputElement>('form[role="search"] #media-search')?.value).toBe(
      'banner-1',
    )
    const names = [...document.querySelectorAll('#media-search-found code')].map((code) => code.textContent)
    expect(names).toContain('banner-1')
    expect(names.every((name) => name?.startsWith('banner-1'))).toBe(true)
    const offered = [...document.querySelectorAll<HTMLOptionElement>('#picture-imageId option')].map(
      (option) => option.value,
    )
    expect(offered).toEqual(expect.arrayContaining(names))
    const product = await db()
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is', null)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const upload = await insertProductPicture(db(), {
      sku: product.sku,
      fileHash: '12'.repeat(16),
      size: 900,
      alt: '{"en":"Quokka"}',
    })
    const none = await merchandiser.browser.get('/admin/categories/121?picture=quokka')
    expect(documentOfResponse(none).querySelector('#media-search-found')).toBeNull()
    expect(pageText(none)).toContain('No picture matches “quokka”.')
    expect(pageText(none)).not.toContain(`upload-${upload.id}`)
  })
})

/** Posts a category's upload form as a browser without JavaScript does: multipart, the CSRF token first, the file last. */
async function uploadPicture(
  browser: StaffBrowser,
  id: number,
  file: { name: string; type: string; data: Buffer },
) {
  const page = await browser.get(`/admin/categories/${id}`)
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  const boundary = '----category-picture-boundary'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return browser.jar.remember(
    await server.app.inject({
      method: 'POST',
      url: `/admin/categories/${id}/picture/upload`,
      remoteAddress: '10.44.200.2',
      headers: {
        host: ADMIN_HOST,
        cookie: browser.jar.header(),
        origin: `http://${ADMIN_HOST}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    }),
  )
}

describe('a category’s picture uploaded without JavaScript', () => {
  it('refuses a file that is no picture in French beside the field, then uploads one that the shop’s category page shows', async () => {
    const id = 122
    const page = await merchandiser.browser.get(`/admin/categories/${id}`)
    const form = documentOfResponse(page).querySelector(
      `form[action="/admin/categories/${id}/picture/upload"]`,
    )
    expect(form?.getAttribute('enctype')).toBe('multipart/form-data')
    expect(form?.querySelector('input[type="file"][name="file"]')).not.toBeNull()

    expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    try {
      const refused = await uploadPicture(merchandiser.browser, id, {
        name: 'notes.png',
        type: 'image/png',
        data: Buffer.from('not a picture at all'),
      })
      expect(refused.statusCode).toBe(422)
      const document = documentOfResponse(refused)
      expect(document.querySelector('#category-picture-file-error')?.textContent).toBe(
        'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF.',
      )
      expect(document.querySelector('#category-picture-file')?.getAttribute('aria-invalid')).toBe('true')
    } finally {
      await merchandiser.browser.post('/admin/language', { language: 'en' })
    }
    const before = await db()
      .selectFrom('category')
      .select('image_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

    const data = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2f4f4f' } })
      .png()
      .toBuffer()
    const uploaded = await uploadPicture(merchandiser.browser, id, {
      name: 'banner.png',
      type: 'image/png',
      data,
    })
    expect(uploaded.statusCode).toBe(303)
    expect(uploaded.headers.location).toBe(`/admin/categories/${id}?done=categoryPictureUploaded`)
    const after = await db()
      .selectFrom('category')
      .select('image_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(after.image_id).not.toBe(before.image_id)
    const hash = /^upload-([0-9a-f]{32})$/.exec(after.image_id ?? '')![1]
    expect(pageText(await merchandiser.browser.get(uploaded.headers.location as string))).toContain(
      'The picture is uploaded',
    )

    const shopPage = await server.app.inject({ method: 'GET', url: `/fr/category/${id}` })
    const banner = documentOf(shopPage.body).querySelector('main img:not(article img)')
    expect(banner?.getAttribute('srcset')).toBe(
      `/media/uploads/${hash}-300.webp 300w, /media/uploads/${hash}-600.webp 600w, /media/uploads/${hash}-1200.webp 1200w`,
    )
    const rendition = await server.app.inject({ method: 'GET', url: `/media/uploads/${hash}-600.webp` })
    expect(rendition.statusCode).toBe(200)
    expect(rendition.headers['content-type']).toBe('image/webp')

    const warehouse = await signedInStaff(server.app, 'categories.warehouse@example.org', 'warehouse')
    expect(
      (await uploadPicture(warehouse.browser, id, { name: 'x.png', type: 'image/png', data })).statusCode,
    ).toBe(403)
  })
})
