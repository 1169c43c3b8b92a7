import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import sharp from 'sharp'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { createProduct } from '../../domain/backoffice/catalogue/productCreation.ts'
import {
  addVariants,
  classifyProduct,
  removeVariant,
} from '../../domain/backoffice/catalogue/productClassifying.ts'
import { updateProduct } from '../../domain/backoffice/catalogue/productEditing.ts'
import { addProductPicture } from '../../domain/backoffice/catalogue/productPictures.ts'
import { folderPictureStorage } from '../../domain/media/pictureStorage.ts'
import type { TypedNewProduct } from '../../domain/backoffice/catalogue/newProductForm.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date('2026-11-28T10:00:00Z')
const ALL_STORES = ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it']
const db = () => app.shopDatabase.db

/** A leaf category of slippers for women, with the kind and material its products have. */
let leaf: { categoryId: number; family: string; kind: string; gender: string; material: string }

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'creation.test', '192.0.2.30'))
  const { rows } = await sql<typeof leaf>`
    select pc.category_id as "categoryId", p.family, p.kind, p.gender, pa.value as material
    from product p
    join product_category pc on pc.sku = p.sku
    join category c on c.id = pc.category_id
    join product_attribute pa on pa.sku = p.sku and pa.code = 'material'
    where p.type = 'configurable' and p.family = 'slippers'
    order by c.level desc, p.sku limit 1`.execute(db())
  leaf = rows[0]!
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const blank = { name: '', urlKey: '' }
function form(sku: string, changes: Partial<TypedNewProduct> = {}): TypedNewProduct {
  return {
    type: 'simple',
    sku,
    family: leaf.family,
    kind: leaf.kind,
    texts: {
      fr: { name: `Chausson Zéphyr ${sku}`, urlKey: `chausson-zephyr-${sku.toLowerCase()}` },
      de: { name: `Hausschuh Zephyr ${sku}`, urlKey: `hausschuh-zephyr-${sku.toLowerCase()}` },
      en: blank,
      it: blank,
    },
    price: '59,90',
    qty: '7',
    categoryIds: [String(leaf.categoryId)],
    gender: leaf.gender,
    material: leaf.material,
    stickers: [],
    newFrom: '2026-11-01',
    newTo: '2026-12-31',
    colours: [],
    sizes: [],
    variants: {},
    ...changes,
  }
}

/** Everything a creation may write: products, their rows around them, URLs and the audit log. */
async function catalogueState() {
  const { rows } = await sql<{ state: unknown }>`select json_build_object(
    'products', (select count(*) from product),
    'translations', (select count(*) from product_translation),
    'categories', (select count(*) from product_category),
    'attributes', (select count(*) from product_attribute),
    'rewrites', (select count(*) from url_rewrite),
    'prices', (select count(*) from product_price_history),
    'audit', (select count(*) from audit_log where action like 'catalogue.%')
  ) as state`.execute(db())
  return rows[0]!.state
}

const PRODUCT = `query ($sku: String!) { product(sku: $sku) {
  sku name isNew options { attribute { code } values { value } } configurations { product { sku } }
} }`

