import { describe, expect, it } from 'vitest'
import { isRefined, listingHref, readListingQuery, toggleFilter, withoutFilters } from './listingQuery.ts'

const read = (search: string) => readListingQuery(new URLSearchParams(search))

describe('listing query', () => {
  it('reads the listing request of a page URL, other parameters as list filters', () => {
    expect(
      read(
        'page=2&pageLength=60&minPrice=10,5&maxPrice=40&sort={"price":"asc"}&genre=299&color=red&color[]=blue',
      ),
    ).toEqual({
      page: 2,
      pageLength: 60,
      minPrice: 10.5,
      maxPrice: 40,
      sort: '{"price":"asc"}',
      filters: [
        { code: 'genre', values: ['299'] },
        { code: 'color', values: ['red', 'blue'] },
      ],
    })
  })

  it('ignores empty, negative and malformed values, and page sizes other than 30 and 60', () => {
    expect(read('page=-4&pageLength=5000&minPrice=&maxPrice=abc&color=&1bad=x')).toEqual({
      page: 1,
      pageLength: null,
      minPrice: null,
      maxPrice: null,
      sort: null,
      filters: [],
    })
  })

  it('drops filter values longer than the shop API accepts (200 characters)', () => {
    expect(read(`color=${'a'.repeat(201)}&color=red&size=${'b'.repeat(200)}`).filters).toEqual([
      { code: 'color', values: ['red'] },
      { code: 'size', values: ['b'.repeat(200)] },
    ])
  })

  it('builds links back, leaving out page 1 and absent parts', () => {
    const query = read('color=red&sort={"price":"desc"}&page=3')
    expect(listingHref('/men', query)).toBe('/men?color=red&sort=%7B%22price%22%3A%22desc%22%7D&page=3')
    expect(read(listingHref('/men', query).split('?')[1] ?? '')).toEqual(query)
    expect(listingHref('/men', read(''))).toBe('/men')
  })

  it('toggles a filter value and goes back to page 1', () => {
    const query = read('color=red&page=2')
    expect(listingHref('/x', toggleFilter(query, 'color', 'blue'))).toBe('/x?color=red&color=blue')
    expect(listingHref('/x', toggleFilter(query, 'color', 'red'))).toBe('/x')
  })

  it('says when a listing is refined; removing filters keeps the sort', () => {
    expect(isRefined(read('page=2'))).toBe(false)
    expect(isRefined(read('pageLength=60'))).toBe(true)
    expect(isRefined(read('sort={"name":"asc"}'))).toBe(true)
    expect(listingHref('/x', withoutFilters(read('color=red&minPrice=3&sort=x&page=2')))).toBe('/x?sort=x')
  })
})
