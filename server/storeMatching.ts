import type { Store } from '../config/stores.ts'

interface LanguagePreference {
  tag: string
  quality: number
}

/** Parses an Accept-Language header, ignoring malformed parts instead of failing. */
export function parseAcceptLanguage(header: string | undefined): LanguagePreference[] {
  if (!header || header.length > 1000) return []
  return header
    .split(',')
    .map((part, index) => {
      const [rawTag, ...params] = part.trim().split(';')
      const tag = (rawTag ?? '').trim().toLowerCase()
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      const quality = qParam === undefined ? 1 : Number(qParam.slice(2))
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter(
      (preference) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$|^\*$/.test(preference.tag) && preference.quality > 0,
    )
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag, quality }) => ({ tag, quality }))
}

/**
 * Picks the store whose locale best matches the Accept-Language header: an exact locale
 * first, then the same language. Returns undefined when nothing matches.
 */
export function pickStoreForLanguages(
  stores: readonly Store[],
  header: string | undefined,
): Store | undefined {
  for (const { tag } of parseAcceptLanguage(header)) {
    const exact = stores.find((store) => store.locale.toLowerCase() === tag)
    if (exact) return exact
    const language = tag.split('-')[0]
    const sameLanguage = stores.find((store) => store.language === language)
    if (sameLanguage) return sameLanguage
  }
  return undefined
}
