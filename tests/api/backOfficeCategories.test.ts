import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import {
  categoryTree,
  moveCategory,
  reorderCategory,
} from '../../domain/backoffice/catalogue/categoryTree.ts'
import {
  categoryForEditing,
  createCategory,
  updateCategory,
  type CategoryTexts,
  type CategoryUpdate,
} from '../../domain/backoffice/catalogue/categoryEditing.ts'
import {
  categoryLookForEditing,
  mediaChoices,
  updateCategoryLook,
  uploadCategoryPicture,
} from '../../domain/backoffice/catalogue/categoryPicture.ts'
import { addProductPicture, removeProductPicture } from '../../domain/backoffice/catalogue/productPictures.ts'
import { folderPictureStorage } from '../../domain/media/pictureStorage.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date('2026-11-28T10:00:00Z')

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'categories.test', '192.0.2.27'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

const ROUTE = `query Route($url: String!) { route(url: $url) {
  __typename
  ... on RedirectEntity { redirectTo redirectType }
  ... on Category { id name }
} }`

async function route(url: string, store = '/fr') {
  const { body } = await postGraphql(app, ROUTE, { url }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.route as Record<string, unknown>
}

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

async function auditOf(id: number, action: string) {
  return db()
    .selectFrom('audit_log')
    .select(['before', 'after', 'actor'])
    .where('subject_type', '=', 'category')
    .where('subject_id', '=', String(id))
    .where('action', '=', action)
    .execute()
}

/** The form as the category's page sends it back unchanged. */
async function unchangedForm(id: number): Promise<CategoryUpdate> {
  const category = await categoryForEditing(db(), staff.merchandiser, id)
  if (!category) throw new Error(String(id))
  const blank: CategoryTexts = { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' }
  return {
    texts: {
      fr: { ...(category.texts.fr ?? blank) },
      de: { ...(category.texts.de ?? blank) },
      en: { ...(category.texts.en ?? blank) },
      it: { ...(category.texts.it ?? blank) },
    },
    inMenu: category.inMenu,
    enabled: category.enabled,
  }
}

/** Collects the purge notifications sent while `change` runs, once `expected` arrived. */
async function purgedDuring(change: () => Promise<unknown>, expected: string): Promise<string[]> {
  const purged: string[] = []
  const stop = await app.shopDatabase.listen('page_cache_purge', (payload) => purged.push(payload))
  try {
    await change()
    await expect.poll(() => purged.join(' ')).toContain(expected)
  } finally {
    await stop()
  }
  return purged.join(' ').split(' ')
}

describe('the category tree', () => {
  it('lists the seed under the root with names in the language, direct product counts and flags', async () => {
    const [root] = await categoryTree(db(), staff.merchandiser, 'en')
    expect(root?.id).toBe(1)
    const shop = root?.children.find((child) => child.id === 3)
    expect(shop?.name).toBe('Shop')
    const women = shop?.children.find((child) => child.name === 'Women')
    expect(women).toMatchObject({ inMenu: true, enabled: true, level: 2 })
    const leaf = women?.children[0]?.children[0]
    const { n } = await db()
      .selectFrom('product_category')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('category_id', '=', leaf!.id)
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBeGreaterThan(0)
    expect(leaf?.productCount).toBe(Number(n))
  })

  it('is refused to staff without catalogue.view, and changes to those without catalogue.edit', async () => {
    expect(await categoryTree(db(), staff.customer_service, 'en')).toEqual([])
    expect(await reorderCategory(db(), staff.customer_service, 110, 'down', NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await moveCategory(db(), staff.warehouse, 110, 200, NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await updateCategory(db(), staff.customer_service, 110, await unchangedForm(110), NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
  })
})

describe('reordering siblings', () => {
  it('moves a category up among its siblings, settles ties, audits the order and purges the menu', async () => {
    const before = await siblingsOf(3)
    expect(before.length).toBeGreaterThan(1)
    const last = before.at(-1)!
    let answer: unknown
    const purged = await purgedDuring(async () => {
      answer = await reorderCategory(db(), staff.merchandiser, last, 'up', NOW)
    }, 'menu')
    const expected = [...before.slice(0, -2), last, before.at(-2)!]
    expect(answer).toEqual({ ok: true, order: expected })
    expect(await siblingsOf(3)).toEqual(expected)
    expect(purged).toContain(`category:${last}`)
    expect(purged).not.toContain('all')
    expect(await auditOf(last, 'catalogue.category.reorder')).toEqual([
      expect.objectContaining({
        before: { parentId: 3, order: before },
        after: { parentId: 3, order: expected },
      }),
    ])
  })

  it('refuses to move the first one up or the last one down', async () => {
    const order = await siblingsOf(100)
    expect(await reorderCategory(db(), staff.merchandiser, order[0]!, 'up', NOW)).toEqual({
      ok: false,
      error: 'AT_EDGE',
    })
    expect(await reorderCategory(db(), staff.merchandiser, order.at(-1)!, 'down', NOW)).toEqual({
      ok: false,
      error: 'AT_EDGE',
    })
    expect(await siblingsOf(100)).toEqual(order)
  })
})

describe('moving a category under another parent', () => {
  it('refuses itself and its own descendants as its parent, and an unknown parent', async () => {
    expect(await moveCategory(db(), staff.merchandiser, 100, 100, NOW)).toEqual({ ok: false, error: 'CYCLE' })
    expect(await moveCategory(db(), staff.merchandiser, 100, 111, NOW)).toEqual({ ok: false, error: 'CYCLE' })
    expect(await moveCategory(db(), staff.merchandiser, 100, 9999, NOW)).toEqual({
      ok: false,
      error: 'PARENT_NOT_FOUND',
    })
    expect(await moveCategory(db(), staff.merchandiser, 1, 3, NOW)).toEqual({ ok: false, error: 'NOT_FOUND' })
    const moved = await db()
      .selectFrom('category')
      .select(['parent_id', 'path'])
      .where('id', '=', 100)
      .executeTakeFirst()
    expect(moved).toEqual({ parent_id: 3, path: '1/3/100' })
  })

  it('takes its subtree along: paths, levels, URLs under the new parent and 301s from the old ones', async () => {
    const [oldUrl] = await db()
      .selectFrom('category_translation')
      .select('url_path')
      .where('category_id', '=', 231)
      .where('language', '=', 'fr')
      .execute()
    const parentUrl = await db()
      .selectFrom('category_translation')
      .select('url_path')
      .where('category_id', '=', 310)
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
    // Kids' clothing already answers at the URL women's clothing would take there.
    expect(await moveCategory(db(), staff.merchandiser, 230, 300, NOW)).toEqual({
      ok: false,
      error: 'URL_TAKEN',
    })
    expect(await moveCategory(db(), staff.merchandiser, 230, 310, NOW)).toEqual({
      ok: true,
      path: '1/3/300/310/230',
    })
    const rows = await db()
      .selectFrom('category')
      .select(['id', 'path', 'level', 'parent_id'])
      .where('id', 'in', [230, 231])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: 230, path: '1/3/300/310/230', level: 4, parent_id: 310 },
      { id: 231, path: '1/3/300/310/230/231', level: 5, parent_id: 230 },
    ])
    const newUrl = await db()
      .selectFrom('category_translation')
      .select('url_path')
      .where('category_id', '=', 231)
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
    expect(newUrl.url_path.startsWith(`${parentUrl.url_path}/`)).toBe(true)
    expect(await route(`/${newUrl.url_path}`)).toMatchObject({ __typename: 'Category', id: '231' })
    expect(await route(`/${oldUrl!.url_path}`)).toEqual({
      __typename: 'RedirectEntity',
      redirectTo: `/${newUrl.url_path}`,
      redirectType: 301,
    })
    expect(await auditOf(230, 'catalogue.category.move')).toHaveLength(1)
  })
})

describe('editing a category', () => {
  it('changes a URL key: the category and its children move, the old URLs answer 301, before/after audited', async () => {
    const form = await unchangedForm(120)
    const oldKey = form.texts.de.urlKey
    const child = await db()
      .selectFrom('category_translation')
      .select('url_path')
      .where('category_id', '=', 121)
      .where('language', '=', 'de')
      .executeTakeFirstOrThrow()
    form.texts.de.urlKey = 'strumpfe-neu'
    let answer: unknown
    const purged = await purgedDuring(async () => {
      answer = await updateCategory(db(), staff.merchandiser, 120, form, NOW)
    }, 'category:121')
    expect(answer).toEqual({ ok: true, id: 120, changed: ['de.urlKey'] })
    expect(purged).toContain('category:120')
    expect(purged, 'its parent lists its name').toContain('category:100')
    expect(purged).not.toContain('all')
    const prefix = child.url_path.slice(0, child.url_path.indexOf(oldKey))
    const newChildPath = `${prefix}strumpfe-neu${child.url_path.slice(prefix.length + oldKey.length)}`
    expect(await route(`/${prefix}strumpfe-neu`, '/de')).toMatchObject({ __typename: 'Category', id: '120' })
    expect(await route(`/${prefix}${oldKey}`, '/de')).toEqual({
      __typename: 'RedirectEntity',
      redirectTo: `/${prefix}strumpfe-neu`,
      redirectType: 301,
    })
    expect(await route(`/${child.url_path}`, '/de')).toEqual({
      __typename: 'RedirectEntity',
      redirectTo: `/${newChildPath}`,
      redirectType: 301,
    })
    expect(await auditOf(120, 'catalogue.category.update')).toEqual([
      expect.objectContaining({ before: { 'de.urlKey': oldKey }, after: { 'de.urlKey': 'strumpfe-neu' } }),
    ])
  })

  it('refuses a URL key another page uses, a bad key and a missing name, and changes nothing', async () => {
    const form = await unchangedForm(130)
    const before = await unchangedForm(130)
    const taken = await unchangedForm(110)
    form.texts.fr.urlKey = taken.texts.fr!.urlKey
    form.texts.en.urlKey = 'Bad Key!'
    form.texts.it.name = ' '
    expect(await updateCategory(db(), staff.merchandiser, 130, form, NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { 'fr.urlKey': 'URL_KEY_TAKEN', 'en.urlKey': 'INVALID_URL_KEY', 'it.name': 'REQUIRED' },
    })
    expect(await unchangedForm(130)).toEqual(before)
    expect(await auditOf(130, 'catalogue.category.update')).toEqual([])
  })

  it('adds a missing translation, saves the meta description and switches the category off in the shop', async () => {
    const created = await createCategory(
      db(),
      staff.merchandiser,
      110,
      {
        texts: {
          fr: { name: 'Babouches', description: '', urlKey: 'babouches', metaTitle: '', metaDescription: '' },
          de: { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' },
          en: { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' },
          it: { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' },
        },
        inMenu: true,
        enabled: true,
      },
      NOW,
    )
    expect(created, JSON.stringify(created)).toMatchObject({
      ok: true,
      changed: expect.arrayContaining(['fr.name', 'fr.urlKey']),
    })
    const id = (created as { id: number }).id
    const fresh = await categoryForEditing(db(), staff.merchandiser, id)
    expect(fresh?.texts.en).toBeNull()
    const frPath = (
      await db()
        .selectFrom('category_translation')
        .select('url_path')
        .where('category_id', '=', id)
        .executeTakeFirstOrThrow()
    ).url_path
    expect(frPath.endsWith('/babouches')).toBe(true)
    expect(await route(`/${frPath}`)).toMatchObject({
      __typename: 'Category',
      id: String(id),
      name: 'Babouches',
    })

    const form = await unchangedForm(id)
    form.texts.en = {
      name: 'Babouches',
      description: '',
      urlKey: 'babouches',
      metaTitle: '',
      metaDescription: 'Open slippers.',
    }
    form.enabled = false
    expect(await updateCategory(db(), staff.merchandiser, id, form, NOW)).toMatchObject({ ok: true })
    const saved = await categoryForEditing(db(), staff.merchandiser, id)
    expect(saved?.texts.en?.metaDescription).toBe('Open slippers.')
    expect(saved?.enabled).toBe(false)
    expect(await route(`/${frPath}`)).toMatchObject({ __typename: 'NotFoundEntity' })
    const sitemap = await postGraphql(app, '{ sitemap(pageLength: 5000) { entries { path } } }', {}, '/fr')
    const paths = (sitemap.body.data?.sitemap.entries as { path: string }[]).map((entry) => entry.path)
    expect(paths).toContain('/femme')
    expect(paths).not.toContain(`/${frPath}`)
  })

  it('renames a category off the menu: its page and its parent listing are purged, not the menu of every page', async () => {
    const texts = (name: string) => ({
      name,
      description: '',
      urlKey: 'pantoufles-de-voyage',
      metaTitle: '',
      metaDescription: '',
    })
    const blank = { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' }
    const created = await createCategory(
      db(),
      staff.owner,
      111,
      {
        texts: { fr: texts('Pantoufles de voyage'), de: blank, en: blank, it: blank },
        inMenu: false,
        enabled: true,
      },
      NOW,
    )
    expect(created).toMatchObject({ ok: true })
    const id = (created as { id: number }).id
    const form = await unchangedForm(id)
    form.texts.fr.name = 'Chaussons de voyage'
    const purged = await purgedDuring(
      () => updateCategory(db(), staff.owner, id, form, NOW),
      `category:${id}`,
    )
    expect(purged).toContain('category:111')
    expect(purged).not.toContain('menu')
    expect(purged).not.toContain('all')
  })

  it('refuses a new category without any name', async () => {
    const blank = { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' }
    expect(
      await createCategory(
        db(),
        staff.merchandiser,
        110,
        { texts: { fr: blank, de: blank, en: blank, it: blank }, inMenu: true, enabled: true },
        NOW,
      ),
    ).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { 'fr.name': 'REQUIRED' } })
  })
})

describe('a category’s picture and gender', () => {
  const PICTURE = `query ($id: ID!) { category(id: $id) { gender image { id alt url } } }`
  async function pictureOf(id: number, store: string) {
    const { body } = await postGraphql(app, PICTURE, { id: String(id) }, store)
    expect(body.errors).toBeUndefined()
    return body.data?.category as {
      gender: string | null
      image: { id: string; alt: string; url: string } | null
    }
  }
  const noAlt = { fr: '', de: '', en: '', it: '' }

  it('chooses a picture of the media library with its own text in a language, and a gender: the shop API answers them, the page is purged, audited', async () => {
    const id = 111
    const before = await categoryLookForEditing(db(), staff.merchandiser, id)
    expect(before).not.toBeNull()
    const [first, second] = await mediaChoices(db(), staff.merchandiser, 'fr')
    const picture = [first, second].find((choice) => choice!.id !== before!.imageId)!
    const purged = await purgedDuring(
      () =>
        updateCategoryLook(
          db(),
          staff.merchandiser,
          id,
          { imageId: picture.id, alt: { ...noAlt, fr: 'Des chaussons au coin du feu' }, gender: '301' },
          NOW,
        ),
      `category:${id}`,
    )
    expect(purged).toContain('category:110')
    const french = await pictureOf(id, '/fr')
    expect(french).toMatchObject({
      gender: '301',
      image: { id: picture.id, alt: 'Des chaussons au coin du feu' },
    })
    const media = await db()
      .selectFrom('media')
      .select('alt')
      .where('id', '=', picture.id)
      .executeTakeFirstOrThrow()
    expect((await pictureOf(id, '/de')).image?.alt, 'no German text of its own: the picture’s').toBe(
      media.alt.de,
    )
    const [audited] = await auditOf(id, 'catalogue.category.picture')
    expect(audited).toMatchObject({
      before: { imageId: before!.imageId, gender: before!.gender, 'alt.fr': null },
      after: { imageId: picture.id, gender: '301', 'alt.fr': 'Des chaussons au coin du feu' },
    })

    expect(
      await updateCategoryLook(
        db(),
        staff.merchandiser,
        id,
        { imageId: null, alt: noAlt, gender: null },
        NOW,
      ),
    ).toMatchObject({ ok: true })
    expect(await pictureOf(id, '/fr')).toEqual({ gender: null, image: null })
  })

  it('refuses a picture not in the library, an unknown gender and a too long text, changing nothing; roles and the root are refused', async () => {
    const id = 112
    const before = await db()
      .selectFrom('category')
      .select(['image_id', 'gender', 'image_alt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(
      await updateCategoryLook(
        db(),
        staff.merchandiser,
        id,
        { imageId: 'no-such-picture', alt: { ...noAlt, it: 'x'.repeat(251) }, gender: '999' },
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { imageId: 'PICTURE_NOT_FOUND', gender: 'REQUIRED', 'alt.it': 'TOO_LONG' },
    })
    const look = { imageId: null, alt: noAlt, gender: '300' }
    for (const actor of [staff.customer_service, staff.warehouse])
      expect(await updateCategoryLook(db(), actor, id, look, NOW)).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect(await updateCategoryLook(db(), staff.merchandiser, 1, look, NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await updateCategoryLook(db(), staff.merchandiser, 999_999, look, NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(
      await db()
        .selectFrom('category')
        .select(['image_id', 'gender', 'image_alt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before)
    expect(await auditOf(id, 'catalogue.category.picture')).toEqual([])
    expect(await mediaChoices(db(), staff.customer_service, 'fr')).toEqual([])
  })

  it('uploads a picture from the computer: renditions stored, in the library, the category’s picture in the shop API; bad files and roles refused', async () => {
    const id = 113
    // The API app serves no uploads: the renditions go to a folder of the test's own.
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'category-pictures-'))
    const storage = folderPictureStorage(uploads)
    try {
      const before = await db()
        .selectFrom('category')
        .select(['image_id', 'gender', 'image_alt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const mediaCount = async () =>
        Number(
          (await db().selectFrom('media').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
        )
      const mediaBefore = await mediaCount()
      const refusals = [
        ['MISSING', 'FILE_MISSING'],
        ['TOO_LARGE', 'FILE_TOO_LARGE'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'NOT_AN_IMAGE'],
      ] as const
      for (const [content, code] of refusals)
        expect(await uploadCategoryPicture(db(), staff.merchandiser, storage, id, content, NOW)).toEqual({
          ok: false,
          error: 'INVALID_FIELDS',
          fields: { file: code },
        })
      const content = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#8b4513' } })
        .jpeg()
        .toBuffer()
      for (const actor of [staff.customer_service, staff.warehouse])
        expect(await uploadCategoryPicture(db(), actor, storage, id, content, NOW)).toEqual({
          ok: false,
          error: 'FORBIDDEN',
        })
      expect(await uploadCategoryPicture(db(), staff.merchandiser, storage, 1, content, NOW)).toEqual({
        ok: false,
        error: 'NOT_FOUND',
      })
      expect(await mediaCount(), 'nothing written when refused').toBe(mediaBefore)
      expect(fs.readdirSync(uploads)).toEqual([])

      const purged = await purgedDuring(
        () => uploadCategoryPicture(db(), staff.merchandiser, storage, id, content, NOW),
        `category:${id}`,
      )
      expect(purged).toContain(`category:${id}`)
      const { image_id: imageId } = await db()
        .selectFrom('category')
        .select('image_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const hash = /^upload-([0-9a-f]{32})$/.exec(imageId ?? '')?.[1]
      expect(hash, 'a media row named by the content').toBeDefined()
      expect(fs.readdirSync(uploads).sort()).toEqual(
        [300, 600, 1200].flatMap((width) => [`${hash}-${width}.avif`, `${hash}-${width}.webp`]).sort(),
      )
      const french = await pictureOf(id, '/fr')
      expect(french.image).toEqual({
        id: imageId,
        alt: (await categoryForEditing(db(), staff.merchandiser, id))!.texts.fr?.name,
        url: `/media/uploads/${hash}-1200.webp`,
      })
      expect(french.gender, 'the gender stays').toBe(before.gender)
      expect(
        (await mediaChoices(db(), staff.merchandiser, 'fr')).find((choice) => choice.id === imageId),
      ).toMatchObject({ url: `/media/uploads/${hash}-300.webp` })
      const [audited] = await auditOf(id, 'catalogue.category.picture')
      expect(audited).toMatchObject({ before: { imageId: before.image_id }, after: { imageId, file: hash } })

      // A product's picture of the same file, removed, leaves the category's files in place.
      const { sku } = await db()
        .selectFrom('product')
        .select('sku')
        .where('parent_sku', 'is', null)
        .orderBy('sku')
        .executeTakeFirstOrThrow()
      expect(
        await addProductPicture(
          db(),
          staff.merchandiser,
          storage,
          sku,
          content,
          {
            colour: '',
            position: 9,
            alt: noAlt,
          },
          NOW,
        ),
      ).toEqual({ ok: true })
      const productPicture = await db()
        .selectFrom('product_picture')
        .select('id')
        .where('file_hash', '=', hash!)
        .executeTakeFirstOrThrow()
      expect(
        await removeProductPicture(db(), staff.merchandiser, storage, sku, productPicture.id, NOW),
      ).toEqual({ ok: true })
      expect(fs.readdirSync(uploads)).toHaveLength(6)
    } finally {
      fs.rmSync(uploads, { recursive: true, force: true })
    }
  })
})