async function storefrontProduct(sku: string, store: string) {
  const { body } = await postGraphql(app, PRODUCT, { sku }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.product
}

async function listed(categoryId: number, store: string): Promise<string[]> {
  const { body } = await postGraphql(
    app,
    'query ($id: ID!, $params: ListingParams) { category(id: $id) { products(params: $params) { items { sku } } } }',
    { id: String(categoryId), params: { pageLength: 100, sort: '{"created_at":"desc"}' } },
    store,
  )
  expect(body.errors).toBeUndefined()
  return body.data?.category.products.items.map((item: { sku: string }) => item.sku)
}

async function searched(words: string, store: string): Promise<string[]> {
  const { body } = await postGraphql(
    app,
    'query ($q: String!) { search(query: $q, params: { pageLength: 100 }) { items { sku } } }',
    { q: words },
    store,
  )
  expect(body.errors).toBeUndefined()
  return body.data?.search.items.map((item: { sku: string }) => item.sku)
}

describe('creating a product', () => {
  it('creates a simple product switched off everywhere, with its URLs, categories, price history and audit row', async () => {
    const result = await createProduct(db(), staff.merchandiser, app.config.stores, form('ZEPHYR-S1'), NOW)
    expect(result).toEqual({ ok: true, sku: 'ZEPHYR-S1' })
    const product = await db()
      .selectFrom('product')
      .select([
        'type',
        'regular_price',
        'final_price',
        'qty',
        'is_in_stock',
        'disabled_stores',
        'new_from',
        'new_to',
        'category_ids',
      ])
      .where('sku', '=', 'ZEPHYR-S1')
      .executeTakeFirstOrThrow()
    expect(product).toMatchObject({
      type: 'simple',
      regular_price: 59.9,
      final_price: 59.9,
      qty: 7,
      is_in_stock: true,
      disabled_stores: ALL_STORES,
      new_from: '2026-11-01',
      new_to: '2026-12-31',
    })
    expect(product.category_ids).toContain(leaf.categoryId)
    expect(product.category_ids).toContain(3)
    const history = await db()
      .selectFrom('product_price_history')
      .select('final_price')
      .where('sku', '=', 'ZEPHYR-S1')
      .execute()
    expect(history).toEqual([{ final_price: 59.9 }])
    const rewrites = await db()
      .selectFrom('url_rewrite')
      .select(['language', 'request_path'])
      .where('entity_id', '=', 'ZEPHYR-S1')
      .orderBy('language')
      .execute()
    expect(rewrites).toEqual([
      { language: 'de', request_path: 'hausschuh-zephyr-zephyr-s1' },
      { language: 'fr', request_path: 'chausson-zephyr-zephyr-s1' },
    ])
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor', 'after'])
      .where('subject_id', '=', 'ZEPHYR-S1')
      .execute()
    expect(audit).toMatchObject([{ action: 'catalogue.product.create', actor: 'merchandiser@creation.test' }])
    // Switched off everywhere: the storefront does not know it yet.
    expect(await storefrontProduct('ZEPHYR-S1', '/fr')).toBeNull()
  })

  it('creates a configurable product of 2 colours × 3 sizes that the storefront shows once switched on in /fr only', async () => {
    const sizes = (
      await db()
        .selectFrom('attribute_option')
        .select('value')
        .where('attribute_code', '=', 'size')
        .orderBy('position')
        .limit(3)
        .execute()
    ).map((row) => row.value)
    const result = await createProduct(
      db(),
      staff.merchandiser,
      app.config.stores,
      form('ZEPHYR-C1', {
        type: 'configurable',
        colours: ['red', 'blue'],
        sizes,
        variants: { [`red.${sizes[0]}`]: { sku: 'ZEPHYR-C1-ROUGE', qty: '4', price: '64.90' } },
      }),
      NOW,
    )
    expect(result).toEqual({ ok: true, sku: 'ZEPHYR-C1' })
    const variants = await db()
      .selectFrom('product')
      .select(['sku', 'colour', 'size', 'qty', 'final_price'])
      .where('parent_sku', '=', 'ZEPHYR-C1')
      .orderBy('id')
      .execute()
    expect(variants).toHaveLength(6)
    expect(variants[0]).toEqual({
      sku: 'ZEPHYR-C1-ROUGE',
      colour: 'red',
      size: sizes[0],
      qty: 4,
      final_price: 64.9,
    })
    expect(variants.slice(1).every((variant) => variant.final_price === 59.9 && variant.qty === 0)).toBe(true)
    expect(variants.map((variant) => variant.sku)).toContain(`ZEPHYR-C1-BLUE-${sizes[2]}`)

    const saved = await updateProduct(
      db(),
      staff.merchandiser,
      app.config.stores,
      'ZEPHYR-C1',
      {
        texts: {
          ...form('ZEPHYR-C1').texts,
          en: { ...blank, description: '', metaTitle: '', metaDescription: '' },
          it: { ...blank, description: '', metaTitle: '', metaDescription: '' },
          fr: { ...form('ZEPHYR-C1').texts.fr, description: '', metaTitle: '', metaDescription: '' },
          de: { ...form('ZEPHYR-C1').texts.de, description: '', metaTitle: '', metaDescription: '' },
        },
        enabledStores: ['b2c_fr'],
      },
      NOW,
    )
    expect(saved).toEqual({ ok: true, changed: ['disabledStores'] })
    const shown = await storefrontProduct('ZEPHYR-C1', '/fr')
    expect(shown).toMatchObject({ sku: 'ZEPHYR-C1', name: 'Chausson Zéphyr ZEPHYR-C1', isNew: true })
    expect(shown.configurations).toHaveLength(6)
    const options = Object.fromEntries(
      shown.options.map((option: { attribute: { code: string }; values: { value: string }[] }) => [
        option.attribute.code,
        option.values.map((value) => value.value).sort(),
      ]),
    )
    expect(options).toEqual({ color: ['blue', 'red'], size: [...sizes].sort() })
    expect(await listed(leaf.categoryId, '/fr')).toContain('ZEPHYR-C1')
    expect(await searched('Zéphyr', '/fr')).toContain('ZEPHYR-C1')
    // A created product has no artwork: a picture uploaded per colour is what each colour shows.
    const pictureHashes: string[] = []
    // The API app serves no uploads: the renditions go to a folder of the test's own.
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'creation-pictures-'))
    for (const [colour, background] of [
      ['red', '#b22222'],
      ['blue', '#1e3a8a'],
    ] as const) {
      const content = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer()
      const alt = { fr: `Zéphyr ${colour}`, de: '', en: '', it: '' }
      const added = await addProductPicture(
        db(),
        staff.merchandiser,
        folderPictureStorage(uploads),
        'ZEPHYR-C1',
        content,
        { colour, position: 1, alt },
        NOW,
      )
      expect(added.ok, JSON.stringify(added)).toBe(true)
      const row = await db()
        .selectFrom('product_picture')
        .select('file_hash')
        .where('sku', '=', 'ZEPHYR-C1')
        .where('colour', '=', colour)
        .executeTakeFirstOrThrow()
      pictureHashes.push(row.file_hash)
    }
    fs.rmSync(uploads, { recursive: true, force: true })
    const { body } = await postGraphql(
      app,
      'query ($sku: String!) { product(sku: $sku) { colorImages { color image { srcset { medium } } } } }',
      { sku: 'ZEPHYR-C1' },
      '/fr',
    )
    expect(body.errors).toBeUndefined()
    expect(body.data?.product.colorImages).toEqual([
      { color: 'red', image: { srcset: { medium: `/media/uploads/${pictureHashes[0]}-600.webp` } } },
      { color: 'blue', image: { srcset: { medium: `/media/uploads/${pictureHashes[1]}-600.webp` } } },
    ])
    // Off in /de: not found there, nor listed, nor searched.
    expect(await storefrontProduct('ZEPHYR-C1', '/de')).toBeNull()
    expect(await listed(leaf.categoryId, '/de')).not.toContain('ZEPHYR-C1')
    expect(await searched('Zephyr', '/de')).not.toContain('ZEPHYR-C1')
  })

  it('refuses a SKU taken whatever its case, bad fields and other roles, changing nothing', async () => {
    const taken = await db()
      .selectFrom('product')
      .select('sku')
      .where('type', '=', 'configurable')
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const before = await catalogueState()
    const sameSku = await createProduct(
      db(),
      staff.owner,
      app.config.stores,
      form(taken.sku.toUpperCase()),
      NOW,
    )
    expect(sameSku).toMatchObject({ ok: false, error: 'INVALID_FIELDS', fields: { sku: 'SKU_TAKEN' } })
    const variantTaken = await createProduct(
      db(),
      staff.owner,
      app.config.stores,
      form('ZEPHYR-C2', {
        type: 'configurable',
        colours: ['red'],
        sizes: ['M'],
        variants: { 'red.M': { sku: 'ZEPHYR-S1', qty: '', price: '' } },
      }),
      NOW,
    )
    expect(variantTaken).toMatchObject({ ok: false, fields: { 'variant.red.M.sku': 'SKU_TAKEN' } })
    const urlTaken = await createProduct(
      db(),
      staff.owner,
      app.config.stores,
      form('ZEPHYR-S2', {
        texts: { ...form('ZEPHYR-S2').texts, fr: { name: 'Autre', urlKey: 'chausson-zephyr-zephyr-s1' } },
      }),
      NOW,
    )
    expect(urlTaken).toMatchObject({ ok: false, fields: { 'fr.urlKey': 'URL_KEY_TAKEN' } })
    const invalid = await createProduct(
      db(),
      staff.owner,
      app.config.stores,
      form('zephyr s3', { price: '0', newTo: '2026-10-01' }),
      NOW,
    )
    expect(invalid).toMatchObject({
      ok: false,
      fields: { sku: 'INVALID_SKU', price: 'INVALID_PRICE', newTo: 'DATES_REVERSED' },
    })
    for (const role of ['customer_service', 'warehouse'] as const)
      expect(await createProduct(db(), staff[role], app.config.stores, form('ZEPHYR-S4'), NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    expect(await catalogueState()).toEqual(before)
  })
})

describe('classifying a product and its variants', () => {
  it('saves categories, stickers and "new" days, adds the missing variants and removes one never ordered', async () => {
    const classified = await classifyProduct(
      db(),
      staff.merchandiser,
      'ZEPHYR-C1',
      {
        categoryIds: [String(leaf.categoryId)],
        gender: leaf.gender,
        material: leaf.material,
        stickers: ['sale'],
        newFrom: '2027-01-01',
        newTo: '',
      },
      NOW,
    )
    expect(classified).toEqual({ ok: true, changed: true })
    expect(await storefrontProduct('ZEPHYR-C1', '/fr')).toMatchObject({ isNew: false })
    const addedSize = (
      await db()
        .selectFrom('attribute_option')
        .select('value')
        .where('attribute_code', '=', 'size')
        .orderBy('position', 'desc')
        .executeTakeFirstOrThrow()
    ).value
    expect(
      await addVariants(db(), staff.merchandiser, 'ZEPHYR-C1', { colours: [], sizes: [addedSize] }, NOW),
    ).toEqual({ ok: true, changed: true })
    const count = await db()
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_sku', '=', 'ZEPHYR-C1')
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(8)
    expect(await removeVariant(db(), staff.merchandiser, 'ZEPHYR-C1', 'ZEPHYR-C1-ROUGE', NOW)).toEqual({
      ok: true,
      changed: true,
    })
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', 'ZEPHYR-C1')
      .orderBy('id')
      .execute()
    expect(actions.map((row) => row.action)).toEqual([
      'catalogue.product.create',
      'catalogue.product.update',
      'catalogue.picture.add',
      'catalogue.picture.add',
      'catalogue.product.classify',
      'catalogue.variant.add',
      'catalogue.variant.remove',
    ])
  })

  it('refuses to remove a variant that was ordered', async () => {
    const ordered = await db()
      .selectFrom('order_item')
      .innerJoin('product', 'product.sku', 'order_item.variant_sku')
      .select(['product.sku', 'product.parent_sku'])
      .where('product.parent_sku', 'is not', null)
      .executeTakeFirstOrThrow()
    const before = await catalogueState()
    expect(await removeVariant(db(), staff.owner, ordered.parent_sku!, ordered.sku, NOW)).toEqual({
      ok: false,
      error: 'VARIANT_ORDERED',
    })
    expect(await catalogueState()).toEqual(before)
  })
})
