import type { CombinedError, Operation } from '@urql/core'
import type { RetryExchangeOptions } from '@urql/exchange-retry'
import { isRetryable } from './errorKinds.ts'

/**
 * The retry policy (docs/shop-api.md#retries): up to 5 attempts, 300 ms initial delay growing about twofold
 * per attempt with random jitter (urql multiplies the delay by 1.5–2.5), and no maximum.
 */
export const retryPolicy = {
  maxNumberAttempts: 5,
  initialDelayMs: 300,
  maxDelayMs: Number.POSITIVE_INFINITY,
  randomDelay: true,
  // Mutations are not repeated: the first attempt may have reached the server.
  retryIf: (error: CombinedError, operation: Operation) => operation.kind === 'query' && isRetryable(error),
} satisfies RetryExchangeOptions
