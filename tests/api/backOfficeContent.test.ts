import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'
import {
  contentDraft,
  contentForEditing,
  createContent,
  saveContent,
  setContentPublished,
} from '../../domain/backoffice/content/contentEditing.ts'
import type { ContentForm } from '../../domain/backoffice/content/contentFields.ts'
import { listContent } from '../../domain/backoffice/content/contentList.ts'
import {
  ADDABLE_WIDGETS,
  mediaLibrary,
  type WidgetForm,
  type WidgetPart,
} from '../../domain/backoffice/content/contentWidgets.ts'
import { contentContext } from '../../server/admin/contentContext.ts'
import { searchMediaLibrary, type MediaSearch } from '../../domain/backoffice/mediaLibrarySearch.ts'
import { insertProductPicture } from '../helpers/productPictures.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date('2026-11-28T10:00:00Z')

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'content.test', '192.0.2.27'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const context = () => contentContext(app.config.stores)

const ROUTE = `query Route($url: String!) { route(url: $url) {
  __typename
  ... on RedirectEntity { redirectTo redirectType }
  ... on CmsPage { identifier title metaDescription content }
} }`

async function route(url: string, store = '/fr') {
  const { body } = await postGraphql(app, ROUTE, { url }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.route
}

async function block(identifier: string, store = '/fr') {
  const { body } = await postGraphql(
    app,
    'query ($id: String!) { cmsBlock(identifier: $id) { identifier title content } }',
    { id: identifier },
    store,
  )
  expect(body.errors).toBeUndefined()
  return {
    block: body.data?.cmsBlock,
    body: body as { extensions?: { contentMetadata?: { type: string; id: string }[] } },
  }
}

const form = (overrides: Partial<ContentForm> = {}): ContentForm => ({
  title: 'Nos ateliers',
  urlKey: 'nos-ateliers',
  metaTitle: '',
  metaDescription: 'Où naissent nos chaussons.',
  availableFrom: '',
  published: true,
  html: '<h2>Nos ateliers</h2><p>Dans les <a href="/category/110">Vosges</a>.</p>',
  ...overrides,
})

/** Runs a change and answers the page-cache tags the database purged meanwhile. */
async function purgedBy(change: () => Promise<unknown>): Promise<string> {
  const purged: string[] = []
  const stop = await app.shopDatabase.listen('page_cache_purge', (payload) => purged.push(payload))
  try {
    await change()
    await expect.poll(() => purged.length).toBeGreaterThan(0)
  } finally {
    await stop()
  }
  return purged.join(' ')
}

describe('creating and editing a page', () => {
  it('creates a page the shop shows at its URL key, its HTML kept, audited; roles without content.edit are refused', async () => {
    expect(
      await createContent(
        db(),
        staff.warehouse,
        context(),
        'page',
        { identifier: 'ateliers', language: 'fr' },
        form(),
        NOW,
      ),
    ).toEqual({ ok: false, error: 'FORBIDDEN' })
    const created = await createContent(
      db(),
      staff.merchandiser,
      context(),
      'page',
      { identifier: 'ateliers', language: 'fr' },
      form(),
      NOW,
    )
    expect(created).toMatchObject({ ok: true, identifier: 'ateliers', language: 'fr' })
    expect(await route('/nos-ateliers')).toEqual({
      __typename: 'CmsPage',
      identifier: 'ateliers',
      title: 'Nos ateliers',
      metaDescription: 'Où naissent nos chaussons.',
      content: '<h2>Nos ateliers</h2><p>Dans les <a href="/category/110">Vosges</a>.</p>',
    })
    // Only in French: the English store has no such page.
    expect((await route('/nos-ateliers', '/en')).__typename).toBe('NotFoundEntity')
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('subject_id', '=', 'ateliers/fr')
      .execute()
    expect(audit).toEqual([{ action: 'content.page.create', actor: 'merchandiser@content.test' }])
    const again = await createContent(
      db(),
      staff.owner,
      context(),
      'page',
      { identifier: 'ateliers', language: 'fr' },
      form({ urlKey: 'qui-sommes-nous' }),
      NOW,
    )
    expect(again).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { identifier: 'IDENTIFIER_TAKEN', urlKey: 'URL_KEY_TAKEN' },
    })
  })

  it('moves a page to a new URL key: the old URL answers a 301 to the new one, the change audited field by field', async () => {
    await createContent(
      db(),
      staff.owner,
      context(),
      'page',
      { identifier: 'histoire', language: 'fr' },
      form({ urlKey: 'notre-histoire' }),
      NOW,
    )
    const saved = await saveContent(
      db(),
      staff.merchandiser,
      context(),
      'page',
      'histoire',
      'fr',
      form({ urlKey: 'histoire-de-la-maison', title: 'Notre histoire' }),
      NOW,
    )
    expect(saved).toEqual({ ok: true, changed: ['title', 'url_key'] })
    expect(await route('/notre-histoire')).toEqual({
      __typename: 'RedirectEntity',
      redirectTo: '/histoire-de-la-maison',
      redirectType: 301,
    })
    expect(await route('/histoire-de-la-maison')).toMatchObject({
      __typename: 'CmsPage',
      title: 'Notre histoire',
    })
    // Back to its first key: the redirect gives way, the other old URL follows (no chain).
    expect(
      await saveContent(
        db(),
        staff.owner,
        context(),
        'page',
        'histoire',
        'fr',
        form({ urlKey: 'notre-histoire', title: 'Notre histoire' }),
        NOW,
      ),
    ).toEqual({ ok: true, changed: ['url_key'] })
    expect(await route('/notre-histoire')).toMatchObject({ __typename: 'CmsPage' })
    expect(await route('/histoire-de-la-maison')).toEqual({
      __typename: 'RedirectEntity',
      redirectTo: '/notre-histoire',
      redirectType: 301,
    })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject_id', '=', 'histoire/fr')
      .where('action', '=', 'content.page.update')
      .orderBy('id')
      .execute()
    expect(audit[0]).toEqual({
      before: { title: 'Nos ateliers', url_key: 'notre-histoire' },
      after: { title: 'Notre histoire', url_key: 'histoire-de-la-maison' },
    })
    // Saving what is stored changes nothing and records nothing.
    expect(
      await saveContent(
        db(),
        staff.owner,
        context(),
        'page',
        'histoire',
        'fr',
        form({ urlKey: 'notre-histoire', title: 'Notre histoire' }),
        NOW,
      ),
    ).toEqual({ ok: true, changed: [] })
  })

  it('refuses a link that is no http(s), mail, phone or store path, changing nothing', async () => {
    for (const href of [
      'javascript:alert(1)',
      '//evil.example/x',
      'ftp://files.example',
      'relative/path',
      'JaVaScRiPt:alert(1)',
    ])
      expect(
        await saveContent(
          db(),
          staff.owner,
          context(),
          'page',
          'ateliers',
          'fr',
          form({ html: `<p><a href="${href}">x</a></p>` }),
          NOW,
        ),
        href,
      ).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { html: 'LINK_INVALID' } })
    expect((await route('/nos-ateliers')).content).toBe(
      '<h2>Nos ateliers</h2><p>Dans les <a href="/category/110">Vosges</a>.</p>',
    )
    expect(
      await saveContent(
        db(),
        staff.owner,
        context(),
        'page',
        'ateliers',
        'fr',
        form({
          html: '<p><a href="https://example.org/a">a</a> <a href="mailto:a@example.org">b</a> <a href=\'tel:+33123\'>c</a></p>',
        }),
        NOW,
      ),
    ).toEqual({ ok: true, changed: ['content'] })
  })

  it('stores unsafe HTML as the shop shows it: scripts, styles and event attributes are dropped, text escaped', async () => {
    const html =
      '<p onclick="steal()" style="color:red">Bonjour <script>alert(1)</script>1 &lt; 2</p><iframe src="https://evil.example"></iframe><img src="javascript:x" alt="y" onerror="z()">'
    expect(
      await saveContent(db(), staff.owner, context(), 'page', 'ateliers', 'fr', form({ html }), NOW),
    ).toEqual({ ok: true, changed: ['content'] })
    const stored = await contentForEditing(db(), staff.merchandiser, 'page', 'ateliers', 'fr')
    expect(stored?.html).toBe('<p>Bonjour 1 &lt; 2</p><img alt="y">')
    expect((await route('/nos-ateliers')).content).toBe('<p>Bonjour 1 &lt; 2</p><img alt="y">')
  })

  it('refuses a wrong URL key, a missing title, a day that does not exist, saying which field', async () => {
    expect(
      await saveContent(
        db(),
        staff.owner,
        context(),
        'page',
        'ateliers',
        'fr',
        form({ title: ' ', urlKey: 'Nos Ateliers!', availableFrom: '2026-02-30' }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { title: 'REQUIRED', urlKey: 'URL_KEY_FORMAT', availableFrom: 'DATE_FORMAT' },
    })
    expect(
      await saveContent(db(), staff.customer_service, context(), 'page', 'ateliers', 'fr', form(), NOW),
    ).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect(
      await saveContent(db(), staff.owner, context(), 'page', 'no-such-page', 'fr', form(), NOW),
    ).toEqual({ ok: false, error: 'NOT_FOUND' })
  })
})

