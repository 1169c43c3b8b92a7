import type { Language, LocalizedText } from '../tables.ts'

/** The catalogue languages, in store order. */
export const LANGUAGES: readonly Language[] = ['fr', 'de', 'en', 'it']

/** Builds a localized text by calling `build` once per language. */
export function localize(build: (language: Language) => string): LocalizedText {
  return { fr: build('fr'), de: build('de'), en: build('en'), it: build('it') }
}
