import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { STORES, itemOf, newGuest, orderableVariant, readyCart } from './helpers/checkoutFixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

const DELIVERY = /* GraphQL */ `
  query DeliveryTimes($id: String!, $page: String!) {
    cart(cart_id: $id) {
      shipping_addresses {
        available_shipping_methods {
          method_code
          delivery_days {
            min
            max
          }
        }
      }
    }
    cmsPage(identifier: $page) {
      content
    }
  }
`

// How each language writes a delay on the delivery page.
const WRITTEN: Record<string, (min: number, max: number) => string> = {
  '/fr': (min, max) => `${min} à ${max} jours ouvrés`,
  '/de': (min, max) => `${min} bis ${max} Werktage`,
  '/en': (min, max) => `${min} to ${max} working days`,
  '/it': (min, max) => `${min}-${max} giorni lavorativi`,
}

describe('delivery times at checkout', () => {
  it.each(STORES)(
    '$store: every shipping method to $country gives the delivery time the delivery page states',
    async ({ store, country }) => {
      const agent = newGuest(app)
      const { cartId } = await readyCart(agent, {
        store,
        items: [itemOf(await orderableVariant(app, 2), 1)],
        country,
      })
      const answer = await agent.query(DELIVERY, { id: cartId, page: 'delivery' }, { store })
      const methods = answer.data?.cart.shipping_addresses[0].available_shipping_methods as {
        method_code: string
        delivery_days: { min: number; max: number } | null
      }[]
      expect(methods.length).toBeGreaterThan(0)
      const deliveryPage = answer.data?.cmsPage.content as string
      for (const method of methods) {
        expect(method.delivery_days, method.method_code).not.toBeNull()
        const { min, max } = method.delivery_days!
        expect(min).toBeGreaterThan(0)
        expect(max).toBeGreaterThanOrEqual(min)
        expect(deliveryPage).toContain(WRITTEN[store]!(min, max))
      }
    },
  )
})
