import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { STORE_DEFINITIONS } from '../../config/stores.ts'
import type { StoreMenuEntry } from '../../domain/catalog/storeMenu.ts'
import { catalogueCategories } from '../../domain/backoffice/catalogue/productList.ts'
import {
  isStoreKey,
  menuForEditing,
  menuProductChoices,
} from '../../domain/backoffice/catalogue/menuEditing.ts'
import {
  menuCustomLinksForEditing,
  type MenuCustomLink,
} from '../../domain/backoffice/catalogue/menuCustomLinks.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import { readerOf } from './carePageData.ts'

/** The store a menu page shows when none is chosen. */
export const DEFAULT_MENU_STORE = 'b2c_fr'

/** An entry of the menu as a flat list: its place in the tree and its name. */
export interface MenuEntryChoice {
  id: number
  label: string
  level: number
}

/** What the entry forms offer: the categories and products in the store's language. */
interface MenuChoices {
  categories: { id: number; name: string; level: number }[]
  products: { sku: string; name: string }[]
}

/** The menu page (/admin/menu?store=…): the stores to choose from, the chosen store's entries and the add form's choices. */
export interface MenuPageData extends MenuChoices {
  stores: { key: string; language: string }[]
  storeKey: string
  entries: StoreMenuEntry[]
  /** Where a new entry may go: entries of the first two levels. */
  parents: MenuEntryChoice[]
  /** The custom links under "Services" in the header of the stores without entries, in their order. */
  customLinks: MenuCustomLink[]
}

/** An entry's page (/admin/menu/<id>): the entry, its store, the forms' choices and the entries it may move under. */
export interface MenuEntryPageData extends MenuChoices {
  storeKey: string
  entry: StoreMenuEntry | null
  parents: MenuEntryChoice[]
}

/** Loads the data of a menu page, or undefined when `pathname` is none of them (the guard checked the role). */
export async function loadMenuPageData(
  db: Kysely<Database>,
  viewer: StaffViewer | null,
  pathname: string,
  query: URLSearchParams,
): Promise<MenuPageData | MenuEntryPageData | undefined> {
  if (!viewer) return undefined
  const actor = readerOf(viewer)
  if (pathname === '/admin/menu') {
    const asked = query.get('store') ?? ''
    const storeKey = isStoreKey(asked) ? asked : DEFAULT_MENU_STORE
    const entries = await menuForEditing(db, actor, storeKey)
    return {
      stores: STORE_DEFINITIONS.map((store) => ({ key: store.key, language: store.language })),
      storeKey,
      entries,
      parents: flatten(entries).filter((entry) => entry.level < 3),
      customLinks: await menuCustomLinksForEditing(db, actor),
      ...(await choicesOf(db, viewer, storeKey)),
    }
  }
  const id = menuEntryIdOf(pathname)
  if (id === null) return undefined
  const owner = await db.selectFrom('menu_entry').select('store_key').where('id', '=', id).executeTakeFirst()
  if (!owner) return { storeKey: DEFAULT_MENU_STORE, entry: null, parents: [], categories: [], products: [] }
  const entries = await menuForEditing(db, actor, owner.store_key)
  const entry = findEntry(entries, id)
  const below = entry ? new Set(flatten([entry]).map((choice) => choice.id)) : new Set<number>()
  return {
    storeKey: owner.store_key,
    entry,
    parents: flatten(entries).filter((choice) => choice.level < 3 && !below.has(choice.id)),
    ...(await choicesOf(db, viewer, owner.store_key)),
  }
}

async function choicesOf(db: Kysely<Database>, viewer: StaffViewer, storeKey: string): Promise<MenuChoices> {
  const language = STORE_DEFINITIONS.find((store) => store.key === storeKey)?.language ?? 'fr'
  const [categories, products] = await Promise.all([
    catalogueCategories(db, language),
    menuProductChoices(db, readerOf(viewer), language),
  ])
  return { categories, products }
}

function flatten(entries: readonly StoreMenuEntry[], level = 1): MenuEntryChoice[] {
  return entries.flatMap((entry) => [
    { id: entry.id, label: entry.label ?? `#${entry.id}`, level },
    ...flatten(entry.children, level + 1),
  ])
}

function findEntry(entries: readonly StoreMenuEntry[], id: number): StoreMenuEntry | null {
  for (const entry of entries) {
    if (entry.id === id) return entry
    const below = findEntry(entry.children, id)
    if (below) return below
  }
  return null
}

/** The id of a menu entry page's path, or null when the path is not one. */
export function menuEntryIdOf(pathname: string): number | null {
  const match = /^\/admin\/menu\/(\d{1,9})$/.exec(pathname)
  return match ? Number(match[1]) : null
}
