import { describe, expect, it } from 'vitest'
import { artworkSrcset, artworkUrl, parseArtworkName } from './artworkUrls.ts'
import { renderArtwork } from './renderArtwork.ts'

describe('artwork URLs', () => {
  it('builds the twelve srcset entries of a Media', () => {
    const srcset = artworkSrcset('ankle-sock/red')
    expect(Object.keys(srcset).sort()).toEqual([
      'childLarge',
      'childMedium',
      'childSmall',
      'large',
      'medium',
      'menLarge',
      'menMedium',
      'menSmall',
      'small',
      'womenLarge',
      'womenMedium',
      'womenSmall',
    ])
    expect(srcset.menSmall).toBe('/media/artwork/ankle-sock-red-men-small.svg')
  })

  it('parses what it builds and nothing else', () => {
    expect(parseArtworkName(artworkUrl('ankle-sock/red', 'women', 'large').split('/').at(-1) ?? '')).toEqual({
      subject: 'ankle-sock',
      colour: 'red',
      variant: 'women',
      size: 'large',
    })
    expect(parseArtworkName('../etc/passwd')).toBeNull()
    expect(parseArtworkName('mule-red-men-huge.svg')).toBeNull()
  })

  it('draws an SVG of the requested size in the colour', () => {
    const svg = renderArtwork('mule', 'red', 'child', 'small')
    expect(svg).toMatch(/^<svg [^>]*width="300" height="300"/)
    expect(svg).toContain('#c0392b')
  })
})
