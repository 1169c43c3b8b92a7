import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_HOST, pageText, signedInStaff, type StaffBrowser } from '../helpers/adminSession.ts'
import { startS3Server, type S3TestServer } from '../helpers/s3Server.ts'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

// Uploaded pictures in an S3-compatible bucket (MEDIA_S3_*): a real S3 server (s3rver) on loopback.
let bucket: S3TestServer
let server: TestServer
let merchandiser: StaffBrowser
/** A product of the seed shown in the French store. */
let product: { sku: string; urlKey: string }

beforeAll(async () => {
  bucket = await startS3Server()
  server = await startTestServer({ mediaBucket: bucket.bucket })
  merchandiser = (await signedInStaff(server.app, 'merch@bucket.test', 'merchandiser')).browser
  const row = await server.app.shopDatabase.db
    .selectFrom('product as p')
    .innerJoin('product_translation as t', (join) =>
      join.onRef('t.sku', '=', 'p.sku').on('t.language', '=', 'fr'),
    )
    .select(['p.sku', 't.url_key'])
    .where('p.parent_sku', 'is', null)
    .where(sql<boolean>`cardinality(p.disabled_stores) = 0`)
    .orderBy('p.sku')
    .executeTakeFirstOrThrow()
  product = { sku: row.sku, urlKey: row.url_key }
}, 300_000)
afterAll(async () => {
  await server?.close()
  await bucket?.close()
})

const productPage = () => `/admin/products/${encodeURIComponent(product.sku)}`
const renditionsOf = (hash: string) =>
  [300, 600, 1200].flatMap((width) => [`${hash}-${width}.avif`, `${hash}-${width}.webp`]).sort()

/** Posts the back office's upload form as a browser does: multipart, the CSRF token first, the file last. */
async function upload(browser: StaffBrowser, data: Buffer) {
  const page = await browser.get(productPage())
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  const boundary = '----bucket-test-boundary'
  const fields = {
    _csrf: csrf,
    colour: '',
    position: '1',
    'fr.alt': 'Photo',
    'de.alt': '',
    'en.alt': '',
    'it.alt': '',
  }
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return browser.jar.remember(
    await server.app.inject({
      method: 'POST',
      url: `${productPage()}/pictures`,
      remoteAddress: '10.44.201.1',
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

describe('uploaded pictures in an S3-compatible bucket', () => {
  let hash = ''

  it('stores the renditions as objects of the bucket, not in the data folder', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3300' } })
      .jpeg()
      .toBuffer()
    const answer = await upload(merchandiser, photo)
    expect(answer.statusCode, pageText(answer)).toBe(303)
    const row = await server.app.shopDatabase.db
      .selectFrom('product_picture')
      .select('file_hash')
      .where('sku', '=', product.sku)
      .executeTakeFirstOrThrow()
    hash = row.file_hash
    expect(await bucket.keys()).toEqual(renditionsOf(hash))
    expect(existsSync(path.join(server.dataDir, 'media', 'uploads'))).toBe(false)
  })

  it('points the product page, its srcset and its JSON-LD at the bucket, which serves them with their type', async () => {
    const publicUrl = bucket.bucket.publicUrl!
    const shop = await server.app.inject({ url: `/fr/${product.urlKey}` })
    expect(shop.statusCode).toBe(200)
    expect(shop.body).toContain(
      `srcSet="${publicUrl}${hash}-300.webp 300w, ${publicUrl}${hash}-600.webp 600w, ${publicUrl}${hash}-1200.webp 1200w"`,
    )
    expect(shop.body).toContain(`${publicUrl}${hash}-300.avif 300w`)
    expect(shop.body).not.toContain(`/media/uploads/${hash}`)
    const jsonLd = [...shop.body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { '@type'?: string; image?: string[] })
      .find((data) => data['@type'] === 'Product' || data['@type'] === 'ProductGroup')
    expect(jsonLd?.image?.[0]).toMatch(new RegExp(`^${publicUrl}${hash}-\\d+\\.webp$`))
    // The browser may fetch pictures from the bucket's origin.
    expect(String(shop.headers['content-security-policy'])).toMatch(
      new RegExp(`img-src [^;]*${new URL(publicUrl).origin}`),
    )
    for (const width of [300, 600, 1200])
      for (const format of ['webp', 'avif'] as const) {
        const object = await fetch(`${publicUrl}${hash}-${width}.${format}`)
        expect(object.status).toBe(200)
        expect(object.headers.get('content-type')).toBe(`image/${format}`)
        expect(object.headers.get('cache-control')).toContain('immutable')
        const metadata = await sharp(Buffer.from(await object.arrayBuffer())).metadata()
        expect(metadata.width).toBe(width)
      }
  })

  it("streams the bucket's objects through the shop's own route too (the back office's thumbnails)", async () => {
    const answer = await server.app.inject({ url: `/media/uploads/${hash}-600.avif` })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/avif')
    expect(answer.headers['cache-control']).toContain('immutable')
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(600)
    expect((await server.app.inject({ url: `/media/uploads/${'0'.repeat(32)}-600.avif` })).statusCode).toBe(
      404,
    )
  })

  it('deletes the objects when the picture is removed', async () => {
    const [row] = await server.app.shopDatabase.db
      .selectFrom('product_picture')
      .select('id')
      .where('sku', '=', product.sku)
      .execute()
    const removed = await merchandiser.post(`${productPage()}/pictures/remove`, { picture: String(row!.id) })
    expect(removed.statusCode).toBe(303)
    expect(await bucket.keys()).toEqual([])
    expect((await server.app.inject({ url: `/media/uploads/${hash}-600.webp` })).statusCode).toBe(404)
  })
})
