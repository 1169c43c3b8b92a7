import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import {
  addMenuEntry,
  copyCurrentMenu,
  isSafeMenuUrl,
  menuForEditing,
  moveMenuEntry,
  removeMenuEntry,
  reorderMenuEntry,
  updateMenuEntry,
  type MenuEntryInput,
} from '../../domain/backoffice/catalogue/menuEditing.ts'
import {
  addMenuCustomLink,
  isSafeCustomLinkUrl,
  menuCustomLinksForEditing,
  removeMenuCustomLink,
  reorderMenuCustomLink,
  updateMenuCustomLink,
  type MenuCustomLinkInput,
} from '../../domain/backoffice/catalogue/menuCustomLinks.ts'
import { reorderCategory } from '../../domain/backoffice/catalogue/categoryTree.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date('2026-11-29T10:00:00Z')

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'menu.test', '192.0.2.76'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

interface AnsweredEntry {
  label: string
  url: string | null
  children: AnsweredEntry[]
}

const MENUS = `{
  menu { name path }
  storeMenu { label url children { label url children { label url } } }
}`

/** The header's two menus as a store's API answers them. */
async function menusOf(store: string) {
  const { body } = await postGraphql(app, MENUS, {}, store)
  expect(body.errors).toBeUndefined()
  return body.data as { menu: { name: string; path: string }[]; storeMenu: AnsweredEntry[] | null }
}

const BLANK_LABELS = { fr: '', de: '', en: '', it: '' }

function linkInput(url: string, labels: Partial<Record<'fr' | 'de' | 'en' | 'it', string>>): MenuEntryInput {
  return {
    kind: 'link',
    categoryId: null,
    product: '',
    labels: { ...BLANK_LABELS, ...labels },
    url,
    enabled: true,
  }
}

