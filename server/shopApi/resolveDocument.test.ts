import { describe, expect, it } from 'vitest'
import type { Store } from '../../config/stores.ts'
import { PersistedQueryStore, sha256Hex } from './persistedQueries.ts'
import { resolveDocument } from './resolveDocument.ts'

const store = {} as Store
const query = '{ shop { id } }'
const hash = sha256Hex(query)
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } })
const codeOf = (outcome: ReturnType<typeof resolveDocument>) =>
  'result' in outcome ? outcome.result.errors?.[0]?.extensions?.code : 'OK'

describe('resolveDocument (automatic persisted queries)', () => {
  it('asks for the full query when a hash is unknown, then knows it once remembered', () => {
    const queries = new PersistedQueryStore(new Map(), false)
    expect(codeOf(resolveDocument({ store, extensions: persisted(hash) }, queries, false))).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    )
    expect(resolveDocument({ store, query, extensions: persisted(hash) }, queries, false)).toEqual({
      query,
      hash,
    })
    queries.remember(hash, query)
    expect(resolveDocument({ store, extensions: persisted(hash) }, queries, false)).toEqual({ query, hash })
  })

  it('adds the documents it is given to load to its manifest once, when first completed', async () => {
    let loads = 0
    const queries = new PersistedQueryStore(new Map(), false, async () => {
      loads++
      return { [hash]: query }
    })
    expect(loads).toBe(0)
    expect(queries.lookup(hash)).toBeUndefined()
    await Promise.all([queries.complete(), queries.complete()])
    await queries.complete()
    expect(loads).toBe(1)
    expect(resolveDocument({ store, extensions: persisted(hash) }, queries, false)).toEqual({ query, hash })
  })

  it('refuses a hash that does not match its query, and unsupported versions', () => {
    const queries = new PersistedQueryStore(new Map(), false)
    expect(
      codeOf(resolveDocument({ store, query, extensions: persisted(sha256Hex('x')) }, queries, false)),
    ).toBe('PERSISTED_QUERY_HASH_MISMATCH')
    expect(
      codeOf(
        resolveDocument(
          { store, query, extensions: { persistedQuery: { version: 2, sha256Hash: hash } } },
          queries,
          false,
        ),
      ),
    ).toBe('BAD_REQUEST')
  })

  it('in production runs only manifest documents, except for the server’s own documents', () => {
    const queries = new PersistedQueryStore(new Map([[hash, query]]), true)
    expect(resolveDocument({ store, extensions: persisted(hash) }, queries, false)).toEqual({ query, hash })
    expect(codeOf(resolveDocument({ store, query: '{ shop { key } }' }, queries, false))).toBe(
      'PERSISTED_QUERY_REQUIRED',
    )
    expect(codeOf(resolveDocument({ store, query: '{ shop { key } }' }, queries, true))).toBe('OK')
    queries.remember(sha256Hex('{ shop { key } }'), '{ shop { key } }')
    expect(
      codeOf(
        resolveDocument({ store, extensions: persisted(sha256Hex('{ shop { key } }')) }, queries, false),
      ),
    ).toBe('PERSISTED_QUERY_NOT_FOUND')
  })

  it('refuses missing and overlong queries', () => {
    const queries = new PersistedQueryStore(new Map(), false)
    expect(codeOf(resolveDocument({ store }, queries, false))).toBe('BAD_REQUEST')
    expect(
      codeOf(resolveDocument({ store, query: `{ shop { id } } #${'x'.repeat(20_000)}` }, queries, false)),
    ).toBe('PAYLOAD_TOO_LARGE')
  })
})
