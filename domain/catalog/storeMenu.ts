import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { Language } from '../../db/tables/columnTypes.ts'

/** What a menu entry points at: a category, a product, or a link of its own. */
export type MenuEntryKind = 'category' | 'product' | 'link'

/** An entry of a store's own menu (migration 0076) with what it shows in the store's language. */
export interface StoreMenuEntry {
  id: number
  parentId: number | null
  kind: MenuEntryKind
  categoryId: number | null
  sku: string | null
  /** A custom link's label per language (empty for categories and products). */
  labels: Partial<Record<Language, string>>
  /** A custom link's URL: `http(s)://…`, a path in the store, or empty for a heading. */
  url: string
  enabled: boolean
  /** The name shown: the category's or product's in the language, the link's label; null when it has none. */
  label: string | null
  /** Where it leads: the category's or product's path in the store, the link's URL; null for a heading. */
  path: string | null
  /** Whether the storefront shows it: switched on, its target on sale and translated, its parent shown. */
  shown: boolean
  children: StoreMenuEntry[]
}

/**
 * A store's own menu as a tree, siblings in their order, each entry resolved in `language`:
 * a category's or product's name and path follow it (a category switched off, a product off
 * sale in the store or one without a text in the language is not shown, nor its entries below).
 */
export async function loadStoreMenu(
  db: Kysely<Database>,
  storeKey: string,
  language: Language,
): Promise<StoreMenuEntry[]> {
  const rows = await db
    .selectFrom('menu_entry as e')
    .leftJoin('category as c', 'c.id', 'e.category_id')
    .leftJoin('category_translation as ct', (join) =>
      join.onRef('ct.category_id', '=', 'e.category_id').on('ct.language', '=', language),
    )
    .leftJoin('product as p', 'p.sku', 'e.sku')
    .leftJoin('product_translation as pt', (join) =>
      join.onRef('pt.sku', '=', 'e.sku').on('pt.language', '=', language),
    )
    .select([
      'e.id',
      'e.parent_id',
      'e.kind',
      'e.category_id',
      'e.sku',
      'e.labels',
      'e.url',
      'e.enabled',
      'c.enabled as category_enabled',
      'ct.name as category_name',
      'ct.url_path',
      'p.disabled_stores',
      'pt.name as product_name',
      'pt.url_key',
    ])
    .where('e.store_key', '=', storeKey)
    .orderBy('e.position')
    .orderBy('e.id')
    .execute()
  const entries = new Map<number, StoreMenuEntry>()
  for (const row of rows) {
    const target =
      row.kind === 'category'
        ? row.category_name && row.category_enabled
          ? { label: row.category_name, path: `/${row.url_path ?? ''}` }
          : null
        : row.kind === 'product'
          ? row.product_name && !(row.disabled_stores ?? []).includes(storeKey)
            ? { label: row.product_name, path: `/${row.url_key ?? ''}` }
            : null
          : row.labels[language]
            ? { label: row.labels[language], path: row.url === '' ? null : row.url }
            : null
    entries.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      kind: row.kind,
      categoryId: row.category_id,
      sku: row.sku,
      labels: row.labels,
      url: row.url,
      enabled: row.enabled,
      label: target?.label ?? null,
      path: target?.path ?? null,
      shown: row.enabled && target !== null,
      children: [],
    })
  }
  const roots: StoreMenuEntry[] = []
  for (const entry of entries.values()) {
    const parent = entry.parentId === null ? undefined : entries.get(entry.parentId)
    if (parent) parent.children.push(entry)
    else roots.push(entry)
  }
  hideUnderHidden(roots, true)
  return roots
}

function hideUnderHidden(entries: StoreMenuEntry[], parentShown: boolean): void {
  for (const entry of entries) {
    entry.shown = entry.shown && parentShown
    hideUnderHidden(entry.children, entry.shown)
  }
}

/** The entries the storefront shows, without the others. */
export function shownEntries(entries: readonly StoreMenuEntry[]): StoreMenuEntry[] {
  return entries
    .filter((entry) => entry.shown)
    .map((entry) => ({ ...entry, children: shownEntries(entry.children) }))
}
