import type { Messages } from '@lingui/core'
import type { StoreLocale } from '../../config/stores.ts'

type IslandCatalogLoaders = Record<string, () => Promise<{ messages: Messages }>>

/** The loaders of each locale's island catalogues, each locale its own small chunk. */
const LOCALE_LOADERS: Record<StoreLocale, () => Promise<{ loaders: IslandCatalogLoaders }>> = {
  'fr-FR': () => import('virtual:island-messages/fr-FR'),
  'de-DE': () => import('virtual:island-messages/de-DE'),
  'it-IT': () => import('virtual:island-messages/it-IT'),
  'en-GB': () => import('virtual:island-messages/en-GB'),
}

/**
 * Loads, on demand, the messages one island (`header/SearchBox`) shows in one locale: only
 * what that island's code uses (see islandCatalogPlugin.ts); nothing for an unknown island.
 */
export async function loadCatalog(locale: StoreLocale, islandId: string): Promise<Messages> {
  const load = (await LOCALE_LOADERS[locale]()).loaders[islandId]
  return load ? (await load()).messages : {}
}
