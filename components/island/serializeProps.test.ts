import { describe, expect, it } from 'vitest'
import { serializeProps } from './serializeProps.ts'

describe('serializeProps', () => {
  it('keeps a closing script tag and line separators from breaking out of the script element', () => {
    const props = { label: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c <!-- x -->' }
    const json = serializeProps(props)
    expect(json).not.toMatch(/<\/script/i)
    expect(json).not.toContain('<!--')
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(props)
  })
})
