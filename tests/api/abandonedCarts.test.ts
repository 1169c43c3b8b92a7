import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer } from './helpers/graphqlAgent.ts'
import { ADD, CART, configurableWithOptions, createCart, variantItem } from './helpers/cartFixtures.ts'
import { deleteAbandonedGuestCarts, GUEST_CART_LIFETIME_DAYS } from '../../domain/cart/abandonedGuestCarts.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app.close())

const DAY_MS = 24 * 60 * 60 * 1000
const ageCart = (id: string, days: number) =>
  app.shopDatabase.db
    .updateTable('cart')
    .set({ updated_at: new Date(Date.now() - days * DAY_MS) })
    .where('id', '=', id)
    .execute()

describe('abandoned guest carts', () => {
  it(`deletes guest carts unchanged for ${GUEST_CART_LIFETIME_DAYS} days with their lines, and keeps recent guest carts and customers' carts`, async () => {
    const slipper = await configurableWithOptions(app)
    const oldGuest = createGraphqlAgent(app, { clientIp: '10.9.0.1' })
    const recentGuest = createGraphqlAgent(app, { clientIp: '10.9.0.2' })
    const customer = createGraphqlAgent(app, { clientIp: '10.9.0.3' })
    const oldCart = await createCart(oldGuest)
    expect(
      (await oldGuest.query(ADD, { cartId: oldCart, items: [variantItem(slipper, 1)] })).data
        ?.addProductsToCart.success,
    ).toBe(true)
    const recentCart = await createCart(recentGuest)
    expect((await registerCustomer(customer, { email: 'kept-cart@example.org' })).success).toBe(true)
    const customerCart = (await customer.query('{ customerCart { id } }')).data?.customerCart.id as string
    await ageCart(oldCart, GUEST_CART_LIFETIME_DAYS + 1)
    await ageCart(recentCart, GUEST_CART_LIFETIME_DAYS - 1)
    await ageCart(customerCart, 400)

    const deleted = await deleteAbandonedGuestCarts(
      app.shopDatabase.db,
      new Date(Date.now() - GUEST_CART_LIFETIME_DAYS * DAY_MS),
    )

    expect(deleted).toBe(1)
    const left = await app.shopDatabase.db
      .selectFrom('cart')
      .select('id')
      .where('id', 'in', [oldCart, recentCart, customerCart])
      .execute()
    expect(left.map((row) => row.id).sort()).toEqual([recentCart, customerCart].sort())
    const lines = await app.shopDatabase.db
      .selectFrom('cart_item')
      .select('id')
      .where('cart_id', '=', oldCart)
      .execute()
    expect(lines).toEqual([])
    // The shopper who comes back finds no cart and can start a new one.
    expect((await oldGuest.query(CART, { id: oldCart })).data?.cart ?? null).toBeNull()
    expect(typeof (await createCart(oldGuest))).toBe('string')
  })
})
