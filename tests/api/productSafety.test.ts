import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

const OPERATOR = 'name street postalCode city countryCode email'
const SAFETY = `query Safety($sku: String!) { product(sku: $sku) { sku type safety {
  manufacturer { ${OPERATOR} } responsiblePerson { ${OPERATOR} } productType reference warnings
} } }`

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

async function safetyOf(sku: string, store = '/en') {
  const { body } = await postGraphql(app, SAFETY, { sku }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.product.safety
}

async function firstSku(condition: string): Promise<string> {
  const { rows } = await sql<{
    sku: string
  }>`select sku from product p where parent_sku is null and ${sql.raw(condition)} order by id limit 1`.execute(
    app.shopDatabase.db,
  )
  if (!rows[0]) throw new Error(`no seeded product where ${condition}`)
  return rows[0].sku
}

describe('product safety information (GPSR art. 19)', () => {
  it('names the maker of every sellable physical product with a postal and an e-mail address', async () => {
    const { rows } = await sql<{ sku: string }>`
      select p.sku from product p left join product_safety s on s.sku = p.sku
      where p.parent_sku is null and p.type in ('simple', 'configurable', 'bundle') and s.sku is null`.execute(
      app.shopDatabase.db,
    )
    expect(rows).toEqual([])
    const safety = await safetyOf(await firstSku(`kind = 'mule'`), '/de')
    expect(safety.manufacturer).toEqual({
      name: 'Pantoufle & Co SAS',
      street: '14 rue des Tisserands',
      postalCode: '88400',
      city: 'Gérardmer',
      countryCode: 'FR',
      email: 'securite-produits@pantoufle-et-co.fr',
    })
    expect(safety.responsiblePerson).toBeNull()
    expect(safety.productType).toBe('Pantolette')
  })

  it("warns to keep children's nightwear away from fire, with the product type in each store's language", async () => {
    const sku = await firstSku(`kind = 'pyjamas' and gender = '301'`)
    const types: Record<string, string> = {}
    for (const store of ['/fr', '/de', '/en', '/it']) {
      const safety = await safetyOf(sku, store)
      expect(safety.warnings).toEqual(['KEEP_AWAY_FROM_FIRE'])
      expect(safety.reference).toBe(sku)
      types[store] = safety.productType
    }
    expect(types).toEqual({ '/fr': 'Pyjama', '/de': 'Schlafanzug', '/en': 'Pyjamas', '/it': 'Pigiama' })
  })

  it('names the responsible person in the Union for a product made outside it', async () => {
    const safety = await safetyOf(await firstSku(`kind = 'robe'`))
    expect(safety.manufacturer.countryCode).toBe('TR')
    expect(safety.responsiblePerson).toMatchObject({ name: 'Pantoufle & Co SAS', countryCode: 'FR' })
  })

  it('warns of small parts on children’s booties and of slippery floors on cosy socks, and nothing on plain socks', async () => {
    expect((await safetyOf(await firstSku(`kind = 'bootie' and gender = '301'`))).warnings).toEqual([
      'SMALL_PARTS',
    ])
    expect((await safetyOf(await firstSku(`kind = 'cosy-sock'`))).warnings).toEqual([
      'SLIPPERY_ON_SMOOTH_FLOORS',
    ])
    expect((await safetyOf(await firstSku(`kind = 'crew-sock'`))).warnings).toEqual([])
  })

  it('gives a gift box the warnings of its pairs and the shop as its maker', async () => {
    const { rows } = await sql<{ sku: string; warned: boolean }>`
      select b.sku, bool_or(p.kind = 'cosy-sock') as warned from product b
      join bundle_option o on o.sku = b.sku join bundle_selection s on s.option_id = o.id join product p on p.sku = s.product_sku
      where b.type = 'bundle' group by b.sku order by b.sku`.execute(app.shopDatabase.db)
    expect(rows.length).toBeGreaterThan(0)
    for (const bundle of rows) {
      const safety = await safetyOf(bundle.sku, '/fr')
      expect(safety.manufacturer.name).toBe('Pantoufle & Co SAS')
      expect(safety.productType).toBe('Coffret de chaussettes')
      expect(safety.warnings).toEqual(bundle.warned ? ['SLIPPERY_ON_SMOOTH_FLOORS'] : [])
    }
  })

  it('has none for a gift card (a voucher, no physical product)', async () => {
    const sku = await firstSku(`type = 'giftcard'`)
    expect(await safetyOf(sku)).toBeNull()
  })
})
