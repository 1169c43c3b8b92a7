import { describe, expect, it } from 'vitest'
import { artworkSrcset } from '../../domain/media/artworkUrls.ts'
import { uploadedPictureSrcset } from '../../domain/media/uploadedPictureUrls.ts'
import { avifSrcSet, avifTwin, type ImageSrcset } from '../listing/productImage.ts'
import { gallerySources, type GalleryPicture } from './gallerySources.ts'

const picture = (color: string, label: string): GalleryPicture => ({
  color,
  label,
  media: { id: `mule-${color}`, alt: `${label} mule`, srcset: artworkSrcset(`mule/${color}`) as ImageSrcset },
})
const pictures = [picture('red', 'Red'), picture('navy', 'Navy'), picture('grey', 'Grey')]

describe('gallerySources', () => {
  it('keeps the product’s order and gives the artwork of its gender', () => {
    const images = gallerySources('300', pictures)
    expect(images.map((image) => image.color)).toEqual(['red', 'navy', 'grey'])
    expect(images[0]).toMatchObject({ colorLabel: 'Red', medium: '/media/artwork/mule-red-women-medium.svg' })
  })

  it('puts the selected colour first and ignores a colour the product does not have', () => {
    expect(gallerySources(null, pictures, 'grey').map((image) => image.color)).toEqual([
      'grey',
      'red',
      'navy',
    ])
    expect(gallerySources(null, pictures, 'green').map((image) => image.color)).toEqual([
      'red',
      'navy',
      'grey',
    ])
  })

  it('shows a picture shared by two entries once', () => {
    expect(gallerySources(null, [...pictures, picture('red', 'Red')])).toHaveLength(3)
  })
})

describe('avifSrcSet', () => {
  it('gives the AVIF renditions of an uploaded picture and none for the artwork', () => {
    const hash = '0123456789abcdef0123456789abcdef'
    expect(avifSrcSet(uploadedPictureSrcset(hash))).toBe(
      `/media/uploads/${hash}-300.avif 300w, /media/uploads/${hash}-600.avif 600w, /media/uploads/${hash}-1200.avif 1200w`,
    )
    expect(avifSrcSet(artworkSrcset('mule/red') as ImageSrcset)).toBeNull()
  })

  it('gives a thumbnail’s AVIF twin for an uploaded picture only', () => {
    const hash = '0123456789abcdef0123456789abcdef'
    expect(avifTwin(`/media/uploads/${hash}-600.webp`)).toBe(`/media/uploads/${hash}-600.avif`)
    expect(avifTwin(artworkSrcset('mule/red')!.small)).toBeNull()
  })
})
