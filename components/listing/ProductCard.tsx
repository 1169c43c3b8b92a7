import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { PriceInfoWords } from '../price/PriceInfoWords.tsx'
import { ReducedPrice } from '../price/ReducedPrice.tsx'
import { reductionBadge } from '../price/reducedPrice.styles.ts'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import {
  badge,
  card,
  cardImage,
  cardLink,
  cardName,
  finalPrice,
  outOfStock,
  priceInfoLine,
  prices,
  pushSlot,
  stickerList,
} from './productCard.styles.ts'
import { productImageSources, type ImageAudience } from './productImage.ts'
import { AvifPicture } from './AvifPicture.tsx'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { Island } from '../island/Island.tsx'
import { HEART_PROPS_IN_MARKUP, WishlistHeart } from '../wishlist/WishlistHeart.island.tsx'
import { cardHeartSlot } from '../wishlist/wishlist.styles.ts'

/** What a listing card needs of a product (docs/storefront-rules.md#catalogue-data). */
export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    sku
    name
    path
    imageUrl
    isNew
    stickers
    image {
      url
      alt
      srcset {
        small
        medium
        large
        menSmall
        menMedium
        menLarge
        womenSmall
        womenMedium
        womenLarge
        childSmall
        childMedium
        childLarge
      }
    }
    prices {
      referencePrice {
        priceInclTax {
          value {
            amount
            currency
          }
        }
      }
      finalPrice {
        priceInclTax {
          value {
            amount
            currency
          }
        }
      }
    }
    stock {
      isInStock
    }
    push_redirect {
      identifier
      title
    }
  }
`)

/**
 * The card's picture in the colour a listing is filtered by: the first of the listing's
 * `$colors` the product comes in (an operation using it declares `$colors: [String!]!`).
 */
export const ProductCardColorFragment = graphql(`
  fragment ProductCardColor_product on Product {
    filteredColorImages: colorImages(colors: $colors) {
      color
      image {
        srcset {
          small
          medium
          large
          menSmall
          menMedium
          menLarge
          womenSmall
          womenMedium
          womenLarge
          childSmall
          childMedium
          childLarge
        }
      }
    }
  }
`)

const STICKER_LABELS: Record<string, MessageDescriptor> = {
  sale: msg`Sale`,
  bundle: msg`Bundle`,
}

/** Width and height of the square card picture (the artwork's small size). */
const IMAGE_SIZE = 300
/** The card picture's width in the grid, for its WebP and AVIF srcsets alike. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw'

/**
 * A product in a listing: picture (gendered artwork in a gendered listing, in the filtered
 * colour in a listing filtered by colour), name, prices incl. tax with the reduction against
 * its reference price (Omnibus), stock,
 * stickers and the "new" badge; the whole card links to the product's localized URL, with
 * the filtered colour preselected (`?color=red`).
 */
export function ProductCard({
  product: productRef,
  color: colorRef,
  audience,
  imageLoading = 'lazy',
}: {
  product: FragmentType<typeof ProductCardFragment>
  /** The product's pictures in the listing's filtered colours. */
  color?: FragmentType<typeof ProductCardColorFragment>
  audience: ImageAudience
  /** `priority` for the page's largest paint, `eager` for the rest of the first row. */
  imageLoading?: 'priority' | 'eager' | 'lazy'
}) {
  const product = useFragment(ProductCardFragment, productRef)
  const colored = useFragment(ProductCardColorFragment, colorRef)?.filteredColorImages[0]
  const { store } = useShop()
  const { i18n } = useLingui()
  const final = product.prices.finalPrice.priceInclTax.value
  const reference = product.prices.referencePrice?.priceInclTax.value ?? null
  const image = productImageSources(colored?.image ?? product.image, product.imageUrl, audience)
  const href = storeHref(
    store,
    colored ? `${product.path}?${new URLSearchParams({ color: colored.color })}` : product.path,
  )
  // A "sale" sticker is a reduction too: shown only against a reference price (Omnibus).
  const stickers = product.stickers.filter(
    (sticker) => sticker !== 'new' && (sticker !== 'sale' || reference !== null),
  )
  const { wishlistEnabled, urlOriginal } = usePageContext()
  return (
    <article className={card}>
      <a className={cardLink} href={href}>
        <AvifPicture avifSrcSet={image.avifSrcSet} sizes={CARD_IMAGE_SIZES}>
          <img
            className={cardImage}
            src={image.src}
            srcSet={image.srcSet}
            sizes={CARD_IMAGE_SIZES}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            alt=""
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
            decoding="async"
          />
        </AvifPicture>
        <h3 className={cardName}>{product.name}</h3>
      </a>
      {wishlistEnabled ? (
        <div className={cardHeartSlot}>
          {/* Hydrated at the first touch: the listing loads no JavaScript for hearts. */}
          <Island
            of={WishlistHeart}
            props={{ sku: product.sku, path: urlOriginal, selectedOptions: [] }}
            propsInMarkup={HEART_PROPS_IN_MARKUP}
            hydrate="interaction"
          />
        </div>
      ) : null}
      {product.isNew || stickers.length > 0 ? (
        <ul className={stickerList}>
          {product.isNew ? (
            <li className={badge}>
              <Trans>New</Trans>
            </li>
          ) : null}
          {stickers.map((sticker) => (
            <li key={sticker} className={sticker === 'sale' ? reductionBadge : badge}>
              {STICKER_LABELS[sticker] ? i18n._(STICKER_LABELS[sticker]) : sticker}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={prices}>
        <ReducedPrice price={final} reference={reference} className={finalPrice} />
        <PriceInfoWords className={priceInfoLine} />
      </p>
      {product.stock.isInStock ? null : (
        <p className={outOfStock}>
          <Trans>Out of stock</Trans>
        </p>
      )}
      {product.push_redirect ? (
        <p className={pushSlot} data-cms-block={product.push_redirect.identifier}>
          {product.push_redirect.title}
        </p>
      ) : null}
    </article>
  )
}
