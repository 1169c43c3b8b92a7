import {
  getOperationName,
  makeErrorResult,
  makeResult,
  stringifyDocument,
  type Exchange,
  type ExecutionResult,
  type Operation,
} from '@urql/core'
import { filter, fromPromise, merge, mergeMap, pipe, takeUntil } from 'wonka'

/** One operation as the shop API's in-process executor takes it. */
export interface InProcessOperation {
  query: string
  variables?: Record<string, unknown>
  operationName?: string
}

/** Runs an operation inside the server process (`app.shopApi.execute`). */
export type InProcessExecute = (operation: InProcessOperation) => Promise<ExecutionResult>

const isExecuted = (operation: Operation) => operation.kind === 'query' || operation.kind === 'mutation'

/**
 * The server render's transport: operations go straight to the shop API executor of the same
 * process, with no HTTP request, JSON round trip or persisted-query exchange in between.
 */
export const inProcessExchange =
  (execute: InProcessExecute): Exchange =>
  ({ forward }) =>
  (operations$) => {
    const executed$ = pipe(
      operations$,
      filter(isExecuted),
      mergeMap((operation) => {
        const request: InProcessOperation = {
          query: stringifyDocument(operation.query),
          variables: operation.variables as Record<string, unknown> | undefined,
          operationName: getOperationName(operation.query),
        }
        const result = execute(request).then(
          (answer) => makeResult(operation, answer),
          (error: unknown) =>
            makeErrorResult(operation, error instanceof Error ? error : new Error(String(error))),
        )
        return pipe(
          fromPromise(result),
          takeUntil(
            pipe(
              operations$,
              filter((next) => next.kind === 'teardown' && next.key === operation.key),
            ),
          ),
        )
      }),
    )
    const forwarded$ = pipe(
      operations$,
      filter((operation) => !isExecuted(operation)),
      forward,
    )
    return merge([executed$, forwarded$])
  }
