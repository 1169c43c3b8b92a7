/** A language the back office edits the shop's texts in. */
export type EditedLanguage = 'fr' | 'de' | 'en' | 'it'

/** The languages the back office edits texts in, in the stores' order, each named in itself (a field's legend). */
export const EDITED_LANGUAGES: readonly { code: EditedLanguage; name: string }[] = [
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
  { code: 'it', name: 'Italiano' },
]
