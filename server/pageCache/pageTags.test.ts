import { describe, expect, it } from 'vitest'
import { PageTagCollector, layoutTags, parseTags, surrogateKeyHeader } from './pageTags.ts'

describe('PageTagCollector', () => {
  it('reads the content metadata the shop API reports', () => {
    const collector = new PageTagCollector()
    collector.addResult({
      data: {},
      extensions: {
        contentMetadata: [
          { type: 'category', id: '12', hash: 'x' },
          { type: 'cms_page', id: 'home', hash: 'y' },
        ],
      },
    })
    expect(collector.tags()).toEqual(['category:12', 'cms_page:home'])
  })

  it('tags every product an answer lists, however deep', () => {
    const collector = new PageTagCollector(layoutTags('b2c_fr'))
    collector.addResult({
      data: {
        category: {
          products: {
            items: [{ sku: 'SL-1', variants: [{ product: { sku: 'SL-1-42' } }] }, { sku: 'SL-2' }],
          },
        },
      },
    })
    expect(collector.tags()).toEqual([
      'all',
      'menu',
      'menu:b2c_fr',
      'product:SL-1',
      'product:SL-1-42',
      'product:SL-2',
      'settings:contact',
      'settings:contact:b2c_fr',
      'shop',
      'store:b2c_fr',
    ])
  })

  it('gives every render that reads the same cached answer its products', () => {
    const answer = { data: { products: { items: [{ sku: 'SL-7' }] } } }
    const first = new PageTagCollector()
    const second = new PageTagCollector(['menu'])
    first.addResult(answer)
    second.addResult(answer)
    expect(first.tags()).toEqual(['product:SL-7'])
    expect(second.tags()).toEqual(['menu', 'product:SL-7'])
  })

  it('ignores answers without data', () => {
    const collector = new PageTagCollector()
    collector.addResult({ errors: [] })
    expect(collector.tags()).toEqual([])
  })
})

describe('tag headers', () => {
  it('joins tags with spaces and reads them back', () => {
    expect(parseTags(surrogateKeyHeader(['product:SL-1', 'category:3']))).toEqual([
      'product:SL-1',
      'category:3',
    ])
    expect(parseTags('  a  b a ')).toEqual(['a', 'b'])
  })
})
