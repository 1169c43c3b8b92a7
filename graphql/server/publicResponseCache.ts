import type { DocumentNode, OperationDefinitionNode, SelectionSetNode } from 'graphql'
import { Kind, getOperationAST, parse } from '../graphqlRuntime.ts'
import type { OperationOutcome } from './operationRequest.ts'

/**
 * Root fields whose answer is the same for every shopper of a store: catalogue, CMS, links,
 * routing and shop configuration. `me`, `cart` and `sharedWishlist` are per shopper.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'category', 'menu', 'product', 'search',
  'cmsPage', 'cmsBlock', 'faq',
  'categoryLinks', 'productLinks', 'customLinks', 'medias', 'translations',
  'pickupPoints', 'route', 'sitemap',
  'shop', 'isFeatureActive', 'countries', 'giftCardForm', 'returnAttributes',
  '__typename',
])

/** What a document's operation is, for caching. */
type OperationKind = 'public query' | 'private query' | 'mutation' | 'unknown'

const DOCUMENT_MEMO_LIMIT = 500

/** Whether every root selection (fragments followed) is a public field. */
function selectsOnlyPublicFields(selectionSet: SelectionSetNode, document: DocumentNode): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) return PUBLIC_ROOT_FIELDS.has(selection.name.value)
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsOnlyPublicFields(selection.selectionSet, document)
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    )
    return fragment?.kind === Kind.FRAGMENT_DEFINITION && selectsOnlyPublicFields(fragment.selectionSet, document)
  })
}

function kindOf(query: string, operationName: string | undefined): OperationKind {
  let operation: OperationDefinitionNode | null | undefined
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: 5000 })
    operation = getOperationAST(document, operationName)
  } catch {
    return 'unknown'
  }
  if (!operation) return 'unknown'
  if (operation.operation !== 'query') return 'mutation'
  return selectsOnlyPublicFields(operation.selectionSet, document) ? 'public query' : 'private query'
}

/** Freezes a result so that no render can change what the next one reads. */
function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}

/**
 * Keeps the answers of public queries (see {@link PUBLIC_ROOT_FIELDS}) for `ttlMs`, per store,
 * document and variables, and shares one execution between identical queries in flight: every
 * anonymous render of a category reads the same listing. Answers with errors are not kept, and
 * any mutation empties the cache, so this instance never serves data older than its own writes;
 * other instances catch up within `ttlMs`. Cached answers are frozen (shared between renders).
 */
export class PublicResponseCache {
  readonly #entries = new Map<string, { outcome: Promise<OperationOutcome>; expiresAt: number; size: number }>()
  readonly #kinds = new Map<string, OperationKind>()
  readonly #ttlMs: number
  readonly #maxSize: number
  #size = 0

  /**
   * @param ttlMs how long an answer is reused
   * @param maxSize most characters of JSON (answers and their keys) kept at once, about 32 MB
   *   by default; the oldest answers go first past it (a crawler's thousands of filter URLs).
   */
  constructor(ttlMs: number, maxSize = 32_000_000) {
    this.#ttlMs = ttlMs
    this.#maxSize = maxSize
  }

  /** Characters of JSON the kept answers hold now. */
  get size(): number {
    return this.#size
  }

  /** The kind of operation `query` names (memoized per document text). */
  kindOf(query: string, operationName: string | null | undefined): OperationKind {
    const memoKey = `${operationName ?? ''}\n${query}`
    let kind = this.#kinds.get(memoKey)
    if (!kind) {
      kind = kindOf(query, operationName ?? undefined)
      if (this.#kinds.size >= DOCUMENT_MEMO_LIMIT) this.#kinds.delete(this.#kinds.keys().next().value as string)
      this.#kinds.set(memoKey, kind)
    }
    return kind
  }

  /**
   * Answers a public query from the cache, or runs `execute` and keeps a successful answer;
   * any other operation just runs (a mutation then empties the cache). `hash` (sha256 of the
   * query) keeps keys short; the query text is the key without it.
   */
  async run(
    key: { store: string; query: string; hash?: string; operationName?: string | null; variables?: unknown },
    execute: () => Promise<OperationOutcome>,
  ): Promise<OperationOutcome> {
    const kind = this.kindOf(key.query, key.operationName)
    if (kind !== 'public query') {
      const outcome = await execute()
      if (kind === 'mutation') this.clear()
      return outcome
    }
    const cacheKey = JSON.stringify([key.store, key.operationName ?? null, key.hash ?? key.query, key.variables ?? null])
    const now = Date.now()
    const cached = this.#entries.get(cacheKey)
    if (cached && cached.expiresAt > now) return cached.outcome
    this.#remove(cacheKey)
    const entry = { outcome: execute(), expiresAt: now + this.#ttlMs, size: 0 }
    this.#entries.set(cacheKey, entry)
    entry.outcome.then(
      (result) => {
        if (this.#entries.get(cacheKey) !== entry) return
        if (result.isRequestError || result.result.errors?.length) {
          this.#remove(cacheKey)
          return
        }
        deepFreeze(result.result)
        entry.size = cacheKey.length + JSON.stringify(result.result).length
        this.#size += entry.size
        this.#evictPastSize(cacheKey)
      },
      () => {
        if (this.#entries.get(cacheKey) === entry) this.#remove(cacheKey)
      },
    )
    return entry.outcome
  }

  #remove(cacheKey: string): void {
    const entry = this.#entries.get(cacheKey)
    if (!entry) return
    this.#size -= entry.size
    this.#entries.delete(cacheKey)
  }

  /** Drops the oldest answers (never `keep`, the newest) until the kept ones fit. */
  #evictPastSize(keep: string): void {
    for (const oldest of this.#entries.keys()) {
      if (this.#size <= this.#maxSize) return
      if (oldest !== keep) this.#remove(oldest)
    }
  }

  /** Forgets every kept answer. */
  clear(): void {
    this.#entries.clear()
    this.#size = 0
  }
}
