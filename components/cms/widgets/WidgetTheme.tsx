import { css, cx } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { CornerProducts } from '../CornerProducts.tsx'
import { tileLink, widgetSection, widgetTitle } from '../cms.styles.ts'

export const WidgetThemeFragment = graphql(`
  fragment WidgetTheme_widget on WidgetTheme {
    title
    mediaPosition
    link
    corners {
      ...CornerProducts_corners
    }
    media {
      ...CmsImage_media
    }
  }
`)

const titleLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 4.4rem;
  text-decoration: underline;
`

/** A theme (an evening by the fire …): its picture, four products and a link to the whole theme. */
export function WidgetTheme({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetThemeFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetThemeFragment, widgetRef)
  return (
    <section className={widgetSection} data-media-position={widget.mediaPosition}>
      <h2 className={widgetTitle}>
        {widget.link ? (
          <Link to={widget.link} className={cx(tileLink, titleLink)}>
            {widget.title}
          </Link>
        ) : (
          widget.title
        )}
      </h2>
      <CornerProducts
        corners={widget.corners}
        media={widget.media}
        priority={priority}
        list={{ id: 'cms_theme', name: widget.title }}
      />
    </section>
  )
}
