import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, nextOrderStatuses, orderMoveRefusal, type OrderStatus } from './orderStatus.ts'

const goods = { shipsGoods: true }
const giftCardsOnly = { shipsGoods: false }

describe('order status moves', () => {
  it('takes an order with goods from payment to delivery and then to closed', () => {
    const path: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'closed']
    for (let step = 1; step < path.length; step += 1)
      expect(
        orderMoveRefusal(path[step - 1]!, path[step]!, goods),
        `${path[step - 1]} → ${path[step]}`,
      ).toBeNull()
  })

  it('lets a pending or paid order be cancelled, but not one already shipped or delivered', () => {
    expect(orderMoveRefusal('pending', 'cancelled', goods)).toBeNull()
    expect(orderMoveRefusal('processing', 'cancelled', goods)).toBeNull()
    expect(orderMoveRefusal('shipped', 'cancelled', goods)).toBe('NOT_ALLOWED')
    expect(orderMoveRefusal('delivered', 'cancelled', goods)).toBe('NOT_ALLOWED')
  })

  it('never moves a cancelled or closed order again', () => {
    for (const from of ['cancelled', 'closed'] as const) {
      expect(nextOrderStatuses(from, goods)).toEqual([])
      for (const to of ORDER_STATUSES) expect(orderMoveRefusal(from, to, goods)).not.toBeNull()
    }
  })

  it('refuses going back, skipping payment, and unknown or unchanged statuses', () => {
    expect(orderMoveRefusal('shipped', 'processing', goods)).toBe('NOT_ALLOWED')
    expect(orderMoveRefusal('delivered', 'shipped', goods)).toBe('NOT_ALLOWED')
    expect(orderMoveRefusal('pending', 'shipped', goods)).toBe('NOT_ALLOWED')
    expect(orderMoveRefusal('processing', 'processing', goods)).toBe('SAME_STATUS')
    expect(orderMoveRefusal('processing', 'complete', goods)).toBe('UNKNOWN_STATUS')
  })

  it('delivers goods only once shipped, and never ships an order of gift cards only', () => {
    expect(orderMoveRefusal('processing', 'delivered', goods)).toBe('NOT_SHIPPED_YET')
    expect(orderMoveRefusal('processing', 'shipped', giftCardsOnly)).toBe('NOTHING_TO_SHIP')
    expect(orderMoveRefusal('processing', 'delivered', giftCardsOnly)).toBeNull()
  })

  it('lists the next statuses of each status', () => {
    expect(nextOrderStatuses('pending', goods)).toEqual(['processing', 'cancelled'])
    expect(nextOrderStatuses('processing', goods)).toEqual(['shipped', 'cancelled'])
    expect(nextOrderStatuses('processing', giftCardsOnly)).toEqual(['delivered', 'cancelled'])
    expect(nextOrderStatuses('shipped', goods)).toEqual(['delivered', 'closed'])
    expect(nextOrderStatuses('delivered', goods)).toEqual(['closed'])
  })
})