describe('publishing', () => {
  it('unpublishes a page (the shop answers 404 at its URL) and publishes it again, audited', async () => {
    await createContent(
      db(),
      staff.owner,
      context(),
      'page',
      { identifier: 'soldes', language: 'fr' },
      form({ urlKey: 'soldes-hiver' }),
      NOW,
    )
    expect(await setContentPublished(db(), staff.merchandiser, 'page', 'soldes', 'fr', false, NOW)).toEqual({
      ok: true,
    })
    expect((await route('/soldes-hiver')).__typename).toBe('NotFoundEntity')
    expect(await setContentPublished(db(), staff.merchandiser, 'page', 'soldes', 'fr', false, NOW)).toEqual({
      ok: false,
      error: 'SAME_STATUS',
    })
    expect(await setContentPublished(db(), staff.merchandiser, 'page', 'soldes', 'fr', true, NOW)).toEqual({
      ok: true,
    })
    expect((await route('/soldes-hiver')).__typename).toBe('CmsPage')
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject_id', '=', 'soldes/fr')
      .where('action', '=', 'content.page.update')
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { before: { published: true }, after: { published: false } },
      { before: { published: false }, after: { published: true } },
    ])
  })

  it('shows a page from its first day on, not before', async () => {
    const future = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    const past = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10)
    await createContent(
      db(),
      staff.owner,
      context(),
      'page',
      { identifier: 'noel', language: 'fr' },
      form({ title: 'Noël', urlKey: 'noel', availableFrom: future }),
      NOW,
    )
    expect((await route('/noel')).__typename).toBe('NotFoundEntity')
    const listed = await listContent(db(), staff.merchandiser, { q: 'noel', status: 'scheduled' }, new Date())
    expect(listed.ok && listed.items.map((item) => item.identifier)).toEqual(['noel'])
    expect(
      await saveContent(
        db(),
        staff.owner,
        context(),
        'page',
        'noel',
        'fr',
        form({ title: 'Noël', urlKey: 'noel', availableFrom: past }),
        NOW,
      ),
    ).toEqual({ ok: true, changed: ['available_from'] })
    expect((await route('/noel')).__typename).toBe('CmsPage')
  })

  it('refuses to unpublish, delay or move a legal page, which keeps working at its key', async () => {
    expect(await setContentPublished(db(), staff.owner, 'page', 'terms-of-sale', 'fr', false, NOW)).toEqual({
      ok: false,
      error: 'REQUIRED_PAGE',
    })
    const legal = await contentForEditing(db(), staff.owner, 'page', 'terms-of-sale', 'fr')
    expect(legal).toMatchObject({ required: true, urlKey: 'conditions-generales-de-vente', uneditable: [] })
    const typed = {
      title: legal!.title,
      urlKey: 'cgv',
      metaTitle: '',
      metaDescription: legal!.metaDescription,
      availableFrom: '2027-01-01',
      published: false,
      html: legal!.html,
    }
    expect(
      await saveContent(db(), staff.owner, context(), 'page', 'terms-of-sale', 'fr', typed, NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { urlKey: 'URL_KEY_FIXED', availableFrom: 'REQUIRED_PAGE', published: 'REQUIRED_PAGE' },
    })
    expect((await route('/conditions-generales-de-vente')).__typename).toBe('CmsPage')
    expect(await setContentPublished(db(), staff.owner, 'page', 'home', 'fr', false, NOW)).toEqual({
      ok: false,
      error: 'REQUIRED_PAGE',
    })
  })

  it('keeps the widgets of a page the HTML field does not edit', async () => {
    const home = await contentForEditing(db(), staff.owner, 'page', 'home', 'fr')
    expect(home?.html).toBeNull()
    expect(home?.uneditable).toContain('WidgetFullScreen')
    const before = await db()
      .selectFrom('cms_page')
      .select('content_wysiwyg')
      .where('identifier', '=', 'home')
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
    const typed = {
      title: home!.title,
      urlKey: home!.urlKey,
      metaTitle: '',
      metaDescription: 'Chaussons et chaussettes.',
      availableFrom: '',
      published: true,
      html: '<p>lost</p>',
    }
    expect(await saveContent(db(), staff.owner, context(), 'page', 'home', 'fr', typed, NOW)).toEqual({
      ok: true,
      changed: ['meta_description'],
    })
    const after = await db()
      .selectFrom('cms_page')
      .select('content_wysiwyg')
      .where('identifier', '=', 'home')
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
    expect(after.content_wysiwyg).toEqual(before.content_wysiwyg)
  })
})

