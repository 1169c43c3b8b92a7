/** Whose artwork a listing shows (spec §3 Media: default, men, women and child variants). */
export type ImageAudience = 'default' | 'men' | 'women' | 'child'

/** Audience of a gender filter code (spec §3: 299 men, 300 women, 301 kids). */
const AUDIENCE_BY_GENDER: Record<string, ImageAudience> = { '299': 'men', '300': 'women', '301': 'child' }

/** The artwork audience of a gendered context (a gendered category or one selected gender). */
export function audienceOf(gender: string | null | undefined): ImageAudience {
  return (gender && AUDIENCE_BY_GENDER[gender]) || 'default'
}

/** The srcset fields of spec §3 Media. */
export interface ImageSrcset {
  small: string
  medium: string
  large: string
  menSmall: string
  menMedium: string
  menLarge: string
  womenSmall: string
  womenMedium: string
  womenLarge: string
  childSmall: string
  childMedium: string
  childLarge: string
}

/** Pixel widths of the artwork sizes. */
const WIDTHS = { Small: 300, Medium: 600, Large: 1200 } as const

/**
 * `src` and `srcset` of a product picture for an audience; the default variant when the
 * product has no media (then only its image URL).
 */
export function productImageSources(
  image: { srcset: ImageSrcset } | null | undefined,
  fallbackUrl: string,
  audience: ImageAudience,
): { src: string; srcSet?: string } {
  if (!image) return { src: fallbackUrl }
  const srcset = image.srcset
  const key = (size: keyof typeof WIDTHS): keyof ImageSrcset =>
    audience === 'default'
      ? (size.toLowerCase() as keyof ImageSrcset)
      : (`${audience}${size}` as keyof ImageSrcset)
  const sizes = Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]
  return {
    src: srcset[key('Small')],
    srcSet: sizes.map((size) => `${srcset[key(size)]} ${WIDTHS[size]}w`).join(', '),
  }
}
