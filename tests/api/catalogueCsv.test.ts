import { readdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { sql } from 'kysely'
import { stringify } from 'csv-stringify/sync'
import { parse } from 'csv-parse/sync'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { CATALOGUE_CSV_COLUMNS } from '../../domain/backoffice/catalogue/catalogueCsvColumns.ts'
import { exportCatalogueCsv } from '../../domain/backoffice/catalogue/catalogueCsvExport.ts'
import {
  createCatalogueImportWorker,
  createImportJob,
  importJobOf,
  startImportJob,
  type CatalogueImportWorker,
} from '../../domain/backoffice/catalogue/catalogueImportJobs.ts'
import {
  folderImportFiles,
  IMPORT_DEFAULT_MAX_BYTES,
  importsDirOf,
  type ImportFileStore,
} from '../../domain/backoffice/catalogue/catalogueImportFiles.ts'
import { folderPictureStorage, uploadsDirOf } from '../../domain/media/pictureStorage.ts'
import { createProduct } from '../../domain/backoffice/catalogue/productCreation.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
let worker: CatalogueImportWorker
let files: ImportFileStore
/** A picture host on 127.0.0.1, allowed as `IMPORT_IMAGE_HOSTS` would allow it; each path's requests counted. */
let pictureServer: Server
let pictures: string
const pictureHits = new Map<string, number>()
const staff = {} as Record<StaffRole, BackOfficeActor>
const db = () => app.shopDatabase.db
const NOW = new Date()

/** What the seed offers a new product: a leaf category with a family, kind, gender and material of its products, colours and sizes. */
let choice: { categoryId: number; family: string; kind: string; gender: string; material: string }
let colours: string[]
let sizes: string[]

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'csv.test', '192.0.2.60'))
  const { rows } = await sql<typeof choice>`
    select pc.category_id as "categoryId", p.family, p.kind, p.gender, pa.value as material
    from product p
    join product_category pc on pc.sku = p.sku
    join category c on c.id = pc.category_id
    join product_attribute pa on pa.sku = p.sku and pa.code = 'material'
    where p.type = 'configurable' and c.level >= 2
    order by c.level desc, p.sku limit 1`.execute(db())
  choice = rows[0]!
  const options = async (code: string) =>
    (
      await db()
        .selectFrom('attribute_option')
        .select('value')
        .where('attribute_code', '=', code)
        .orderBy('position')
        .execute()
    ).map((row) => row.value)
  colours = await options('color')
  sizes = await options('size')
  files = folderImportFiles(importsDirOf(app.config.dataDir))
  worker = createCatalogueImportWorker({
    db: db(),
    stores: app.stores,
    log: app.log,
    pollIntervalMs: 60_000,
    io: {
      files,
      pictureStorage: folderPictureStorage(uploadsDirOf(app.config.dataDir)),
      pictureHosts: ['127.0.0.1'],
    },
  })
  const png = (red: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 40, b: 40 } } })
      .png()
      .toBuffer()
  const served: Record<string, Buffer> = {
    '/red.png': await png(200),
    '/all.png': await png(90),
    '/page.html': Buffer.from('<!doctype html><title>Not a picture</title>'),
  }
  pictureServer = createServer((request, response) => {
    const path = request.url ?? ''
    pictureHits.set(path, (pictureHits.get(path) ?? 0) + 1)
    const body = served[path]
    if (body) response.writeHead(200).end(body)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve))
  pictures = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await new Promise((resolve) => pictureServer?.close(resolve))
  await app?.close()
})

