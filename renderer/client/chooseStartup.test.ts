import { describe, expect, it } from 'vitest'
import { chooseStartup } from './chooseStartup.ts'

describe('chooseStartup', () => {
  it('shows offline before maintenance, and maintenance before the app', () => {
    expect(chooseStartup({ mode: 'offline' })).toBe('offline')
    expect(chooseStartup({ mode: 'maintenance', hydration: 'off' })).toBe('maintenance')
  })
  it('hydrates islands unless hydration is off or the server-rendering fallback is set', () => {
    expect(chooseStartup({ mode: 'normal' })).toBe('hydrate')
    expect(chooseStartup({ mode: 'normal', hydration: 'off' })).toBe('static')
    expect(chooseStartup({ mode: 'normal', ssrFallback: 'true' })).toBe('render')
  })
})
