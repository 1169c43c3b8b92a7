import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { placeOrderPaid, readyDownloadCart } from './helpers/checkoutFixtures.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'
import { createProduct } from '../../domain/backoffice/catalogue/productCreation.ts'
import type { TypedNewProduct } from '../../domain/backoffice/catalogue/newProductForm.ts'
import {
  addDownloadableLink,
  removeDownloadableLink,
  updateDownloadableLink,
  type TypedDownloadableLink,
} from '../../domain/backoffice/catalogue/downloadableLinks.ts'
import { productForEditing, updateProduct } from '../../domain/backoffice/catalogue/productEditing.ts'
import { classifyProduct } from '../../domain/backoffice/catalogue/productClassifying.ts'
import { STORE_DEFINITIONS } from '../../config/stores.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date()
const SKU = 'DL-TEST-KNITTING'

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'downloadable.test', '192.0.2.41'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const uploadsDir = () => path.join(app.config.dataDir, 'downloads', 'uploads')
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : [])

/** A small but real PDF: its content, not its name, makes it one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
/** A PNG's first bytes: a picture, not a file a downloadable product sells. */
const PNG: Buffer = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')

const newDownloadable = (typed: Partial<TypedNewProduct> = {}): TypedNewProduct => ({
  type: 'downloadable',
  sku: SKU,
  family: '',
  kind: '',
  texts: {
    fr: { name: 'Patron de chaussons tricotés', urlKey: 'patron-chaussons-tricotes-test' },
    de: { name: '', urlKey: '' },
    en: { name: 'Knitted slippers pattern', urlKey: 'knitted-slippers-pattern-test' },
    it: { name: '', urlKey: '' },
  },
  price: '7,50',
  qty: '',
  categoryIds: ['400'],
  gender: '',
  material: '',
  stickers: [],
  newFrom: '',
  newTo: '',
  colours: [],
  sizes: [],
  variants: {},
  ...typed,
})

const link = (typed: Partial<TypedDownloadableLink> = {}): TypedDownloadableLink => ({
  titles: { fr: 'Patron tricot', de: '', en: 'Knitting pattern', it: '' },
  numberOfDownloads: '2',
  ...typed,
})

/** Runs a change and answers the page-cache tags it purged. */
async function purgedBy(change: () => Promise<unknown>, until: string): Promise<string> {
  const purged: string[] = []
  const stop = await app.shopDatabase.listen('page_cache_purge', (payload) => purged.push(payload))
  try {
    await change()
    await expect.poll(() => purged.join(' ')).toContain(until)
  } finally {
    await stop()
  }
  return purged.join(' ')
}

const linkCounts = async () => {
  const { rows } = await sql<{ links: number; files: number }>`select
    (select count(*)::int from downloadable_link) as links,
    (select count(*)::int from downloadable_link_file) as files`.execute(db())
  return rows[0]!
}

const MY_DOWNLOADS = `{ customerDownloadableProducts { items { id product_sku link_title file_name download_url remaining_downloads status } } }`

/** A new customer who bought one piece of the product in /en and paid by card; their files. */
async function buyer() {
  const agent = createGraphqlAgent(app)
  const created = await registerCustomer(agent, { email: `dl-buyer-${randomUUID()}@example.com` })
  expect(created.success).toBe(true)
  const { cartId, cart } = await readyDownloadCart(agent, [{ sku: SKU, quantity: 1 }])
  expect(cart.items.map((item: { product: { sku: string } }) => item.product.sku)).toEqual([SKU])
  const placed = await placeOrderPaid(app, agent, cartId)
  expect(placed.data?.placeOrder?.order, JSON.stringify(placed)).toBeTruthy()
  const files = (await agent.query(MY_DOWNLOADS)).data?.customerDownloadableProducts.items as {
    product_sku: string
    link_title: string
    file_name: string
    download_url: string
    remaining_downloads: number | null
  }[]
  return { agent, files: files.filter((file) => file.product_sku === SKU) }
}

/** Presses a Download button as the store's page does. */
function download(agent: GraphqlAgent, url: string) {
  return app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
      cookie: `shop_session=${agent.sessionCookie()}`,
    },
    payload: '',
  })
}

