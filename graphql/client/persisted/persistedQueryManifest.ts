import { createHash } from 'node:crypto'
import { formatDocument, stringifyDocument } from '@urql/core'
import { Kind, type DocumentNode } from 'graphql'

/** Persisted-query manifest: sha256 hex of a query text → that text (read by the shop API in production). */
export type PersistedQueryManifest = Record<string, string>

/**
 * The exact text the client sends for a document: urql adds `__typename` (graphcache formats
 * every query) and prints with its own printer, and `persistedExchange` hashes that text.
 */
export const persistedQueryText = (document: DocumentNode): string =>
  stringifyDocument(formatDocument(document))

/** Lowercase hex sha256 of a text's UTF-8 bytes, as `persistedExchange` computes it. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex')

const isOperationDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' &&
  value !== null &&
  (value as DocumentNode).kind === Kind.DOCUMENT &&
  Array.isArray((value as DocumentNode).definitions) &&
  (value as DocumentNode).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)

/** The operation documents among a module's exports (fragment-only documents are never sent). */
export const operationDocumentsOf = (exports: Record<string, unknown>): DocumentNode[] =>
  Object.values(exports).filter(isOperationDocument)

/** Builds the manifest of every given operation document, keys sorted for stable output. */
export const buildPersistedQueryManifest = (documents: Iterable<DocumentNode>): PersistedQueryManifest => {
  const entries = [...documents].map((document) => {
    const text = persistedQueryText(document)
    return [sha256Hex(text), text] as const
  })
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)))
}
