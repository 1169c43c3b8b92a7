import type { GalleryMediaFragment } from '../../graphql/client/generated/graphql.ts'

/** One gallery picture: the three widths of the artwork for the product's audience. */
export interface GalleryImage {
  id: string
  alt: string
  small: string
  medium: string
  large: string
}

type Srcset = GalleryMediaFragment['srcset']
type Sources = Pick<GalleryImage, 'small' | 'medium' | 'large'>

/** Media sizes of spec §3 for each gender code (299 men, 300 women, 301 kids). */
const SOURCES_BY_GENDER: Record<string, (srcset: Srcset) => Sources> = {
  '299': (srcset) => ({ small: srcset.menSmall, medium: srcset.menMedium, large: srcset.menLarge }),
  '300': (srcset) => ({ small: srcset.womenSmall, medium: srcset.womenMedium, large: srcset.womenLarge }),
  '301': (srcset) => ({ small: srcset.childSmall, medium: srcset.childMedium, large: srcset.childLarge }),
}
const defaultSources = (srcset: Srcset): Sources => ({
  small: srcset.small,
  medium: srcset.medium,
  large: srcset.large,
})

/**
 * The distinct pictures of a product, main image first, each with the artwork of the
 * product's gender (the default artwork when it has none).
 */
export function gallerySources(
  gender: string | null | undefined,
  media: ReadonlyArray<GalleryMediaFragment | null | undefined>,
): GalleryImage[] {
  const sourcesOf = (gender && SOURCES_BY_GENDER[gender]) || defaultSources
  const seen = new Set<string>()
  const images: GalleryImage[] = []
  for (const item of media) {
    if (!item || seen.has(item.id)) continue
    seen.add(item.id)
    images.push({ id: item.id, alt: item.alt, ...sourcesOf(item.srcset) })
  }
  return images
}
