/**
 * Whether a widget may be shown (widgets carry availableFrom): no date, an unreadable
 * date or a date already passed. The API leaves future widgets out too; this keeps a page
 * rendered from older data honest.
 */
export function isAvailable(availableFrom: string | null | undefined, now: Date): boolean {
  if (!availableFrom) return true
  const from = Date.parse(availableFrom)
  return Number.isNaN(from) || from <= now.getTime()
}
