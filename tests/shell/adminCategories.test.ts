import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSDOM } from 'jsdom'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'

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
const documentOf = (response: LightMyRequestResponse) => new JSDOM(response.body).window.document
const valueOf = (response: LightMyRequestResponse, name: string) =>
  documentOf(response).querySelector<HTMLInputElement>(`[name="${name}"]`)?.value

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
    const document = documentOf(page)
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
        [...documentOf(page).querySelectorAll<HTMLInputElement>('form input[name*="."], form textarea')].map(
          (input) => [input.name, input.value],
        ),
      )
      const refused = await merchandiser.browser.post('/admin/categories/210', {
        ...fields,
        'fr.urlKey': 'Pas Bon',
        'fr.description': 'Des chaussons pour elle.',
        inMenu: '1',
        enabled: '1',
      })
      expect(refused.statusCode).toBe(422)
      expect(valueOf(refused, 'fr.urlKey')).toBe('Pas Bon')
      expect(valueOf(refused, 'fr.description')).toBe('Des chaussons pour elle.')
      const error = documentOf(refused).querySelector('#category-fr-urlKey-error')?.textContent ?? ''
      expect(error).toContain('Utilisez seulement des minuscules')
      expect(documentOf(refused).querySelector('#category-fr-urlKey')?.getAttribute('aria-invalid')).toBe(
        'true',
      )
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
    expect(valueOf(refused, 'fr.urlKey')).toBe('charentaises')
    expect(valueOf(refused, 'parentId')).toBe('300')
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
    expect(valueOf(page, 'fr.name')).toBe('Charentaises')
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
      const document = documentOf(refused)
      expect(document.querySelector('#picture-imageId-error')?.textContent).toBe(
        'Choisissez une image dans la liste.',
      )
      expect(document.querySelector('#picture-imageId')?.getAttribute('aria-invalid')).toBe('true')
      expect(valueOf(refused, 'alt.fr')).toBe('Chaussons près du feu')
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
      expect(documentOf(page).querySelector<HTMLSelectElement>('#picture-imageId')?.value).toBe(picture)
      expect(documentOf(page).querySelector(`img[src*="-default-small.svg"]`)).not.toBeNull()
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