/** A file of ours: `products` configurable products of `sizeCount` sizes each (one row per size). */
function generatedCsv(prefix: string, products: number, sizeCount: number): string {
  const rows: string[][] = [[...CATALOGUE_CSV_COLUMNS]]
  for (let index = 0; index < products; index += 1) {
    const parent = `${prefix}-${index}`
    for (let size = 0; size < sizeCount; size += 1) {
      const values: Record<string, string> = {
        sku: `${parent}-${size}`,
        parent_sku: parent,
        type: 'configurable',
        family: choice.family,
        kind: choice.kind,
        name_fr: `Chausson ${parent}`,
        url_key_fr: `chausson-${parent.toLowerCase()}`,
        description_fr: 'Doux et chaud,\nsur deux lignes.',
        name_en: `Slipper ${parent}`,
        url_key_en: `slipper-${parent.toLowerCase()}`,
        categories: String(choice.categoryId),
        gender: choice.gender,
        material: choice.material,
        colour: colours[index % colours.length]!,
        size: sizes[size % sizes.length]!,
        regular_price: '49.90',
        final_price: size === 0 ? '39.90' : '49.90',
        qty: String(size),
        enabled_b2c_fr: 'yes',
        enabled_b2c_de: 'no',
        enabled_b2c_en: 'yes',
        enabled_b2c_it: 'yes',
      }
      rows.push(CATALOGUE_CSV_COLUMNS.map((column) => values[column] ?? ''))
    }
  }
  return stringify(rows)
}

/** Uploads and dry-runs a file; the job as its page reads it. */
async function dryRun(text: string, name = 'products.csv') {
  const stored = await files.save(text, IMPORT_DEFAULT_MAX_BYTES)
  if (typeof stored === 'string') throw new Error(stored)
  const id = (await createImportJob(db(), staff.merchandiser, name, stored))!
  await worker.drain()
  return (await importJobOf(db(), staff.merchandiser, id))!
}

/** Starts a checked job and runs it to its end. */
async function runImport(id: string) {
  expect(await startImportJob(db(), staff.merchandiser, id)).toBe(true)
  await worker.drain()
  return (await importJobOf(db(), staff.merchandiser, id))!
}

/** Everything an import may write, counted, with a digest of the products, texts and URLs. */
async function catalogueState() {
  const { rows } = await sql<{ state: unknown }>`select json_build_object(
    'products', (select md5(string_agg(p::text, ',' order by sku)) from product p),
    'translations', (select md5(string_agg(row(t.sku, t.language, t.name, t.description, t.url_key, t.meta_title, t.meta_description)::text, ',' order by sku, language)) from product_translation t),
    'categories', (select count(*) from product_category),
    'attributes', (select md5(string_agg(a::text, ',' order by sku, code, value)) from product_attribute a),
    'rewrites', (select md5(string_agg(r::text, ',' order by language, request_path)) from url_rewrite r),
    'prices', (select count(*) from product_price_history),
    'pictures', (select count(*) from product_picture),
    'emails', (select count(*) from email_outbox)
  ) as state`.execute(db())
  return rows[0]!.state
}

async function exported(): Promise<string> {
  let text = ''
  for await (const piece of exportCatalogueCsv(db(), staff.merchandiser)!) text += piece
  return text
}

