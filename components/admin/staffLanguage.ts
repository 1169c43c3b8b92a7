import type { StaffLanguage } from '../../db/tables.ts'
import type { StoreLocale } from '../../config/stores.ts'

/** The catalogue a back-office language reads its texts from (the shop's own `locales/`). */
export function localeOfStaffLanguage(language: StaffLanguage): StoreLocale {
  return language === 'fr' ? 'fr-FR' : 'en-GB'
}
