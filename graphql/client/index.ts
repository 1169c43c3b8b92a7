export { createShopClient } from './createShopClient.ts'
export type { ShopClient, ShopClientOptions } from './createShopClient.ts'
export { browserShopClient } from './browserShopClient.ts'
export {
  SSR_STATE_ELEMENT_ID,
  parseSsrState,
  readSsrStateFromDocument,
  serializeSsrState,
} from './ssr/ssrState.ts'
export { consoleLogger } from './exchanges/errorReportingExchange.ts'
export type { OperationErrorReport, ShopClientLogger } from './exchanges/errorReportingExchange.ts'
export { MAINTENANCE_MARKER, isMaintenanceError } from './exchanges/errorKinds.ts'
export type { CurrentUserState } from './cache/currentUserProbe.ts'
export { createClientLogSender, errorLogEntry } from './clientLog/createClientLogSender.ts'
export type {
  ClientLogEntry,
  ClientLogLevel,
  ClientLogSender,
  ClientLogSenderOptions,
} from './clientLog/createClientLogSender.ts'
export { graphql } from './generated/gql.ts'
export type { FragmentType } from './generated/fragment-masking.ts'
export { useFragment } from './generated/fragment-masking.ts'
export { CurrentUserQuery } from './session/currentUserQuery.ts'
