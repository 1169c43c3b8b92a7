import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { CornerProducts } from '../CornerProducts.tsx'
import { widgetSection, widgetTitle } from '../cms.styles.ts'

export const WidgetLookbookFragment = graphql(`
  fragment WidgetLookbook_widget on WidgetLookbook {
    title
    corners {
      ...CornerProducts_corners
    }
    media {
      ...CmsImage_media
    }
  }
`)

/** A lookbook picture with the four products it shows. */
export function WidgetLookbook({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetLookbookFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetLookbookFragment, widgetRef)
  return (
    <section className={widgetSection}>
      <h2 className={widgetTitle}>{widget.title}</h2>
      <CornerProducts
        corners={widget.corners}
        media={widget.media}
        priority={priority}
        list={{ id: 'cms_lookbook', name: widget.title }}
      />
    </section>
  )
}
