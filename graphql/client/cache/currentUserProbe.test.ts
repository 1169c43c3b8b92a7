import type { Cache } from '@urql/exchange-graphcache'
import { describe, expect, it } from 'vitest'
import { createCurrentUserProbe, noCacheHeaders } from './currentUserProbe.ts'

const cacheWith = (records: Record<string, Record<string, unknown>>): Cache =>
  ({ resolve: (entity: string, field: string) => records[entity]?.[field] }) as unknown as Cache

describe('current user probe', () => {
  it('is anonymous before anything was cached', () => {
    expect(createCurrentUserProbe().state).toBe('anonymous')
  })

  it('sees a signed-in shopper when Query.me links an entity with an id', () => {
    const probe = createCurrentUserProbe()
    probe.observe(cacheWith({ Query: { me: 'Me:7' }, 'Me:7': { id: '7' } }))
    expect(probe.state).toBe('signed-in')
  })

  it('goes back to anonymous when me becomes null', () => {
    const probe = createCurrentUserProbe()
    probe.observe(cacheWith({ Query: { me: 'Me:7' }, 'Me:7': { id: '7' } }))
    probe.observe(cacheWith({ Query: { me: null } }))
    expect(probe.state).toBe('anonymous')
  })

  it('reports an unreadable cache when reading it throws', () => {
    const probe = createCurrentUserProbe()
    probe.observe({
      resolve: () => {
        throw new Error('no data state')
      },
    } as unknown as Cache)
    expect(probe.state).toBe('unreadable')
  })
})

describe('no-cache headers', () => {
  it('adds Cache-Control: max-age=0, no-store for a signed-in shopper or an unreadable cache', () => {
    expect(noCacheHeaders('signed-in')).toEqual({ 'cache-control': 'max-age=0, no-store' })
    expect(noCacheHeaders('unreadable')).toEqual({ 'cache-control': 'max-age=0, no-store' })
    expect(noCacheHeaders('anonymous')).toEqual({})
  })
})
