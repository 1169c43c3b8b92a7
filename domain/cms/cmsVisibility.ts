/** What decides whether the shop shows a CMS page or block. */
export interface CmsPublication {
  published: boolean
  available_from: Date | null
}

/**
 * Whether the shop shows a page or block at `now` (docs/back-office.md#content): published, and
 * its first day (if any) has come. Otherwise the shop answers as if it did not exist.
 */
export function isCmsShownAt(row: CmsPublication, now: Date): boolean {
  return row.published && (row.available_from === null || row.available_from.getTime() <= now.getTime())
}
