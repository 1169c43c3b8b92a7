import type { Messages } from '@lingui/core'
import type { StoreLocale } from '../../config/stores.ts'

/**
 * Loads the island messages of one locale on demand: each locale is its own chunk, holding
 * only what island code shows (see islandCatalogPlugin.ts).
 */
export async function loadCatalog(locale: StoreLocale): Promise<Messages> {
  switch (locale) {
    case 'fr-FR':
      return (await import('virtual:island-messages/fr-FR')).messages
    case 'de-DE':
      return (await import('virtual:island-messages/de-DE')).messages
    case 'it-IT':
      return (await import('virtual:island-messages/it-IT')).messages
    case 'en-GB':
      return (await import('virtual:island-messages/en-GB')).messages
  }
}
