import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import type { WishlistItemCard_ItemFragment } from '../../graphql/client/generated/graphql.ts'
import { Price } from '../price/Price.tsx'
import { PriceInfoWords } from '../price/PriceInfoWords.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { colors } from '../theme/tokens.ts'
import { AvifPicture } from '../listing/AvifPicture.tsx'
import { avifTwin } from '../listing/productImage.ts'
import { labelWithColon } from '../../config/labelledValue.ts'

/** What a wishlist line shows of an item: its product and the options chosen. */
export const WishlistItemCardFragment = graphql(`
  fragment WishlistItemCard_item on WishlistItem {
    id
    selectedOptions {
      option_id
      option_value
    }
    product {
      sku
      name
      path
      imageUrl
      prices {
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
      options {
        attribute {
          id
          label
        }
        values {
          value
          label
        }
      }
    }
  }
`)

const line = css`
  display: grid;
  grid-template-columns: 9.6rem 1fr;
  gap: 1.2rem 1.6rem;
  padding: 1.6rem;
  background: ${colors.white};
  border-radius: 0.8rem;
  img {
    width: 9.6rem;
    height: 9.6rem;
    object-fit: cover;
    border-radius: 0.4rem;
  }
  h2 {
    margin: 0 0 0.4rem;
    font-size: 1.6rem;
  }
  dl,
  p {
    margin: 0 0 0.4rem;
  }
  dt,
  dd {
    display: inline;
    margin: 0;
  }
`

const actions = css`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.8rem 2.4rem;
  form {
    margin: 0;
  }
`

const outOfStock = css`
  color: ${colors.errorText};
`

/** The chosen options named as the product names them (`Colour: Red`), in the product's order. */
function chosenOptions(item: WishlistItemCard_ItemFragment) {
  return item.product.options.flatMap((option) => {
    const chosen = item.selectedOptions.find((selected) => selected.option_id === option.attribute.id)
    if (!chosen) return []
    const label =
      option.values.find((value) => value.value === chosen.option_value)?.label ?? chosen.option_value
    return [{ name: option.attribute.label, label }]
  })
}

/** One item of a wishlist (the account's or a shared one): picture, name, options chosen, price, stock, and its actions. */
export function WishlistItemCard({
  item: itemRef,
  children,
}: {
  item: FragmentType<typeof WishlistItemCardFragment>
  children: ReactNode
}) {
  const item = useFragment(WishlistItemCardFragment, itemRef)
  const { store } = useShop()
  const options = chosenOptions(item)
  const headingId = `wishlist-item-${item.id}`
  return (
    <li className={line} aria-labelledby={headingId} data-wishlist-item={item.id}>
      <AvifPicture avifSrcSet={avifTwin(item.product.imageUrl)}>
        <img src={item.product.imageUrl} alt="" width={96} height={96} loading="lazy" />
      </AvifPicture>
      <div>
        <h2 id={headingId}>
          <a href={storeHref(store, item.product.path)}>{item.product.name}</a>
        </h2>
        {options.map((option) => (
          <dl key={option.name}>
            <dt>{labelWithColon(store.locale, option.name)}</dt> <dd>{option.label}</dd>
          </dl>
        ))}
        <p>
          <Price value={item.product.prices.finalPrice.priceInclTax.value} />
          <PriceInfoWords />
        </p>
        <p className={item.product.stock.isInStock ? undefined : outOfStock}>
          {item.product.stock.isInStock ? <Trans>In stock</Trans> : <Trans>Out of stock</Trans>}
        </p>
      </div>
      <div className={actions}>{children}</div>
    </li>
  )
}

/** The list of wishlist lines. */
export const wishlistLines = css`
  display: grid;
  gap: 1.2rem;
  margin: 0;
  padding: 0;
  list-style: none;
`
