import diagnosticsChannel from 'node:diagnostics_channel'
import type { OperationKind } from './publicResponseCache.ts'

/** One shop API operation answered (over HTTP or in-process by a form), for metrics. */
export interface ApiOperationEvent {
  /** What the operation is; `unresolved` when refused before its document was known (maintenance, unknown persisted query). */
  kind: OperationKind | 'unresolved'
  /** The `extensions.code` of each error answered (empty when it succeeded). */
  errorCodes: string[]
  durationMs: number
}

/** The channel of {@link ApiOperationEvent}s: a diagnostics channel, so the API knows no metrics library. */
export const apiOperationChannel = diagnosticsChannel.channel('shop:api-operation')
