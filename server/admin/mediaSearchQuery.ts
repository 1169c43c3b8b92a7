import { MEDIA_SEARCH_PARAMS } from '../../components/admin/mediaSearchParams.ts'

/** The media library's search a page's address asks for (`?picture=…&picturePage=…`); anything not understood is page 1 of everything. */
export function mediaSearchOf(query: URLSearchParams): { query: string; page: number } {
  const page = Number(query.get(MEDIA_SEARCH_PARAMS.page) ?? '1')
  return {
    query: query.get(MEDIA_SEARCH_PARAMS.query) ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}
