import type { Srcset } from '../../graphql/client/generated/schemaTypes.ts'

/** Whose artwork a listing shows (default, men, women and child variants; docs/storefront-rules.md#catalogue-data). */
export type ImageAudience = 'default' | 'men' | 'women' | 'child'

/** Audience of a gender filter code (299 men, 300 women, 301 kids; docs/storefront-rules.md#stores). */
const AUDIENCE_BY_GENDER: Record<string, ImageAudience> = { '299': 'men', '300': 'women', '301': 'child' }

/** The artwork audience of a gendered context (a gendered category or one selected gender). */
export function audienceOf(gender: string | null | undefined): ImageAudience {
  return (gender && AUDIENCE_BY_GENDER[gender]) || 'default'
}

/** The srcset fields of a Media (docs/storefront-rules.md#catalogue-data). */
export type ImageSrcset = Omit<Srcset, '__typename'>

/** The three widths of one audience's artwork. */
export interface AudienceSources {
  small: string
  medium: string
  large: string
}

/** Pixel widths of the artwork sizes. */
const WIDTHS = { small: 300, medium: 600, large: 1200 } as const

/** The small, medium and large artwork of `audience` in a srcset. */
export function audienceSources(srcset: ImageSrcset, audience: ImageAudience): AudienceSources {
  if (audience === 'default') return { small: srcset.small, medium: srcset.medium, large: srcset.large }
  return {
    small: srcset[`${audience}Small`],
    medium: srcset[`${audience}Medium`],
    large: srcset[`${audience}Large`],
  }
}

/**
 * `src` and `srcset` of a product picture for an audience; the default variant when the
 * product has no media (then only its image URL). `avifSrcSet`: the AVIF renditions of an
 * uploaded picture, for a `<picture>` source (null for the artwork).
 */
export function productImageSources(
  image: { srcset: ImageSrcset } | null | undefined,
  fallbackUrl: string,
  audience: ImageAudience,
): { src: string; srcSet?: string; avifSrcSet: string | null } {
  if (!image) return { src: fallbackUrl, avifSrcSet: avifTwin(fallbackUrl) }
  const sources = audienceSources(image.srcset, audience)
  return {
    src: sources.small,
    srcSet: `${sources.small} ${WIDTHS.small}w, ${sources.medium} ${WIDTHS.medium}w, ${sources.large} ${WIDTHS.large}w`,
    avifSrcSet: avifSrcSet(sources),
  }
}

/**
 * Renditions of an uploaded picture (`/media/uploads/<hash>-<width>.webp`, or the same name under a
 * bucket's public URL), whose AVIF twin shares the name.
 */
const UPLOADED_WEBP = /\/[0-9a-f]{32}-(300|600|1200)\.webp$/

/**
 * The AVIF srcset of an uploaded picture (its renditions are stored as AVIF and WebP), for a
 * `<picture>` source; null for the artwork, which exists in WebP only.
 */
export function avifSrcSet(image: AudienceSources): string | null {
  const widths = [image.small, image.medium, image.large]
  if (!widths.every((url) => UPLOADED_WEBP.test(url))) return null
  const [small, medium, large] = widths.map((url) => url.replace(/\.webp$/, '.avif'))
  return `${small} 300w, ${medium} 600w, ${large} 1200w`
}

/**
 * The AVIF twin of one rendition of an uploaded picture (a thumbnail's single URL), for a
 * `<picture>` source; null for the artwork or any other URL.
 */
export function avifTwin(url: string): string | null {
  return UPLOADED_WEBP.test(url) ? url.replace(/\.webp$/, '.avif') : null
}
