import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { STORES, itemOf, newGuest, orderableVariant, readyCart } from './helpers/checkoutFixtures.ts'
import { SHIPPING_RATES } from '../../config/shippingRates.ts'

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
      await db.selectFrom('shipping_rate').select('country_code').where('method', '=', 'pickup').execute()
    ).map((row) => row.country_code)
    expect(withPoints.length).toBeGreaterThan(0)
    expect(sorted(withRate)).toEqual(sorted(withPoints))
    // The delivery page and the terms publish a pickup line for each of them.
    const published = await db
      .selectFrom('shipping_rate')
      .select(['country_code', 'price_cents'])
      .where('method', '=', 'pickup')
      .execute()
    for (const rate of published) {
      const line = SHIPPING_RATES.find(
        (candidate) =>
          candidate.destination.en.includes(countryName(rate.country_code)) &&
          /pickup point|Packstation/.test(candidate.carrier.en) &&
          Math.round(candidate.price * 100) === rate.price_cents,
      )
      expect(line, `a published pickup rate for ${rate.country_code}`).toBeDefined()
    }
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

function countryName(code: string): string {
  return new Intl.DisplayNames('en-GB', { type: 'region' }).of(code) ?? code
}
