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
    expect(item.selected_options.map(decode)).toEqual([
      'configurable/93/mustard',
      'configurable/144/40',
      'custom-option/7/21',
      'custom-option/7/22',
      'bundle/3/5/2',
    ])
    expect(item.entered_options).toEqual([{ uid: base64Uid('custom-option/8'), value: 'LÉA' }])
  })

  it('leaves out an attribute without a chosen value and turns a bad quantity into 0', () => {
    const item = cartItemFromForm([
      ['sku', 'X'],
      ['attribute_id[size]', '144'],
      ['qty', 'many'],
    ])
    expect(item).toEqual({ sku: 'X', quantity: 0, selected_options: [], entered_options: [] })
  })

  it('encodes non-Latin text as UTF-8 base64', () => {
    expect(decode(base64Uid('custom-option/1/ü'))).toBe('custom-option/1/ü')
  })

  describe('gift card form', () => {
    const giftCardForm = (fields: Record<string, string>) =>
      formEntries({
        _action: 'add',
        sku: 'GIFTCARD',
        path: '/gift-card',
        qty: '1',
        am_giftcard_amount: '50.00',
        am_giftcard_amount_custom: '',
        am_giftcard_sender_name: 'Léa Martin',
        am_giftcard_sender_email: 'lea@example.com',
        am_giftcard_recipient_name: 'Hugo',
        am_giftcard_recipient_email: 'hugo@example.com',
        am_giftcard_message: 'Joyeux anniversaire !',
        am_giftcard_type: 'email',
        ...fields,
      })
    const entered = (fields: Record<string, string>) =>
      Object.fromEntries(
        cartItemFromForm(giftCardForm(fields)).entered_options.map(({ uid, value }) => [decode(uid), value]),
      )

    it('sends each field as an entered option whose uid is base64 of giftcard/<field name>', () => {
      const item = cartItemFromForm(giftCardForm({ qty: '2' }))
      expect(item).toMatchObject({ sku: 'GIFTCARD', quantity: 2, selected_options: [] })
      expect(item.entered_options).toEqual([
        { uid: base64Uid('giftcard/am_giftcard_amount'), value: '50.00' },
        { uid: base64Uid('giftcard/am_giftcard_sender_name'), value: 'Léa Martin' },
        { uid: base64Uid('giftcard/am_giftcard_sender_email'), value: 'lea@example.com' },
        { uid: base64Uid('giftcard/am_giftcard_recipient_name'), value: 'Hugo' },
        { uid: base64Uid('giftcard/am_giftcard_recipient_email'), value: 'hugo@example.com' },
        { uid: base64Uid('giftcard/am_giftcard_message'), value: 'Joyeux anniversaire !' },
      ])
      expect(decode(base64Uid('giftcard/am_giftcard_amount'))).toBe('giftcard/am_giftcard_amount')
    })

    it('sends the typed amount when "custom" is chosen, with a decimal point, and ignores it otherwise', () => {
      expect(
        entered({ am_giftcard_amount: 'custom', am_giftcard_amount_custom: '37,50' })[
          'giftcard/am_giftcard_amount'
        ],
      ).toBe('37.50')
      expect(
        entered({ am_giftcard_amount: 'custom', am_giftcard_amount_custom: ' 40 ' })[
          'giftcard/am_giftcard_amount'
        ],
      ).toBe('40.00')
      expect(
        entered({ am_giftcard_amount: '25.00', am_giftcard_amount_custom: '99' })[
          'giftcard/am_giftcard_amount'
        ],
      ).toBe('25.00')
    })

    it('passes an unreadable typed amount on as typed, for the API to refuse', () => {
      expect(
        entered({ am_giftcard_amount: 'custom', am_giftcard_amount_custom: 'forty' })[
          'giftcard/am_giftcard_amount'
        ],
      ).toBe('forty')
      expect(
        entered({ am_giftcard_amount: 'custom', am_giftcard_amount_custom: '' })[
          'giftcard/am_giftcard_amount'
        ],
      ).toBe('')
    })

    it('sends the sender e-mail as the recipient e-mail when that is left empty (the form without JavaScript)', () => {
      expect(entered({ am_giftcard_recipient_email: '  ' })['giftcard/am_giftcard_recipient_email']).toBe(
        'lea@example.com',
      )
    })

    it('leaves the message out when it is empty and sends its line breaks as LF', () => {
      expect(entered({ am_giftcard_message: ' \r\n ' })).not.toHaveProperty('giftcard/am_giftcard_message')
      expect(entered({ am_giftcard_message: 'Pour toi\r\nbises' })['giftcard/am_giftcard_message']).toBe(
        'Pour toi\nbises',
      )
    })

    it('adds no gift card option to a form without gift card fields', () => {
      expect(
        cartItemFromForm([
          ['sku', 'SL-00001'],
          ['qty', '1'],
        ]).entered_options,
      ).toEqual([])
    })
  })
})
