import { css } from '@linaria/core'
import type { FragmentType } from '../../graphql/client/index.ts'
import { CmsImage, type CmsImageFragment } from './CmsImage.tsx'
import { coverImage } from './cms.styles.ts'

const frame = css`
  position: relative;
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  img + img {
    position: absolute;
    inset: 0;
    opacity: 0;
    transition: opacity 0.3s;
  }
  a:hover > & img + img,
  a:focus-visible > & img + img,
  &:hover img + img {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    img + img {
      transition: none;
    }
  }
`

/** A picture that shows a second one on hover (CSS only); the second is decorative. */
export function HoverPicture({
  media,
  hoverMedia,
  sizes,
  priority,
}: {
  media: FragmentType<typeof CmsImageFragment>
  hoverMedia?: FragmentType<typeof CmsImageFragment> | null
  sizes: string
  priority: boolean
}) {
  return (
    <span className={frame}>
      <CmsImage media={media} sizes={sizes} priority={priority} className={coverImage} />
      {hoverMedia ? <CmsImage media={hoverMedia} sizes={sizes} alt="" className={coverImage} /> : null}
    </span>
  )
}