function productInput(product: string): MenuEntryInput {
  return { kind: 'product', categoryId: null, product, labels: BLANK_LABELS, url: '', enabled: true }
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

async function auditOf(action: string) {
  return db()
    .selectFrom('audit_log')
    .select(['subject_id', 'before', 'after', 'actor'])
    .where('action', '=', action)
    .orderBy('id')
    .execute()
}

describe('a store without entries', () => {
  it('keeps the menu built from the categories: no entries of its own', async () => {
    for (const store of ['/fr', '/de', '/en', '/it']) {
      const { menu, storeMenu } = await menusOf(store)
      expect(storeMenu).toBeNull()
      expect(menu.length).toBeGreaterThan(0)
    }
    expect(await menuForEditing(db(), staff.merchandiser, 'b2c_de')).toEqual([])
  })
})

describe('starting from the current menu, then editing it', () => {
  it('copies the categories of the menu and the services into the store’s entries, which only that store shows', async () => {
    const before = await menusOf('/de')
    const purged = await purgedDuring(
      () => copyCurrentMenu(db(), staff.merchandiser, 'b2c_de', NOW),
      'menu:b2c_de',
    )
    expect(purged).not.toContain('menu:b2c_fr')
    expect(purged).not.toContain('menu')
    expect(purged).not.toContain('all')

    const { storeMenu } = await menusOf('/de')
    expect(storeMenu?.map((entry) => entry.label)).toEqual([
      ...before.menu.map((category) => category.name),
      'Service',
    ])
    expect(storeMenu?.map((entry) => entry.url).slice(0, -1)).toEqual(
      before.menu.map((category) => category.path),
    )
    const services = storeMenu?.at(-1)
    expect(services?.url).toBeNull()
    expect(services?.children.length).toBeGreaterThan(0)
    expect(storeMenu?.[0]?.children.length).toBeGreaterThan(0)
    expect((await menusOf('/fr')).storeMenu, 'another store keeps its menu').toBeNull()

    expect(await copyCurrentMenu(db(), staff.merchandiser, 'b2c_de', NOW)).toEqual({
      ok: false,
      error: 'NOT_EMPTY',
    })
    const [copied] = await auditOf('catalogue.menu.copy')
    expect(copied).toMatchObject({ subject_id: 'b2c_de', before: { entries: 0 } })
    expect((copied?.after as { entries: number }).entries).toBeGreaterThan(storeMenu!.length)
  })

  it('moves a top entry down and to a place, settling positions, audited with the order before and after', async () => {
    const entries = await menuForEditing(db(), staff.merchandiser, 'b2c_de')
    const [first, second, third] = entries
    const moved = await reorderMenuEntry(db(), staff.merchandiser, first!.id, 'down', NOW)
    expect(moved).toMatchObject({
      ok: true,
      order: [second!.id, first!.id, third!.id, ...entries.slice(3).map((e) => e.id)],
    })
    expect((await menusOf('/de')).storeMenu?.[0]?.label).toBe(second!.label)

    const dropped = await reorderMenuEntry(db(), staff.merchandiser, first!.id, 1, NOW)
    expect(dropped).toMatchObject({ ok: true })
    expect((await menusOf('/de')).storeMenu?.[0]?.label).toBe(first!.label)
    expect(await reorderMenuEntry(db(), staff.merchandiser, first!.id, 'up', NOW)).toEqual({
      ok: false,
      error: 'AT_EDGE',
    })
    const audits = await auditOf('catalogue.menu.reorder')
    expect(audits.at(-1)).toMatchObject({
      subject_id: String(first!.id),
      before: { store: 'b2c_de', order: [second!.id, first!.id, ...entries.slice(2).map((e) => e.id)] },
      after: { store: 'b2c_de', order: entries.map((e) => e.id) },
    })
  })

  it('removes an entry with those below it, audited with what it was', async () => {
    const entries = await menuForEditing(db(), staff.merchandiser, 'b2c_de')
    const services = entries.at(-1)!
    expect(await removeMenuEntry(db(), staff.merchandiser, services.id, NOW)).toEqual({
      ok: true,
      storeKey: 'b2c_de',
    })
    const { storeMenu } = await menusOf('/de')
    expect(storeMenu?.map((entry) => entry.label)).not.toContain('Service')
    const [removed] = await auditOf('catalogue.menu.remove')
    expect(removed).toMatchObject({
      subject_id: String(services.id),
      before: { kind: 'link', url: '' },
      after: null,
    })
  })
})

describe('a product entry', () => {
  it('follows the product’s name and URL, and a rename purges that store’s menu', async () => {
    const product = await db()
      .selectFrom('product as p')
      .innerJoin('product_translation as t', 't.sku', 'p.sku')
      .select(['p.sku', 't.name', 't.url_key'])
      .where('p.parent_sku', 'is', null)
      .where('p.type', '=', 'configurable')
      .where('t.language', '=', 'de')
      .orderBy('p.sku')
      .executeTakeFirstOrThrow()
    const [top] = await menuForEditing(db(), staff.merchandiser, 'b2c_de')
    const added = await addMenuEntry(
      db(),
      staff.merchandiser,
      'b2c_de',
      top!.id,
      productInput(product.sku),
      NOW,
    )
    expect(added).toMatchObject({ ok: true })
    const shown = () =>
      menusOf('/de').then(({ storeMenu }) =>
        storeMenu?.[0]?.children.find((entry) => entry.url === `/${product.url_key}`),
      )
    expect(await shown()).toMatchObject({ label: product.name, children: [] })

    const purged = await purgedDuring(
      () =>
        db()
          .updateTable('product_translation')
          .set({ name: 'Hausschuh des Menüs' })
          .where('sku', '=', product.sku)
          .where('language', '=', 'de')
          .execute(),
      'menu:b2c_de',
    )
    expect(purged).not.toContain('menu:b2c_fr')
    expect(await shown()).toMatchObject({ label: 'Hausschuh des Menüs' })

    const switchedOff = await purgedDuring(
      () =>
        db()
          .updateTable('product')
          .set({ disabled_stores: ['b2c_de'] })
          .where('sku', '=', product.sku)
          .execute(),
      'menu:b2c_de',
    )
    expect(switchedOff).not.toContain('menu:b2c_fr')
    expect(await shown(), 'a product switched off in the store leaves its menu').toBeUndefined()
    await db().updateTable('product').set({ disabled_stores: [] }).where('sku', '=', product.sku).execute()
    expect(await shown()).toMatchObject({ label: 'Hausschuh des Menüs' })

    const [created] = (await auditOf('catalogue.menu.create')).filter(
      (row) => (row.after as { sku?: string }).sku === product.sku,
    )
    expect(created).toMatchObject({
      before: null,
      after: { store: 'b2c_de', kind: 'product', parentId: top!.id },
    })
  })

  it('names a product by SKU or by its whole name, and refuses an unknown one beside the field', async () => {
    expect(
      await addMenuEntry(db(), staff.merchandiser, 'b2c_de', null, productInput('no such slipper'), NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { product: 'PRODUCT_NOT_FOUND' },
    })
    expect(await addMenuEntry(db(), staff.merchandiser, 'b2c_de', null, productInput(''), NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { product: 'REQUIRED' },
    })
  })
})

describe('a custom link', () => {
  it('is refused with an unsafe URL, and nothing is written', async () => {
    const count = async () =>
      (await db().selectFrom('menu_entry').select('id').where('store_key', '=', 'b2c_it').execute()).length
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/path',
      '/\\evil.example',
      'http:/missing-slash',
      'https://',
      'ftp://files.example.org',
      'faq',
      '/faq page',
    ]) {
      expect(isSafeMenuUrl(url), url).toBe(false)
      expect(
        await addMenuEntry(db(), staff.merchandiser, 'b2c_it', null, linkInput(url, { it: 'Guida' }), NOW),
      ).toEqual({
        ok: false,
        error: 'INVALID_FIELDS',
        fields: { url: 'UNSAFE_URL' },
      })
    }
    expect(await count()).toBe(0)
  })

  it('takes https://, http:// and paths of the store, with the store’s language label required', async () => {
    expect(
      await addMenuEntry(db(), staff.merchandiser, 'b2c_it', null, linkInput('/faq', { fr: 'FAQ' }), NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { 'label.it': 'REQUIRED' },
    })
    for (const [url, label] of [
      ['https://blog.example.org/pantofole', 'Blog'],
      ['http://example.org', 'Esempio'],
      ['/faq', 'Domande'],
    ] as const)
      expect(
        await addMenuEntry(
          db(),
          staff.merchandiser,
          'b2c_it',
          null,
          linkInput(url, { it: label, fr: 'x' }),
          NOW,
        ),
      ).toMatchObject({
        ok: true,
      })
    const { storeMenu } = await menusOf('/it')
    expect(storeMenu?.map((entry) => [entry.label, entry.url])).toEqual([
      ['Blog', 'https://blog.example.org/pantofole'],
      ['Esempio', 'http://example.org'],
      ['Domande', '/faq'],
    ])
  })

  it('edits a link: its label and URL change and the audit keeps before and after', async () => {
    const [blog] = await menuForEditing(db(), staff.merchandiser, 'b2c_it')
    const result = await updateMenuEntry(
      db(),
      staff.merchandiser,
      blog!.id,
      linkInput('https://blog.example.org/', { it: 'Il blog' }),
      NOW,
    )
    expect(result).toEqual({ ok: true, storeKey: 'b2c_it' })
    expect((await menusOf('/it')).storeMenu?.[0]).toMatchObject({
      label: 'Il blog',
      url: 'https://blog.example.org/',
    })
    const [updated] = await auditOf('catalogue.menu.update')
    expect(updated).toMatchObject({
      subject_id: String(blog!.id),
      before: { labels: { it: 'Blog', fr: 'x' }, url: 'https://blog.example.org/pantofole' },
      after: { labels: { it: 'Il blog' }, url: 'https://blog.example.org/' },
    })
  })
})

