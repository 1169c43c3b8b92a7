import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { StoreLocale } from '../../config/stores.ts'
import { messages as enGB } from '../../locales/en-GB/messages.po'
import { messages as frFR } from '../../locales/fr-FR/messages.po'
import { messages as deDE } from '../../locales/de-DE/messages.po'
import { messages as itIT } from '../../locales/it-IT/messages.po'

// The server renders every store, so it holds all four catalogues; the browser loads one.
const catalogs: Record<StoreLocale, Messages> = { 'en-GB': enGB, 'fr-FR': frFR, 'de-DE': deDE, 'it-IT': itIT }

/** A Lingui instance for one server render in the given locale. */
export function createServerI18n(locale: StoreLocale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
}
