import { css } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { ProductCard } from '../../listing/ProductCard.tsx'
import { media } from '../../theme/tokens.ts'
import { listedItemAttribute } from '../../dataLayer/listedProduct.ts'
import { HoverPicture } from '../HoverPicture.tsx'
import { widgetSection, widgetTitle } from '../cms.styles.ts'

export const WidgetProductPushFragment = graphql(`
  fragment WidgetProductPush_widget on WidgetProductPush {
    title
    link
    image {
      ...CmsImage_media
    }
    mediaHover {
      ...CmsImage_media
    }
    product {
      sku
      ...ProductCard_product
      ...DataLayerProduct
    }
  }
`)

const layout = css`
  display: grid;
  gap: 1.2rem;
  ${media.tablet} {
    grid-template-columns: 2fr 1fr;
    align-items: center;
  }
`

/** A campaign picture (another one on hover) beside the product it promotes. */
export function WidgetProductPush({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetProductPushFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetProductPushFragment, widgetRef)
  const picture = widget.image ? (
    <HoverPicture
      media={widget.image}
      hoverMedia={widget.mediaHover}
      sizes="(min-width: 768px) 66vw, 100vw"
      priority={priority}
    />
  ) : null
  return (
    <section className={widgetSection}>
      <h2 className={widgetTitle}>{widget.title}</h2>
      <div className={layout}>
        {picture && widget.link ? <Link to={widget.link}>{picture}</Link> : picture}
        {/* A click on the card reports `select_item` of this widget. */}
        {widget.product ? (
          <div {...listedItemAttribute(widget.product, { id: 'cms_product_push', name: widget.title }, 0)}>
            <ProductCard product={widget.product} audience="default" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
