import { css } from '@linaria/core'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { Breadcrumbs } from '../../../components/navigation/Breadcrumbs.tsx'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { Gallery } from '../../../components/product/Gallery.tsx'
import { ProductConfigurator } from '../../../components/product/ProductConfigurator.tsx'
import { GiftCardConfigurator } from '../../../components/product/GiftCardConfigurator.tsx'
import { SizeGuide } from '../../../components/product/SizeGuide.tsx'
import { DownloadableFiles } from '../../../components/product/DownloadableFiles.tsx'
import { ProductReviews, ReviewsSummary } from '../../../components/product/ProductReviews.tsx'
import { ProductSafety } from '../../../components/product/ProductSafety.tsx'
import { Island } from '../../../components/island/Island.tsx'
import { HEART_PROPS_IN_MARKUP, WishlistHeart } from '../../../components/wishlist/WishlistHeart.island.tsx'
import { RecentlyViewed } from '../../../components/recentlyViewed/RecentlyViewed.island.tsx'
import { media } from '../../../components/theme/tokens.ts'
import type { ProductPageData } from './+data.ts'
import { StoreDeliveryTime } from './StoreDeliveryTime.tsx'

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

/** The product page: gallery, name and rating, the configurator (a gift card's form for a gift card), size guide, a downloadable product's files, description, product safety, reviews. */
export function ProductView({ data }: { data: ProductPageData }) {
  const { wishlistEnabled, urlOriginal } = usePageContext()
  const { product, selection, breadcrumbs, colorAttributeId, reviewList } = data
  // The trail is home, the categories, then the product: its deepest category is the one before last.
  const category = breadcrumbs.length > 2 ? (breadcrumbs[breadcrumbs.length - 2]?.label ?? null) : null
  // The options of the URL go with the heart's form; with JavaScript the form's current choice does.
  const selectedOptions = product.options.flatMap((option) => {
    const value = selection[option.attribute.code]
    return value ? [{ option_id: option.attribute.id, option_value: value }] : []
  })
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <div className={layout}>
        <Gallery product={product} selectedColor={selection.color} />
        <div className={details}>
          <PageHeading>{product.name}</PageHeading>
          <ReviewsSummary product={product} />
          {product.type === 'GIFTCARD' ? (
            <GiftCardConfigurator product={product} category={category} />
          ) : (
            <ProductConfigurator
              product={product}
              colorAttributeId={colorAttributeId}
              selection={selection}
              category={category}
            />
          )}
          {product.type === 'GIFTCARD' || product.type === 'DOWNLOADABLE' ? null : (
            <StoreDeliveryTime days={data.homeDeliveryDays} />
          )}
          {/* After the add-to-cart form, as Magento's "Add to Wish List": the cart form stays the page's first form. */}
          {wishlistEnabled ? (
            <Island
              of={WishlistHeart}
              props={{ sku: product.sku, path: urlOriginal, selectedOptions, readsProductForm: true }}
              propsInMarkup={HEART_PROPS_IN_MARKUP}
              hydrate="interaction"
            />
          ) : null}
          <SizeGuide product={product} />
          <DownloadableFiles product={product} />
          <p>{product.description}</p>
          <ProductSafety product={product} />
        </div>
      </div>
      <ProductReviews product={product} list={reviewList} />
      <Island
        of={RecentlyViewed}
        props={{ excludeSku: product.sku }}
        hydrate="visible"
        hydrateIf="recentlyViewed"
      />
    </>
  )
}
