import { describe, expect, it } from 'vitest'
import type { Ga4Item } from '../../components/dataLayer/ga4Items.ts'
import { addedToCart } from './cartAdds.ts'

const item = (id: string, quantity: number): Ga4Item => ({
  item_id: id,
  item_name: id,
  item_category: 'Men',
  price: 49.9,
  quantity,
})

describe('addedToCart', () => {
  it('reports a new line whole and a grown line by the pieces it gained', () => {
    const before = new Map([
      ['1', item('A', 2)],
      ['2', item('B', 1)],
    ])
    const after = new Map([
      ['1', item('A', 5)],
      ['2', item('B', 1)],
      ['3', item('C', 4)],
    ])
    expect(addedToCart(before, after)).toEqual([item('A', 3), item('C', 4)])
  })

  it('reports nothing when no line grew (a line removed or shrunk meanwhile is no add)', () => {
    const before = new Map([
      ['1', item('A', 2)],
      ['2', item('B', 1)],
    ])
    expect(addedToCart(before, new Map([['1', item('A', 1)]]))).toEqual([])
  })
})