describe('creating a downloadable product in the back office', () => {
  it('refuses those who may not edit the catalogue, changing nothing', async () => {
    for (const role of ['warehouse', 'customer_service'] as const)
      expect(await createProduct(db(), staff[role], app.stores, newDownloadable(), NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    expect(await db().selectFrom('product').select('sku').where('sku', '=', SKU).execute()).toEqual([])
  })

  it('creates it without family, gender, material or stock, in its category, switched off', async () => {
    const created = await createProduct(db(), staff.merchandiser, app.stores, newDownloadable(), NOW)
    expect(created).toEqual({ ok: true, sku: SKU })
    const row = await db()
      .selectFrom('product')
      .select(['type', 'family', 'kind', 'final_price', 'qty', 'is_in_stock', 'disabled_stores'])
      .where('sku', '=', SKU)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      type: 'downloadable',
      family: 'download',
      kind: 'file',
      qty: 0,
      is_in_stock: true,
    })
    expect(Number(row.final_price)).toBe(7.5)
    expect(row.disabled_stores.length).toBe(app.stores.length)
    const attributes = await db()
      .selectFrom('product_attribute')
      .select('code')
      .where('sku', '=', SKU)
      .execute()
    expect(attributes.filter((attribute) => ['genre', 'material'].includes(attribute.code))).toEqual([])
    const categories = await db()
      .selectFrom('product_category')
      .select('category_id')
      .where('sku', '=', SKU)
      .execute()
    expect(categories.map((category) => Number(category.category_id))).toContain(400)
    const [audit] = await db()
      .selectFrom('audit_log')
      .select('after')
      .where('subject_id', '=', SKU)
      .where('action', '=', 'catalogue.product.create')
      .execute()
    expect(audit?.after).toMatchObject({ type: 'downloadable', price: 750 })
  })

  it('refuses a file of the wrong type, one too large, no title or odd downloads beside their fields, writing nothing', async () => {
    const before = { counts: await linkCounts(), files: storedFiles() }
    const png = await addDownloadableLink(
      db(),
      staff.merchandiser,
      app.downloadStorage,
      SKU,
      PNG,
      link(),
      NOW,
    )
    expect(png).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { file: 'NOT_A_DOWNLOAD_FILE' } })
    const text = Buffer.from('name,price\nsocks,6.90\n')
    expect(
      await addDownloadableLink(db(), staff.merchandiser, app.downloadStorage, SKU, text, link(), NOW),
    ).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { file: 'NOT_A_DOWNLOAD_FILE' } })
    const untitled = await addDownloadableLink(
      db(),
      staff.merchandiser,
      app.downloadStorage,
      SKU,
      PDF,
      link({ titles: { fr: ' ', de: '', en: '', it: '' }, numberOfDownloads: 'five' }),
      NOW,
    )
    expect(untitled).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { titles: 'NO_TITLE', numberOfDownloads: 'INVALID_DOWNLOADS' },
    })
    // The form's edge reads a file over 20 MB as TOO_LARGE (the shell test sends one through the form).
    expect(
      await addDownloadableLink(db(), staff.merchandiser, app.downloadStorage, SKU, 'TOO_LARGE', link(), NOW),
    ).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { file: 'FILE_TOO_LARGE' } })
    expect({ counts: await linkCounts(), files: storedFiles() }).toEqual(before)
  })

  it('refuses roles that may not edit the catalogue, and a product that is not downloadable', async () => {
    const before = await linkCounts()
    for (const role of ['warehouse', 'customer_service'] as const)
      expect(
        await addDownloadableLink(db(), staff[role], app.downloadStorage, SKU, PDF, link(), NOW),
      ).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    expect(
      await addDownloadableLink(db(), staff.owner, app.downloadStorage, 'GIFTCARD', PDF, link(), NOW),
    ).toEqual({ ok: false, error: 'NOT_FOUND' })
    expect(await linkCounts()).toEqual(before)
  })

  it('uploads a file under a generated name, purges only the product, audits it; the product sells and downloads it', async () => {
    const tags = await purgedBy(async () => {
      const added = await addDownloadableLink(
        db(),
        staff.merchandiser,
        app.downloadStorage,
        SKU,
        PDF,
        link(),
        NOW,
      )
      expect(added).toEqual({ ok: true })
    }, `product:${SKU}`)
    expect(tags).not.toMatch(/(^| )all( |$)/)
    const [stored] = storedFiles()
    expect(stored).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    const files = await db()
      .selectFrom('downloadable_link_file as f')
      .innerJoin('downloadable_link as l', 'l.id', 'f.link_id')
      .select(['f.language', 'f.title', 'f.file_name', 'f.storage_key', 'l.number_of_downloads'])
      .where('l.sku', '=', SKU)
      .orderBy('f.language')
      .execute()
    expect(files.map((file) => [file.language, file.title, file.file_name])).toEqual([
      ['de', 'Patron tricot', 'patron-tricot.pdf'],
      ['en', 'Knitting pattern', 'knitting-pattern.pdf'],
      ['fr', 'Patron tricot', 'patron-tricot.pdf'],
      ['it', 'Patron tricot', 'patron-tricot.pdf'],
    ])
    expect(new Set(files.map((file) => file.storage_key))).toEqual(new Set([`uploads/${stored}`]))
    const [audit] = await db()
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('subject_id', '=', SKU)
      .where('action', '=', 'catalogue.downloadable.add')
      .execute()
    expect(JSON.stringify(audit?.actor)).toContain('merchandiser@downloadable.test')
    expect(audit?.after).toMatchObject({
      numberOfDownloads: 2,
      type: 'application/pdf',
      bytes: PDF.length,
      titles: { fr: 'Patron tricot', en: 'Knitting pattern' },
    })

    await db().updateTable('product').set({ disabled_stores: [] }).where('sku', '=', SKU).execute()
    const product = (
      await createGraphqlAgent(app).query(
        `{ product(sku: "${SKU}") { type downloadable_product_links { title number_of_downloads file_name } } }`,
      )
    ).data?.product
    expect(product).toEqual({
      type: 'DOWNLOADABLE',
      downloadable_product_links: [
        { title: 'Knitting pattern', number_of_downloads: 2, file_name: 'knitting-pattern.pdf' },
      ],
    })

    const { agent, files: bought } = await buyer()
    expect(bought).toMatchObject([
      { link_title: 'Knitting pattern', file_name: 'knitting-pattern.pdf', remaining_downloads: 2 },
    ])
    const first = await download(agent, bought[0]!.download_url)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    expect(first.rawPayload.equals(PDF)).toBe(true)

    // Removing the file: later buyers get nothing of it, the order placed keeps its download.
    const { id: linkId } = await db()
      .selectFrom('downloadable_link')
      .select('id')
      .where('sku', '=', SKU)
      .executeTakeFirstOrThrow()
    expect(
      await removeDownloadableLink(db(), staff.warehouse, app.downloadStorage, SKU, Number(linkId), NOW),
    ).toEqual({ ok: false, error: 'FORBIDDEN' })
    // On sale, its last file stays: a shopper could otherwise buy it with nothing to download.
    expect(
      await removeDownloadableLink(db(), staff.merchandiser, app.downloadStorage, SKU, Number(linkId), NOW),
    ).toEqual({ ok: false, error: 'LAST_FILE_ON_SALE' })
    expect(await db().selectFrom('downloadable_link').select('id').where('sku', '=', SKU).execute()).toEqual([
      { id: linkId },
    ])
    // Any other writer is refused by the database's guard (migration 0086), at the end of its transaction.
    await expect(
      db().deleteFrom('downloadable_link').where('id', '=', linkId).execute(),
    ).rejects.toMatchObject({
      code: '23514',
    })
    expect(
      await db().selectFrom('downloadable_link').select('id').where('sku', '=', SKU).execute(),
    ).toHaveLength(1)
    // Switched off in every store but one, it is still on sale there.
    const everyStoreButIt = app.config.stores
      .map((store) => store.key as string)
      .filter((key) => key !== 'b2c_it')
    await db()
      .updateTable('product')
      .set({ disabled_stores: everyStoreButIt })
      .where('sku', '=', SKU)
      .execute()
    expect(
      await removeDownloadableLink(db(), staff.merchandiser, app.downloadStorage, SKU, Number(linkId), NOW),
    ).toEqual({ ok: false, error: 'LAST_FILE_ON_SALE' })
    await db()
      .updateTable('product')
      .set({ disabled_stores: [...everyStoreButIt, 'b2c_it'] })
      .where('sku', '=', SKU)
      .execute()
    await purgedBy(async () => {
      expect(
        await removeDownloadableLink(db(), staff.merchandiser, app.downloadStorage, SKU, Number(linkId), NOW),
      ).toEqual({ ok: true })
    }, `product:${SKU}`)
    expect(storedFiles()).toEqual([stored])
    const second = await download(agent, bought[0]!.download_url)
    expect(second.statusCode).toBe(200)
    expect(second.rawPayload.equals(PDF)).toBe(true)
    const [removal] = await db()
      .selectFrom('audit_log')
      .select('before')
      .where('subject_id', '=', SKU)
      .where('action', '=', 'catalogue.downloadable.remove')
      .execute()
    expect(removal?.before).toMatchObject({
      link: Number(linkId),
      numberOfDownloads: 2,
      storageKeys: [`uploads/${stored}`],
    })
  })

  it('deletes a removed file no order holds', async () => {
    const before = storedFiles()
    expect(await addDownloadableLink(db(), staff.owner, app.downloadStorage, SKU, PDF, link(), NOW)).toEqual({
      ok: true,
    })
    const added = storedFiles().filter((name) => !before.includes(name))
    expect(added).toHaveLength(1)
    const { id } = await db()
      .selectFrom('downloadable_link')
      .select('id')
      .where('sku', '=', SKU)
      .executeTakeFirstOrThrow()
    expect(
      await removeDownloadableLink(db(), staff.owner, app.downloadStorage, SKU, Number(id), NOW),
    ).toEqual({ ok: true })
    expect(storedFiles()).toEqual(before)
    expect(
      await removeDownloadableLink(db(), staff.owner, app.downloadStorage, SKU, Number(id), NOW),
    ).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
  })
})