describe('the page cache', () => {
  it("purges a page's own tag and its URL's when it is saved, nothing else", async () => {
    const purged = await purgedBy(() =>
      saveContent(
        db(),
        staff.owner,
        context(),
        'page',
        'soldes',
        'fr',
        form({ urlKey: 'soldes-hiver', title: 'Soldes' }),
        NOW,
      ),
    )
    expect(purged).toContain('cms_page:soldes')
    expect(purged).toContain('url:fr/soldes-hiver')
    expect(purged).not.toMatch(/\ball\b/)
    expect(purged).not.toContain('cms_page:home')
  })

  it('purges the pages that include a block when the block is saved or unpublished; a hidden block is still reported so publishing it purges them', async () => {
    const blockForm = form({
      title: 'Livraison offerte',
      urlKey: '',
      metaTitle: '',
      metaDescription: '',
      html: '<p>Livraison offerte dès 50 €</p>',
    })
    expect(
      await createContent(
        db(),
        staff.merchandiser,
        context(),
        'block',
        { identifier: 'bandeau-livraison', language: 'fr' },
        blockForm,
        NOW,
      ),
    ).toMatchObject({ ok: true })
    expect((await block('bandeau-livraison')).block).toEqual({
      identifier: 'bandeau-livraison',
      title: 'Livraison offerte',
      content: '<p>Livraison offerte dès 50 €</p>',
    })
    const purged = await purgedBy(() =>
      saveContent(
        db(),
        staff.merchandiser,
        context(),
        'block',
        'bandeau-livraison',
        'fr',
        { ...blockForm, title: 'Livraison gratuite' },
        NOW,
      ),
    )
    expect(purged).toContain('cms_block:bandeau-livraison')
    expect(purged).not.toMatch(/\ball\b|cms_page:/)
    const unpublished = await purgedBy(() =>
      setContentPublished(db(), staff.merchandiser, 'block', 'bandeau-livraison', 'fr', false, NOW),
    )
    expect(unpublished).toContain('cms_block:bandeau-livraison')
    const hidden = await block('bandeau-livraison')
    expect(hidden.block).toBeNull()
    expect(hidden.body.extensions?.contentMetadata?.map((entry) => `${entry.type}:${entry.id}`)).toContain(
      'cms_block:bandeau-livraison',
    )
  })
})

describe('the list', () => {
  it('finds pages and blocks by text, store language, kind and status; refused without content.view', async () => {
    const found = await listContent(db(), staff.merchandiser, { q: 'ATELIER', language: 'fr' }, NOW)
    expect(found.ok && found.items.map((item) => `${item.kind}:${item.identifier}/${item.language}`)).toEqual(
      ['page:ateliers/fr'],
    )
    const legal = await listContent(db(), staff.owner, { q: 'terms', kind: 'page' }, NOW)
    expect(legal.ok && legal.items.map((item) => item.language)).toEqual(['de', 'en', 'fr', 'it'])
    expect(legal.ok && legal.items.every((item) => item.required)).toBe(true)
    const hidden = await listContent(db(), staff.owner, { status: 'unpublished' }, NOW)
    expect(hidden.ok && hidden.items.map((item) => item.identifier)).toEqual(['bandeau-livraison'])
    expect(await listContent(db(), staff.warehouse, {}, NOW)).toEqual({ ok: false, error: 'FORBIDDEN' })
  })
})

