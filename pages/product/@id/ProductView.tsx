import { css } from '@linaria/core'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { Breadcrumbs } from '../../../components/navigation/Breadcrumbs.tsx'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { Gallery } from '../../../components/product/Gallery.tsx'
import { ProductConfigurator } from '../../../components/product/ProductConfigurator.tsx'
import { GiftCardConfigurator } from '../../../components/product/GiftCardConfigurator.tsx'
import { SizeGuide } from '../../../components/product/SizeGuide.tsx'
import { ProductReviews, ReviewsSummary } from '../../../components/product/ProductReviews.tsx'
import { Island } from '../../../components/island/Island.tsx'
import { RecentlyViewed } from '../../../components/recentlyViewed/RecentlyViewed.island.tsx'
import { media } from '../../../components/theme/tokens.ts'
import type { ProductPageData } from './+data.ts'

const layout = css`
  display: grid;
  gap: 2.4rem;
  margin-top: 1.6rem;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`

const details = css`
  display: grid;
  gap: 1.6rem;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`

/** The product page: gallery, name and rating, the configurator (a gift card's form for a gift card), size guide, description, reviews. */
export function ProductView() {
  const { product, selection, breadcrumbs, colorAttributeId } = usePageContext().data as ProductPageData
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <div className={layout}>
        <Gallery product={product} selectedColor={selection.color} />
        <div className={details}>
          <PageHeading>{product.name}</PageHeading>
          <ReviewsSummary product={product} />
          {product.type === 'GIFTCARD' ? (
            <GiftCardConfigurator product={product} />
          ) : (
            <ProductConfigurator
              product={product}
              colorAttributeId={colorAttributeId}
              selection={selection}
            />
          )}
          <SizeGuide product={product} />
          <p>{product.description}</p>
        </div>
      </div>
      <ProductReviews product={product} />
      <Island of={RecentlyViewed} props={{ excludeSku: product.sku }} hydrate="visible" />
    </>
  )
}
