import { describe, expect, it } from 'vitest'
import {
  checkNewProduct,
  priceCentsOf,
  proposedVariantSku,
  type NewProductChoices,
  type TypedNewProduct,
} from './newProductForm.ts'

const CHOICES: NewProductChoices = {
  families: [{ family: 'slippers', kinds: ['mule', 'bootie'] }],
  categories: [{ id: 110, name: 'Mules', level: 4 }],
  genders: [{ value: '300', label: 'Women' }],
  materials: [{ value: 'felt', label: 'Felt' }],
  colours: [
    { value: 'red', label: 'Red' },
    { value: 'blue', label: 'Blue' },
  ],
  sizes: [
    { value: '39-42', label: '39-42' },
    { value: 'M', label: 'M' },
  ],
}

const blank = { name: '', urlKey: '' }
const form = (changes: Partial<TypedNewProduct> = {}): TypedNewProduct => ({
  type: 'simple',
  sku: 'NEW-MULE-1',
  family: 'slippers',
  kind: 'mule',
  texts: { fr: { name: 'Mule Neige', urlKey: 'mule-neige' }, de: blank, en: blank, it: blank },
  price: '49,90',
  qty: '12',
  categoryIds: ['110'],
  gender: '300',
  material: 'felt',
  stickers: [],
  newFrom: '',
  newTo: '',
  colours: [],
  sizes: [],
  variants: {},
  ...changes,
})

describe('checkNewProduct', () => {
  it('accepts a simple product named in one language, its price in cents', () => {
    const { product, errors } = checkNewProduct(form(), CHOICES)
    expect(errors).toEqual({})
    expect(product).toMatchObject({
      type: 'simple',
      sku: 'NEW-MULE-1',
      priceCents: 4990,
      qty: 12,
      variants: [],
    })
    expect(Object.keys(product.texts)).toEqual(['fr'])
  })

  it('refuses a SKU in lower case, with spaces or too long, and a form without any translation', () => {
    expect(checkNewProduct(form({ sku: 'new-mule' }), CHOICES).errors.sku).toBe('INVALID_SKU')
    expect(checkNewProduct(form({ sku: 'NEW MULE' }), CHOICES).errors.sku).toBe('INVALID_SKU')
    expect(checkNewProduct(form({ sku: 'A'.repeat(65) }), CHOICES).errors.sku).toBe('TOO_LONG')
    expect(checkNewProduct(form({ sku: '' }), CHOICES).errors.sku).toBe('REQUIRED')
    const untranslated = checkNewProduct(
      form({ texts: { fr: blank, de: blank, en: blank, it: blank } }),
      CHOICES,
    )
    expect(untranslated.errors.texts).toBe('NO_TRANSLATION')
    const halfWritten = checkNewProduct(
      form({
        texts: {
          fr: { name: 'Mule', urlKey: 'Mule Neige' },
          de: blank,
          en: { name: '', urlKey: 'x' },
          it: blank,
        },
      }),
      CHOICES,
    )
    expect(halfWritten.errors).toMatchObject({ 'fr.urlKey': 'INVALID_URL_KEY', 'en.name': 'REQUIRED' })
  })

  it('refuses a price of nothing, below a cent or in three decimals, and unknown choices', () => {
    expect(checkNewProduct(form({ price: '' }), CHOICES).errors.price).toBe('REQUIRED')
    expect(checkNewProduct(form({ price: '0' }), CHOICES).errors.price).toBe('INVALID_PRICE')
    expect(checkNewProduct(form({ price: '4.999' }), CHOICES).errors.price).toBe('INVALID_PRICE')
    const unknown = checkNewProduct(
      form({
        family: 'hats',
        kind: 'cap',
        categoryIds: ['999'],
        gender: '1',
        material: 'gold',
        stickers: ['hot'],
      }),
      CHOICES,
    )
    expect(unknown.errors).toMatchObject({
      family: 'UNKNOWN_CHOICE',
      categories: 'UNKNOWN_CHOICE',
      gender: 'UNKNOWN_CHOICE',
      material: 'UNKNOWN_CHOICE',
      stickers: 'UNKNOWN_CHOICE',
    })
    expect(checkNewProduct(form({ kind: 'boot' }), CHOICES).errors.kind).toBe('UNKNOWN_CHOICE')
  })

  it('refuses "new" days that are no days, or whose end comes before their start', () => {
    expect(checkNewProduct(form({ newFrom: '2026-02-30' }), CHOICES).errors.newFrom).toBe('INVALID_DATE')
    expect(checkNewProduct(form({ newFrom: '2026-12-01', newTo: '2026-11-30' }), CHOICES).errors.newTo).toBe(
      'DATES_REVERSED',
    )
    const dated = checkNewProduct(form({ newFrom: '2026-12-01', newTo: '2026-12-01' }), CHOICES)
    expect(dated.errors).toEqual({})
    expect(dated.product.classification).toMatchObject({ newFrom: '2026-12-01', newTo: '2026-12-01' })
  })

  it('makes a configurable product one variant per colour and size, with proposed SKUs unless typed', () => {
    const { product, errors } = checkNewProduct(
      form({
        type: 'configurable',
        colours: ['blue', 'red'],
        sizes: ['M', '39-42'],
        variants: { 'red.M': { sku: 'MY-RED-M', qty: '5', price: '59' } },
      }),
      CHOICES,
    )
    expect(errors).toEqual({})
    expect(product.variants).toEqual([
      { colour: 'red', size: '39-42', sku: 'NEW-MULE-1-RED-39-42', qty: 0, priceCents: null },
      { colour: 'red', size: 'M', sku: 'MY-RED-M', qty: 5, priceCents: 5900 },
      { colour: 'blue', size: '39-42', sku: 'NEW-MULE-1-BLUE-39-42', qty: 0, priceCents: null },
      { colour: 'blue', size: 'M', sku: 'NEW-MULE-1-BLUE-M', qty: 0, priceCents: null },
    ])
  })

  it('refuses a configurable product without colour or size, and variants sharing a SKU', () => {
    const none = checkNewProduct(form({ type: 'configurable' }), CHOICES)
    expect(none.errors).toMatchObject({ colours: 'NO_VARIANT', sizes: 'NO_VARIANT' })
    const twice = checkNewProduct(
      form({
        type: 'configurable',
        colours: ['red'],
        sizes: ['M', '39-42'],
        variants: {
          'red.M': { sku: 'SAME', qty: 'x', price: '' },
          'red.39-42': { sku: 'SAME', qty: '', price: '0' },
        },
      }),
      CHOICES,
    )
    expect(twice.errors).toEqual({
      'variant.red.M.qty': 'INVALID_QUANTITY',
      'variant.red.M.sku': 'SKU_REPEATED',
      'variant.red.39-42.price': 'INVALID_PRICE',
    })
  })
})

describe('prices and proposed SKUs', () => {
  it('reads euros with a comma or a point into cents', () => {
    expect([priceCentsOf('49'), priceCentsOf('49,9'), priceCentsOf('49.95'), priceCentsOf('-1')]).toEqual([
      4900,
      4990,
      4995,
      null,
    ])
  })

  it('proposes upper-case variant SKUs with dashes for other characters', () => {
    expect(proposedVariantSku('SL-1', 'red', '39/40')).toBe('SL-1-RED-39-40')
  })
})
