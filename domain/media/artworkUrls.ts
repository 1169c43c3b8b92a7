/** Audience variants of an artwork (Media srcset: default, men, women, child). */
export const ARTWORK_VARIANTS = ['default', 'men', 'women', 'child'] as const

/** Sizes of an artwork and their pixel widths. */
export const ARTWORK_SIZES = { large: 1200, medium: 600, small: 300 } as const

/** One audience variant of an artwork. */
export type ArtworkVariant = (typeof ARTWORK_VARIANTS)[number]

/** One size of an artwork. */
export type ArtworkSize = keyof typeof ARTWORK_SIZES

/** Root-relative path under which the app serves generated artwork. */
export const ARTWORK_ROUTE_PREFIX = '/media/artwork/'

/**
 * URL of an artwork picture: `artwork` is the stored "subject/colour" pair
 * (`mule/red`) → `/media/artwork/mule-red-men-large.svg`.
 */
export function artworkUrl(artwork: string, variant: ArtworkVariant, size: ArtworkSize): string {
  return `${ARTWORK_ROUTE_PREFIX}${artwork.replace('/', '-')}-${variant}-${size}.svg`
}

/** The twelve srcset URLs of a Media (docs/storefront-rules.md#catalogue-data). */
export function artworkSrcset(artwork: string): ArtworkSrcset {
  const srcset: Record<string, string> = {}
  for (const variant of ARTWORK_VARIANTS) {
    for (const size of Object.keys(ARTWORK_SIZES) as ArtworkSize[]) {
      const key = variant === 'default' ? size : `${variant}${size[0]?.toUpperCase()}${size.slice(1)}`
      srcset[key] = artworkUrl(artwork, variant, size)
    }
  }
  return srcset as ArtworkSrcset
}

/** The renditions of one artwork (Media srcset): each size, plain and per audience. */
export type ArtworkSrcset = Record<
  | 'small'
  | 'medium'
  | 'large'
  | 'menSmall'
  | 'menMedium'
  | 'menLarge'
  | 'womenSmall'
  | 'womenMedium'
  | 'womenLarge'
  | 'childSmall'
  | 'childMedium'
  | 'childLarge',
  string
>

/** Parses an artwork file name back into its parts; null when it is not one of ours. */
export function parseArtworkName(
  fileName: string,
): { subject: string; colour: string; variant: ArtworkVariant; size: ArtworkSize } | null {
  const match = /^([a-z]+(?:-[a-z]+)*)-([a-z]+)-(default|men|women|child)-(large|medium|small)\.svg$/.exec(
    fileName,
  )
  if (!match) return null
  const [, subject, colour, variant, size] = match
  return {
    subject: subject as string,
    colour: colour as string,
    variant: variant as ArtworkVariant,
    size: size as ArtworkSize,
  }
}
