import type { GalleryMediaFragment } from '../../graphql/client/generated/graphql.ts'
import { audienceOf, audienceSources, type AudienceSources } from '../listing/productImage.ts'

/** One gallery picture: the three widths of the artwork for the product's audience. */
export interface GalleryImage extends AudienceSources {
  id: string
  alt: string
}

/**
 * The distinct pictures of a product, main image first, each with the artwork of the
 * product's gender (the default artwork when it has none).
 */
export function gallerySources(
  gender: string | null | undefined,
  media: ReadonlyArray<GalleryMediaFragment | null | undefined>,
): GalleryImage[] {
  const audience = audienceOf(gender)
  const seen = new Set<string>()
  const images: GalleryImage[] = []
  for (const item of media) {
    if (!item || seen.has(item.id)) continue
    seen.add(item.id)
    images.push({ id: item.id, alt: item.alt, ...audienceSources(item.srcset, audience) })
  }
  return images
}