describe('the meta title', () => {
  it('stores a page meta title the shop API answers, audited; a blank one answers empty; a long one is refused', async () => {
    const pageQuery = 'query ($id: String!) { cmsPage(identifier: $id) { title metaTitle } }'
    await createContent(
      db(),
      staff.owner,
      context(),
      'page',
      { identifier: 'savoir-faire', language: 'fr' },
      form({ urlKey: 'savoir-faire', title: 'Savoir-faire' }),
      NOW,
    )
    const blank = await postGraphql(app, pageQuery, { id: 'savoir-faire' }, '/fr')
    expect(blank.body.data?.cmsPage).toEqual({ title: 'Savoir-faire', metaTitle: '' })
    expect(
      await saveContent(
        db(),
        staff.merchandiser,
        context(),
        'page',
        'savoir-faire',
        'fr',
        form({ urlKey: 'savoir-faire', title: 'Savoir-faire', metaTitle: '  Chaussons cousus main  ' }),
        NOW,
      ),
    ).toEqual({ ok: true, changed: ['meta_title'] })
    const titled = await postGraphql(app, pageQuery, { id: 'savoir-faire' }, '/fr')
    expect(titled.body.data?.cmsPage).toEqual({ title: 'Savoir-faire', metaTitle: 'Chaussons cousus main' })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject_id', '=', 'savoir-faire/fr')
      .where('action', '=', 'content.page.update')
      .executeTakeFirstOrThrow()
    expect(audit).toEqual({ before: { meta_title: '' }, after: { meta_title: 'Chaussons cousus main' } })
    expect(
      await saveContent(
        db(),
        staff.owner,
        context(),
        'page',
        'savoir-faire',
        'fr',
        form({ urlKey: 'savoir-faire', title: 'Savoir-faire', metaTitle: 'x'.repeat(201) }),
        NOW,
      ),
    ).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { metaTitle: 'TOO_LONG' } })
  })
})

describe('the preview of an unsaved page', () => {
  it('answers the page a save would store, sanitized as a save does, saving and auditing nothing; refused without content.view', async () => {
    const stored = () =>
      db()
        .selectFrom('cms_page')
        .selectAll()
        .where('identifier', '=', 'savoir-faire')
        .where('language', '=', 'fr')
        .executeTakeFirstOrThrow()
    const audits = async () =>
      (await db().selectFrom('audit_log').select('id').where('subject_id', '=', 'savoir-faire/fr').execute())
        .length
    const before = { row: await stored(), audits: await audits() }
    const typed = form({
      urlKey: 'savoir-faire',
      title: 'Brouillon',
      metaTitle: 'Titre du brouillon',
      html: '<p onclick="x()">Nouveau<script>alert(1)</script></p>',
    })
    const draft = await contentDraft(db(), staff.merchandiser, context(), 'savoir-faire', 'fr', typed)
    expect(draft).toMatchObject({
      ok: true,
      draft: {
        identifier: 'savoir-faire',
        language: 'fr',
        title: 'Brouillon',
        meta_title: 'Titre du brouillon',
        content: '<p>Nouveau</p>',
      },
    })
    expect(await stored()).toEqual(before.row)
    expect(await audits()).toBe(before.audits)
    expect(await contentDraft(db(), staff.warehouse, context(), 'savoir-faire', 'fr', typed)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await contentDraft(db(), staff.owner, context(), 'nulle-part', 'fr', typed)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(
      await contentDraft(db(), staff.owner, context(), 'savoir-faire', 'fr', { ...typed, urlKey: 'Pas Ça' }),
    ).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { urlKey: 'URL_KEY_FORMAT' } })
  })

  it('never answers a draft over HTTP: cmsPagePreview is null for any request to the shop API', async () => {
    const { body } = await postGraphql(app, '{ cmsPagePreview { identifier title } }', {}, '/fr')
    expect(body.errors).toBeUndefined()
    expect(body.data).toEqual({ cmsPagePreview: null })
  })
})

