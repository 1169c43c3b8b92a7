import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'

/** What a CMS picture needs of a Media: its alt text and default-variant srcset. */
export const CmsImageFragment = graphql(`
  fragment CmsImage_media on Media {
    id
    url
    alt
    width
    height
    srcset {
      small
      medium
      large
    }
  }
`)

/** Props of {@link CmsImage}. */
export interface CmsImageProps {
  media: FragmentType<typeof CmsImageFragment>
  /** The `sizes` attribute: how wide the picture is shown at each breakpoint. */
  sizes: string
  /** The first picture of a page: loaded at once with high priority instead of lazily. */
  priority?: boolean
  /** Empty for a picture that only repeats what the text beside it says. */
  alt?: string
  className?: string
}

/**
 * A CMS picture with its srcset (300, 600, 1200 px), width and height so the page does not
 * shift while it loads, lazy below the fold.
 */
export function CmsImage({ media: mediaRef, sizes, priority = false, alt, className }: CmsImageProps) {
  const media = useFragment(CmsImageFragment, mediaRef)
  const { small, medium, large } = media.srcset
  return (
    <img
      className={className}
      src={medium}
      srcSet={`${small} 300w, ${medium} 600w, ${large} 1200w`}
      sizes={sizes}
      width={media.width}
      height={media.height}
      alt={alt ?? media.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  )
}
