import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { STORES, itemOf, newGuest, orderableVariant, readyCart } from './helpers/checkoutFixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

const sorted = (values: Iterable<string>) => [...new Set(values)].sort()

describe('parcel pickup rates', () => {
  it('has a pickup rate in every country with pickup points, and pickup points in every country with a pickup rate', async () => {
    const { db } = app.shopDatabase
    const withPoints = (await db.selectFrom('pickup_point').select('country').distinct().execute()).map(
      (row) => row.country,
    )
    const withRate = (
      await db
        .selectFrom('shipping_rate')
        .select('countries')
        .where('method', '=', 'pickup')
        .where('enabled', '=', true)
        .execute()
    ).flatMap((row) => row.countries)
    const withNetwork = (
      await db.selectFrom('pickup_network').select('countries').where('enabled', '=', true).execute()
    ).flatMap((row) => row.countries)
    expect(withPoints.length).toBeGreaterThan(0)
    expect(sorted(withRate)).toEqual(sorted(withPoints))
    // A switched-on pickup network serves each of them.
    expect(sorted(withNetwork)).toEqual(sorted(withPoints))
  })

  it.each(STORES)(
    'offers parcel pickup to an address in the country of $store, and delivers to a point there',
    async ({ store, country }) => {
      const variant = await orderableVariant(app, 3, 3)
      const point = await app.shopDatabase.db
        .selectFrom('pickup_point')
        .select('id')
        .where('country', '=', country)
        .orderBy('id')
        .executeTakeFirstOrThrow()
      const { cart } = await readyCart(newGuest(app), {
        store,
        items: [itemOf(variant, 1)],
        country,
        pickup: point.id,
      })
      const address = cart.shipping_addresses[0]
      expect(
        address.available_shipping_methods.map((method: { method_code: string }) => method.method_code),
      ).toEqual(['home', 'pickup'])
      expect(address).toMatchObject({
        selected_shipping_method: { carrier_code: 'pickup', method_code: 'pickup' },
        pickup_location: { pickup_location_code: point.id },
      })
    },
  )
})
