import { css } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { CmsImage } from '../CmsImage.tsx'
import { coverImage, widgetSection } from '../cms.styles.ts'

export const WidgetFullScreenFragment = graphql(`
  fragment WidgetFullScreen_widget on WidgetFullScreen {
    link
    media {
      ...CmsImage_media
    }
  }
`)

const frame = css`
  display: block;
  aspect-ratio: 16 / 9;
  overflow: hidden;
`

/** A picture across the whole width, linking where the CMS says. */
export function WidgetFullScreen({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetFullScreenFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetFullScreenFragment, widgetRef)
  if (!widget.media) return null
  const picture = <CmsImage media={widget.media} sizes="100vw" priority={priority} className={coverImage} />
  return (
    <section className={widgetSection}>
      {widget.link ? (
        <Link to={widget.link} className={frame}>
          {picture}
        </Link>
      ) : (
        <div className={frame}>{picture}</div>
      )}
    </section>
  )
}
