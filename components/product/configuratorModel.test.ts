import { describe, expect, it } from 'vitest'
import {
  chooseAttribute,
  defaultConfiguration,
  isConfigurationComplete,
  isValueAvailable,
  isValueChoosable,
  missingAttributes,
  stockStatus,
  unitPrice,
  type ConfiguratorProduct,
} from './configuratorModel.ts'

const eur = (amount: number) => ({ amount, currency: 'EUR' })
const variant = (color: string, size: string, qty: number) => ({
  sku: `P-${color}-${size}`,
  attributes: { color, size },
  price: eur(20),
  referencePrice: null,
  isInStock: qty > 0,
  qty,
})

const product: ConfiguratorProduct = {
  sku: 'P',
  name: 'Slipper',
  price: eur(20),
  referencePrice: null,
  isInStock: true,
  qty: 30,
  attributes: [
    {
      id: '93',
      code: 'color',
      label: 'Colour',
      swatches: true,
      values: [
        { value: 'red', label: 'Red', swatch: null },
        { value: 'blue', label: 'Blue', swatch: null },
      ],
    },
    {
      id: '144',
      code: 'size',
      label: 'Size',
      swatches: false,
      values: [
        { value: '40', label: '40', swatch: null },
        { value: '41', label: '41', swatch: null },
      ],
    },
  ],
  variants: [
    variant('red', '40', 0),
    variant('red', '41', 3),
    variant('blue', '40', 20),
    variant('blue', '41', 0),
  ],
  customOptions: [
    {
      id: '1',
      title: 'Embroidery',
      type: 'field',
      required: false,
      maxCharacters: 12,
      extraCost: { kind: 'fixed', price: eur(5) },
      values: [],
    },
    {
      id: '2',
      title: 'Wrapping',
      type: 'drop_down',
      required: false,
      maxCharacters: null,
      extraCost: null,
      values: [{ id: '7', title: 'Box', extraCost: { kind: 'percentage', rate: 10 } }],
    },
  ],
  bundleOptions: [],
  tierPrices: [{ qty: 3, price: eur(18) }],
}

describe('configurator rules', () => {
  it('chooses no colour nor size for the shopper', () => {
    expect(defaultConfiguration(product).attributes).toEqual({})
    expect(
      missingAttributes(product, defaultConfiguration(product)).map((attribute) => attribute.code),
    ).toEqual(['color', 'size'])
  })

  it('starts on the colour and size the URL asks for, even sold out, and nothing for a value no variant has', () => {
    expect(defaultConfiguration(product, { color: 'blue', size: '40' }).attributes).toEqual({
      color: 'blue',
      size: '40',
    })
    expect(defaultConfiguration(product, { color: 'blue', size: '41' }).attributes).toEqual({
      color: 'blue',
      size: '41',
    })
    expect(defaultConfiguration(product, { color: 'blue', size: '99' }).attributes).toEqual({ color: 'blue' })
    expect(defaultConfiguration(product, { color: 'green' }).attributes).toEqual({})
  })

  it('takes the only colour of a product in one colour, and still no size', () => {
    const oneColour = {
      ...product,
      attributes: product.attributes.map((attribute) =>
        attribute.code === 'color' ? { ...attribute, values: attribute.values.slice(0, 1) } : attribute,
      ),
      variants: product.variants.filter((candidate) => candidate.attributes.color === 'red'),
    }
    expect(defaultConfiguration(oneColour).attributes).toEqual({ color: 'red' })
  })

  it('keeps a colour choosable while one of its sizes is in stock, and disables sold-out sizes of the chosen colour', () => {
    const chosen = { color: 'red', size: '41' }
    expect(isValueAvailable(product, chosen, 'color', 'blue')).toBe(true)
    expect(isValueAvailable(product, chosen, 'size', '40')).toBe(false)
    expect(isValueAvailable(product, { color: 'blue', size: '40' }, 'size', '41')).toBe(false)
  })

  it('keeps a sold-out size chosen (for its stock alert) and lets it be chosen, unlike a sold-out colour', () => {
    expect(chooseAttribute(product, { color: 'blue', size: '40' }, 'size', '41')).toEqual({
      color: 'blue',
      size: '41',
    })
    expect(isValueChoosable(product, { color: 'blue', size: '40' }, 'size', '41')).toBe(true)
    expect(isValueChoosable(product, { color: 'blue', size: '40' }, 'size', '99')).toBe(false)
    // Nothing chosen yet: every size a variant has can be chosen, even before the colour (and without JavaScript).
    expect(isValueChoosable(product, {}, 'size', '41')).toBe(true)
    expect(isValueChoosable(product, {}, 'size', '99')).toBe(false)
  })

  it('keeps the chosen size when a new colour has it (sold out or not), never picking another one', () => {
    expect(chooseAttribute(product, { color: 'red', size: '41' }, 'color', 'blue')).toEqual({
      color: 'blue',
      size: '41',
    })
    expect(chooseAttribute(product, {}, 'color', 'blue')).toEqual({ color: 'blue' })
    expect(chooseAttribute(product, {}, 'size', '40')).toEqual({ size: '40' })
    const noBlue41 = {
      ...product,
      variants: product.variants.filter((candidate) => candidate.sku !== 'P-blue-41'),
    }
    expect(chooseAttribute(noBlue41, { color: 'red', size: '41' }, 'color', 'blue')).toEqual({
      color: 'blue',
    })
  })

  it('adds fixed and percentage extra costs, and applies the tier price reached', () => {
    const base = {
      attributes: { color: 'blue', size: '40' },
      customOptions: {},
      bundleQuantities: {},
      quantity: 1,
    }
    expect(unitPrice(product, base)).toBe(20)
    expect(unitPrice(product, { ...base, customOptions: { '1': 'ANNA', '2': '7' } })).toBe(27)
    expect(unitPrice(product, { ...base, quantity: 3, customOptions: { '2': '7' } })).toBe(19.8)
  })

  it('says low stock up to ten pieces and out of stock at zero', () => {
    expect(stockStatus({ isInStock: true, qty: 3 })).toEqual({ kind: 'low', qty: 3 })
    expect(stockStatus({ isInStock: true, qty: 11 })).toEqual({ kind: 'in', qty: 11 })
    expect(stockStatus({ isInStock: false, qty: 4 })).toEqual({ kind: 'out', qty: 0 })
  })

  it('is complete only with every attribute chosen and each required custom option filled', () => {
    const chosen = {
      attributes: { color: 'blue', size: '40' },
      customOptions: {},
      bundleQuantities: {},
      quantity: 1,
    }
    expect(isConfigurationComplete(product, chosen)).toBe(true)
    expect(isConfigurationComplete(product, { ...chosen, attributes: { color: 'blue' } })).toBe(false)
    const engraved = {
      ...product,
      customOptions: product.customOptions.map((option) => ({ ...option, required: option.id === '1' })),
    }
    expect(isConfigurationComplete(engraved, chosen)).toBe(false)
    expect(isConfigurationComplete(engraved, { ...chosen, customOptions: { '1': ' ' } })).toBe(false)
    expect(isConfigurationComplete(engraved, { ...chosen, customOptions: { '1': 'ANNA' } })).toBe(true)
  })
})
