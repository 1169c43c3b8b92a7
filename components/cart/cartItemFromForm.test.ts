import { describe, expect, it } from 'vitest'
import { base64Uid, cartItemFromForm, formEntries } from './cartItemFromForm.ts'

const decode = (uid: string) => Buffer.from(uid, 'base64').toString('utf8')

describe('cartItemFromForm', () => {
  it('builds Magento uids from colour, size, chosen and typed custom options and bundle pieces', () => {
    const item = cartItemFromForm(
      formEntries({
        sku: 'SL-00001',
        qty: '2',
        'attribute_id[color]': '93',
        color: 'mustard',
        'attribute_id[size]': '144',
        size: '40',
        'options[7]': ['21', '22'],
        'entered[8]': 'LÉA',
        'entered[9]': '  ',
        'bundle[3][5]': '2',
        _csrf: 'ignored',
      }),
    )
    expect(item.sku).toBe('SL-00001')
    expect(item.quantity).toBe(2)
    expect(item.selected_options.map(decode)).toEqual(['configurable/93/mustard', 'configurable/144/40', 'custom-option/7/21', 'custom-option/7/22', 'bundle/3/5/2'])
    expect(item.entered_options).toEqual([{ uid: base64Uid('custom-option/8'), value: 'LÉA' }])
  })

  it('leaves out an attribute without a chosen value and turns a bad quantity into 0', () => {
    const item = cartItemFromForm([['sku', 'X'], ['attribute_id[size]', '144'], ['qty', 'many']])
    expect(item).toEqual({ sku: 'X', quantity: 0, selected_options: [], entered_options: [] })
  })

  it('encodes non-Latin text as UTF-8 base64', () => {
    expect(decode(base64Uid('custom-option/1/ü'))).toBe('custom-option/1/ü')
  })
})
