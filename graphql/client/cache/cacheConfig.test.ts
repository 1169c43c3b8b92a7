import { describe, expect, it } from 'vitest'
import { typeIdentityFields } from '../generated/typeIdentityFields.ts'
import { buildKeys, keyFieldOf } from './cacheConfig.ts'

const schema = {
  typeIdentityFields: {
    Product: ['sku', 'id'],
    CartItem: ['item_id', 'id'],
    Order: ['order_id'],
    CmsPage: ['identifier'],
    RedirectEntity: ['identifier'],
    Wishlist: ['id'],
    LegacyThing: ['_id', 'identifier'],
    Money: [],
  },
  possibleTypes: {},
}

describe('cache identity', () => {
  it('keys Product by sku, CartItem by item_id and Order by order_id even when they have an id', () => {
    expect(keyFieldOf('Product', ['sku', 'id'])).toBe('sku')
    expect(keyFieldOf('CartItem', ['item_id', 'id'])).toBe('item_id')
    expect(keyFieldOf('Order', ['order_id'])).toBe('order_id')
  })

  it('keys other types by id, then _id, then identifier', () => {
    expect(keyFieldOf('Wishlist', ['id', 'identifier'])).toBe('id')
    expect(keyFieldOf('LegacyThing', ['_id', 'identifier'])).toBe('_id')
    expect(keyFieldOf('CmsPage', ['identifier'])).toBe('identifier')
  })

  it('keeps types without identity embedded', () => {
    expect(keyFieldOf('Money', [])).toBeNull()
  })

  it('keeps content metadata embedded: its id is unique only within one content type', () => {
    expect(keyFieldOf('ContentMetadata', ['id'])).toBeNull()
  })

  it('gives every schema type an explicit key function', () => {
    const keys = buildKeys(schema)

    expect(Object.keys(keys).sort()).toEqual(Object.keys(schema.typeIdentityFields).sort())
    expect(keys.Product?.({ __typename: 'Product', sku: 'SOCK-2', id: '9' })).toBe('SOCK-2')
    expect(keys.CartItem?.({ __typename: 'CartItem', item_id: 12 })).toBe('12')
    expect(keys.RedirectEntity?.({ __typename: 'RedirectEntity', identifier: '/old' })).toBe('/old')
    expect(keys.Money?.({ __typename: 'Money', amount: 1 })).toBeNull()
  })

  it('embeds an entity whose key field is missing instead of inventing a key', () => {
    expect(buildKeys(schema).Order?.({ __typename: 'Order' })).toBeNull()
  })

  it('keys the types of the shop schema as docs/shop-api.md says', () => {
    const keys = buildKeys({ typeIdentityFields, possibleTypes: {} })

    expect(Object.keys(keys)).toEqual(Object.keys(typeIdentityFields))
    expect(keys.Product?.({ __typename: 'Product', id: '1', sku: 'CH-001' })).toBe('CH-001')
    expect(keys.CartItem?.({ __typename: 'CartItem', item_id: '5' })).toBe('5')
    expect(keys.Order?.({ __typename: 'Order', order_id: '100001' })).toBe('100001')
    expect(keys.Entity?.({ __typename: 'Entity', identifier: 'CH-001' })).toBe('CH-001')
    expect(keys.CmsPage?.({ __typename: 'CmsPage', identifier: 'about' })).toBe('about')
    expect(keys.Category?.({ __typename: 'Category', id: '12' })).toBe('12')
  })
})
