import { describe, expect, it } from 'vitest'
import {
  RMA_ITEM_STATUSES,
  RMA_STATUSES,
  nextRmaItemStatuses,
  releasesPieces,
  rmaItemMoveRefusal,
  rmaStatusOfItems,
  type RmaItemStatus,
} from './returnStatus.ts'

describe('returned item moves', () => {
  it('take an item from its request through authorization and receipt to approval', () => {
    const path: RmaItemStatus[] = ['pending', 'authorized', 'received', 'approved']
    for (let step = 1; step < path.length; step += 1)
      expect(rmaItemMoveRefusal(path[step - 1]!, path[step]!), `${path[step - 1]} → ${path[step]}`).toBeNull()
  })

  it('deny a request before it is authorized and reject an item once it is received', () => {
    expect(rmaItemMoveRefusal('pending', 'denied')).toBeNull()
    expect(rmaItemMoveRefusal('received', 'rejected')).toBeNull()
    expect(rmaItemMoveRefusal('authorized', 'rejected')).toBe('NOT_ALLOWED')
    expect(rmaItemMoveRefusal('received', 'denied')).toBe('NOT_ALLOWED')
  })

  it('never skip a step, go back, or leave a final status', () => {
    expect(rmaItemMoveRefusal('pending', 'received')).toBe('NOT_ALLOWED')
    expect(rmaItemMoveRefusal('pending', 'approved')).toBe('NOT_ALLOWED')
    expect(rmaItemMoveRefusal('received', 'authorized')).toBe('NOT_ALLOWED')
    for (const final of ['approved', 'rejected', 'denied'] as const) {
      expect(nextRmaItemStatuses(final)).toEqual([])
      for (const to of RMA_ITEM_STATUSES) expect(rmaItemMoveRefusal(final, to)).not.toBeNull()
    }
  })

  it('refuse unknown and unchanged statuses', () => {
    expect(rmaItemMoveRefusal('pending', 'pending')).toBe('SAME_STATUS')
    expect(rmaItemMoveRefusal('pending', 'lost')).toBe('UNKNOWN_STATUS')
    expect(rmaItemMoveRefusal('pending', 'AUTHORIZED')).toBe('UNKNOWN_STATUS')
  })

  it('give pieces back to the order only when rejected or denied', () => {
    expect(RMA_ITEM_STATUSES.filter(releasesPieces)).toEqual(['rejected', 'denied'])
  })
})

describe('a return’s status from its items (Magento’s rules)', () => {
  it('is the items’ own status when they all agree, approved meaning processed and closed', () => {
    expect(rmaStatusOfItems(['pending', 'pending'])).toBe('pending')
    expect(rmaStatusOfItems(['authorized'])).toBe('authorized')
    expect(rmaStatusOfItems(['received', 'received'])).toBe('received')
    expect(rmaStatusOfItems(['approved'])).toBe('processed_and_closed')
    expect(rmaStatusOfItems(['rejected'])).toBe('closed')
    expect(rmaStatusOfItems(['denied', 'denied'])).toBe('closed')
  })

  it('is "partially" the furthest step reached when the items differ', () => {
    expect(rmaStatusOfItems(['pending', 'authorized'])).toBe('partially_authorized')
    expect(rmaStatusOfItems(['authorized', 'denied'])).toBe('partially_authorized')
    expect(rmaStatusOfItems(['authorized', 'received'])).toBe('partially_received')
    expect(rmaStatusOfItems(['pending', 'received'])).toBe('partially_received')
    expect(rmaStatusOfItems(['received', 'approved'])).toBe('partially_approved')
    expect(rmaStatusOfItems(['received', 'rejected'])).toBe('partially_rejected')
    expect(rmaStatusOfItems(['authorized', 'approved', 'rejected'])).toBe('partially_approved')
  })

  it('stays pending while the undenied items wait, and closes once every item is final', () => {
    expect(rmaStatusOfItems(['pending', 'denied'])).toBe('pending')
    expect(rmaStatusOfItems(['approved', 'denied'])).toBe('processed_and_closed')
    expect(rmaStatusOfItems(['approved', 'rejected'])).toBe('processed_and_closed')
    expect(rmaStatusOfItems(['approved', 'rejected', 'denied'])).toBe('processed_and_closed')
    expect(rmaStatusOfItems(['rejected', 'denied'])).toBe('closed')
  })

  it('is always one of the return statuses, for every mix of item statuses', () => {
    for (let mask = 1; mask < 1 << RMA_ITEM_STATUSES.length; mask += 1) {
      const items = RMA_ITEM_STATUSES.filter((_, index) => mask & (1 << index))
      expect(RMA_STATUSES).toContain(rmaStatusOfItems(items))
    }
    expect(() => rmaStatusOfItems([])).toThrow()
  })
})
