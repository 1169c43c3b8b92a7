import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { listProducts } from '../../domain/backoffice/catalogue/productList.ts'
import {
  productForEditing,
  updateProduct,
  type ProductUpdate,
} from '../../domain/backoffice/catalogue/productEditing.ts'
import type { ProductTexts } from '../../domain/backoffice/catalogue/productTexts.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date('2026-11-28T10:00:00Z')
const ALL_STORES = ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it']

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'catalogue.test', '192.0.2.20'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

const ROUTE = `query Route($url: String!) { route(url: $url) {
  __typename
  ... on RedirectEntity { redirectTo redirectType }
  ... on Product { sku name }
} }`

async function route(url: string, store = '/fr') {
  const { body } = await postGraphql(app, ROUTE, { url }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.route
}

/** A configurable product of the seed, not touched by another test (by its position among them). */
async function seededProduct(index: number) {
  const row = await db()
    .selectFrom('product')
    .select('sku')
    .where('type', '=', 'configurable')
    .orderBy('sku')
    .offset(index)
    .limit(1)
    .executeTakeFirstOrThrow()
  const product = await productForEditing(db(), staff.merchandiser, row.sku)
  if (!product) throw new Error(row.sku)
  return product
}

/** The form as the product's page sends it back unchanged: every language's texts, every store it is on sale in. */
function unchangedForm(product: NonNullable<Awaited<ReturnType<typeof productForEditing>>>): ProductUpdate {
  const blank: ProductTexts = { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' }
  return {
    texts: {
      fr: { ...(product.texts.fr ?? blank) },
      de: { ...(product.texts.de ?? blank) },
      en: { ...(product.texts.en ?? blank) },
      it: { ...(product.texts.it ?? blank) },
    },
    enabledStores: ALL_STORES.filter((key) => !product.disabledStores.includes(key)),
  }
}

/** Everything a save may change: the product's texts, status and URLs, and the audit log. */
async function catalogueState(sku: string) {
  const { rows } = await sql<{ state: unknown }>`select json_build_object(
    'texts', (select json_agg(t order by language) from (select language, name, description, url_key, meta_title, meta_description, search_name from product_translation where sku = ${sku}) t),
    'status', (select disabled_stores from product where sku = ${sku}),
    'rewrites', (select count(*) || '/' || coalesce(string_agg(language || request_path || coalesce(redirect_to, ''), ',' order by language, request_path), '') from url_rewrite),
    'audit', (select count(*) from audit_log where action like 'catalogue.%')
  ) as state`.execute(db())
  return rows[0]!.state
}

describe('the products list', () => {
  it('finds products by the start of their SKU and by a word of their name in any language', async () => {
    const product = await seededProduct(0)
    const bySku = await listProducts(db(), staff.merchandiser, 'en', {
      query: product.sku.slice(0, -1).toLowerCase(),
    })
    expect(bySku.ok && bySku.products.map((entry) => entry.sku)).toContain(product.sku)
    // A word of the German name, the staff member reading English: the row shows the English name.
    const germanWord = product.texts.de!.name.split(' ').find((word) => word.length > 4)!
    const byName = await listProducts(db(), staff.merchandiser, 'en', { query: germanWord, pageSize: 200 })
    expect(byName.ok && byName.products.find((entry) => entry.sku === product.sku)?.name).toBe(
      product.texts.en!.name,
    )
    const none = await listProducts(db(), staff.merchandiser, 'en', { query: 'zzqx-no-such-product' })
    expect(none).toEqual({ ok: true, products: [], totalCount: 0 })
  })

  it('filters by type, category, status and stock, newest first, in pages', async () => {
    const bundles = await listProducts(db(), staff.owner, 'fr', { type: 'bundle', pageSize: 200 })
    expect(bundles.ok && bundles.totalCount).toBeGreaterThan(0)
    expect(bundles.ok && bundles.products.every((entry) => entry.type === 'bundle')).toBe(true)

    const inCategory = await listProducts(db(), staff.owner, 'fr', { categoryId: 110, pageSize: 200 })
    const members = await db()
      .selectFrom('product_category')
      .select('sku')
      .where('category_id', '=', 110)
      .execute()
    expect(inCategory.ok && inCategory.totalCount).toBe(members.length)

    const out = await listProducts(db(), staff.owner, 'fr', { stock: 'out', pageSize: 200 })
    expect(out.ok && out.totalCount).toBeGreaterThan(0)
    expect(out.ok && out.products.every((entry) => !entry.inStock)).toBe(true)
    const all = await listProducts(db(), staff.owner, 'fr', { pageSize: 1 })
    const inStock = await listProducts(db(), staff.owner, 'fr', { stock: 'in', pageSize: 1 })
    expect(all.ok && out.ok && inStock.ok && inStock.totalCount + out.totalCount).toBe(
      all.ok && all.totalCount,
    )

    const first = await listProducts(db(), staff.owner, 'fr', { page: 1, pageSize: 20 })
    const second = await listProducts(db(), staff.owner, 'fr', { page: 2, pageSize: 20 })
    if (!first.ok || !second.ok) throw new Error('refused')
    const dates = [...first.products, ...second.products].map((entry) => entry.createdAt.getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(new Set([...first.products, ...second.products].map((entry) => entry.sku)).size).toBe(40)
    // Never a configurable product's sizes.
    const sizes = await db().selectFrom('product').select('sku').where('parent_sku', 'is not', null).execute()
    expect(first.products.some((entry) => sizes.some((size) => size.sku === entry.sku))).toBe(false)
  })

  it('lists the products switched off in a store under "disabled"; there, the shop answers their page as not found', async () => {
    const product = await seededProduct(1)
    const form = unchangedForm(product)
    expect(
      await updateProduct(
        db(),
        staff.merchandiser,
        app.config.stores,
        product.sku,
        { ...form, enabledStores: ['b2c_fr', 'b2c_en', 'b2c_it'] },
        NOW,
      ),
    ).toEqual({ ok: true, changed: ['disabledStores'] })
    const disabled = await listProducts(db(), staff.merchandiser, 'fr', { status: 'disabled', pageSize: 200 })
    expect(disabled.ok && disabled.products.map((entry) => [entry.sku, entry.disabledStores])).toEqual([
      [product.sku, ['b2c_de']],
    ])
    const enabled = await listProducts(db(), staff.merchandiser, 'fr', {
      status: 'enabled',
      pageSize: 200,
      query: product.sku,
    })
    expect(enabled.ok && enabled.products.map((entry) => entry.sku)).not.toContain(product.sku)
    const visible = async (storeKey: string, onSale: boolean) => {
      const found = await listProducts(db(), staff.merchandiser, 'fr', {
        storeVisibility: { storeKey, onSale },
        pageSize: 200,
        query: product.sku,
      })
      return found.ok && found.products.map((entry) => entry.sku)
    }
    expect(await visible('b2c_de', false)).toEqual([product.sku])
    expect(await visible('b2c_de', true)).toEqual([])
    expect(await visible('b2c_fr', true)).toEqual([product.sku])
    expect(await visible('b2c_fr', false)).toEqual([])
    const searched = async (store: string, words: string) =>
      (
        await postGraphql(
          app,
          'query ($q: String!) { search(query: $q, params: { pageLength: 100 }) { items { sku } } }',
          { q: words },
          store,
        )
      ).body.data?.search.items.map((item: { sku: string }) => item.sku)
    expect(await searched('/de', product.texts.de!.name)).not.toContain(product.sku)
    expect(await searched('/fr', product.texts.fr!.name)).toContain(product.sku)

    expect(await route(`/${product.texts.de!.urlKey}`, '/de')).toEqual({ __typename: 'NotFoundEntity' })
    expect(await route(`/product/${product.sku}`, '/de')).toEqual({ __typename: 'NotFoundEntity' })
    expect(await route(`/${product.texts.fr!.urlKey}`, '/fr')).toMatchObject({ __typename: 'Product' })
    const bySku = async (store: string) =>
      (
        await postGraphql(
          app,
          'query ($sku: String!) { product(sku: $sku) { sku } }',
          { sku: product.sku },
          store,
        )
      ).body.data?.product
    expect(await bySku('/de')).toBeNull()
    expect(await bySku('/fr')).toEqual({ sku: product.sku })
    // On sale everywhere again.
    expect(
      await updateProduct(
        db(),
        staff.owner,
        app.config.stores,
        product.sku,
        { ...form, enabledStores: ALL_STORES },
        NOW,
      ),
    ).toEqual({ ok: true, changed: ['disabledStores'] })
    expect(await route(`/${product.texts.de!.urlKey}`, '/de')).toMatchObject({ __typename: 'Product' })
    expect(await searched('/de', product.texts.de!.name)).toContain(product.sku)
  })

  it('is refused to customer service and the warehouse', async () => {
    expect(await listProducts(db(), staff.customer_service, 'fr', {})).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await listProducts(db(), staff.warehouse, 'fr', {})).toEqual({ ok: false, error: 'FORBIDDEN' })
  })
})

describe('saving a product', () => {
  it('renames it in French: the shop finds it by its new name, its pages are purged and the changed fields audited', async () => {
    const product = await seededProduct(2)
    const form = unchangedForm(product)
    form.texts.fr.name = 'Chausson Brume des Vosges'
    form.texts.fr.metaDescription = 'Le chausson le plus doux des Vosges.'
    const purged: string[] = []
    const stop = await app.shopDatabase.listen('page_cache_purge', (payload) => purged.push(payload))
    try {
      expect(
        await updateProduct(db(), staff.merchandiser, app.config.stores, product.sku, form, NOW),
      ).toEqual({
        ok: true,
        changed: ['fr.name', 'fr.metaDescription'],
      })
      await expect.poll(() => purged.join(' ')).toContain(`product:${product.sku}`)
    } finally {
      await stop()
    }
    expect(purged.join(' ')).not.toMatch(/\ball\b/)
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor', 'before', 'after'])
      .where('subject_id', '=', product.sku)
      .where('action', '=', 'catalogue.product.update')
      .execute()
    expect(audit).toEqual([
      {
        action: 'catalogue.product.update',
        actor: 'merchandiser@catalogue.test',
        before: { 'fr.name': product.texts.fr!.name, 'fr.metaDescription': '' },
        after: {
          'fr.name': 'Chausson Brume des Vosges',
          'fr.metaDescription': 'Le chausson le plus doux des Vosges.',
        },
      },
    ])
    const { body } = await postGraphql(
      app,
      'query ($q: String!) { search(query: $q) { items { sku name } } }',
      { q: 'brume vosges' },
      '/fr',
    )
    expect(body.errors).toBeUndefined()
    expect(JSON.stringify(body.data)).toContain('Chausson Brume des Vosges')
    expect(await route(`/${product.texts.fr!.urlKey}`)).toEqual({
      __typename: 'Product',
      sku: product.sku,
      name: 'Chausson Brume des Vosges',
    })
    const meta = await postGraphql(
      app,
      'query ($sku: String!) { product(sku: $sku) { metaTitle metaDescription } }',
      { sku: product.sku },
      '/fr',
    )
    expect(meta.body.data?.product).toEqual({
      metaTitle: '',
      metaDescription: 'Le chausson le plus doux des Vosges.',
    })
    // Sent again unchanged: nothing is written, nothing audited.
    const again = unchangedForm((await productForEditing(db(), staff.merchandiser, product.sku))!)
    const before = await catalogueState(product.sku)
    expect(await updateProduct(db(), staff.owner, app.config.stores, product.sku, again, NOW)).toEqual({
      ok: true,
      changed: [],
    })
    expect(await catalogueState(product.sku)).toEqual(before)
  })

  it('renames it in German with a word the shop never had: the search finds it by that word, not corrected to another', async () => {
    const product = await seededProduct(8)
    const form = unchangedForm(product)
    form.texts.de.name = 'Hausschuh aus Walkwolle'
    const searched = async (words: string) =>
      (
        await postGraphql(
          app,
          'query ($q: String!) { search(query: $q, params: { pageLength: 100 }) { correctedQuery items { sku } } }',
          { q: words },
          '/de',
        )
      ).body.data?.search
    expect((await searched('Walkwolle')).items.map((item: { sku: string }) => item.sku)).not.toContain(
      product.sku,
    )
    expect(await updateProduct(db(), staff.merchandiser, app.config.stores, product.sku, form, NOW)).toEqual({
      ok: true,
      changed: ['de.name'],
    })
    for (const words of ['Walkwolle', 'Hausschuh aus Walkwolle', 'walkwole'])
      expect(await searched(words), words).toMatchObject({ items: [{ sku: product.sku }] })
    expect((await searched('Hausschuh aus Walkwolle')).correctedQuery).toBeNull()
  })

  it('keeps the old URL of a changed URL key as a 301 redirect to the new one', async () => {
    const product = await seededProduct(3)
    const oldKey = product.texts.fr!.urlKey
    const form = unchangedForm(product)
    form.texts.fr.urlKey = 'chausson-brume-nouvelle-adresse'
    expect(await updateProduct(db(), staff.merchandiser, app.config.stores, product.sku, form, NOW)).toEqual({
      ok: true,
      changed: ['fr.urlKey'],
    })
    expect(await route('/chausson-brume-nouvelle-adresse')).toMatchObject({
      __typename: 'Product',
      sku: product.sku,
    })
    expect(await route(`/${oldKey}`)).toEqual({
      __typename: 'RedirectEntity',
      redirectTo: '/chausson-brume-nouvelle-adresse',
      redirectType: 301,
    })
    // The old shop's URL goes straight to the new key, not through the old one.
    expect(await route(`/catalog/${product.sku.toLowerCase()}.html`)).toMatchObject({
      redirectTo: '/chausson-brume-nouvelle-adresse',
      redirectType: 301,
    })
    // The German URL did not move.
    expect(await route(`/${product.texts.de!.urlKey}`, '/de')).toMatchObject({
      __typename: 'Product',
      sku: product.sku,
    })

    // Back to the old key: it is the product's URL again, and the other one redirects.
    form.texts.fr.urlKey = oldKey
    expect(
      await updateProduct(db(), staff.merchandiser, app.config.stores, product.sku, form, NOW),
    ).toMatchObject({ ok: true })
    expect(await route(`/${oldKey}`)).toMatchObject({ __typename: 'Product', sku: product.sku })
    expect(await route('/chausson-brume-nouvelle-adresse')).toMatchObject({
      redirectTo: `/${oldKey}`,
      redirectType: 301,
    })
  })

  it('refuses an empty name, a malformed URL key and one another page has, changing nothing', async () => {
    const product = await seededProduct(4)
    const other = await seededProduct(5)
    const form = unchangedForm(product)
    form.texts.fr.name = ' '
    form.texts.de.urlKey = 'Hausschuh Wolle'
    form.texts.en.urlKey = other.texts.en!.urlKey
    form.texts.it.urlKey = 'chi-siamo'
    form.texts.fr.description = 'Une nouvelle description qui ne doit pas être enregistrée.'
    const before = await catalogueState(product.sku)
    expect(await updateProduct(db(), staff.merchandiser, app.config.stores, product.sku, form, NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        'fr.name': 'REQUIRED',
        'de.urlKey': 'INVALID_URL_KEY',
        'en.urlKey': 'URL_KEY_TAKEN',
        'it.urlKey': 'URL_KEY_TAKEN',
      },
    })
    expect(await catalogueState(product.sku)).toEqual(before)
    expect(
      await updateProduct(
        db(),
        staff.merchandiser,
        app.config.stores,
        product.sku,
        { ...unchangedForm(product), enabledStores: ['b2c_xx'] },
        NOW,
      ),
    ).toEqual({ ok: false, error: 'UNKNOWN_STORE' })
    expect(await catalogueState(product.sku)).toEqual(before)
  })

  it('is refused to customer service and the warehouse, changing nothing', async () => {
    const product = await seededProduct(6)
    const form = unchangedForm(product)
    form.texts.fr.name = 'Renommé sans en avoir le droit'
    form.enabledStores = []
    const before = await catalogueState(product.sku)
    for (const role of ['customer_service', 'warehouse'] as const)
      expect(await updateProduct(db(), staff[role], app.config.stores, product.sku, form, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    expect(await catalogueState(product.sku)).toEqual(before)
    expect(await productForEditing(db(), staff.warehouse, product.sku)).toBeNull()
  })

  it('marks a language without translation and adds it once written, with its URL', async () => {
    const product = await seededProduct(7)
    await db()
      .deleteFrom('url_rewrite')
      .where('language', '=', 'it')
      .where('entity_id', '=', product.sku)
      .execute()
    await db()
      .deleteFrom('product_translation')
      .where('language', '=', 'it')
      .where('sku', '=', product.sku)
      .execute()
    const missing = (await productForEditing(db(), staff.merchandiser, product.sku))!
    expect(missing.texts.it).toBeNull()
    // Left blank, it stays missing.
    expect(
      await updateProduct(
        db(),
        staff.merchandiser,
        app.config.stores,
        product.sku,
        unchangedForm(missing),
        NOW,
      ),
    ).toEqual({
      ok: true,
      changed: [],
    })
    const form = unchangedForm(missing)
    form.texts.it = {
      name: 'Pantofola Nebbia',
      description: 'Morbida.',
      urlKey: 'pantofola-nebbia',
      metaTitle: '',
      metaDescription: '',
    }
    expect(
      await updateProduct(db(), staff.merchandiser, app.config.stores, product.sku, form, NOW),
    ).toMatchObject({ ok: true })
    expect((await productForEditing(db(), staff.merchandiser, product.sku))!.texts.it?.name).toBe(
      'Pantofola Nebbia',
    )
    expect(await route('/pantofola-nebbia', '/it')).toEqual({
      __typename: 'Product',
      sku: product.sku,
      name: 'Pantofola Nebbia',
    })
  })
})
