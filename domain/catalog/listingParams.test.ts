import { describe, expect, it, vi } from 'vitest'
import type { DomainLogger } from '../context.ts'
import { defaultPageLength, MAX_PAGE_LENGTH, normalizeListingParams } from './listingParams.ts'

const log = { warn: vi.fn(), debug: vi.fn() } as unknown as DomainLogger
const codes = new Set(['color', 'size', 'genre', 'material', 'name', 'status'])
const normalize = (input: Parameters<typeof normalizeListingParams>[0], forSearch = false) =>
  normalizeListingParams(input, { forSearch, filterableCodes: codes, log })

describe('normalizeListingParams', () => {
  it('defaults to page 1 and the first available page size', () => {
    expect(normalize(null)).toMatchObject({
      page: 1,
      pageLength: 30,
      minPrice: null,
      maxPrice: null,
      sort: [],
      filters: [],
    })
  })

  it('falls back to 9 when no page size is available', () => {
    expect(defaultPageLength([])).toBe(9)
    expect(defaultPageLength([60, 30])).toBe(60)
  })

  it('keeps page and page length at least 1, and the page length under the maximum', () => {
    expect(normalize({ page: 0, pageLength: -5 })).toMatchObject({ page: 1, pageLength: 1 })
    expect(normalize({ pageLength: 100_000 }).pageLength).toBe(MAX_PAGE_LENGTH)
  })

  it('keeps price bounds including VAT, rounded to the cent', () => {
    expect(normalize({ minPrice: 10, maxPrice: 99.994 })).toMatchObject({ minPrice: 10, maxPrice: 99.99 })
  })

  it('merges filters by code and drops unknown attributes', () => {
    expect(
      normalize({
        filters: [
          { code: 'color', values: ['red'] },
          { code: 'color', values: ['blue', 'red'] },
          { code: 'utm', values: ['x'] },
        ],
      }).filters,
    ).toEqual([{ code: 'color', values: ['red', 'blue'] }])
  })

  it('ignores description, name, image, status and tax_class_id in a search only', () => {
    const filters = [
      { code: 'name', values: ['x'] },
      { code: 'status', values: ['1'] },
      { code: 'genre', values: ['299'] },
    ]
    expect(normalize({ filters }, true).filters).toEqual([{ code: 'genre', values: ['299'] }])
    expect(normalize({ filters }, false).filters).toHaveLength(3)
  })

  it('accepts 100 values (the most any list of a request may hold) and refuses more', () => {
    const values = (count: number) => Array.from({ length: count }, (_, index) => String(index))
    expect(normalize({ filters: [{ code: 'size', values: values(100) }] }).filters[0]?.values).toHaveLength(
      100,
    )
    expect(() => normalize({ filters: [{ code: 'size', values: values(101) }] })).toThrow(
      /more than 100 values/,
    )
  })
})
