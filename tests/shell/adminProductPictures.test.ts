import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { sql } from 'kysely'
import { deflateSync } from 'node:zlib'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { ADMIN_HOST, pageText, signedInStaff, type StaffBrowser } from '../helpers/adminSession.ts'

let server: TestServer
let merchandiser: StaffBrowser
let warehouse: StaffBrowser
/** A configurable product of the seed with two colours of variants. */
let product: { sku: string; urlKey: string; colours: [string, string] }

beforeAll(async () => {
  server = await startTestServer()
  merchandiser = (await signedInStaff(server.app, 'merch@pictures.test', 'merchandiser')).browser
  warehouse = (await signedInStaff(server.app, 'warehouse@pictures.test', 'warehouse')).browser
  const db = server.app.shopDatabase.db
  const parent = await db
    .selectFrom('product as v')
    .innerJoin('product_translation as t', (join) =>
      join.onRef('t.sku', '=', 'v.parent_sku').on('t.language', '=', 'fr'),
    )
    .select(['v.parent_sku', 't.url_key'])
    .where('v.parent_sku', 'is not', null)
    .where('v.colour', 'is not', null)
    .where(sql<boolean>`cardinality(v.disabled_stores) = 0`)
    .groupBy(['v.parent_sku', 't.url_key'])
    .having((eb) => eb.fn.count('v.colour').distinct(), '>=', 2)
    .orderBy('v.parent_sku')
    .executeTakeFirstOrThrow()
  const colours = await db
    .selectFrom('product')
    .select('colour')
    .distinct()
    .where('parent_sku', '=', parent.parent_sku)
    .where('colour', 'is not', null)
    .orderBy('colour')
    .execute()
  product = {
    sku: parent.parent_sku!,
    urlKey: parent.url_key,
    colours: [colours[0]!.colour!, colours[1]!.colour!],
  }
}, 300_000)
afterAll(async () => server?.close())

const uploadsDir = () => path.join(server.dataDir, 'media', 'uploads')
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : [])
const pictureRows = () =>
  server.app.shopDatabase.db.selectFrom('product_picture').selectAll().orderBy('id').execute()
const productPage = () => `/admin/products/${encodeURIComponent(product.sku)}`

/** A file as a form sends it. */
interface Upload {
  name: string
  type: string
  data: Buffer
}

