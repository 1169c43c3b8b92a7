import type { DomainLogger } from '../context.ts'

/** Fields a listing can be sorted by. */
export const SORT_FIELDS = ['position', 'price', 'name', 'created_at', 'relevance'] as const

/** One sort criterion. */
export interface SortOrder {
  field: (typeof SORT_FIELDS)[number]
  direction: 'ASC' | 'DESC'
}

const FIELD_ALIASES: Record<string, SortOrder['field']> = {
  new: 'created_at',
  newest: 'created_at',
  score: 'relevance',
  _score: 'relevance',
}

function toOrder(field: string, direction: unknown): SortOrder | null {
  const name = FIELD_ALIASES[field] ?? field
  if (!(SORT_FIELDS as readonly string[]).includes(name)) return null
  const upper = typeof direction === 'string' ? direction.toUpperCase() : 'ASC'
  return { field: name as SortOrder['field'], direction: upper === 'DESC' ? 'DESC' : 'ASC' }
}

/**
 * Reads the listing's `sort` parameter, a JSON object (`{"price":"desc"}`) or array of them.
 * Invalid JSON or unknown fields are ignored and logged (docs/storefront-rules.md#listing-request): the listing is then unsorted
 * beyond its default order.
 */
export function parseSort(raw: string | null | undefined, log: DomainLogger): SortOrder[] {
  if (raw === null || raw === undefined || raw.trim() === '') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    log.warn({ sort: raw.slice(0, 200) }, 'listing sort is not valid JSON; ignored')
    return []
  }
  const entries = (Array.isArray(parsed) ? parsed : [parsed]).filter(
    (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
  )
  const orders = entries.flatMap((entry) =>
    typeof entry.field === 'string'
      ? [toOrder(entry.field, entry.direction)]
      : Object.entries(entry).map(([field, direction]) => toOrder(field, direction)),
  )
  const valid = orders.filter((order): order is SortOrder => order !== null).slice(0, 3)
  if (valid.length !== orders.length || orders.length === 0)
    log.warn({ sort: raw.slice(0, 200) }, 'listing sort has unknown fields; they are ignored')
  return valid
}