describe('catalogue CSV import', () => {
  it('imports 5,000 rows after a dry run that writes nothing', async () => {
    const before = await catalogueState()
    const job = await dryRun(generatedCsv('CSVA', 1000, 5))
    expect(job.status).toBe('checked')
    expect(job.problems).toEqual([])
    expect(job.summary).toMatchObject({ products: 1000, newProducts: 1000, skus: 5000, newSkus: 5000 })
    expect(await catalogueState()).toEqual(before)

    const done = await runImport(job.id)
    expect(done.status).toBe('done')
    expect(done.rowsDone).toBe(5000)
    expect(done.summary).toMatchObject({ created: 1000, updated: 0 })
    const { rows } = await sql<{
      products: string
      sizes: string
      rewrites: string
      history: string
      listed: string
    }>`
      select
        (select count(*) from product where sku like 'CSVA-%' and parent_sku is null) as products,
        (select count(*) from product where parent_sku like 'CSVA-%') as sizes,
        (select count(*) from url_rewrite where entity_type = 'product' and entity_id like 'CSVA-%') as rewrites,
        (select count(*) from product_price_history where sku like 'CSVA-%') as history,
        (select count(*) from product_translation t join product p using (sku) where t.sku like 'CSVA-%' and t.search_name <> '' and p.category_ids @> array[${choice.categoryId}::integer]) as listed`.execute(
      db(),
    )
    expect(Object.values(rows[0]!).map(Number)).toEqual([1000, 5000, 2000, 6000, 2000])
    const parent = await db()
      .selectFrom('product')
      .select(['regular_price', 'final_price', 'disabled_stores', 'qty'])
      .where('sku', '=', 'CSVA-7')
      .executeTakeFirstOrThrow()
    expect(parent).toMatchObject({ disabled_stores: ['b2c_de'], qty: 10 })
    expect(Number(parent.final_price)).toBe(39.9)
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor', 'after'])
      .where('subject_id', '=', job.id)
      .where('subject_type', '=', 'catalogue_import_job')
      .execute()
    expect(audit).toMatchObject([
      { action: 'catalogue.import', actor: 'merchandiser@csv.test', after: { created: 1000 } },
    ])
    // The uploaded file waited on disk until the job was done, and is gone since.
    expect(await readdir(importsDirOf(app.config.dataDir))).toEqual([])
  }, 120_000)

  it('imports what it exports without changing anything', async () => {
    const before = await catalogueState()
    const job = await dryRun(await exported(), 'export.csv')
    expect(job.problems).toEqual([])
    const done = await runImport(job.id)
    expect(done.status).toBe('done')
    expect(done.summary).toMatchObject({ created: 0, updated: 0 })
    expect(await catalogueState()).toEqual(before)
  }, 120_000)

  it('imports a Shopify export of the same products, leaving what it does not carry', async () => {
    const header = [
      'Handle',
      'Title',
      'Body (HTML)',
      'Vendor',
      'Option1 Name',
      'Option1 Value',
      'Option2 Name',
      'Option2 Value',
      'Variant SKU',
      'Variant Price',
      'Variant Compare At Price',
      'Variant Inventory Qty',
      'Image Src',
      'Image Position',
      'Image Alt Text',
    ]
    const rows: string[][] = [header]
    for (let index = 0; index < 20; index += 1) {
      for (let size = 0; size < 5; size += 1) {
        const first = size === 0
        rows.push([
          `csva-${index}`,
          first ? `Slipper CSVA-${index} (Shopify)` : '',
          first ? '<p>Warm</p>' : '',
          first ? 'Acme' : '',
          first ? 'Size' : '',
          sizes[size % sizes.length]!,
          first ? 'Color' : '',
          colours[index % colours.length]!,
          `CSVA-${index}-${size}`,
          '29.90',
          '49.90',
          '12',
          // On a variant's row: the picture of that variant's colour, as Shopify's `Variant Image`.
          first ? `${pictures}/red.png` : '',
          '',
          '',
        ])
      }
      // A row of a picture alone: the whole product's; the same URL for every product.
      rows.push([
        `csva-${index}`,
        ...header.slice(1, -3).map(() => ''),
        `${pictures}/all.png`,
        '2',
        'Grey felt',
      ])
    }
    const file = stringify(rows)
    const job = await dryRun(file, 'shopify.csv')
    expect(job.format).toBe('shopify')
    expect(job.problems).toEqual([])
    expect(job.unmapped).toEqual(['Vendor'])
    expect(job.picturesTotal).toBe(2)
    // The dry run fetches nothing.
    expect(pictureHits.get('/all.png')).toBeUndefined()
    const done = await runImport(job.id)
    expect(done.summary).toMatchObject({ created: 0, updated: 20, picturesAdded: 40 })
    expect(done.picturesDone).toBe(2)
    // Each URL fetched once, however many rows name it.
    expect([pictureHits.get('/red.png'), pictureHits.get('/all.png')]).toEqual([1, 1])
    const shown = await db()
      .selectFrom('product_picture')
      .select(['colour', 'position', 'alt', 'width'])
      .where('sku', '=', 'CSVA-3')
      .orderBy('position')
      .execute()
    expect(shown).toEqual([
      { colour: colours[3 % colours.length], position: 1, alt: { en: '' }, width: 1200 },
      { colour: null, position: 2, alt: { en: 'Grey felt' }, width: 1200 },
    ])
    // Stored as an upload's renditions, AVIF and WebP in three widths.
    expect((await readdir(uploadsDirOf(app.config.dataDir))).length).toBe(12)

    // The same file again: its pictures are already there, none is added twice.
    const again = await runImport((await dryRun(file, 'shopify.csv')).id)
    expect(again.summary).toMatchObject({ picturesAdded: 0 })
    expect(
      await db().selectFrom('product_picture').select('id').where('sku', 'like', 'CSVA-%').execute(),
    ).toHaveLength(40)
    const size = await db()
      .selectFrom('product')
      .select(['final_price', 'regular_price', 'qty'])
      .where('sku', '=', 'CSVA-3-2')
      .executeTakeFirstOrThrow()
    expect([Number(size.final_price), Number(size.regular_price), size.qty]).toEqual([29.9, 49.9, 12])
    const texts = await db()
      .selectFrom('product_translation')
      .select(['language', 'name', 'url_key'])
      .where('sku', '=', 'CSVA-3')
      .orderBy('language')
      .execute()
    // English name and body change; the URL key and the French texts stay.
    expect(texts).toEqual([
      { language: 'en', name: 'Slipper CSVA-3 (Shopify)', url_key: 'slipper-csva-3' },
      { language: 'fr', name: 'Chausson CSVA-3', url_key: 'chausson-csva-3' },
    ])
    const history = await db()
      .selectFrom('product_price_history')
      .select('final_price')
      .where('sku', '=', 'CSVA-3-2')
      .orderBy('id')
      .execute()
    expect(history.map((row) => Number(row.final_price))).toEqual([49.9, 29.9])
  }, 120_000)

  it('lists every bad row by line and column and writes nothing', async () => {
    // The description spans two lines: each row takes two lines of the file, the header one.
    const [header, ...rows] = parse(generatedCsv('CSVB', 3, 2)) as string[][]
    const edit = (index: number, changes: Record<string, string>) => {
      const values = [...rows[index]!]
      for (const [name, value] of Object.entries(changes)) values[CATALOGUE_CSV_COLUMNS.indexOf(name)] = value
      return values
    }
    const bad = stringify([
      header!,
      edit(0, { regular_price: 'abc' }),
      edit(1, { final_price: '99.00', size: 'XXL-NOT-A-SIZE' }),
      edit(2, { sku: 'bad sku', gender: '999', url_key_fr: 'chausson-csva-1' }),
      rows[3]!,
      rows[4]!,
      edit(5, { enabled_b2c_fr: 'maybe', name_fr: 'Autre nom' }),
    ])
    const before = await catalogueState()
    const job = await dryRun(bad, 'bad.csv')
    expect(job.status).toBe('checked')
    expect(job.problems).toEqual([
      { line: 2, column: 'regular_price', error: 'INVALID_PRICE' },
      { line: 4, column: 'final_price', error: 'FINAL_ABOVE_REGULAR' },
      { line: 4, column: 'size', error: 'UNKNOWN_CHOICE' },
      { line: 6, column: 'gender', error: 'UNKNOWN_CHOICE' },
      { line: 6, column: 'sku', error: 'INVALID_SKU' },
      { line: 6, column: 'url_key_fr', error: 'URL_KEY_TAKEN' },
      // A size's row repeats its product's columns: the first row of the product says them.
      { line: 8, column: 'gender', error: 'PARENT_COLUMN_DIFFERS' },
      { line: 8, column: 'url_key_fr', error: 'PARENT_COLUMN_DIFFERS' },
      { line: 12, column: 'enabled_b2c_fr', error: 'PARENT_COLUMN_DIFFERS' },
      { line: 12, column: 'name_fr', error: 'PARENT_COLUMN_DIFFERS' },
    ])
    expect(await startImportJob(db(), staff.merchandiser, job.id)).toBe(false)
    await worker.drain()
    expect((await importJobOf(db(), staff.merchandiser, job.id))!.status).toBe('checked')
    expect(await catalogueState()).toEqual(before)
  }, 60_000)

  it('lists a picture that cannot be fetched as a problem of its row and writes nothing', async () => {
    const header = ['Handle', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Price', 'Image Src']
    const shopify = (images: string[]) =>
      stringify([
        header,
        ...images.map((image, index) => [
          `csva-${index}`,
          'Size',
          sizes[1]!,
          `CSVA-${index}-1`,
          '31.00',
          image,
        ]),
      ])
    const refused = await dryRun(
      shopify([
        `${pictures}/red.png`,
        'http://10.0.0.7/a.png',
        'ftp://pictures.example/a.png',
        'http://[::1]/a.png',
      ]),
    )
    // The dry run checks each address without fetching it.
    expect(refused.problems).toEqual([
      { line: 3, column: 'Image Src', error: 'PICTURE_HOST_REFUSED' },
      { line: 4, column: 'Image Src', error: 'INVALID_PICTURE_URL' },
      { line: 5, column: 'Image Src', error: 'PICTURE_HOST_REFUSED' },
    ])

    const before = await catalogueState()
    const job = await dryRun(
      shopify([`${pictures}/red.png`, `${pictures}/missing.png`, `${pictures}/page.html`]),
    )
    expect(job.problems).toEqual([])
    const run = await runImport(job.id)
    // One transaction or nothing: the prices of the rows whose pictures came are not written either.
    expect(run.status).toBe('checked')
    expect(run.problems).toEqual([
      { line: 3, column: 'Image Src', error: 'PICTURE_FETCH_FAILED' },
      { line: 4, column: 'Image Src', error: 'PICTURE_NOT_AN_IMAGE' },
    ])
    expect(await startImportJob(db(), staff.merchandiser, job.id)).toBe(false)
    expect(await catalogueState()).toEqual(before)
  }, 60_000)

  it('never switches a downloadable product on, nor creates one: the rows are refused by line and column', async () => {
    const sku = 'DL-CSV-NO-FILE'
    const created = await createProduct(
      db(),
      staff.merchandiser,
      app.config.stores,
      {
        type: 'downloadable',
        sku,
        family: '',
        kind: '',
        texts: {
          fr: { name: 'Patron sans fichier', urlKey: 'patron-sans-fichier-csv' },
          de: { name: '', urlKey: '' },
          en: { name: '', urlKey: '' },
          it: { name: '', urlKey: '' },
        },
        price: '5,00',
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
      },
      NOW,
    )
    expect(created).toEqual({ ok: true, sku })
    const file = stringify([
      ['sku', 'parent_sku', 'type', 'name_fr', 'enabled_b2c_fr', 'enabled_b2c_de'],
      [sku, '', 'simple', 'Patron sans fichier', 'yes', 'yes'],
      ['DL-CSV-NEW', '', 'downloadable', 'Nouveau patron', 'yes', 'yes'],
    ])
    const before = await catalogueState()
    const job = await dryRun(file, 'downloadable.csv')
    expect(job.problems).toEqual(
      expect.arrayContaining([
        { line: 2, column: 'sku', error: 'NOT_IMPORTABLE' },
        { line: 3, column: 'type', error: 'TYPE_MISMATCH' },
      ]),
    )
    expect(await startImportJob(db(), staff.merchandiser, job.id)).toBe(false)
    await worker.drain()
    expect(await catalogueState()).toEqual(before)
    const { disabled_stores } = await db()
      .selectFrom('product')
      .select('disabled_stores')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow()
    expect(disabled_stores.sort()).toEqual(app.config.stores.map((store) => store.key as string).sort())
  }, 60_000)

  it('lets only those who edit the catalogue import, and those who view it export', async () => {
    const stored = await files.save('sku\nA\n', IMPORT_DEFAULT_MAX_BYTES)
    if (typeof stored === 'string') throw new Error(stored)
    expect(await createImportJob(db(), staff.warehouse, 'x.csv', stored)).toBeNull()
    expect(exportCatalogueCsv(db(), staff.customer_service)).toBeNull()
    expect(exportCatalogueCsv(db(), staff.owner)).not.toBeNull()
  })
})
