import { cx } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { Link } from '../links/Link.tsx'
import { priceInfoNote } from './priceInfo.styles.ts'
import { legalPagePath } from '../../config/legalPageKeys.ts'

/** Store-relative path of the delivery page, whose table gives the shipping costs and times. */
export function useShippingCostsPath(): string {
  return legalPagePath('delivery', useShop().store.language)
}

/**
 * What a price includes, beside it (German PAngV, Consumer Rights Directive art. 6): VAT
 * included, shipping not, with a link to the shipping costs. Dense listings and islands show
 * `PriceInfoWords` instead, and the footer's notice carries the link once per page.
 */
export function PriceInfo({ className }: { className?: string }) {
  const shippingCostsPath = useShippingCostsPath()
  return (
    <small className={cx(priceInfoNote, className)} data-price-info="">
      <Trans>
        incl. VAT, <Link to={shippingCostsPath}>plus shipping</Link>
      </Trans>
    </small>
  )
}
