import { describe, expect, it } from 'vitest'
import type { FastifyRequest } from 'fastify'
import type { DatabaseSessionStore } from './databaseSessionStore.ts'
import { GUEST_ORDERS_KEPT } from './sessionPolicy.ts'
import { shopperSessionOf } from './shopperSession.ts'

describe('shopperSessionOf: guest orders', () => {
  it('keeps only the newest orders, each once, so the session stays small', () => {
    const request = { session: {} } as unknown as FastifyRequest
    const shopper = shopperSessionOf(request, {} as DatabaseSessionStore)
    expect(shopper.guestOrderIds).toEqual([])
    const placed = Array.from({ length: GUEST_ORDERS_KEPT + 2 }, (_, index) => index + 1)
    for (const orderId of placed) shopper.rememberGuestOrder(orderId)
    const newest = placed.slice(-GUEST_ORDERS_KEPT)
    expect(shopper.guestOrderIds).toEqual(newest)
    // A retried placeOrder answers the same order again: it moves to the end, not in twice.
    shopper.rememberGuestOrder(newest[0]!)
    expect(shopper.guestOrderIds).toEqual([...newest.slice(1), newest[0]])
    expect(request.session.guestOrders).toHaveLength(GUEST_ORDERS_KEPT)
  })
})
