import { describe, expect, it } from 'vitest'
import { ClientLogByteBudget } from './clientLogByteBudget.ts'

describe('ClientLogByteBudget', () => {
  it('stops a request at its own bound', () => {
    const request = new ClientLogByteBudget({ perRequest: 100, perClient: 1000, windowMs: 60_000 }).open('a')
    expect(request.take(60)).toBe(true)
    expect(request.take(60)).toBe(false)
    expect(request.take(40)).toBe(true)
  })

  it('stops a client at its bound for the window, without touching other clients, and starts again after it', () => {
    let now = 0
    const budget = new ClientLogByteBudget({
      perRequest: 100,
      perClient: 250,
      windowMs: 60_000,
      now: () => now,
    })
    for (let i = 0; i < 2; i++) expect(budget.open('a').take(100)).toBe(true)
    expect(budget.open('a').take(100)).toBe(false)
    expect(budget.open('a').take(50)).toBe(true)
    expect(budget.open('b').take(100)).toBe(true)
    now = 60_000
    expect(budget.open('a').take(100)).toBe(true)
  })
})
