import { describe, expect, it } from 'vitest'
import { returnInputOf } from './returnFormActions.ts'

describe('the return form’s fields', () => {
  it('become a request of the lines with a quantity, each with its answers, and the return’s answers', () => {
    const input = returnInputOf({
      _csrf: 'token',
      orderId: '42',
      'items[7][quantity]': '2',
      'items[7][reason]': 'wrong_size',
      'items[7][original_packaging]': 'true',
      'items[8][quantity]': '0',
      'items[8][reason]': 'damaged',
      'items[9][quantity]': '',
      'attributes[comments]': 'Too small',
      'attributes[contact_phone]': '',
      'items[x][quantity]': '1',
      'other[1]': 'ignored',
    })
    expect(input).toEqual({
      order_id: '42',
      items: [
        {
          order_item_id: '7',
          quantity_to_return: 2,
          entered_custom_attributes: [
            { attribute_code: 'reason', value: 'wrong_size' },
            { attribute_code: 'original_packaging', value: 'true' },
          ],
        },
      ],
      entered_custom_attributes: [
        { attribute_code: 'comments', value: 'Too small' },
        { attribute_code: 'contact_phone', value: '' },
      ],
    })
  })

  it('send a quantity that is not a whole number as 0, which the API refuses for that line', () => {
    for (const quantity of ['1.5', '-1', 'two', '99999']) {
      expect(returnInputOf({ orderId: '1', 'items[3][quantity]': quantity }).items).toEqual([
        { order_item_id: '3', quantity_to_return: 0, entered_custom_attributes: [] },
      ])
    }
  })
})
