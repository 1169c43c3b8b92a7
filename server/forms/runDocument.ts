import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import type { ExecutionResult } from 'graphql'

/** What running a typed document gave: its result, and the seconds to wait when a rate limit refused it. */
export interface DocumentOutcome<TData> {
  result: ExecutionResult<TData>
  retryAfterSeconds?: number
}

/**
 * Runs a typed shop API document for the shopper who posted (their session, their store), in
 * process: form actions hand over documents of their own code, never a text from the request.
 */
export type RunDocument = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<DocumentOutcome<TData>>
