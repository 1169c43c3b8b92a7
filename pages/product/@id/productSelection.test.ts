import { describe, expect, it } from 'vitest'
import { productSelection, selectionQuery } from './productSelection.ts'

const options = [
  { attribute: { code: 'color' }, values: [{ value: 'red' }, { value: 'navy' }] },
  { attribute: { code: 'size' }, values: [{ value: 'M' }, { value: 'L' }] },
]

describe('productSelection', () => {
  it('keeps the colour and size the product offers, in attribute order', () => {
    const selection = productSelection(options, new URLSearchParams('size=L&utm_source=mail&color=navy'))
    expect(selection).toEqual({ color: 'navy', size: 'L' })
    expect(selectionQuery(selection)).toBe('?color=navy&size=L')
  })

  it('drops values the product does not have', () => {
    expect(productSelection(options, new URLSearchParams('color=green&size=M'))).toEqual({ size: 'M' })
    expect(selectionQuery(productSelection(options, new URLSearchParams('color=<script>')))).toBe('')
  })
})
