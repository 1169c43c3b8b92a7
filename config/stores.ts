/**
 * The four storefronts (docs/storefront-rules.md#stores). Everything that differs between stores lives here;
 * the base URL of each comes from the environment (see `resolveStoreBaseUrls`).
 */

/** Identifier of a storefront. */
export type StoreKey = 'b2c_fr' | 'b2c_de' | 'b2c_en' | 'b2c_it'

/** BCP 47 locale of a storefront, also the Lingui catalogue name. */
export type StoreLocale = 'fr-FR' | 'de-DE' | 'en-GB' | 'it-IT'

/** Two-letter language used for translated labels (gender filter, country names). */
export type LabelLanguage = 'fr' | 'de' | 'en' | 'it'

/** A gender filter value: code and its label per language. */
export interface GenderFilterValue {
  code: '299' | '300' | '301'
  meaning: 'men' | 'women' | 'kids'
  labels: Record<LabelLanguage, string>
}

/** Static description of a storefront, before its base URL is known. */
export interface StoreDefinition {
  key: StoreKey
  locale: StoreLocale
  currency: 'EUR'
  defaultCountryId: 'FR' | 'DE' | 'GB' | 'IT'
  dataLayerLanguage: 'FR' | 'DE' | 'EN' | 'IT'
  language: LabelLanguage
  /** Path segment of the default local base URL (`/fr`, `/de`, …). */
  defaultPathSegment: string
  /** Name of the environment variable that overrides the base URL. */
  baseUrlEnv: string
  /** IANA time zone of the store's country: dates and times shoppers read, and day-counted periods (the 14-day withdrawal), use it. */
  timeZone: string
}

/** A storefront with its resolved base URL. */
export interface Store extends StoreDefinition {
  /** Absolute base URL without trailing slash, e.g. `http://localhost:3000/fr`. */
  baseUrl: string
  /** Host part of the base URL (`localhost:3000`). */
  host: string
  /** Path part of the base URL without trailing slash (`/fr`, or `''` for a whole host). */
  basePath: string
  /**
   * Whether the operator named the base URL (`STORE_URL_…`). Without it the shop answers on
   * whatever address it is opened at (`127.0.0.1`, a LAN name), and forms are checked against it.
   */
  baseUrlConfigured: boolean
}

export const GENDER_FILTER_NAME = 'genre'

export const GENDER_FILTER_VALUES: readonly GenderFilterValue[] = [
  { code: '299', meaning: 'men', labels: { fr: 'homme', de: 'männer', en: 'men', it: 'uomo' } },
  { code: '300', meaning: 'women', labels: { fr: 'femme', de: 'frauen', en: 'women', it: 'donna' } },
  { code: '301', meaning: 'kids', labels: { fr: 'enfant', de: 'kinder', en: 'kids', it: 'bambino' } },
]

export const STORE_DEFINITIONS: readonly StoreDefinition[] = [
  {
    key: 'b2c_fr',
    locale: 'fr-FR',
    currency: 'EUR',
    defaultCountryId: 'FR',
    dataLayerLanguage: 'FR',
    language: 'fr',
    defaultPathSegment: 'fr',
    baseUrlEnv: 'STORE_URL_B2C_FR',
    timeZone: 'Europe/Paris',
  },
  {
    key: 'b2c_de',
    locale: 'de-DE',
    currency: 'EUR',
    defaultCountryId: 'DE',
    dataLayerLanguage: 'DE',
    language: 'de',
    defaultPathSegment: 'de',
    baseUrlEnv: 'STORE_URL_B2C_DE',
    timeZone: 'Europe/Berlin',
  },
  {
    key: 'b2c_en',
    locale: 'en-GB',
    currency: 'EUR',
    defaultCountryId: 'GB',
    dataLayerLanguage: 'EN',
    language: 'en',
    defaultPathSegment: 'en',
    baseUrlEnv: 'STORE_URL_B2C_EN',
    timeZone: 'Europe/London',
  },
  {
    key: 'b2c_it',
    locale: 'it-IT',
    currency: 'EUR',
    defaultCountryId: 'IT',
    dataLayerLanguage: 'IT',
    language: 'it',
    defaultPathSegment: 'it',
    baseUrlEnv: 'STORE_URL_B2C_IT',
    timeZone: 'Europe/Rome',
  },
]

/** The time zone of a store (its definition's `timeZone`), for pages and e-mails that only know the store's key. */
export function storeTimeZone(key: StoreKey): string {
  return STORE_DEFINITIONS.find((definition) => definition.key === key)?.timeZone ?? 'Europe/Paris'
}

/** The store used when nothing else decides (`/` falls back to b2c_fr). */
export const DEFAULT_STORE_KEY: StoreKey = 'b2c_fr'

/**
 * Resolves each store's base URL from the environment, defaulting to
 * `http://localhost:{port}/{fr|de|en|it}`. Throws with the variable's name when a value is
 * not an absolute http(s) URL.
 */
export function resolveStores(env: Record<string, string | undefined>, port: number): Store[] {
  return STORE_DEFINITIONS.map((definition) => {
    const configured = env[definition.baseUrlEnv]
    const raw = configured ?? `http://localhost:${port}/${definition.defaultPathSegment}`
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      throw new Error(`${definition.baseUrlEnv} must be an absolute URL, got "${raw}"`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`${definition.baseUrlEnv} must use http or https, got "${raw}"`)
    }
    const basePath = url.pathname.replace(/\/+$/, '')
    return {
      ...definition,
      baseUrl: `${url.origin}${basePath}`,
      host: url.host,
      basePath,
      baseUrlConfigured: configured !== undefined,
    }
  })
}

/** Finds a store by key; throws for an unknown key (a programming error). */
export function getStore(stores: readonly Store[], key: StoreKey): Store {
  const store = stores.find((candidate) => candidate.key === key)
  if (!store) throw new Error(`Unknown store ${key}`)
  return store
}

/** Label of a gender filter value in the store's language. */
export function genderLabel(code: string, language: LabelLanguage): string | undefined {
  return GENDER_FILTER_VALUES.find((value) => value.code === code)?.labels[language]
}
