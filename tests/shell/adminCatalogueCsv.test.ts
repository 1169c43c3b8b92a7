import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { ADMIN_HOST, pageText, signedInStaff, type StaffBrowser } from '../helpers/adminSession.ts'

let server: TestServer
let merchandiser: StaffBrowser
/** A seed product's classification a new product of the file takes. */
let choice: { categoryId: number; family: string; kind: string; gender: string; material: string }

beforeAll(async () => {
  // A limit above 20 MB (the default is 200), low enough to send a file past it here.
  server = await startTestServer({ importMaxBytes: IMPORT_LIMIT })
  merchandiser = (await signedInStaff(server.app, 'merch@csv-pages.test', 'merchandiser')).browser
  const { rows } = await sql<typeof choice>`
    select pc.category_id as "categoryId", p.family, p.kind, p.gender, pa.value as material
    from product p
    join product_category pc on pc.sku = p.sku
    join category c on c.id = pc.category_id
    join product_attribute pa on pa.sku = p.sku and pa.code = 'material'
    where p.type = 'simple' and p.parent_sku is null and c.level >= 2 and p.family <> 'giftcard'
    order by c.level desc, p.sku limit 1`.execute(server.app.shopDatabase.db)
  choice = rows[0]!
}, 300_000)
afterAll(async () => server?.close())

const IMPORT_PAGE = '/admin/products/import'
const IMPORT_LIMIT = 22 * 1024 * 1024

