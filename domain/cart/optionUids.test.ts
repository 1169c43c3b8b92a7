import { describe, expect, it } from 'vitest'
import { decodeOptionUid, encodeUid } from './optionUids.ts'

describe('option uids', () => {
  it('reads the uids Magento clients send', () => {
    expect(decodeOptionUid(encodeUid('configurable', 93, 'red'))).toEqual({
      kind: 'configurable',
      attributeId: 93,
      value: 'red',
    })
    expect(decodeOptionUid(encodeUid('custom-option', 4, 7))).toEqual({
      kind: 'custom-option',
      optionId: 4,
      valueId: 7,
    })
    expect(decodeOptionUid(encodeUid('custom-option', 3))).toEqual({
      kind: 'custom-option',
      optionId: 3,
      valueId: null,
    })
    expect(decodeOptionUid(encodeUid('bundle', 1, 2, 3))).toEqual({
      kind: 'bundle',
      optionId: 1,
      selectionId: 2,
      qty: 3,
    })
    expect(decodeOptionUid(encodeUid('giftcard', 'am_giftcard_recipient_email'))).toEqual({
      kind: 'giftcard',
      field: 'am_giftcard_recipient_email',
    })
  })

  it('refuses anything else', () => {
    for (const uid of [
      '',
      'not base64!',
      encodeUid('configurable', 'x', 'red'),
      encodeUid('custom-option', 1, 2, 3),
      encodeUid('bundle', 1, 2),
      encodeUid('price', 0),
      encodeUid('giftcard', 'am_giftcard_price'),
      encodeUid('giftcard', 'am_giftcard_amount', 5),
    ]) {
      expect(decodeOptionUid(uid)).toBeNull()
    }
  })
})
