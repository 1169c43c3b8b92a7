import type { ExecutionResult } from 'graphql'

/** Tag every cached page carries: purging it empties the cache (an import, a reseed). */
export const ALL_PAGES_TAG = 'all'

/** Tag of every page: the header's menu (a category renamed, added or moved). */
export const MENU_TAG = 'menu'

/** Tag of every page of one store: the header's menu when the store has entries of its own (migration 0076). */
export function storeMenuTag(storeKey: string): string {
  return `${MENU_TAG}:${storeKey}`
}

/** Tag of every page: the footer's shop configuration and legal links. */
export const SHOP_TAG = 'shop'

/** Tag of cached 404 pages: purged when a product, category or CMS page is created. */
export const NOT_FOUND_TAG = 'not-found'

/** Tag of every page: the footer's contact details, a shop-wide setting (migration 0070). */
export const CONTACT_SETTINGS_TAG = 'settings:contact'

/**
 * Tags of what every page of a store shows alike (the header's menu, the footer's shop
 * configuration, contact details and legal links), plus {@link ALL_PAGES_TAG} and the store's own tag.
 */
export function layoutTags(storeKey: string): string[] {
  return [
    ALL_PAGES_TAG,
    `store:${storeKey}`,
    MENU_TAG,
    storeMenuTag(storeKey),
    SHOP_TAG,
    CONTACT_SETTINGS_TAG,
    `${CONTACT_SETTINGS_TAG}:${storeKey}`,
  ]
}

/** Whether a purge changes what every page's footer shows (its short-lived copy must go too). */
export function purgesLayout(tags: readonly string[]): boolean {
  return tags.some(
    (tag) =>
      tag === ALL_PAGES_TAG ||
      tag === MENU_TAG ||
      tag.startsWith(`${MENU_TAG}:`) ||
      tag === SHOP_TAG ||
      tag === CONTACT_SETTINGS_TAG ||
      tag.startsWith(`${CONTACT_SETTINGS_TAG}:`),
  )
}

/** Deeper than any page query: a cycle or a pathological answer stops the walk here. */
const MAX_DEPTH = 32

// The API answers cache hands every render the same answer objects: each is walked once.
const productTagsOfAnswer = new WeakMap<object, string[]>()

/**
 * Collects what one render shows from the shop API answers it read: the content the API
 * reports in `extensions.contentMetadata` (`category:12`, `cms_page:home`, `product:SL-1`)
 * and every product the answers list (any object with a `sku`: listing cards, carousels,
 * variants), so a product's change reaches every page that shows it.
 */
export class PageTagCollector {
  readonly #tags = new Set<string>()

  constructor(initial: Iterable<string> = []) {
    for (const tag of initial) this.#tags.add(tag)
  }

  /** Adds a tag by hand (a page that shows something no API answer names). */
  add(tag: string): void {
    this.#tags.add(tag)
  }

  /** Reads the tags of one shop API answer. */
  addResult(result: ExecutionResult): void {
    const metadata =
      (result.extensions as { contentMetadata?: { type: string; id: string }[] } | undefined)
        ?.contentMetadata ?? []
    for (const entry of metadata) this.#tags.add(`${entry.type}:${entry.id}`)
    for (const tag of productTagsOf(result.data)) this.#tags.add(tag)
  }

  /** The tags collected, sorted. */
  tags(): string[] {
    return [...this.#tags].sort()
  }
}

/**
 * `product:<sku>` for every object with a `sku` in an answer's data (listing cards, carousels,
 * variants, search results), so a product's change reaches every page and cached answer that
 * shows it. Each answer object is walked once.
 */
export function productTagsOf(data: unknown): string[] {
  if (data === null || typeof data !== 'object') return []
  let productTags = productTagsOfAnswer.get(data)
  if (!productTags) {
    const found = new Set<string>()
    walkProducts(data, 0, found)
    productTags = [...found]
    productTagsOfAnswer.set(data, productTags)
  }
  return productTags
}

/** Adds `product:<sku>` for every object with a `sku` in an answer's data. */
function walkProducts(value: unknown, depth: number, found: Set<string>): void {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return
  if (Array.isArray(value)) {
    for (const item of value) walkProducts(item, depth + 1, found)
    return
  }
  const sku = (value as { sku?: unknown }).sku
  if (typeof sku === 'string' && sku !== '') found.add(`product:${sku}`)
  for (const child of Object.values(value))
    if (child !== null && typeof child === 'object') walkProducts(child, depth + 1, found)
}

/** A `Surrogate-Key` header value (Fastly, Varnish xkey): the tags separated by spaces. */
export function surrogateKeyHeader(tags: readonly string[]): string {
  return tags.join(' ')
}

/** Reads tags from a purge message or header: space-separated, empty ones dropped. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter((tag) => tag !== ''))]
}
