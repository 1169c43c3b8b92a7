import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSDOM } from 'jsdom'
import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  merchandiser = await signedInStaff(server.app, 'types.merchandiser@example.org', 'merchandiser')
  expect((await merchandiser.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db
const documentOf = (response: LightMyRequestResponse) => new JSDOM(response.body).window.document
const valueOf = (response: LightMyRequestResponse, selector: string) =>
  documentOf(response).querySelector<HTMLInputElement>(selector)?.value

/** A seeded simple product without tier prices or custom options: the n-th one. */
async function plainSku(index: number): Promise<{ sku: string; regular: number }> {
  const { rows } = await sql<{ sku: string; regular: string }>`
    select p.sku, p.regular_price as regular from product p
    where p.type = 'simple' and p.parent_sku is null
      and not exists (select 1 from custom_option o where o.sku = p.sku)
      and not exists (select 1 from tier_price t where t.sku = p.sku)
    order by p.id offset ${index} limit 1`.execute(db())
  return { sku: rows[0]!.sku, regular: Number(rows[0]!.regular) }
}

describe('quantity prices without JavaScript', () => {
  it('answers a refused tier in French beside its fields with the typed values kept, then adds and removes one', async () => {
    const { sku, regular } = await plainSku(0)
    const page = `/admin/products/${sku}`
    const refused = await merchandiser.browser.post(`${page}/tier-prices`, {
      qty: '1',
      price: String(regular + 1),
    })
    expect(refused.statusCode).toBe(422)
    expect(valueOf(refused, '#tier-qty')).toBe('1')
    expect(valueOf(refused, '#tier-price')).toBe(String(regular + 1))
    const document = documentOf(refused)
    expect(document.querySelector('#tier-qty-error')?.textContent).toBe(
      'Saisissez une quantité entière de 2 ou plus.',
    )
    expect(document.querySelector('#tier-price-error')?.textContent).toBe(
      'Un prix par quantité doit être inférieur au prix normal.',
    )
    expect(document.querySelector('#tier-qty')?.getAttribute('aria-describedby')).toBe('tier-qty-error')
    expect(await db().selectFrom('tier_price').select('qty').where('sku', '=', sku).execute()).toEqual([])

    const added = await merchandiser.browser.post(`${page}/tier-prices`, { qty: '4', price: '1,50' })
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe(`${page}?done=tierPriceAdded#tier-prices`)
    const shown = await merchandiser.browser.get(String(added.headers.location))
    expect(pageText(shown)).toContain('Le prix par quantité est ajouté.')
    expect(documentOf(shown).querySelector('#tier-prices tbody')?.textContent).toMatch(/4\s*1,50\s*€/)

    const removed = await merchandiser.browser.post(`${page}/tier-prices/remove`, { qty: '4' })
    expect(removed.statusCode).toBe(303)
    expect(pageText(await merchandiser.browser.get(`${page}?done=tierPriceRemoved`))).toContain(
      'Aucun prix par quantité.',
    )
  })
})
