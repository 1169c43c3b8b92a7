import type { Messages } from '@lingui/core'
import type { StoreLocale } from '../../config/stores.ts'

/** Loads one locale's compiled catalogue on demand: each locale is its own chunk. */
export async function loadCatalog(locale: StoreLocale): Promise<Messages> {
  switch (locale) {
    case 'fr-FR':
      return (await import('../../locales/fr-FR/messages.po')).messages
    case 'de-DE':
      return (await import('../../locales/de-DE/messages.po')).messages
    case 'it-IT':
      return (await import('../../locales/it-IT/messages.po')).messages
    case 'en-GB':
      return (await import('../../locales/en-GB/messages.po')).messages
  }
}