describe('three levels at most', () => {
  it('refuses an entry under the third level, a move that would go deeper, and a move under itself', async () => {
    const link = (label: string) => linkInput('/faq', { it: label })
    const one = await addMenuEntry(db(), staff.merchandiser, 'b2c_it', null, link('Uno'), NOW)
    if (!one.ok) throw new Error(one.error)
    const two = await addMenuEntry(db(), staff.merchandiser, 'b2c_it', one.id, link('Due'), NOW)
    if (!two.ok) throw new Error(two.error)
    const three = await addMenuEntry(db(), staff.merchandiser, 'b2c_it', two.id, link('Tre'), NOW)
    if (!three.ok) throw new Error(three.error)
    expect(await addMenuEntry(db(), staff.merchandiser, 'b2c_it', three.id, link('Quattro'), NOW)).toEqual({
      ok: false,
      error: 'TOO_DEEP',
    })
    const other = await addMenuEntry(db(), staff.merchandiser, 'b2c_it', null, link('Altro'), NOW)
    if (!other.ok) throw new Error(other.error)
    // "Uno" has two levels below it: under "Altro" it would make four.
    expect(await moveMenuEntry(db(), staff.merchandiser, one.id, other.id, NOW)).toEqual({
      ok: false,
      error: 'TOO_DEEP',
    })
    expect(await moveMenuEntry(db(), staff.merchandiser, one.id, three.id, NOW)).toEqual({
      ok: false,
      error: 'CYCLE',
    })
    expect(await moveMenuEntry(db(), staff.merchandiser, two.id, other.id, NOW)).toEqual({
      ok: true,
      storeKey: 'b2c_it',
    })
    const altro = (await menusOf('/it')).storeMenu?.find((entry) => entry.label === 'Altro')
    expect(altro?.children.map((entry) => [entry.label, entry.children.map((child) => child.label)])).toEqual(
      [['Due', ['Tre']]],
    )
    const [moved] = await auditOf('catalogue.menu.move')
    expect(moved).toMatchObject({ before: { parentId: one.id }, after: { parentId: other.id } })
    // An entry of another store is no parent here.
    const [german] = await menuForEditing(db(), staff.merchandiser, 'b2c_de')
    expect(await moveMenuEntry(db(), staff.merchandiser, two.id, german!.id, NOW)).toEqual({
      ok: false,
      error: 'PARENT_NOT_FOUND',
    })
  })
})

