import { css } from '@linaria/core'
import type { ReactElement } from 'react'

// The `<img>` stays the box its parent's grid or flex lays out, as without the `<picture>`.
const layoutless = css`
  display: contents;
`

/**
 * A product picture's `<img>` in a `<picture>` with an AVIF `<source>` when the picture is an
 * uploaded photograph (its renditions exist as AVIF and WebP): browsers that read AVIF take
 * those smaller files, the others the `<img>`'s WebP. The artwork, WebP only, stays a bare `<img>`.
 */
export function AvifPicture({
  avifSrcSet,
  sizes,
  children,
}: {
  /** The AVIF srcset (or single URL) of the picture; null when it has none. */
  avifSrcSet: string | null
  /** The `<img>`'s `sizes`, which the source must repeat to be chosen alike. */
  sizes?: string
  children: ReactElement
}) {
  if (!avifSrcSet) return children
  return (
    <picture className={layoutless}>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {children}
    </picture>
  )
}
