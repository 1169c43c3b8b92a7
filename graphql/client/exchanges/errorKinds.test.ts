import { CombinedError } from '@urql/core'
import { describe, expect, it } from 'vitest'
import { isMaintenanceError, isPersistedQueryMiss, isRetryable, statusOf } from './errorKinds.ts'

const httpError = (status: number, graphQLErrors: string[] = []) =>
  new CombinedError({
    networkError: graphQLErrors.length ? undefined : new Error(`HTTP ${status}`),
    graphQLErrors,
    response: new Response(null, { status }),
  })

describe('maintenance detection', () => {
  it('recognizes a GraphQL error carrying the 503 Maintenance flag marker', () => {
    const error = new CombinedError({ graphQLErrors: ['Shop closed: 503 Maintenance flag'] })
    expect(isMaintenanceError(error)).toBe(true)
  })

  it('recognizes a network error with HTTP status 503', () => {
    expect(isMaintenanceError(httpError(503))).toBe(true)
  })

  it('does not mistake other errors for maintenance', () => {
    expect(isMaintenanceError(httpError(502))).toBe(false)
    expect(isMaintenanceError(new CombinedError({ graphQLErrors: ['Product not found'] }))).toBe(false)
    expect(isMaintenanceError(new CombinedError({ networkError: new Error('Failed to fetch') }))).toBe(false)
  })
})

describe('retryable errors', () => {
  it('retries a request that got no answer at all', () => {
    expect(isRetryable(new CombinedError({ networkError: new TypeError('fetch failed') }))).toBe(true)
  })

  it('retries 5xx answers, with or without a GraphQL body', () => {
    expect(isRetryable(httpError(500))).toBe(true)
    expect(isRetryable(httpError(502))).toBe(true)
    expect(isRetryable(httpError(504, ['Gateway timeout']))).toBe(true)
  })

  it('does not retry maintenance, client errors or GraphQL errors of a 200', () => {
    expect(isRetryable(httpError(503))).toBe(false)
    expect(isRetryable(httpError(400, ['Syntax error']))).toBe(false)
    expect(
      isRetryable(
        new CombinedError({ graphQLErrors: ['Not found'], response: new Response(null, { status: 200 }) }),
      ),
    ).toBe(false)
    expect(
      isRetryable(
        new CombinedError({
          graphQLErrors: ['503 Maintenance flag'],
          response: new Response(null, { status: 200 }),
        }),
      ),
    ).toBe(false)
  })
})

describe('error helpers', () => {
  it('reads the HTTP status of the response behind an error', () => {
    expect(statusOf(httpError(418))).toBe(418)
    expect(statusOf(new CombinedError({ networkError: new Error('offline') }))).toBeUndefined()
  })

  it('recognizes the persisted-query protocol errors', () => {
    expect(isPersistedQueryMiss(new CombinedError({ graphQLErrors: ['PersistedQueryNotFound'] }))).toBe(true)
    expect(isPersistedQueryMiss(new CombinedError({ graphQLErrors: ['PersistedQueryNotSupported'] }))).toBe(
      true,
    )
    expect(isPersistedQueryMiss(new CombinedError({ graphQLErrors: ['Other'] }))).toBe(false)
  })
})