describe('the widget forms', () => {
  const PUSH = 2 // The home page's product push (db/seed/cmsContent.ts).
  const HOME_WIDGETS = `query { cmsPage(identifier: "home") { contentWysiwyg { childNodes {
    __typename
    ... on WidgetProductPush { title product { sku } }
    ... on WidgetTitleText { title }
  } } } }`
  async function homeNodes() {
    const { body } = await postGraphql(app, HOME_WIDGETS, {}, '/de')
    expect(body.errors).toBeUndefined()
    return (body.data?.cmsPage as { contentWysiwyg: { childNodes: Record<string, unknown>[] } })
      .contentWysiwyg.childNodes
  }
  async function homeForm(edit: (parts: WidgetForm['parts']) => void = () => {}, add: string | null = null) {
    const home = await contentForEditing(db(), staff.merchandiser, 'page', 'home', 'de')
    const parts = home!.widgets.map((part, index) => ({
      values: { ...part.values },
      position: index + 1,
      remove: false,
    }))
    edit(parts)
    return {
      ...form({ title: home!.title, urlKey: home!.urlKey, metaDescription: home!.metaDescription }),
      html: null,
      widgets: { parts, add },
    }
  }

  it("lists every widget of a page with its fields; a product push's SKU changed shows in the shop, audited", async () => {
    const home = await contentForEditing(db(), staff.merchandiser, 'page', 'home', 'de')
    expect(home!.widgets[PUSH]).toMatchObject({ type: 'WidgetProductPush', isWidget: true })
    expect(home!.widgets.map((part) => part.type)).toContain('WidgetReassurance')
    const current = home!.widgets[PUSH]!.values.product
    const other = await db()
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is', null)
      .where('type', '=', 'configurable')
      .where('sku', '!=', current!)
      .orderBy('sku', 'desc')
      .executeTakeFirstOrThrow()
    const typed = await homeForm((parts) => {
      parts[PUSH]!.values.product = other.sku
    })
    expect(await saveContent(db(), staff.merchandiser, context(), 'page', 'home', 'de', typed, NOW)).toEqual({
      ok: true,
      changed: ['widgets'],
    })
    const push = (await homeNodes()).find((node) => node.__typename === 'WidgetProductPush')
    expect(push?.product).toEqual({ sku: other.sku })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject_id', '=', 'home/de')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(audit.before)).toContain(current!)
    expect(JSON.stringify(audit.after)).toContain(other.sku)
    // The same form again changes nothing.
    expect(
      await saveContent(db(), staff.merchandiser, context(), 'page', 'home', 'de', await homeForm(), NOW),
    ).toEqual({ ok: true, changed: [] })
  })

  it('refuses an unknown SKU, a size SKU, an unknown picture, a wrong link and a wrong colour, each beside its field, saving nothing', async () => {
    const before = await db()
      .selectFrom('cms_page')
      .select('content_wysiwyg')
      .where('identifier', '=', 'home')
      .where('language', '=', 'de')
      .executeTakeFirstOrThrow()
    const size = await db()
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is not', null)
      .executeTakeFirstOrThrow()
    const home = await contentForEditing(db(), staff.owner, 'page', 'home', 'de')
    const imageText = home!.widgets.findIndex((part) => part.type === 'WidgetImageText')
    const carousel = home!.widgets.findIndex((part) => part.type === 'WidgetProductCarousel')
    const typed = await homeForm((parts) => {
      parts[PUSH]!.values.product = 'NOPE-0001'
      parts[PUSH]!.values.image = 'no-such-picture'
      parts[PUSH]!.values.link = 'javascript:alert(1)'
      parts[imageText]!.values.backgroundColor = 'red'
      parts[carousel]!.values.products = `${size.sku}`
    })
    expect(await saveContent(db(), staff.owner, context(), 'page', 'home', 'de', typed, NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        [`widgets.${PUSH}.product`]: 'SKU_UNKNOWN',
        [`widgets.${PUSH}.image`]: 'MEDIA_UNKNOWN',
        [`widgets.${PUSH}.link`]: 'LINK_INVALID',
        [`widgets.${imageText}.backgroundColor`]: 'COLOR_FORMAT',
        [`widgets.${carousel}.products`]: 'SKU_UNKNOWN',
      },
    })
    const after = await db()
      .selectFrom('cms_page')
      .select('content_wysiwyg')
      .where('identifier', '=', 'home')
      .where('language', '=', 'de')
      .executeTakeFirstOrThrow()
    expect(after.content_wysiwyg).toEqual(before.content_wysiwyg)
  })

  it('reorders, removes and adds widgets, keeping the fields no form shows', async () => {
    const before = (await homeNodes()).map((node) => node.__typename)
    const typed = await homeForm((parts) => {
      parts[0]!.remove = true // The full-screen picture.
      parts[1]!.position = 99 // The title and text, last.
    }, 'WidgetTitleText')
    expect(await saveContent(db(), staff.owner, context(), 'page', 'home', 'de', typed, NOW)).toMatchObject({
      ok: true,
    })
    const after = (await homeNodes()).map((node) => node.__typename)
    expect(after[0]).toBe(before[2])
    expect(after).not.toContain('WidgetFullScreen')
    expect(after.slice(-2)).toEqual(['WidgetTitleText', 'WidgetTitleText'])
    expect(after).toHaveLength(before.length + 1 - 1)
    const stored = await db()
      .selectFrom('cms_page')
      .select('content_wysiwyg')
      .where('identifier', '=', 'home')
      .where('language', '=', 'de')
      .executeTakeFirstOrThrow()
    // The widget a date keeps back (availableFrom, no form field) is still stored with its date.
    expect(JSON.stringify(stored.content_wysiwyg)).toContain('2099-01-01T00:00:00Z')
  })
})

