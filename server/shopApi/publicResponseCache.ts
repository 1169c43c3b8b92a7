import type { DocumentNode, OperationDefinitionNode, SelectionSetNode } from 'graphql'
import { Kind, getOperationAST, parse } from '../../graphql/graphqlRuntime.ts'
import type { OperationOutcome } from './operationRequest.ts'
import { productTagsOf } from '../pageCache/pageTags.ts'

/**
 * Root query fields whose answer is the same for every shopper of a store: those the schema
 * marks `@public` (catalogue, CMS, links, routing, shop configuration), plus `__typename`.
 * Every other field (`me`, `cart`, …) is per shopper, so a field nobody marked is never shared.
 */
export function publicRootFieldsOf(typeDefs: string): ReadonlySet<string> {
  const fields = new Set(['__typename'])
  for (const definition of parse(typeDefs).definitions) {
    const isQuery =
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
      definition.name.value === 'Query'
    if (!isQuery) continue
    for (const field of definition.fields ?? []) {
      if (field.directives?.some((directive) => directive.name.value === 'public'))
        fields.add(field.name.value)
    }
  }
  return fields
}

/** What a document's operation is, for caching. */
export type OperationKind = 'public query' | 'private query' | 'mutation' | 'unknown'

const DOCUMENT_MEMO_LIMIT = 500

/** Whether every root selection (fragments followed) is a public field. */
function selectsOnlyPublicFields(
  selectionSet: SelectionSetNode,
  document: DocumentNode,
  publicFields: ReadonlySet<string>,
): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) return publicFields.has(selection.name.value)
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return selectsOnlyPublicFields(selection.selectionSet, document, publicFields)
    const fragment = document.definitions.find(
      (definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    )
    return (
      fragment?.kind === Kind.FRAGMENT_DEFINITION &&
      selectsOnlyPublicFields(fragment.selectionSet, document, publicFields)
    )
  })
}

function kindOf(
  query: string,
  operationName: string | undefined,
  publicFields: ReadonlySet<string>,
): OperationKind {
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
  return selectsOnlyPublicFields(operation.selectionSet, document, publicFields)
    ? 'public query'
    : 'private query'
}

/** Tells public queries (only `@public` root fields) from the others, memoized per document text. */
export class OperationClassifier {
  readonly #publicFields: ReadonlySet<string>
  readonly #kinds = new Map<string, OperationKind>()

  constructor(publicFields: ReadonlySet<string>) {
    this.#publicFields = publicFields
  }

  /** The kind of operation `query` names. */
  kindOf(query: string, operationName: string | null | undefined): OperationKind {
    const memoKey = `${operationName ?? ''}\n${query}`
    let kind = this.#kinds.get(memoKey)
    if (!kind) {
      kind = kindOf(query, operationName ?? undefined, this.#publicFields)
      if (this.#kinds.size >= DOCUMENT_MEMO_LIMIT)
        this.#kinds.delete(this.#kinds.keys().next().value as string)
      this.#kinds.set(memoKey, kind)
    }
    return kind
  }
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
 * The tags of an answer: the content its `extensions.contentMetadata` says it shows
 * (`category:110`), and every product it lists (`product:SL-00001`: a search's results).
 */
function tagsOf(outcome: OperationOutcome): string[] {
  const metadata =
    (outcome.result.extensions as { contentMetadata?: { type: string; id: string }[] } | undefined)
      ?.contentMetadata ?? []
  return [
    ...new Set([
      ...metadata.map((entry) => `${entry.type}:${entry.id}`),
      ...productTagsOf(outcome.result.data),
    ]),
  ]
}

/**
 * Keeps the answers of public queries (fields the schema marks `@public`) for `ttlMs`, per
 * store, document and variables, and shares one execution between identical queries in flight:
 * every anonymous render of a category reads the same listing. Answers with errors are not
 * kept. Each kept answer is tagged with the content it shows; a mutation drops only the answers
 * tagged with what it changed (`OperationOutcome.changedContent`), so this instance never serves
 * data older than its own writes and a cart or review leaves the catalogue warm; other
 * instances drop the same answers when the page cache's purge reaches them (`invalidate`), at
 * the latest they catch up within `ttlMs`. Cached answers are frozen (shared between renders).
 */
export class PublicResponseCache {
  readonly #entries = new Map<
    string,
    { outcome: Promise<OperationOutcome>; expiresAt: number; size: number; tags: string[] }
  >()
  readonly #keysByTag = new Map<string, Set<string>>()
  readonly #classifier: OperationClassifier
  readonly #ttlMs: number
  readonly #maxSize: number
  #size = 0

  /**
   * @param ttlMs how long an answer is reused
   * @param publicFields root query fields whose answers may be shared ({@link publicRootFieldsOf})
   * @param maxSize most characters of JSON (answers and their keys) kept at once, about 32 MB
   *   by default; the oldest answers go first past it (a crawler's thousands of filter URLs).
   */
  constructor(ttlMs: number, publicFields: ReadonlySet<string>, maxSize = 32_000_000) {
    this.#ttlMs = ttlMs
    this.#classifier = new OperationClassifier(publicFields)
    this.#maxSize = maxSize
  }

  /** Characters of JSON the kept answers hold now. */
  get size(): number {
    return this.#size
  }

  /** The kind of operation `query` names (memoized per document text). */
  kindOf(query: string, operationName: string | null | undefined): OperationKind {
    return this.#classifier.kindOf(query, operationName)
  }

  /**
   * Answers a public query from the cache, or runs `execute` and keeps a successful answer;
   * any other operation just runs (a mutation then drops the answers showing what it changed). `hash` (sha256 of the
   * query) keeps keys short; the query text is the key without it.
   */
  async run(
    key: { store: string; query: string; hash?: string; operationName?: string | null; variables?: unknown },
    execute: () => Promise<OperationOutcome>,
  ): Promise<OperationOutcome> {
    const kind = this.kindOf(key.query, key.operationName)
    if (kind !== 'public query') {
      const outcome = await execute()
      if (kind === 'mutation') this.invalidate(outcome.changedContent ?? [])
      return outcome
    }
    const cacheKey = JSON.stringify([
      key.store,
      key.operationName ?? null,
      key.hash ?? key.query,
      key.variables ?? null,
    ])
    const now = Date.now()
    const cached = this.#entries.get(cacheKey)
    if (cached && cached.expiresAt > now) return cached.outcome
    this.#remove(cacheKey)
    const entry = { outcome: execute(), expiresAt: now + this.#ttlMs, size: 0, tags: [] as string[] }
    this.#entries.set(cacheKey, entry)
    entry.outcome.then(
      (result) => {
        if (this.#entries.get(cacheKey) !== entry) return
        if (result.isRequestError || result.result.errors?.length) {
          this.#remove(cacheKey)
          return
        }
        deepFreeze(result.result)
        entry.tags = tagsOf(result)
        for (const tag of entry.tags)
          this.#keysByTag.set(tag, (this.#keysByTag.get(tag) ?? new Set()).add(cacheKey))
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
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag)
      keys?.delete(cacheKey)
      if (keys?.size === 0) this.#keysByTag.delete(tag)
    }
  }

  /** Drops the kept answers that show any of `tags` (`product:SL-00001`, `category:110`). */
  invalidate(tags: Iterable<string>): void {
    for (const tag of tags)
      for (const cacheKey of [...(this.#keysByTag.get(tag) ?? [])]) this.#remove(cacheKey)
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
    this.#keysByTag.clear()
    this.#size = 0
  }
}