/** Posts a file as a browser without JavaScript does: multipart, the CSRF token first, the file last. */
async function upload(text: string | Buffer, fileName = 'products.csv', staff = merchandiser) {
  // The dashboard has a form (signing out) for those the import page refuses.
  const page = await staff.get(staff === merchandiser ? IMPORT_PAGE : '/admin')
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  const boundary = '----csv-test-boundary'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    typeof text === 'string' ? Buffer.from(text) : text,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return staff.jar.remember(
    await server.app.inject({
      method: 'POST',
      url: IMPORT_PAGE,
      remoteAddress: '10.44.201.1',
      headers: {
        host: ADMIN_HOST,
        cookie: staff.jar.header(),
        origin: `http://${ADMIN_HOST}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    }),
  )
}

function file(rows: Record<string, string>[]): string {
  const columns = Object.keys(rows[0]!)
  return [columns.join(','), ...rows.map((row) => columns.map((column) => row[column]).join(','))].join('\n')
}

const product = (sku: string, changes: Record<string, string> = {}) => ({
  sku,
  type: 'simple',
  family: choice.family,
  kind: choice.kind,
  name_en: `Felt slipper ${sku}`,
  url_key_en: `felt-slipper-${sku.toLowerCase()}`,
  categories: String(choice.categoryId),
  gender: choice.gender,
  material: choice.material,
  regular_price: '35.00',
  qty: '4',
  ...changes,
})

describe('/admin/products/import without JavaScript', () => {
  it('uploads a file, shows its dry run, starts it and shows it done', async () => {
    const uploaded = await upload(file([product('CSVPAGE-1'), product('CSVPAGE-2')]))
    expect(uploaded.statusCode).toBe(303)
    const location = String(uploaded.headers.location)
    expect(location).toMatch(/^\/admin\/products\/import\?job=\d+$/)

    await server.app.catalogueImports.drain()

    const checked = await merchandiser.get(location)
    expect(checked.headers.refresh).toBeUndefined()
    expect(pageText(checked)).toContain('No problem found. Rows: 2; products: 2, new: 2; new SKUs: 2.')
    expect(
      await server.app.shopDatabase.db
        .selectFrom('product')
        .select('sku')
        .where('sku', 'like', 'CSVPAGE-%')
        .execute(),
    ).toEqual([])

    const csrf = /name="_csrf" value="([^"]+)"/.exec(checked.body)?.[1] ?? ''
    const job = location.split('=')[1]!
    const started = await merchandiser.post('/admin/products/import/start', { _csrf: csrf, job })
    expect(started.statusCode).toBe(303)
    await server.app.catalogueImports.drain()
    const done = await merchandiser.get(location)
    expect(pageText(done)).toContain('Imported. Products created: 2; changed: 0; unchanged: 0.')
    const stored = await server.app.shopDatabase.db
      .selectFrom('product')
      .select(['sku', 'qty', 'disabled_stores'])
      .where('sku', 'like', 'CSVPAGE-%')
      .orderBy('sku')
      .execute()
    expect(stored).toEqual([
      { sku: 'CSVPAGE-1', qty: 4, disabled_stores: ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it'] },
      { sku: 'CSVPAGE-2', qty: 4, disabled_stores: ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it'] },
    ])
  })

  it('shows a running import’s progress and has the browser look again, without a script', async () => {
    const { id } = await server.app.shopDatabase.db
      .insertInto('catalogue_import_job')
      .values({
        file_name: 'running.csv',
        content: '',
        format: 'ours',
        status: 'importing',
        row_count: 10,
        rows_done: 4,
        // Held by a worker for an hour: this server's worker leaves it alone.
        locked_until: new Date(Date.now() + 3_600_000),
        created_by: 'merch@csv-pages.test',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const page = await merchandiser.get(`${IMPORT_PAGE}?job=${id}`)
    expect(page.headers.refresh).toBe('2')
    expect(pageText(page)).toContain('4 of 10 rows imported.')
    expect(page.body).toContain(`<progress max="10" value="4"`)
    expect(page.body).toContain(`href="/admin/products/import?job=${id}"`)
  })

  it('lists a bad file’s problems by line and column, in words, and offers no start', async () => {
    const uploaded = await upload(
      file([product('CSVPAGE-3', { regular_price: 'free' }), product('csvpage 4')]),
    )
    await server.app.catalogueImports.drain()
    const report = await merchandiser.get(String(uploaded.headers.location))
    const text = pageText(report)
    expect(text).toContain('3 problems: nothing was written.')
    // Line, column and problem, one row each (the page text runs the cells together).
    expect(text).toContain('2regular_priceA price is an amount above zero with at most two decimals (49.90).')
    expect(text).toContain('3skuA SKU is made of capital letters, digits and dashes, at most 64.')
    expect(text).toContain('3url_key_enA URL key is made of lower-case letters, digits and single dashes.')
    expect(report.body).not.toContain('/admin/products/import/start')
  })

  it('keeps every problem of a long file and lists the first 200', async () => {
    const rows = Array.from({ length: 250 }, (_, index) =>
      product(`CSVLONG-${index}`, { regular_price: 'x' }),
    )
    const uploaded = await upload(file(rows))
    await server.app.catalogueImports.drain()
    const text = pageText(await merchandiser.get(String(uploaded.headers.location)))
    expect(text).toContain('250 problems: nothing was written.')
    expect(text).toContain('The first 200 are listed below, in the order of the file.')
    expect(text).toContain('201regular_price')
    expect(text).not.toContain('202regular_price')
  })

  it('sends the form back when no file is chosen', async () => {
    const answer = await upload('')
    expect(answer.statusCode).toBe(422)
    expect(pageText(answer)).toContain('Choose a CSV file to check.')
  })

  it('shows the file’s own name on its page and in the list, as text, whatever it holds', async () => {
    // A script tag and a right-to-left override (U+202E), which would make "exe.csv" read backwards
    // (no closing tag: a name with a slash is a path, refused as forged).
    const name = '<script>alert(1)\u202Evsc.exe.csv'
    const uploaded = await upload(file([product('CSVNAME-1')]), name)
    expect(uploaded.statusCode).toBe(303)
    await server.app.catalogueImports.drain()
    const page = await merchandiser.get(String(uploaded.headers.location))
    expect(pageText(page)).toContain(`File: ${name}`)
    expect(page.body).not.toContain('<script>alert')
    // Escaped, and isolated so its direction cannot turn the text around it.
    const shown = '<bdi dir="auto">&lt;script&gt;alert(1)\u202Evsc.exe.csv</bdi>'
    expect(page.body.split(shown)).toHaveLength(3)
    const job = String(uploaded.headers.location).split('=')[1]!
    const { file_name: stored } = await server.app.shopDatabase.db
      .selectFrom('catalogue_import_job')
      .select('file_name')
      .where('id', '=', job)
      .executeTakeFirstOrThrow()
    expect(stored).toBe(name)
    // The file waits under a name the server made, never the uploader's.
    expect(readdirSync(path.join(server.dataDir, 'imports'))).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}\.csv$/),
    ])
  })

  it('keeps no file of a form the guard refuses', async () => {
    const warehouse = (await signedInStaff(server.app, 'stock@csv-pages.test', 'warehouse')).browser
    const imports = () => readdirSync(path.join(server.dataDir, 'imports'))
    const before = imports()
    const refused = await upload(file([product('CSVNOPE-1')]), 'stock.csv', warehouse)
    expect(refused.statusCode).toBe(403)
    expect(imports()).toEqual(before)
  })

  it('imports a file over 20 MB, streamed to disk, and refuses one over the limit keeping the page', async () => {
    const filler = 'Feutre de laine bouillie et semelle en cuir. '.repeat(500).slice(0, 19_000)
    const rows = Array.from({ length: 1_100 }, (_, index) =>
      product(`CSVBIG-${index}`, { description_en: filler, name_en: `Big slipper ${index}` }),
    )
    const text = file(rows)
    expect(Buffer.byteLength(text)).toBeGreaterThan(20 * 1024 * 1024)
    expect(Buffer.byteLength(text)).toBeLessThan(IMPORT_LIMIT)
    const uploaded = await upload(text, 'big.csv')
    expect(uploaded.statusCode).toBe(303)
    await server.app.catalogueImports.drain()
    const location = String(uploaded.headers.location)
    const checked = await merchandiser.get(location)
    expect(pageText(checked)).toContain('No problem found. Rows: 1100; products: 1100, new: 1100')
    const csrf = /name="_csrf" value="([^"]+)"/.exec(checked.body)?.[1] ?? ''
    await merchandiser.post('/admin/products/import/start', { _csrf: csrf, job: location.split('=')[1]! })
    await server.app.catalogueImports.drain()
    expect(pageText(await merchandiser.get(location))).toContain('Imported. Products created: 1100')

    const tooLarge = await upload(
      Buffer.concat([Buffer.from('sku\n'), Buffer.alloc(IMPORT_LIMIT, 'A')]),
      'huge.csv',
    )
    expect(tooLarge.statusCode).toBe(422)
    const refused = pageText(tooLarge)
    expect(refused).toContain('This file is larger than the import takes')
    // The page is kept: its form and the limit it states.
    expect(refused).toContain('at most 22 MB')
    expect(tooLarge.body).toContain('name="file"')
  }, 180_000)

  it('downloads the catalogue as CSV', async () => {
    const answer = await merchandiser.get('/admin/products/export')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(answer.body.split('\n')[0]).toMatch(/^sku,parent_sku,type,family,kind,name_fr,/)
    expect(answer.body.includes('\nCSVPAGE-1,,simple,')).toBe(true)
  })
})
