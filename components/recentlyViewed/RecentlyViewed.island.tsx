import { useId, useSyncExternalStore } from 'react'
import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { PriceInfoWords } from '../price/PriceInfoWords.tsx'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'
import {
  RECENTLY_VIEWED_LIMIT,
  readRecentlyViewed,
  serverRecentlyViewed,
  subscribeRecentlyViewed,
} from './recentlyViewedStore.ts'

const section = css`
  margin: 3.2rem 0 0;
  h2 {
    font-size: ${fontSizes.h3};
    margin: 0 0 1.2rem;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1.2rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.tablet} {
    ul {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  a {
    display: block;
    color: ${colors.textBlack};
    text-decoration: none;
  }
  a:hover span:first-of-type,
  a:focus-visible span:first-of-type {
    text-decoration: underline;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    background: ${colors.white};
    border-radius: 0.4rem;
  }
  span {
    display: block;
    margin-top: 0.4rem;
  }
  span + span {
    font-weight: ${fontWeights.semibold};
  }
`

/**
 * Products the shopper looked at recently, kept in this browser (localStorage) per store,
 * newest first, without the product of the current page. The server renders nothing: the
 * list exists only in the browser, so it appears once hydrated (and follows other tabs).
 */
export function RecentlyViewed({ excludeSku }: { excludeSku?: string }) {
  const { store } = useShop()
  const headingId = useId()
  const stored = useSyncExternalStore(
    subscribeRecentlyViewed,
    () => readRecentlyViewed(store.key),
    serverRecentlyViewed,
  )
  const products = stored.filter((product) => product.sku !== excludeSku).slice(0, RECENTLY_VIEWED_LIMIT)
  if (products.length === 0) return null
  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Recently viewed</Trans>
      </h2>
      <ul>
        {products.map((product) => (
          <li key={product.sku}>
            <a href={product.url}>
              <img src={product.image} alt="" width={300} height={300} loading="lazy" decoding="async" />
              <span>{product.name}</span>
              <span>{formatMoney(product.price.amount, product.price.currency, store.locale)}</span>
              <PriceInfoWords />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