describe('roles', () => {
  it('shows and changes the menu only for the catalogue’s roles, and writes nothing when refused', async () => {
    const before = await db()
      .selectFrom('menu_entry')
      .select(['id', 'position', 'parent_id'])
      .orderBy('id')
      .execute()
    expect(await menuForEditing(db(), staff.customer_service, 'b2c_de')).toEqual([])
    expect(await menuForEditing(db(), staff.warehouse, 'b2c_de')).toEqual([])
    expect((await menuForEditing(db(), staff.owner, 'b2c_de')).length).toBeGreaterThan(0)
    const [first] = await menuForEditing(db(), staff.merchandiser, 'b2c_de')
    for (const actor of [staff.customer_service, staff.warehouse]) {
      expect(await copyCurrentMenu(db(), actor, 'b2c_en', NOW)).toEqual({ ok: false, error: 'FORBIDDEN' })
      expect(await addMenuEntry(db(), actor, 'b2c_de', null, linkInput('/faq', { de: 'FAQ' }), NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(await reorderMenuEntry(db(), actor, first!.id, 'down', NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(await moveMenuEntry(db(), actor, first!.id, null, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(await removeMenuEntry(db(), actor, first!.id, NOW)).toEqual({ ok: false, error: 'FORBIDDEN' })
      expect(await updateMenuEntry(db(), actor, first!.id, linkInput('/faq', { de: 'FAQ' }), NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    }
    expect(await copyCurrentMenu(db(), staff.merchandiser, 'b2c_xx', NOW)).toEqual({
      ok: false,
      error: 'STORE_NOT_FOUND',
    })
    expect(
      await db().selectFrom('menu_entry').select(['id', 'position', 'parent_id']).orderBy('id').execute(),
    ).toEqual(before)
    expect(await auditOf('catalogue.menu.copy')).toHaveLength(1)
  })
})

describe('purges', () => {
  it('purges only the menu of the store whose entries change', async () => {
    const [first] = await menuForEditing(db(), staff.merchandiser, 'b2c_it')
    const purged = await purgedDuring(
      () => reorderMenuEntry(db(), staff.merchandiser, first!.id, 'down', NOW),
      'menu:b2c_it',
    )
    expect(purged.filter((tag) => tag.startsWith('menu'))).toEqual(['menu:b2c_it'])
    expect(purged).not.toContain('all')
  })
})

describe('dragging a category', () => {
  it('moves it to the place it is dropped at, audited as a reorder', async () => {
    const siblings = async () =>
      (
        await db()
          .selectFrom('category')
          .select('id')
          .where('parent_id', '=', 3)
          .orderBy('position')
          .orderBy('id')
          .execute()
      ).map((row) => row.id)
    const before = await siblings()
    const last = before.at(-1)!
    expect(await reorderCategory(db(), staff.merchandiser, last, 1, NOW)).toMatchObject({ ok: true })
    expect(await siblings()).toEqual([last, ...before.slice(0, -1)])
  })
})

/** A services' link's form: a label and an address in the languages given, the others blank. */
function customLinkInput(
  texts: Partial<Record<'fr' | 'de' | 'en' | 'it', [string, string]>>,
): MenuCustomLinkInput {
  const pick = (index: 0 | 1) =>
    Object.fromEntries(
      (['fr', 'de', 'en', 'it'] as const).map((code) => [code, texts[code]?.[index] ?? '']),
    ) as Record<'fr' | 'de' | 'en' | 'it', string>
  return { labels: pick(0), urls: pick(1) }
}

/** The links under "Services" a store without entries shows in its header. */
async function servicesLinksOf(store: string) {
  const { body } = await postGraphql(app, '{ menuCustomLinks { id value url } }', {}, store)
  expect(body.errors).toBeUndefined()
  return (body.data as { menuCustomLinks: { id: string; value: string; url: string }[] }).menuCustomLinks
}

describe('the services’ links', () => {
  it('lists the seeded links in their order, as the header showed them', async () => {
    const links = await menuCustomLinksForEditing(db(), staff.merchandiser)
    expect(links.slice(0, 3).map((link) => link.texts.fr?.label)).toEqual([
      'FAQ',
      'Contact',
      'Guide des tailles',
    ])
    expect((await servicesLinksOf('/de')).slice(0, 3).map((link) => link.value)).toEqual([
      'FAQ',
      'Kontakt',
      'Größentabelle',
    ])
    expect(await menuCustomLinksForEditing(db(), staff.customer_service)).toEqual([])
  })

  it('adds a link in the languages given, which the header of each of those stores shows last, purging the menu', async () => {
    let added: Awaited<ReturnType<typeof addMenuCustomLink>> | undefined
    const purged = await purgedDuring(async () => {
      added = await addMenuCustomLink(
        db(),
        staff.merchandiser,
        customLinkInput({
          fr: ['Nos ateliers', '/contact?sujet=atelier'],
          en: ['Workshops', 'https://example.org/workshops'],
        }),
        NOW,
      )
    }, 'menu')
    expect(purged).toContain('menu')
    expect(added).toMatchObject({ ok: true })
    const id = (added as { id: string }).id
    expect((await servicesLinksOf('/fr')).at(-1)).toEqual({
      id,
      value: 'Nos ateliers',
      url: '/contact?sujet=atelier',
    })
    expect((await servicesLinksOf('/en')).at(-1)).toEqual({
      id,
      value: 'Workshops',
      url: 'https://example.org/workshops',
    })
    expect(
      (await servicesLinksOf('/it')).map((link) => link.id),
      'no Italian text: not shown',
    ).not.toContain(id)
    const [created] = await auditOf('catalogue.menu.link.create')
    expect(created).toMatchObject({
      subject_id: id,
      before: null,
      after: { texts: { fr: { label: 'Nos ateliers', url: '/contact?sujet=atelier' } } },
    })
  })

  it('refuses unsafe addresses and paths no page has, beside each field, and writes nothing', async () => {
    const before = await db()
      .selectFrom('custom_link')
      .selectAll()
      .orderBy('id')
      .orderBy('language')
      .execute()
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x',
      'http://example.org/',
      'data:text/html,x',
      '/a b',
    ])
      expect(isSafeCustomLinkUrl(url), url).toBe(false)
    const result = await addMenuCustomLink(
      db(),
      staff.merchandiser,
      customLinkInput({
        fr: ['Piège', 'javascript:alert(1)'],
        de: ['Fremd', '//evil.example/x'],
        en: ['', '/contact'],
        it: ['Nessuna', '/pagina-che-non-esiste'],
      }),
      NOW,
    )
    expect(result).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        'url.fr': 'UNSAFE_URL',
        'url.de': 'UNSAFE_URL',
        'label.en': 'REQUIRED',
        'url.it': 'PATH_NOT_FOUND',
      },
    })
    expect(await addMenuCustomLink(db(), staff.merchandiser, customLinkInput({}), NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { 'label.fr': 'REQUIRED' },
    })
    expect(
      await db().selectFrom('custom_link').selectAll().orderBy('id').orderBy('language').execute(),
    ).toEqual(before)
  })

  it('takes a category’s, a CMS page’s and the shop’s own paths of the language', async () => {
    const [category] = await db()
      .selectFrom('category_translation')
      .select('url_path')
      .where('language', '=', 'de')
      .where('url_path', '<>', '')
      .limit(1)
      .execute()
    const [page] = await db()
      .selectFrom('cms_page')
      .select('url_key')
      .where('language', '=', 'it')
      .limit(1)
      .execute()
    const result = await addMenuCustomLink(
      db(),
      staff.merchandiser,
      customLinkInput({
        de: ['Kategorie', `/${category!.url_path}`],
        it: ['Pagina', `/${page!.url_key}`],
        fr: ['FAQ', '/Faq'],
      }),
      NOW,
    )
    expect(result).toMatchObject({ ok: true })
    await removeMenuCustomLink(db(), staff.merchandiser, (result as { id: string }).id, NOW)
  })

  it('edits a link’s texts per language and removes it, audited with before and after', async () => {
    const links = await menuCustomLinksForEditing(db(), staff.merchandiser)
    const workshops = links.find((link) => link.texts.en?.label === 'Workshops')!
    expect(
      await updateMenuCustomLink(
        db(),
        staff.merchandiser,
        workshops.id,
        customLinkInput({ fr: ['Ateliers', '/contact'], it: ['Laboratori', 'https://example.org/it'] }),
        NOW,
      ),
    ).toEqual({ ok: true, id: workshops.id })
    expect((await servicesLinksOf('/fr')).at(-1)).toMatchObject({ value: 'Ateliers', url: '/contact' })
    expect((await servicesLinksOf('/it')).at(-1)).toMatchObject({ value: 'Laboratori' })
    expect(
      (await servicesLinksOf('/en')).map((link) => link.id),
      'its English text is gone',
    ).not.toContain(workshops.id)
    const [updated] = await auditOf('catalogue.menu.link.update')
    expect(updated).toMatchObject({
      subject_id: workshops.id,
      before: { texts: { en: { label: 'Workshops' } } },
      after: { texts: { fr: { label: 'Ateliers' }, it: { label: 'Laboratori' } } },
    })

    expect(await removeMenuCustomLink(db(), staff.merchandiser, workshops.id, NOW)).toEqual({
      ok: true,
      id: workshops.id,
    })
    expect((await servicesLinksOf('/fr')).map((link) => link.id)).not.toContain(workshops.id)
    expect(
      await db().selectFrom('custom_link').select('id').where('id', '=', workshops.id).execute(),
    ).toEqual([])
    expect((await auditOf('catalogue.menu.link.remove')).at(-1)).toMatchObject({
      subject_id: workshops.id,
      after: null,
      before: { texts: { fr: { label: 'Ateliers' } } },
    })
  })

  it('leaves the footer’s links and unknown ids alone, and refuses the roles without catalogue.edit', async () => {
    const before = await db()
      .selectFrom('custom_link')
      .selectAll()
      .orderBy('id')
      .orderBy('language')
      .execute()
    const input = customLinkInput({ fr: ['Autre', '/contact'] })
    expect(await updateMenuCustomLink(db(), staff.merchandiser, '5', input, NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await removeMenuCustomLink(db(), staff.merchandiser, '5', NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    const [faq] = await menuCustomLinksForEditing(db(), staff.merchandiser)
    for (const actor of [staff.customer_service, staff.warehouse]) {
      expect(await addMenuCustomLink(db(), actor, input, NOW)).toEqual({ ok: false, error: 'FORBIDDEN' })
      expect(await updateMenuCustomLink(db(), actor, faq!.id, input, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(await removeMenuCustomLink(db(), actor, faq!.id, NOW)).toEqual({ ok: false, error: 'FORBIDDEN' })
    }
    expect(
      await db().selectFrom('custom_link').selectAll().orderBy('id').orderBy('language').execute(),
    ).toEqual(before)
  })

  it('reorders the links with the buttons and a dropped place: the header follows, the menu is purged, audited', async () => {
    const idsOf = async () =>
      (await menuCustomLinksForEditing(db(), staff.merchandiser)).map((link) => link.id)
    const before = await idsOf()
    expect(before.slice(0, 2)).toEqual(['2', '3'])
    const purged = await purgedDuring(
      () => reorderMenuCustomLink(db(), staff.merchandiser, '3', 'up', NOW),
      'menu',
    )
    expect(purged).toContain('menu')
    const movedUp = ['3', '2', ...before.slice(2)]
    expect(await idsOf()).toEqual(movedUp)
    expect((await servicesLinksOf('/fr')).slice(0, 2).map((link) => link.value)).toEqual(['Contact', 'FAQ'])
    expect((await auditOf('catalogue.menu.link.reorder')).at(-1)).toMatchObject({
      subject_id: '3',
      before: { order: before },
      after: { order: movedUp },
    })

    const dropped = await reorderMenuCustomLink(db(), staff.merchandiser, '3', before.length, NOW)
    expect(dropped).toEqual({ ok: true, id: '3', order: [...movedUp.slice(1), '3'] })
    expect((await servicesLinksOf('/de')).at(-1)?.value).toBe('Kontakt')
    expect(
      await db().selectFrom('menu_custom_link').select('position').orderBy('position').execute(),
      'positions settle to 1…n',
    ).toEqual(before.map((_, place) => ({ position: place + 1 })))

    const settled = await idsOf()
    expect(await reorderMenuCustomLink(db(), staff.merchandiser, settled[0]!, 'up', NOW)).toEqual({
      ok: false,
      error: 'AT_EDGE',
    })
    expect(await reorderMenuCustomLink(db(), staff.merchandiser, '3', 'down', NOW)).toEqual({
      ok: false,
      error: 'AT_EDGE',
    })
    expect(await reorderMenuCustomLink(db(), staff.merchandiser, '5', 'up', NOW), 'a footer link').toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    for (const actor of [staff.customer_service, staff.warehouse])
      expect(await reorderMenuCustomLink(db(), actor, '3', 'up', NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    expect(await idsOf(), 'nothing written when refused').toEqual(settled)
  })

  it('is what "Start from the current menu" copies under “Services”, worded from the catalogues', async () => {
    const added = await addMenuCustomLink(
      db(),
      staff.merchandiser,
      customLinkInput({ en: ['Repairs', '/contact'] }),
      NOW,
    )
    expect(added).toMatchObject({ ok: true })
    expect(await copyCurrentMenu(db(), staff.merchandiser, 'b2c_en', NOW)).toMatchObject({ ok: true })
    const services = (await menusOf('/en')).storeMenu?.at(-1)
    expect(services?.label).toBe('Services')
    expect(services?.children.map((child) => child.label)).toEqual(
      (await servicesLinksOf('/en')).map((link) => link.value),
    )
    expect(services?.children.at(-1)).toMatchObject({ label: 'Repairs' })
  })
})
