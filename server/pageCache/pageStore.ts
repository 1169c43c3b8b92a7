import type { CachedPage } from './cachedPage.ts'

/** Where cached pages live: this process's memory, or Redis shared by every instance. */
export interface PageStore {
  /** The page kept under `key`, if any (fresh or stale: the caller reads `storedAt`). */
  get(key: string): Promise<CachedPage | undefined>
  /** Keeps `page` under `key` for `keepMs` (its time to live plus its stale window). */
  set(key: string, page: CachedPage, keepMs: number): Promise<void>
  /** Drops every page carrying one of `tags`; answers how many were dropped. */
  purgeTags(tags: readonly string[]): Promise<number>
  close(): Promise<void>
}
