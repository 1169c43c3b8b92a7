import { describe, expect, it } from 'vitest'
import { isNarrowedReviewList, reviewListParams, reviewListQuery } from './reviewListParams.ts'

describe('review list parameters', () => {
  it('reads the page and order of the URL, page 1 newest first otherwise', () => {
    expect(reviewListParams(new URLSearchParams('reviewPage=3&reviewSort=lowest'))).toEqual({
      page: 3,
      sort: 'lowest',
    })
    expect(reviewListParams(new URLSearchParams('reviewPage=-2&reviewSort=__proto__'))).toEqual({
      page: 1,
      sort: 'newest',
    })
    expect(reviewListParams(new URLSearchParams('reviewPage=1.5'))).toEqual({ page: 1, sort: 'newest' })
  })

  it('builds links that keep the chosen colour and leave the defaults out', () => {
    const search = new URLSearchParams('color=red&reviewPage=2')
    expect(reviewListQuery(search, { page: 1, sort: 'highest' })).toBe('?color=red&reviewSort=highest')
    expect(reviewListQuery(new URLSearchParams(), { page: 1, sort: 'newest' })).toBe('')
    expect(isNarrowedReviewList({ page: 1, sort: 'newest' })).toBe(false)
    expect(isNarrowedReviewList({ page: 2, sort: 'newest' })).toBe(true)
  })
})
