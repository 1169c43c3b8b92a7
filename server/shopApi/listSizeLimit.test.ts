import { describe, expect, it } from 'vitest'
import { MAX_LIST_ENTRIES, overlongListIn } from './listSizeLimit.ts'

const list = (length: number) => Array.from({ length }, (_, index) => String(index))

describe('overlongListIn', () => {
  it('finds the first list over the cap, however deep, and names its path', () => {
    expect(overlongListIn({ ids: list(MAX_LIST_ENTRIES) })).toBeNull()
    expect(overlongListIn({ ids: list(MAX_LIST_ENTRIES + 1) })).toBe('ids')
    expect(
      overlongListIn({ params: { filters: [{ code: 'color', values: list(MAX_LIST_ENTRIES + 1) }] } }),
    ).toBe('params.filters[0].values')
  })

  it('lets scalars, null and absent variables through', () => {
    expect(overlongListIn(undefined)).toBeNull()
    expect(overlongListIn({ sku: 'SL-00001', page: 2, sort: null })).toBeNull()
  })
})
