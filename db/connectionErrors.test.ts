import { describe, expect, it } from 'vitest'
import { isConnectionError } from './connectionErrors.ts'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isConnectionError', () => {
  it('knows a server that went away or cannot be reached', () => {
    expect(isConnectionError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isConnectionError(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    )
    expect(isConnectionError(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(isConnectionError(withCode('connection failure', '08006'))).toBe(true)
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(
      isConnectionError(
        new AggregateError(
          [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')],
          'all addresses refused',
        ),
      ),
    ).toBe(true)
  })
  it('leaves wrong statements and bugs alone (they stay 500s)', () => {
    expect(isConnectionError(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isConnectionError(withCode('relation "nope" does not exist', '42P01'))).toBe(false)
    expect(isConnectionError(withCode('canceling statement due to user request', '57014'))).toBe(false)
    expect(isConnectionError(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isConnectionError('ECONNREFUSED')).toBe(false)
  })
})
