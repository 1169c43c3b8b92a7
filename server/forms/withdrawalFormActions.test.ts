import { describe, expect, it } from 'vitest'
import { chosenItems } from './withdrawalFormActions.ts'

describe('chosenItems', () => {
  it('is the whole order unless "only the items chosen" is ticked', () => {
    expect(chosenItems({ scope: 'all', 'qty[12]': '1' })).toBeNull()
    expect(chosenItems({ 'qty[12]': '1' })).toBeNull()
  })

  it('reads each line’s quantity, and turns anything but a small whole number into one the API refuses', () => {
    expect(chosenItems({ scope: 'items', 'qty[12]': '2', 'qty[13]': '0', name: 'Léa' })).toEqual([
      { order_item_id: '12', quantity: 2 },
      { order_item_id: '13', quantity: 0 },
    ])
    expect(
      chosenItems({ scope: 'items', 'qty[12]': '1.5', 'qty[13]': '-1', 'qty[14]': 'deux', 'qty[x]': '1' }),
    ).toEqual([
      { order_item_id: '12', quantity: -1 },
      { order_item_id: '13', quantity: -1 },
      { order_item_id: '14', quantity: -1 },
    ])
  })
})