describe('widgets inside rows and sliders, product pictures, the preview of a block', () => {
  /** A page whose widgets sit inside a row and inside a slider's slide, as the page builder nests them. */
  const NESTED = {
    data: { dataId: 'nested-fr' },
    childNodes: [
      {
        node: 'row',
        childNodes: [
          { node: 'heading', html: '<h1>Ateliers</h1>' },
          { widget: 'WidgetTitleText', title: 'Dans la row', text: 'Texte' },
          { widget: 'WidgetFullScreen', media: 'banner-1', link: '/category/110', availableFrom: null },
        ],
      },
      {
        node: 'slider',
        childNodes: [
          { node: 'slide', childNodes: [{ widget: 'WidgetPush', label: 'Glisse', media: 'banner-2' }] },
        ],
      },
    ],
  }
  const NESTED_PAGE = `query { cmsPage(identifier: "nested-widgets") { contentWysiwyg { childNodes {
    ... on PageBuilderNode { kind childNodes {
      __typename
      ... on WidgetTitleText { title }
      ... on WidgetFullScreen { media { id url alt } }
      ... on PageBuilderNode { kind childNodes { ... on WidgetPush { label } } }
    } }
  } } } }`

  async function nestedPage() {
    const created = await createContent(
      db(),
      staff.owner,
      context(),
      'page',
      { identifier: 'nested-widgets', language: 'fr' },
      form({ title: 'Ateliers imbriqués', urlKey: 'ateliers-imbriques' }),
      NOW,
    )
    expect(created).toMatchObject({ ok: true })
    await db()
      .updateTable('cms_page')
      .set({ content_wysiwyg: JSON.stringify(NESTED) })
      .where('identifier', '=', 'nested-widgets')
      .execute()
    return (await contentForEditing(db(), staff.owner, 'page', 'nested-widgets', 'fr'))!
  }

  /** The form as the page shows it: every part, at every depth, sent back as listed. */
  function formOf(parts: WidgetPart[], edit: (form: WidgetForm) => void = () => {}): ContentForm {
    const widgets: WidgetForm = { parts: [], nested: {}, add: null }
    const walk = (list: WidgetPart[]) =>
      list.forEach((part) => {
        const sent = {
          values: { ...part.values },
          position: Number(part.path.split('/').at(-1)) + 1,
          remove: false,
        }
        if (part.path.includes('/')) widgets.nested![part.path] = sent
        else widgets.parts.push(sent)
        walk(part.children)
      })
    walk(parts)
    edit(widgets)
    return { ...form({ title: 'Ateliers imbriqués', urlKey: 'ateliers-imbriques' }), html: null, widgets }
  }

  async function shopNodes() {
    const { body } = await postGraphql(app, NESTED_PAGE, {}, '/fr')
    expect(body.errors).toBeUndefined()
    return (body.data?.cmsPage as { contentWysiwyg: { childNodes: Record<string, unknown>[] } })
      .contentWysiwyg.childNodes as { kind: string; childNodes: Record<string, unknown>[] }[]
  }

  it('lists the widgets inside a row and a slide with their paths; their fields, order and removal are saved and shown by the shop', async () => {
    const page = await nestedPage()
    expect(page.widgets.map((part) => [part.type, part.path])).toEqual([
      ['row', '0'],
      ['slider', '1'],
    ])
    expect(page.widgets[0]!.children.map((part) => [part.type, part.path, part.isWidget])).toEqual([
      ['heading', '0/0', false],
      ['WidgetTitleText', '0/1', true],
      ['WidgetFullScreen', '0/2', true],
    ])
    const push = page.widgets[1]!.children[0]!.children[0]!
    expect(push).toMatchObject({ type: 'WidgetPush', path: '1/0/0', values: { label: 'Glisse' } })

    const typed = formOf(page.widgets, (widgets) => {
      widgets.nested!['0/1']!.values.title = 'Titre changé dans la row'
      widgets.nested!['0/0']!.position = 9 // The heading goes after the widgets of its row.
      widgets.nested!['0/2']!.remove = true
      widgets.nested!['1/0/0']!.values.label = 'Glisse encore'
    })
    expect(
      await saveContent(db(), staff.owner, context(), 'page', 'nested-widgets', 'fr', typed, NOW),
    ).toEqual({
      ok: true,
      changed: ['widgets'],
    })
    const [row, slider] = await shopNodes()
    expect(row!.childNodes.map((node) => node.__typename)).toEqual(['WidgetTitleText', 'PageBuilderNode'])
    expect(row!.childNodes[0]).toMatchObject({ title: 'Titre changé dans la row' })
    expect(slider!.childNodes[0]).toMatchObject({ kind: 'SLIDE', childNodes: [{ label: 'Glisse encore' }] })
    // The same form again (as the page now lists it) changes nothing.
    const again = await contentForEditing(db(), staff.owner, 'page', 'nested-widgets', 'fr')
    expect(
      await saveContent(
        db(),
        staff.owner,
        context(),
        'page',
        'nested-widgets',
        'fr',
        formOf(again!.widgets),
        NOW,
      ),
    ).toEqual({ ok: true, changed: [] })
  })

  it('refuses a nested widget’s wrong link and unknown picture beside its field (named by its path), saving nothing', async () => {
    const page = (await contentForEditing(db(), staff.owner, 'page', 'nested-widgets', 'fr'))!
    const before = await db()
      .selectFrom('cms_page')
      .select('content_wysiwyg')
      .where('identifier', '=', 'nested-widgets')
      .executeTakeFirstOrThrow()
    const typed = formOf(page.widgets, (widgets) => {
      widgets.nested!['1/0/0']!.values.ctaLink = 'javascript:alert(1)'
      widgets.nested!['1/0/0']!.values.media = 'no-such-picture'
    })
    expect(
      await saveContent(db(), staff.owner, context(), 'page', 'nested-widgets', 'fr', typed, NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { 'widgets.1/0/0.ctaLink': 'LINK_INVALID', 'widgets.1/0/0.media': 'MEDIA_UNKNOWN' },
    })
    const after = await db()
      .selectFrom('cms_page')
      .select('content_wysiwyg')
      .where('identifier', '=', 'nested-widgets')
      .executeTakeFirstOrThrow()
    expect(after.content_wysiwyg).toEqual(before.content_wysiwyg)
  })

  /**
   * A page whose row holds a widget and a slider (too deep for the shop to show a widget added
   * inside it), and whose top-level slider holds a slide with a widget.
   */
  const ADDING = {
    data: { dataId: 'nested-adding-fr' },
    childNodes: [
      {
        node: 'row',
        childNodes: [
          { widget: 'WidgetTitleText', title: 'Colonne', text: 'Texte' },
          {
            node: 'slider',
            childNodes: [
              { node: 'slide', childNodes: [{ widget: 'WidgetPush', label: 'Profonde', media: 'banner-2' }] },
            ],
          },
        ],
      },
      {
        node: 'slider',
        childNodes: [
          { node: 'slide', childNodes: [{ widget: 'WidgetPush', label: 'Glisse', media: 'banner-2' }] },
        ],
      },
    ],
  }
  const ADDING_PAGE = `query { cmsPage(identifier: "nested-adding") { contentWysiwyg { childNodes {
    ... on PageBuilderNode { kind childNodes {
      __typename
      ... on WidgetTitleText { title }
      ... on PageBuilderNode { kind childNodes { __typename } }
    } }
  } } } }`
  const storedAdding = async () =>
    (
      await db()
        .selectFrom('cms_page')
        .select('content_wysiwyg')
        .where('identifier', '=', 'nested-adding')
        .executeTakeFirstOrThrow()
    ).content_wysiwyg
  /** Its form as the page shows it, its title and URL key unchanged. */
  const addingFormOf = (parts: WidgetPart[], edit: (form: WidgetForm) => void) => ({
    ...formOf(parts, edit),
    title: 'Ajouts imbriqués',
    urlKey: 'ajouts-imbriques',
  })

  it('adds a widget inside a row, a slide and a slider (in a new slide), each part listing what it takes; saved, purged, previewed and shown by the shop', async () => {
    expect(
      await createContent(
        db(),
        staff.owner,
        context(),
        'page',
        { identifier: 'nested-adding', language: 'fr' },
        form({ title: 'Ajouts imbriqués', urlKey: 'ajouts-imbriques' }),
        NOW,
      ),
    ).toMatchObject({ ok: true })
    await db()
      .updateTable('cms_page')
      .set({ content_wysiwyg: JSON.stringify(ADDING) })
      .where('identifier', '=', 'nested-adding')
      .execute()
    const page = (await contentForEditing(db(), staff.owner, 'page', 'nested-adding', 'fr'))!
    const [row, slider] = page.widgets
    const inSlides = ADDABLE_WIDGETS.filter((type) => type !== 'WidgetProductCarousel')
    expect(row!.adding).toEqual({ types: ADDABLE_WIDGETS, inNewSlide: false, tooDeep: false })
    expect(row!.children[0]!.adding).toBeNull()
    // Row › slider › slide › widget is one level deeper than the shop shows.
    expect(row!.children[1]!.adding).toEqual({ types: [], inNewSlide: true, tooDeep: true })
    expect(row!.children[1]!.children[0]!.adding).toEqual({ types: [], inNewSlide: false, tooDeep: true })
    expect(slider!.adding).toEqual({ types: inSlides, inNewSlide: true, tooDeep: false })
    expect(slider!.children[0]!.adding).toEqual({ types: inSlides, inNewSlide: false, tooDeep: false })

    const typed = addingFormOf(page.widgets, (widgets) => {
      widgets.nested!['0/0']!.values.title = 'Colonne changée'
      widgets.addInside = { '0': 'WidgetReassurance', '1/0': 'WidgetTitleText', '1': 'WidgetPush' }
    })
    const draft = await contentDraft(db(), staff.owner, context(), 'nested-adding', 'fr', typed)
    expect(JSON.stringify(draft.ok && draft.draft.content_wysiwyg)).toContain('WidgetReassurance')
    expect(await storedAdding()).toEqual(ADDING)

    let saved: unknown
    const purged = await purgedBy(async () => {
      saved = await saveContent(db(), staff.owner, context(), 'page', 'nested-adding', 'fr', typed, NOW)
    })
    expect(saved).toEqual({ ok: true, changed: ['widgets'] })
    expect(purged).toContain('cms_page:nested-adding')

    const again = (await contentForEditing(db(), staff.owner, 'page', 'nested-adding', 'fr'))!
    expect(again.widgets[0]!.children.map((part) => [part.type, part.path])).toEqual([
      ['WidgetTitleText', '0/0'],
      ['slider', '0/1'],
      ['WidgetReassurance', '0/2'],
    ])
    expect(again.widgets[0]!.children[0]!.values.title).toBe('Colonne changée')
    expect(
      again.widgets[1]!.children.map((slide) => [
        slide.path,
        slide.children.map((part) => [part.type, part.path]),
      ]),
    ).toEqual([
      [
        '1/0',
        [
          ['WidgetPush', '1/0/0'],
          ['WidgetTitleText', '1/0/1'],
        ],
      ],
      ['1/1', [['WidgetPush', '1/1/0']]],
    ])

    const { body } = await postGraphql(app, ADDING_PAGE, {}, '/fr')
    expect(body.errors).toBeUndefined()
    const [shopRow, shopSlider] = (
      body.data?.cmsPage as { contentWysiwyg: { childNodes: { childNodes: unknown[] }[] } }
    ).contentWysiwyg.childNodes
    expect(shopRow!.childNodes).toMatchObject([
      { __typename: 'WidgetTitleText', title: 'Colonne changée' },
      { __typename: 'PageBuilderNode', kind: 'SLIDER' },
      { __typename: 'WidgetReassurance' },
    ])
    expect(shopSlider!.childNodes).toEqual([
      {
        __typename: 'PageBuilderNode',
        kind: 'SLIDE',
        childNodes: [{ __typename: 'WidgetPush' }, { __typename: 'WidgetTitleText' }],
      },
      { __typename: 'PageBuilderNode', kind: 'SLIDE', childNodes: [{ __typename: 'WidgetPush' }] },
    ])
  })

  it('refuses to add a type a slide does not take, too deep for the shop, without a type, or inside a part that holds none, beside each, saving nothing', async () => {
    const page = (await contentForEditing(db(), staff.owner, 'page', 'nested-adding', 'fr'))!
    const before = await storedAdding()
    const typed = addingFormOf(page.widgets, (widgets) => {
      widgets.nested!['0/0']!.values.title = 'Tapé, pas perdu'
      widgets.addInside = {
        '1': 'WidgetProductCarousel',
        '1/0': 'WidgetProductCarousel',
        '1/1': 'WidgetInvalidData',
        '0': '',
        '0/1': 'WidgetPush',
        '0/1/0': 'WidgetPush',
        '0/0': 'WidgetPush',
        '9': 'WidgetPush',
      }
    })
    expect(
      await saveContent(db(), staff.owner, context(), 'page', 'nested-adding', 'fr', typed, NOW),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        'widgets.1._add': 'WIDGET_NOT_ALLOWED_HERE',
        'widgets.1/0._add': 'WIDGET_NOT_ALLOWED_HERE',
        'widgets.1/1._add': 'WIDGET_NOT_ALLOWED_HERE',
        'widgets.0._add': 'WIDGET_TYPE_REQUIRED',
        'widgets.0/1._add': 'TOO_DEEP',
        'widgets.0/1/0._add': 'TOO_DEEP',
        'widgets.0/0._add': 'NOT_A_CONTAINER',
        'widgets.9._add': 'NOT_A_CONTAINER',
      },
    })
    expect(await storedAdding()).toEqual(before)
  })

  it("offers the products' uploaded pictures with a small rendition; a widget showing one is answered by the shop with its URL and text", async () => {
    const product = await db()
      .selectFrom('product')
      .select('sku')
      .where('parent_sku', 'is', null)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const picture = await insertProductPicture(db(), {
      sku: product.sku,
      fileHash: 'ab'.repeat(16),
      size: 1200,
      alt: JSON.stringify({ fr: 'Chausson vu de dessus' }),
    })
    const library = await mediaLibrary(db(), 'fr')
    expect(library.find((media) => media.id === `upload-${picture.id}`)).toEqual({
      id: `upload-${picture.id}`,
      alt: 'Chausson vu de dessus',
      previewUrl: `/media/uploads/${'ab'.repeat(16)}-300.webp`,
      product: { sku: product.sku, name: expect.any(String) },
    })
    expect(library.find((media) => media.id === 'banner-1')?.previewUrl).toMatch(
      /^\/media\/artwork\/.+\.svg$/,
    )

    // Put the full-screen picture back inside the row, showing the uploaded picture.
    await db()
      .updateTable('cms_page')
      .set({ content_wysiwyg: JSON.stringify(NESTED) })
      .where('identifier', '=', 'nested-widgets')
      .execute()
    const refused = formOf(
      (await contentForEditing(db(), staff.owner, 'page', 'nested-widgets', 'fr'))!.widgets,
      (widgets) => {
        widgets.nested!['0/2']!.values.media = 'upload-999999999'
      },
    )
    expect(
      await saveContent(db(), staff.owner, context(), 'page', 'nested-widgets', 'fr', refused, NOW),
    ).toMatchObject({ ok: false, fields: { 'widgets.0/2.media': 'MEDIA_UNKNOWN' } })
    const typed = formOf(
      (await contentForEditing(db(), staff.owner, 'page', 'nested-widgets', 'fr'))!.widgets,
      (widgets) => {
        widgets.nested!['0/2']!.values.media = `upload-${picture.id}`
      },
    )
    expect(
      await saveContent(db(), staff.owner, context(), 'page', 'nested-widgets', 'fr', typed, NOW),
    ).toEqual({
      ok: true,
      changed: ['widgets'],
    })
    const [row] = await shopNodes()
    expect(row!.childNodes[2]).toEqual({
      __typename: 'WidgetFullScreen',
      media: {
        id: `upload-${picture.id}`,
        url: `/media/uploads/${'ab'.repeat(16)}-1200.webp`,
        alt: 'Chausson vu de dessus',
      },
    })
  })

  it('previews a block from its unsaved fields as a neutral page of its store (never the home page), saving nothing', async () => {
    await db()
      .insertInto('cms_block')
      .values({
        identifier: 'home',
        language: 'fr',
        title: 'Bandeau',
        content: '<p>Stocké</p>',
        content_wysiwyg: JSON.stringify({
          data: { dataId: 'home-block-fr' },
          childNodes: [{ node: 'row', childNodes: [{ node: 'default', html: '<p>Stocké</p>' }] }],
        }),
      })
      .execute()
    const typed = form({
      title: 'Bandeau d’hiver',
      html: '<p>Livraison <b>offerte</b><script>x()</script></p>',
    })
    const result = await contentDraft(db(), staff.owner, context(), 'home', 'fr', typed, 'block')
    expect(result).toMatchObject({
      ok: true,
      draft: {
        identifier: 'block-preview-home',
        language: 'fr',
        title: 'Bandeau d’hiver',
        url_key: '',
        content: '<p>Livraison <b>offerte</b></p>',
      },
    })
    const stored = await db()
      .selectFrom('cms_block')
      .select(['title', 'content'])
      .where('identifier', '=', 'home')
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ title: 'Bandeau', content: '<p>Stocké</p>' })
    expect(await contentDraft(db(), staff.warehouse, context(), 'home', 'fr', typed, 'block')).toMatchObject({
      ok: false,
    })
  })
})

