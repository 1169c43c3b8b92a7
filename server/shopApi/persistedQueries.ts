import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

/** sha256 hex digest of a query text, as clients compute it (APQ version 1). */
export function sha256Hex(text: string): string {
  let hash = recentHashes.get(text)
  if (hash === undefined) {
    hash = createHash('sha256').update(text).digest('hex')
    if (recentHashes.size >= RECENT_HASHES_LIMIT)
      recentHashes.delete(recentHashes.keys().next().value as string)
    recentHashes.set(text, hash)
  }
  return hash
}

// The server render sends the same few documents on every request: hash each text once.
const RECENT_HASHES_LIMIT = 500
const recentHashes = new Map<string, string>()

const SEEN_QUERIES_LIMIT = 2000
const HASH = /^[0-9a-f]{64}$/

/**
 * Known query documents by hash. In production only the build manifest
 * (`dist/persisted-queries.json`, `{ hash: query }`) counts; in development and tests any
 * valid query may run and is remembered once seen (Automatic Persisted Queries).
 */
export class PersistedQueryStore {
  readonly #manifest: Map<string, string>
  readonly #seen = new Map<string, string>()
  readonly #onlyManifest: boolean
  #more: (() => Promise<Record<string, string>>) | undefined
  #completed: Promise<void> | undefined

  /**
   * `more` adds documents to the manifest when first asked for ({@link complete}): outside
   * production, the client's own documents, whose module is not loaded at start-up (docs/performance.md).
   */
  constructor(
    manifest: Map<string, string>,
    onlyManifest: boolean,
    more?: () => Promise<Record<string, string>>,
  ) {
    this.#manifest = manifest
    this.#onlyManifest = onlyManifest
    this.#more = more
  }

  /** Resolves once the manifest holds every document it will hold: call before a lookup by hash. */
  complete(): Promise<void> {
    const more = this.#more
    if (!more) return Promise.resolve()
    return (this.#completed ??= more().then((documents) => {
      for (const [hash, query] of Object.entries(documents)) this.#manifest.set(hash, query)
      this.#more = undefined
    }))
  }

  /** The query text of a hash, or undefined when it is not known. */
  lookup(hash: string): string | undefined {
    return this.#manifest.get(hash) ?? (this.#onlyManifest ? undefined : this.#seen.get(hash))
  }

  /** Whether a full query text may run: always outside production, else only manifest ones. */
  allows(query: string, hash = sha256Hex(query)): boolean {
    return !this.#onlyManifest || this.#manifest.has(hash)
  }

  /** Remembers a query that ran, so its hash alone works next time (bounded, oldest first out). */
  remember(hash: string, query: string): void {
    if (this.#onlyManifest || this.#seen.has(hash)) return
    if (this.#seen.size >= SEEN_QUERIES_LIMIT) this.#seen.delete(this.#seen.keys().next().value as string)
    this.#seen.set(hash, query)
  }
}

/** Reads a manifest file; a missing file is an empty manifest. Throws on a malformed one. */
export function readPersistedQueryManifest(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map()
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} must be a JSON object of hash → query`)
  const entries = Object.entries(parsed).filter(
    (entry): entry is [string, string] => HASH.test(entry[0]) && typeof entry[1] === 'string',
  )
  return new Map(entries)
}

/** Whether a string looks like a sha256 hex digest. */
export function isSha256Hex(value: unknown): value is string {
  return typeof value === 'string' && HASH.test(value)
}