describe('a downloadable product’s files edited in place, its classification and switching it on', () => {
  const EDIT_SKU = 'DL-TEST-EDIT'
  const blankTexts = { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' }

  /** Sends the product's texts form back as it is, with these stores ticked. */
  async function switchTo(actor: BackOfficeActor, enabledStores: string[]) {
    const current = await productForEditing(db(), actor, EDIT_SKU)
    const texts = Object.fromEntries(
      (['fr', 'de', 'en', 'it'] as const).map((language) => [
        language,
        current?.texts[language] ?? blankTexts,
      ]),
    ) as Parameters<typeof updateProduct>[4]['texts']
    return updateProduct(db(), actor, app.config.stores, EDIT_SKU, { texts, enabledStores }, NOW)
  }

  it('refuses switching it on while it has no file, and classifies it without gender or material', async () => {
    expect(
      await createProduct(
        db(),
        staff.merchandiser,
        app.config.stores,
        newDownloadable({
          sku: EDIT_SKU,
          texts: {
            fr: { name: 'Patron à modifier', urlKey: 'patron-a-modifier-test' },
            de: { name: '', urlKey: '' },
            en: { name: '', urlKey: '' },
            it: { name: '', urlKey: '' },
          },
        }),
        NOW,
      ),
    ).toEqual({ ok: true, sku: EDIT_SKU })
    const everyStore = app.config.stores.map((store) => store.key as string)
    expect(await switchTo(staff.merchandiser, everyStore)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { stores: 'NO_DOWNLOAD_FILE' },
    })
    const { disabled_stores } = await db()
      .selectFrom('product')
      .select('disabled_stores')
      .where('sku', '=', EDIT_SKU)
      .executeTakeFirstOrThrow()
    expect(disabled_stores.sort()).toEqual([...everyStore].sort())
    // Switched on by any other writer (SQL, a script), the database refuses it (migration 0086).
    for (const stillOff of [[], everyStore.filter((key) => key !== 'b2c_de')])
      await expect(
        db().updateTable('product').set({ disabled_stores: stillOff }).where('sku', '=', EDIT_SKU).execute(),
      ).rejects.toMatchObject({ code: '23514' })
    // The database's list of stores is the shop's, so "off in every store" means the same in both.
    const { rows } = await sql<{ keys: string[] }>`select shop_store_keys() as keys`.execute(db())
    expect([...rows[0]!.keys].sort()).toEqual(STORE_DEFINITIONS.map((store) => store.key as string).sort())
    // Sent back still switched off, the form saves (nothing to switch on).
    expect(await switchTo(staff.merchandiser, [])).toMatchObject({ ok: true })

    const classified = await classifyProduct(
      db(),
      staff.merchandiser,
      EDIT_SKU,
      { categoryIds: ['400'], gender: '', material: '', stickers: ['sale'], newFrom: '', newTo: '' },
      NOW,
    )
    expect(classified).toEqual({ ok: true, changed: true })
    const attributes = await db()
      .selectFrom('product_attribute')
      .select('code')
      .where('sku', '=', EDIT_SKU)
      .where('code', 'in', ['genre', 'material'])
      .execute()
    expect(attributes).toEqual([])
  })

  it('changes a file’s titles and downloads in place: checked as an upload, purged, audited; switched on once it has one', async () => {
    expect(
      await addDownloadableLink(db(), staff.merchandiser, app.downloadStorage, EDIT_SKU, PDF, link(), NOW),
    ).toEqual({ ok: true })
    const { id } = await db()
      .selectFrom('downloadable_link')
      .select('id')
      .where('sku', '=', EDIT_SKU)
      .executeTakeFirstOrThrow()
    const linkId = Number(id)
    const filesOf = () =>
      db()
        .selectFrom('downloadable_link_file as f')
        .innerJoin('downloadable_link as l', 'l.id', 'f.link_id')
        .select(['f.language', 'f.title', 'f.file_name', 'f.storage_key', 'l.number_of_downloads'])
        .where('l.id', '=', linkId)
        .orderBy('f.language')
        .execute()
    const before = await filesOf()

    expect(
      await updateDownloadableLink(
        db(),
        staff.warehouse,
        EDIT_SKU,
        linkId,
        link({ numberOfDownloads: '3' }),
        NOW,
      ),
    ).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect(
      await updateDownloadableLink(
        db(),
        staff.merchandiser,
        EDIT_SKU,
        linkId,
        { titles: { fr: '', de: '', en: '', it: '' }, numberOfDownloads: '1000' },
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { titles: 'NO_TITLE', numberOfDownloads: 'INVALID_DOWNLOADS' },
    })
    expect(await updateDownloadableLink(db(), staff.merchandiser, SKU, linkId, link(), NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await filesOf()).toEqual(before)

    const tags = await purgedBy(async () => {
      expect(
        await updateDownloadableLink(
          db(),
          staff.merchandiser,
          EDIT_SKU,
          linkId,
          {
            titles: { fr: 'Patron tricot', de: 'Strickmuster', en: 'Knitting chart', it: '' },
            numberOfDownloads: '0',
          },
          NOW,
        ),
      ).toEqual({ ok: true })
    }, `product:${EDIT_SKU}`)
    expect(tags).not.toMatch(/(^| )all( |$)/)
    const after = await filesOf()
    expect(
      after.map((file) => [file.language, file.title, file.file_name, file.number_of_downloads]),
    ).toEqual([
      ['de', 'Strickmuster', 'strickmuster.pdf', 0],
      ['en', 'Knitting chart', 'knitting-chart.pdf', 0],
      // A title kept keeps its name; a blank language takes the first title given.
      ['fr', 'Patron tricot', 'patron-tricot.pdf', 0],
      ['it', 'Patron tricot', 'patron-tricot.pdf', 0],
    ])
    // The file itself stays.
    expect(new Set(after.map((file) => file.storage_key))).toEqual(
      new Set(before.map((file) => file.storage_key)),
    )
    const audits = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject_id', '=', EDIT_SKU)
      .where('action', '=', 'catalogue.downloadable.update')
      .execute()
    expect(audits).toHaveLength(1)
    expect(audits[0]?.before).toMatchObject({
      link: linkId,
      numberOfDownloads: 2,
      titles: { de: 'Patron tricot' },
    })
    expect(audits[0]?.after).toMatchObject({
      link: linkId,
      numberOfDownloads: 0,
      titles: { de: 'Strickmuster' },
    })
    // Sent again unchanged: nothing written, nothing recorded.
    expect(
      await updateDownloadableLink(
        db(),
        staff.merchandiser,
        EDIT_SKU,
        linkId,
        {
          titles: { fr: 'Patron tricot', de: 'Strickmuster', en: 'Knitting chart', it: '' },
          numberOfDownloads: '0',
        },
        NOW,
      ),
    ).toEqual({ ok: true })
    expect(
      await db()
        .selectFrom('audit_log')
        .select('id')
        .where('subject_id', '=', EDIT_SKU)
        .where('action', '=', 'catalogue.downloadable.update')
        .execute(),
    ).toHaveLength(1)

    const product = (
      await createGraphqlAgent(app).query(
        `{ product(sku: "${EDIT_SKU}") { downloadable_product_links { title number_of_downloads file_name } } }`,
      )
    ).data?.product
    // Still switched off: the shop does not show it yet.
    expect(product).toBeNull()
    expect(await switchTo(staff.merchandiser, ['b2c_fr'])).toMatchObject({ ok: true })
    const shown = (
      await createGraphqlAgent(app).query(
        `{ product(sku: "${EDIT_SKU}") { downloadable_product_links { title number_of_downloads file_name } } }`,
        {},
        { store: '/fr' },
      )
    ).data?.product
    expect(shown).toEqual({
      downloadable_product_links: [
        { title: 'Patron tricot', number_of_downloads: 0, file_name: 'patron-tricot.pdf' },
      ],
    })
  })

  it('switching it on and removing its last file at the same moment never leave it on sale without one, by the forms or by SQL', async () => {
    const stateOf = async () => {
      const { disabled_stores } = await db()
        .selectFrom('product')
        .select('disabled_stores')
        .where('sku', '=', EDIT_SKU)
        .executeTakeFirstOrThrow()
      const links = await db()
        .selectFrom('downloadable_link')
        .select('id')
        .where('sku', '=', EDIT_SKU)
        .execute()
      return { onSale: disabled_stores.length < app.config.stores.length, files: links.length }
    }
    /** Switched off with exactly one file: the id of that file. */
    const offWithOneFile = async () => {
      expect(await switchTo(staff.merchandiser, [])).toMatchObject({ ok: true })
      if ((await stateOf()).files === 0)
        expect(
          await addDownloadableLink(
            db(),
            staff.merchandiser,
            app.downloadStorage,
            EDIT_SKU,
            PDF,
            link(),
            NOW,
          ),
        ).toEqual({ ok: true })
      const links = await db()
        .selectFrom('downloadable_link')
        .select('id')
        .where('sku', '=', EDIT_SKU)
        .execute()
      expect(links).toHaveLength(1)
      return Number(links[0]!.id)
    }
    for (let round = 0; round < 4; round += 1) {
      const linkId = await offWithOneFile()
      const [removed, switched] = await Promise.all([
        removeDownloadableLink(db(), staff.merchandiser, app.downloadStorage, EDIT_SKU, linkId, NOW),
        switchTo(staff.merchandiser, ['b2c_fr']),
      ])
      // Whichever came second was refused with its own reason.
      expect([removed, switched].filter((result) => result.ok)).toHaveLength(1)
      if (!removed.ok) expect(removed).toEqual({ ok: false, error: 'LAST_FILE_ON_SALE' })
      if (!switched.ok)
        expect(switched).toEqual({
          ok: false,
          error: 'INVALID_FIELDS',
          fields: { stores: 'NO_DOWNLOAD_FILE' },
        })
      expect(await stateOf()).not.toEqual({ onSale: true, files: 0 })

      // The same race in SQL, past the forms' checks: the database's guard lets one through.
      await offWithOneFile()
      const outcomes = await Promise.allSettled([
        db()
          .transaction()
          .execute((trx) => trx.deleteFrom('downloadable_link').where('sku', '=', EDIT_SKU).execute()),
        db()
          .transaction()
          .execute((trx) =>
            trx.updateTable('product').set({ disabled_stores: [] }).where('sku', '=', EDIT_SKU).execute(),
          ),
      ])
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
      expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toMatchObject({
        code: '23514',
      })
      expect(await stateOf()).not.toEqual({ onSale: true, files: 0 })
    }
  })
})