describe("the media library's search", () => {
  const search = (query: string, overrides: Partial<MediaSearch> = {}, actor = staff.merchandiser) =>
    searchMediaLibrary(db(), actor, {
      query,
      page: 1,
      language: 'fr',
      withProductPictures: true,
      ...overrides,
    })
  const ids = (answer: { found: { id: string }[] }) => answer.found.map((media) => media.id)

  it("finds a picture by part of its name, its text in the staff member's language, its product's SKU or name, a page at a time", async () => {
    const product = await db()
      .selectFrom('product')
      .innerJoin('product_translation', 'product_translation.sku', 'product.sku')
      .select(['product.sku', 'product_translation.name'])
      .where('product.parent_sku', 'is', null)
      .where('product_translation.language', '=', 'fr')
      .orderBy('product.sku', 'desc')
      .executeTakeFirstOrThrow()
    const picture = await insertProductPicture(db(), {
      sku: product.sku,
      fileHash: 'cd'.repeat(16),
      size: 1200,
      alt: JSON.stringify({ fr: 'Pantoufle Zephyr au coin du feu', de: 'Zephyr-Hausschuh am Kamin' }),
    })
    const upload = `upload-${picture.id}`
    const expected = {
      id: upload,
      alt: 'Pantoufle Zephyr au coin du feu',
      previewUrl: `/media/uploads/${'cd'.repeat(16)}-300.webp`,
      product: { sku: product.sku, name: product.name },
    }

    expect((await search('ZEPHYR AU COIN')).found).toEqual([expected])
    expect(ids(await search(product.sku.toLowerCase()))).toContain(upload)
    expect(ids(await search(product.name.slice(1, -1)))).toContain(upload)
    expect(ids(await search(upload))).toEqual([upload])
    // The text of another language is not searched, and is not shown.
    expect(ids(await search('Zephyr-Hausschuh'))).toEqual([])
    expect((await search('Zephyr-Hausschuh', { language: 'de' })).found).toEqual([
      expect.objectContaining({ id: upload, alt: 'Zephyr-Hausschuh am Kamin' }),
    ])
    // A category takes the library's pictures only.
    expect(ids(await search('zephyr au coin', { withProductPictures: false }))).toEqual([])
    expect(ids(await search('banner-1', { withProductPictures: false }))).toContain('banner-1')
    // `%` and `_` are taken as typed.
    expect(ids(await search('%'))).toEqual([])

    const everything = await search('')
    expect(everything.found).toHaveLength(Math.min(everything.totalCount, everything.pageSize))
    const pages = Math.ceil(everything.totalCount / everything.pageSize)
    const listed: string[] = []
    for (let page = 1; page <= pages; page++) listed.push(...ids(await search('', { page })))
    expect(listed).toHaveLength(everything.totalCount)
    expect(new Set(listed).size).toBe(everything.totalCount)
    expect(listed).toContain(upload)
    expect(listed).toContain('banner-1')
    expect(ids(await search('', { page: pages + 1 }))).toEqual([])
  })

  it('answers nothing to a role that sees neither the catalogue nor the content', async () => {
    expect(await search('', {}, staff.warehouse)).toMatchObject({ totalCount: 0, found: [] })
    expect((await search('', {}, staff.owner)).totalCount).toBeGreaterThan(0)
  })
})
