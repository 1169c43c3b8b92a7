import type { GalleryMediaFragment } from '../../graphql/client/generated/graphql.ts'
import { audienceOf, audienceSources, type AudienceSources } from '../listing/productImage.ts'

/** One gallery picture: the three widths of the artwork for the product's audience, and its colour. */
export interface GalleryImage extends AudienceSources {
  id: string
  /** Colour code of the picture; null for a product without colour pictures. */
  color: string | null
  /** Colour name in the store's language. */
  colorLabel: string | null
  /** The picture's own description (kind and colour), when no colour is known. */
  alt: string
}

/** A picture as the gallery receives it. */
export interface GalleryPicture {
  color: string | null
  label: string | null
  media: GalleryMediaFragment | null | undefined
}

/**
 * The distinct pictures of a product, each with the artwork of the product's gender (the
 * default artwork when it has none); the picture of `selectedColor` first, the others in order.
 */
export function gallerySources(
  gender: string | null | undefined,
  pictures: readonly GalleryPicture[],
  selectedColor?: string | null,
): GalleryImage[] {
  const audience = audienceOf(gender)
  const seen = new Set<string>()
  const images: GalleryImage[] = []
  for (const { color, label, media } of pictures) {
    if (!media || seen.has(media.id)) continue
    seen.add(media.id)
    images.push({
      id: media.id,
      color,
      colorLabel: label,
      alt: media.alt,
      ...audienceSources(media.srcset, audience),
    })
  }
  const selected = images.findIndex((image) => selectedColor && image.color === selectedColor)
  return selected > 0
    ? [images[selected] as GalleryImage, ...images.filter((_, index) => index !== selected)]
    : images
}
