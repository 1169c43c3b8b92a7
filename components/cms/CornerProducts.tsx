import { css } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { listedItemAttribute, type ProductList } from '../dataLayer/listedProduct.ts'
import { ProductCard } from '../listing/ProductCard.tsx'
import { media } from '../theme/tokens.ts'
import { CmsImage, type CmsImageFragment } from './CmsImage.tsx'
import { coverImage } from './cms.styles.ts'

/** The four products a Lookbook or Theme widget places at the corners of its picture. */
export const CornerProductsFragment = graphql(`
  fragment CornerProducts_corners on CornerProducts {
    topLeft {
      sku
      ...ProductCard_product
      ...DataLayerProduct
    }
    topRight {
      sku
      ...ProductCard_product
      ...DataLayerProduct
    }
    bottomLeft {
      sku
      ...ProductCard_product
      ...DataLayerProduct
    }
    bottomRight {
      sku
      ...ProductCard_product
      ...DataLayerProduct
    }
  }
`)

const stage = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.2rem;
  ${media.desktop} {
    grid-template-columns: 1fr 2fr 1fr;
    grid-template-rows: auto auto;
    align-items: start;
  }
`

const picture = css`
  grid-column: 1 / -1;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: 0.8rem;
  ${media.desktop} {
    grid-column: 2;
    grid-row: 1 / span 2;
    aspect-ratio: 1;
  }
`

const corners = css`
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
`

const cornerPlace: Record<string, string> = {
  topLeft: css`
    ${media.desktop} {
      grid-column: 1;
      grid-row: 1;
    }
  `,
  topRight: css`
    ${media.desktop} {
      grid-column: 3;
      grid-row: 1;
    }
  `,
  bottomLeft: css`
    ${media.desktop} {
      grid-column: 1;
      grid-row: 2;
    }
  `,
  bottomRight: css`
    ${media.desktop} {
      grid-column: 3;
      grid-row: 2;
    }
  `,
}

const CORNERS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const

/**
 * A picture with a product at each corner: around it on desktops, below it in two columns
 * on phones. A click on a product reports `select_item` of `list`.
 */
export function CornerProducts({
  corners: cornersRef,
  media: mediaRef,
  priority,
  list,
}: {
  corners: FragmentType<typeof CornerProductsFragment>
  media?: FragmentType<typeof CmsImageFragment> | null
  priority: boolean
  /** The widget's list, as the data layer names it. */
  list: ProductList
}) {
  const products = useFragment(CornerProductsFragment, cornersRef)
  return (
    <div className={stage}>
      {mediaRef ? (
        <div className={picture}>
          <CmsImage
            media={mediaRef}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority={priority}
            className={coverImage}
          />
        </div>
      ) : null}
      <ul className={corners}>
        {CORNERS.map((corner, index) => {
          const product = products[corner]
          return product ? (
            <li key={corner} className={cornerPlace[corner]} {...listedItemAttribute(product, list, index)}>
              <ProductCard product={product} audience="default" />
            </li>
          ) : null
        })}
      </ul>
    </div>
  )
}
