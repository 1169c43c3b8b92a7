import type { ShopContext } from '../../context.ts'
import { loadStoreMenu, shownEntries, type StoreMenuEntry } from '../../../../domain/catalog/storeMenu.ts'

/** An entry as the API answers it. */
interface MenuEntryAnswer {
  id: string
  label: string
  url: string | null
  children: MenuEntryAnswer[]
}

function answerOf(entry: StoreMenuEntry): MenuEntryAnswer {
  return {
    id: String(entry.id),
    label: entry.label ?? '',
    url: entry.path,
    children: entry.children.map(answerOf),
  }
}

/** `storeMenu`: the store's own menu as shown, or null when it has no entries (the header then shows `menu`). */
export async function storeMenu(
  _: unknown,
  __: unknown,
  context: ShopContext,
): Promise<MenuEntryAnswer[] | null> {
  const entries = await loadStoreMenu(context.db, context.store.key, context.language)
  // Tagged `menu:<store>`: editing one store's menu refreshes only that store's cached answers.
  context.contentMetadata.record('menu', context.store.key, entries)
  if (entries.length === 0) return null
  return shownEntries(entries).map(answerOf)
}
