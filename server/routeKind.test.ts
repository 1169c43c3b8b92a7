import { describe, expect, it } from 'vitest'
import { routeKindOf } from './routeKind.ts'

describe('routeKindOf', () => {
  it.each([
    ['*', 'page'],
    ['/en/graphql', 'api'],
    ['/admin', 'admin'],
    ['/admin/products/:sku', 'admin'],
    ['/assets/index-abc123.js', 'asset'],
    ['/en/sitemap.xml', 'asset'],
    ['/uploads/:file', 'asset'],
    ['/readyz', 'ops'],
    ['/metrics', 'ops'],
    ['/payment-webhooks/offline', 'webhook'],
    ['/en/account/orders', 'shopper'],
    ['/administrator', 'shopper'],
    [undefined, 'unmatched'],
  ] as const)('classifies %s as %s', (pattern, kind) => {
    expect(routeKindOf(pattern)).toBe(kind)
  })
})
