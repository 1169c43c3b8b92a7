/** The query parameters of the media library's search on a back-office page's address (docs/back-office.md#content). */
export const MEDIA_SEARCH_PARAMS = { query: 'picture', page: 'picturePage' } as const
