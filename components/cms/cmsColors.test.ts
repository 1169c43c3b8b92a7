import { describe, expect, it } from 'vitest'
import { contrastRatio, readableColors } from './cmsColors.ts'

describe('readableColors', () => {
  it('keeps a text colour that reads well on the background', () => {
    expect(readableColors('#fff3ed', '#1a1a1a')).toEqual({ backgroundColor: '#fff3ed', color: '#1a1a1a' })
  })

  it('replaces a text colour without AA contrast by black or white', () => {
    expect(readableColors('#408fdb', '#ffffff')).toEqual({ backgroundColor: '#408fdb', color: '#1a1a1a' })
    expect(readableColors('#000', '#111')).toEqual({ backgroundColor: '#000', color: '#ffffff' })
  })

  it('ignores values that are not hex colours', () => {
    expect(readableColors('red; background: url(x)', 'expression(alert(1))')).toEqual({})
  })

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#1a1a1a', '#408fdb')).toBeGreaterThan(4.5)
  })
})
