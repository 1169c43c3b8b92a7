import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { ProductCard } from '../../listing/ProductCard.tsx'
import { listedItemAttribute } from '../../dataLayer/listedProduct.ts'
import { CmsHeading } from '../CmsHeading.tsx'
import { ctaLink, snapRow, widgetSection, widgetTitle } from '../cms.styles.ts'

export const WidgetProductCarouselFragment = graphql(`
  fragment WidgetProductCarousel_widget on WidgetProductCarousel {
    title
    headingLevel
    ctaLink
    ctaLabel
    products {
      sku
      ...ProductCard_product
      ...DataLayerProduct
    }
  }
`)

const footer = css`
  margin: 0.8rem 0 0;
  text-align: center;
`

/**
 * Products in a row that scrolls and snaps sideways: plain links, no script. The row is
 * focusable so keyboard users can scroll it too.
 */
export function WidgetProductCarousel({
  widget: widgetRef,
}: {
  widget: FragmentType<typeof WidgetProductCarouselFragment>
}) {
  const widget = useFragment(WidgetProductCarouselFragment, widgetRef)
  const { t } = useLingui()
  if (widget.products.length === 0) return null
  const title = widget.title
  // A click on a card reports `select_item` of this list.
  const list = { id: 'cms_product_carousel', name: title }
  return (
    <section className={widgetSection}>
      <CmsHeading level={widget.headingLevel} className={widgetTitle}>
        {widget.title}
      </CmsHeading>
      <ul className={snapRow} tabIndex={0} aria-label={t`${title}: scroll sideways for more products`}>
        {widget.products.map((product, index) => (
          <li key={product.sku} {...listedItemAttribute(product, list, index)}>
            <ProductCard product={product} audience="default" />
          </li>
        ))}
      </ul>
      {widget.ctaLink && widget.ctaLabel ? (
        <p className={footer}>
          <Link to={widget.ctaLink} className={ctaLink}>
            {widget.ctaLabel}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
