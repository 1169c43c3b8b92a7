import { describe, expect, it } from 'vitest'
import { audienceOf, productImageSources, type ImageSrcset } from './productImage.ts'

const srcset = Object.fromEntries(
  [
    'small',
    'medium',
    'large',
    'menSmall',
    'menMedium',
    'menLarge',
    'womenSmall',
    'womenMedium',
    'womenLarge',
    'childSmall',
    'childMedium',
    'childLarge',
  ].map((key) => [key, `/${key}.svg`]),
) as unknown as ImageSrcset

describe('product image sources', () => {
  it('maps gender codes to artwork audiences (299 men, 300 women, 301 kids)', () => {
    expect([
      audienceOf('299'),
      audienceOf('300'),
      audienceOf('301'),
      audienceOf(null),
      audienceOf('1'),
    ]).toEqual(['men', 'women', 'child', 'default', 'default'])
  })

  it('builds the srcset of the audience with the pixel widths of the sizes', () => {
    expect(productImageSources({ srcset }, '/fallback.svg', 'women')).toEqual({
      src: '/womenSmall.svg',
      srcSet: '/womenSmall.svg 300w, /womenMedium.svg 600w, /womenLarge.svg 1200w',
      avifSrcSet: null,
    })
    expect(productImageSources({ srcset }, '/fallback.svg', 'default').srcSet).toBe(
      '/small.svg 300w, /medium.svg 600w, /large.svg 1200w',
    )
  })

  it('falls back to the image URL when the product has no media', () => {
    expect(productImageSources(null, '/fallback.svg', 'men')).toEqual({
      src: '/fallback.svg',
      avifSrcSet: null,
    })
  })

  it('adds the AVIF renditions of an uploaded picture, for the card’s <picture> source', () => {
    const hash = '0123456789abcdef0123456789abcdef'
    const [small, medium, large] = [300, 600, 1200].map((width) => `/media/uploads/${hash}-${width}.webp`)
    const uploaded = { ...srcset, small: small!, medium: medium!, large: large! }
    expect(productImageSources({ srcset: uploaded }, '/fallback.svg', 'default')).toEqual({
      src: small,
      srcSet: `${small} 300w, ${medium} 600w, ${large} 1200w`,
      avifSrcSet: `/media/uploads/${hash}-300.avif 300w, /media/uploads/${hash}-600.avif 600w, /media/uploads/${hash}-1200.avif 1200w`,
    })
  })

  it('adds the AVIF renditions of an uploaded picture served from a bucket (MEDIA_S3_PUBLIC_URL)', () => {
    const hash = '0123456789abcdef0123456789abcdef'
    const base = 'https://cdn.example.org/shop-media/'
    const [small, medium, large] = [300, 600, 1200].map((width) => `${base}${hash}-${width}.webp`)
    const uploaded = { ...srcset, small: small!, medium: medium!, large: large! }
    expect(productImageSources({ srcset: uploaded }, '/fallback.svg', 'default').avifSrcSet).toBe(
      `${base}${hash}-300.avif 300w, ${base}${hash}-600.avif 600w, ${base}${hash}-1200.avif 1200w`,
    )
  })
})
