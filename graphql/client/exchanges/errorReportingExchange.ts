import { getOperationName, mapExchange, type CombinedError, type Exchange } from '@urql/core'
import { isMaintenanceError } from './errorKinds.ts'

/** One failed operation, as reported to the logger (docs/shop-api.md#errors-on-the-client). */
export interface OperationErrorReport {
  operationName: string | undefined
  variables: unknown
  /** GraphQL and network errors of the operation, combined. */
  error: CombinedError
  /** Whether the error says the shop is in maintenance. */
  maintenance: boolean
}

/** Receives every GraphQL or network error of the client. */
export type ShopClientLogger = (report: OperationErrorReport) => void

/** Logs to the console with operation name and variables (docs/shop-api.md#errors-on-the-client). */
export const consoleLogger: ShopClientLogger = ({ operationName, variables, error }) => {
  console.error(`[shop api] ${operationName ?? 'anonymous operation'} failed: ${error.message}`, {
    variables,
  })
}

/** Options of {@link errorReportingExchange}. */
export interface ErrorReportingOptions {
  logger: ShopClientLogger
  /** Called once, on the first error that says the shop is in maintenance. */
  onMaintenance?: () => void
}

/**
 * Logs every failed operation (after retries) and switches to maintenance on the
 * `503 Maintenance flag` marker or an HTTP 503 (docs/shop-api.md#maintenance).
 */
export const errorReportingExchange = ({ logger, onMaintenance }: ErrorReportingOptions): Exchange => {
  let maintenanceReported = false
  return mapExchange({
    onError(error, operation) {
      const maintenance = isMaintenanceError(error)
      logger({
        operationName: getOperationName(operation.query),
        variables: operation.variables,
        error,
        maintenance,
      })
      if (maintenance && !maintenanceReported) {
        maintenanceReported = true
        onMaintenance?.()
      }
    },
  })
}
