/** Which rows of a list one page shows. */
export interface PageWindow {
  /** From 1. */
  page: number
  pageSize: number
  offset: number
}

/**
 * The page a back-office list was asked for, kept in bounds: whole numbers, from page 1, at
 * most `maxSize` rows a page (`defaultSize` when not asked).
 */
export function pageWindow(
  asked: { page?: number; pageSize?: number },
  defaultSize = 25,
  maxSize = 100,
): PageWindow {
  const pageSize = Math.min(Math.max(Math.trunc(asked.pageSize ?? defaultSize), 1), maxSize)
  const page = Math.max(Math.trunc(asked.page ?? 1), 1)
  return { page, pageSize, offset: (page - 1) * pageSize }
}
