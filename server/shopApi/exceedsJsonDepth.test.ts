import { describe, expect, it } from 'vitest'
import { exceedsJsonDepth } from './exceedsJsonDepth.ts'

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)

describe('exceedsJsonDepth', () => {
  it('counts objects and arrays as levels, scalars as none', () => {
    expect(exceedsJsonDepth('text', 0)).toBe(false)
    expect(exceedsJsonDepth({ a: [1, { b: null }] }, 3)).toBe(false)
    expect(exceedsJsonDepth({ a: [1, { b: {} }] }, 3)).toBe(true)
  })

  it('measures 20,000 levels without overflowing the stack', () => {
    expect(exceedsJsonDepth(nested(32), 32)).toBe(false)
    expect(exceedsJsonDepth(nested(20_000), 32)).toBe(true)
  })
})