/** Posts the upload form as a browser does: multipart, the CSRF token first, the file last. */
async function upload(browser: StaffBrowser, file: Upload, fields: Record<string, string> = {}) {
  const page = await browser.get(productPage())
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  const boundary = '----pictures-test-boundary'
  const parts: Buffer[] = []
  const values = {
    _csrf: csrf,
    colour: '',
    position: '1',
    'fr.alt': '',
    'de.alt': '',
    'en.alt': '',
    'it.alt': '',
    ...fields,
  }
  for (const [name, value] of Object.entries(values))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return browser.jar.remember(
    await server.app.inject({
      method: 'POST',
      url: `${productPage()}/pictures`,
      remoteAddress: '10.44.200.1',
      headers: {
        host: ADMIN_HOST,
        cookie: browser.jar.header(),
        origin: `http://${ADMIN_HOST}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat(parts),
    }),
  )
}

/** A real picture of a colour, made by sharp. */
const picture = (format: 'jpeg' | 'png' | 'webp', colour: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer()

/** A PNG whose header declares 30000 × 30000 pixels in a few bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (data: Buffer) => {
    let c = 0xffffffff
    for (const byte of data) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(30000, 0)
  header.writeUInt32BE(30000, 4)
  header[8] = 8
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('uploading a product picture', () => {
  it.each([
    {
      what: 'a script disguised as a JPEG',
      file: async () => ({
        name: 'photo.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      }),
      says: 'This file is not a JPEG, PNG, WebP or AVIF picture.',
    },
    {
      what: 'an SVG with a script, named .png',
      file: async () => ({
        name: 'logo.png',
        type: 'image/png',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      }),
      says: 'This file is not a JPEG, PNG, WebP or AVIF picture.',
    },
    {
      what: 'a decompression bomb',
      file: async () => ({ name: 'bomb.png', type: 'image/png', data: pngBomb() }),
      says: 'This picture has more than 40 megapixels.',
    },
    {
      what: 'a 50 MB file',
      file: async () => ({ name: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(50 * 1024 * 1024, 1) }),
      says: 'This file is larger than 20 MB.',
    },
    {
      what: 'a name with a path',
      file: async () => ({
        name: '../../etc/passwd.png',
        type: 'image/png',
        data: await picture('png', '#336699'),
      }),
      says: "This file's name is not a plain file name.",
    },
  ])('refuses $what beside the field and writes nothing', async ({ file, says }) => {
    const answer = await upload(merchandiser, await file(), { 'en.alt': 'kept text' })
    expect(answer.statusCode).toBe(422)
    expect(pageText(answer)).toContain(says)
    expect(answer.body).toContain('value="kept text"')
    expect(storedFiles()).toEqual([])
    expect(await pictureRows()).toEqual([])
  })

  it('refuses a role without catalogue.edit and writes nothing', async () => {
    const answer = await upload(warehouse, {
      name: 'a.jpg',
      type: 'image/jpeg',
      data: await picture('jpeg', '#aa0000'),
    })
    expect(answer.statusCode).toBe(403)
    expect(storedFiles()).toEqual([])
    expect(await pictureRows()).toEqual([])
  })

  it('stores a JPEG, PNG and WebP as AVIF and WebP renditions that the storefront shows per colour', async () => {
    const [first, second] = product.colours
    for (const [format, colour, background] of [
      ['jpeg', first, '#aa0000'],
      ['png', second, '#00aa00'],
      ['webp', '', '#0000aa'],
    ] as const) {
      const answer = await upload(
        merchandiser,
        {
          name: `photo.${format}`,
          type: 'application/octet-stream',
          data: await picture(format, background),
        },
        { colour, position: '1', 'fr.alt': `Photo ${colour || 'produit'}` },
      )
      expect(answer.statusCode, pageText(answer)).toBe(303)
      expect(answer.headers.location).toBe(`${productPage()}?done=pictureAdded`)
    }
    const rows = await pictureRows()
    expect(rows.map((row) => row.colour)).toEqual([first, second, null])
    expect(storedFiles()).toHaveLength(18)
    for (const row of rows)
      for (const width of [300, 600, 1200]) {
        const webp = await server.app.inject({ url: `/media/uploads/${row.file_hash}-${width}.webp` })
        expect(webp.statusCode).toBe(200)
        expect(webp.headers['content-type']).toBe('image/webp')
        expect(webp.headers['cache-control']).toContain('immutable')
        expect((await sharp(webp.rawPayload).metadata()).width).toBe(width)
        const avif = await server.app.inject({ url: `/media/uploads/${row.file_hash}-${width}.avif` })
        expect(avif.headers['content-type']).toBe('image/avif')
      }

    const shop = await server.app.inject({ url: `/fr/${product.urlKey}` })
    expect(shop.statusCode).toBe(200)
    const [red, green] = rows
    // Each colour's slide shows its own upload in its srcset.
    expect(shop.body).toMatch(
      new RegExp(
        `data-gallery-color="${first}"[^]*?srcSet="/media/uploads/${red!.file_hash}-300.webp 300w`,
        'i',
      ),
    )
    expect(shop.body).toMatch(
      new RegExp(
        `data-gallery-color="${second}"[^]*?srcSet="/media/uploads/${green!.file_hash}-300.webp 300w`,
        'i',
      ),
    )
    expect(shop.body).not.toContain('/media/artwork/')
  })

  it('changes a picture and removes it with its files', async () => {
    const [row] = await pictureRows()
    const changed = await merchandiser.post(`${productPage()}/pictures/update`, {
      picture: String(row!.id),
      position: '5',
      'fr.alt': 'Vue de face',
      'de.alt': '',
      'en.alt': 'Front view',
      'it.alt': '',
    })
    expect(changed.statusCode).toBe(303)
    const page = await merchandiser.get(productPage())
    expect(page.body).toContain('value="Front view"')
    expect(pageText(page)).toContain('Picture at position 5')
    const removed = await merchandiser.post(`${productPage()}/pictures/remove`, { picture: String(row!.id) })
    expect(removed.statusCode).toBe(303)
    expect(storedFiles().some((name) => name.startsWith(row!.file_hash))).toBe(false)
    const actions = await server.app.shopDatabase.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'catalogue.picture.%')
      .orderBy('id')
      .execute()
    expect(actions.map(({ action }) => action)).toEqual([
      'catalogue.picture.add',
      'catalogue.picture.add',
      'catalogue.picture.add',
      'catalogue.picture.update',
      'catalogue.picture.remove',
    ])
  })
})

describe('serving uploaded pictures', () => {
  it.each([
    '/media/uploads/..%2F..%2Fpackage.json',
    '/media/uploads/../../package.json',
    '/media/uploads/%2e%2e%2fsecret',
    '/media/uploads/0123456789abcdef0123456789abcdef-300.svg',
  ])('answers 404 to %s', async (url) => {
    const answer = await server.app.inject({ url })
    expect(answer.statusCode).toBe(404)
    expect(answer.body).not.toContain('"name"')
  })
})
