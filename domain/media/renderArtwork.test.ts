import { describe, expect, it } from 'vitest'
import { COLOURS } from '../../db/seed/vocabulary.ts'
import { ARTWORK_VARIANTS } from './artworkUrls.ts'
import { ARTWORK_KINDS, isArtworkSubject, renderArtwork } from './renderArtwork.ts'

/** Checks well-formedness the way a browser's XML parser would: balanced tags, quoted attributes. */
function isWellFormedSvg(svg: string): boolean {
  if (!/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 1000 1000">/.test(svg)) return false
  const stack: string[] = []
  for (const [, closing, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    if (/[<&]/.test(attributes ?? '') || /=[^"]/.test(attributes ?? '')) return false
    if (closing) {
      if (stack.pop() !== name) return false
    } else if (!selfClosing) stack.push(name as string)
  }
  return stack.length === 0
}

/** The drawing of a picture without its audience tint, to compare kinds. */
const drawingOf = (svg: string) => svg.replace(/<rect width="1000" height="1000" fill="#[0-9a-f]{6}"\/>/, '')

describe('renderArtwork', () => {
  it('draws every kind (T-shirt and gift box included) in every colour and audience as a small, well-formed SVG', () => {
    expect(ARTWORK_KINDS).toEqual(
      expect.arrayContaining([
        'mule',
        'bootie',
        'moccasin',
        'ankle-sock',
        'crew-sock',
        'cosy-sock',
        'pyjamas',
        'robe',
        'sweater',
        'tshirt',
        'giftbox',
      ]),
    )
    for (const kind of ARTWORK_KINDS) {
      for (const colour of COLOURS) {
        for (const variant of ARTWORK_VARIANTS) {
          const svg = renderArtwork(kind, colour.code, variant, 'medium')
          expect(isWellFormedSvg(svg), `${kind} ${colour.code} ${variant}`).toBe(true)
          expect(svg).toContain(colour.hex)
          expect(svg.length, `${kind} ${colour.code} ${variant}`).toBeLessThan(4000)
        }
      }
    }
  })

  it('gives each kind its own drawing', () => {
    const drawings = ARTWORK_KINDS.map((kind) => drawingOf(renderArtwork(kind, 'red', 'default', 'small')))
    expect(new Set(drawings).size).toBe(ARTWORK_KINDS.length)
  })

  it('tells audiences apart by tint and proportions, with a star patch on kids’ products only', () => {
    const pictures = ARTWORK_VARIANTS.map((variant) => renderArtwork('crew-sock', 'navy', variant, 'small'))
    expect(new Set(pictures).size).toBe(ARTWORK_VARIANTS.length)
    expect(pictures.filter((svg) => svg.includes('#f4c542'))).toEqual([
      renderArtwork('crew-sock', 'navy', 'child', 'small'),
    ])
    // The unexplained blue pill of the men's pictures is gone.
    expect(renderArtwork('mule', 'red', 'men', 'small')).not.toContain('#408fdb')
  })

  it('composes banners as scenes of several products in the colour, not a flat rectangle', () => {
    const scenes = COLOURS.slice(0, 3).map((colour) =>
      renderArtwork('banner', colour.code, 'default', 'large'),
    )
    for (const [index, svg] of scenes.entries()) {
      expect(isWellFormedSvg(svg)).toBe(true)
      expect(svg).toContain((COLOURS[index] as { hex: string }).hex)
      expect(svg.match(/<g transform="translate/g)?.length).toBeGreaterThanOrEqual(2)
      expect(svg.length).toBeLessThan(8000)
    }
    expect(new Set(scenes.map((svg) => svg.replaceAll(/#[0-9a-f]{6}/g, ''))).size).toBe(3)
  })

  it('knows its subjects and nothing else', () => {
    expect(isArtworkSubject('tshirt')).toBe(true)
    expect(isArtworkSubject('giftbox')).toBe(true)
    expect(isArtworkSubject('banner')).toBe(true)
    expect(isArtworkSubject('spaceship')).toBe(false)
  })
})
