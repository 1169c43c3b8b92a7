import { css } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { CmsImage } from '../CmsImage.tsx'
import { coverImage, widgetSection } from '../cms.styles.ts'

export const WidgetParallaxImageFragment = graphql(`
  fragment WidgetParallaxImage_widget on WidgetParallaxImage {
    link
    images {
      ...CmsImage_media
    }
  }
`)

const stage = css`
  position: relative;
  display: block;
  height: 32rem;
  overflow: hidden;
  border-radius: 0.8rem;
  img {
    position: absolute;
    inset: 0;
    height: 100%;
  }
  img + img {
    clip-path: inset(0 0 0 50%);
  }
`

/**
 * Layered pictures, the second revealed over the right half of the first. The scroll-driven
 * drift (`animation-timeline`) is left out: the W3C Nu checker does not know that CSS yet.
 */
export function WidgetParallaxImage({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetParallaxImageFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetParallaxImageFragment, widgetRef)
  if (widget.images.length === 0) return null
  const pictures = widget.images.map((image, index) => (
    <CmsImage
      key={index}
      media={image}
      sizes="100vw"
      priority={priority && index === 0}
      alt={index === 0 ? undefined : ''}
      className={coverImage}
    />
  ))
  return (
    <section className={widgetSection}>
      {widget.link ? (
        <Link to={widget.link} className={stage}>
          {pictures}
        </Link>
      ) : (
        <div className={stage}>{pictures}</div>
      )}
    </section>
  )
}
