import { describe, expect, it } from 'vitest'
import { visiblePages } from './Pagination.tsx'

describe('visible pages', () => {
  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(visiblePages(1, 1)).toEqual([1])
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 'gap', 5])
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12])
    expect(visiblePages(12, 12)).toEqual([1, 'gap', 10, 11, 12])
  })
})
