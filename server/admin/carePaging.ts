/** Customers, returns and withdrawals a page lists (the rules' default). */
export const CARE_PAGE_SIZE = 25

/** The page asked for by a list's `page` parameter, from 1. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'))
  return Number.isSafeInteger(page) && page > 0 ? page : 1
}
