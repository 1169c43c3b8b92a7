import { createHash } from 'node:crypto'

/** One entry of `extensions.contentMetadata` (docs/shop-api.md#content-metadata): what content a response shows. */
export interface ContentMetadataEntry {
  /**
   * `url`: a store URL resolved through the URL rewrites, `<language>/<path>` (its content is its answer).
   * `settings`: a group of the shop's settings, `contact` or `company` with a store's key (`contact:b2c_fr`),
   * and without it when the store shows a shop-wide value of the group.
   * `shipping`: the shipping rates (`rates`): the delivery page, delivery times, the countries delivered to.
   * `menu`: a store's own menu, by the store's key.
   */
  type: 'category' | 'product' | 'cms_page' | 'cms_block' | 'url' | 'settings' | 'shipping' | 'menu'
  id: string
  /** sha256 of the content as read, so a client or cache can tell when it changed. */
  hash: string
}

/** Collects the content metadata of one operation. */
export class ContentMetadataCollector {
  readonly #entries = new Map<string, ContentMetadataEntry>()

  /** Notes that the response shows `content` (a database row) of the given type and id. */
  record(type: ContentMetadataEntry['type'], id: string, content: unknown): void {
    const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex')
    this.#entries.set(`${type}:${id}`, { type, id, hash })
  }

  /** The entries, in the order first recorded. */
  entries(): ContentMetadataEntry[] {
    return [...this.#entries.values()]
  }
}
