import type { Messages } from '@lingui/core'
import type { StoreLocale } from '../../config/stores.ts'

type IslandCatalogLoaders = Record<string, () => Promise<{ messages: Messages }>>

/** The loaders of one locale's island catalogues, each locale its own small chunk. */
async function loadersOf(locale: StoreLocale): Promise<IslandCatalogLoaders> {
  switch (locale) {
    case 'fr-FR':
      return (await import('virtual:island-messages/fr-FR')).loaders
    case 'de-DE':
      return (await import('virtual:island-messages/de-DE')).loaders
    case 'it-IT':
      return (await import('virtual:island-messages/it-IT')).loaders
    case 'en-GB':
      return (await import('virtual:island-messages/en-GB')).loaders
  }
}

/**
 * Loads, on demand, the messages one island (`header/SearchBox`) shows in one locale: only
 * what that island's code uses (see islandCatalogPlugin.ts); nothing for an unknown island.
 */
export async function loadCatalog(locale: StoreLocale, islandId: string): Promise<Messages> {
  const load = (await loadersOf(locale))[islandId]
  return load ? (await load()).messages : {}
}
