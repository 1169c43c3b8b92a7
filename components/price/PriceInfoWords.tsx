import { Trans } from '@lingui/react/macro'
import { priceInfoNote } from './priceInfo.styles.ts'

/**
 * The price information's words without their link, for dense listings and islands: the
 * footer's notice links the shipping costs once per page (docs/price-information.md), and an
 * island that shows prices does not carry the link table of the legal pages.
 */
export function PriceInfoWords({ className }: { className?: string }) {
  return (
    // Joined by hand: `cx` would be the only reason for an island to load Linaria's helper.
    <small className={className ? `${priceInfoNote} ${className}` : priceInfoNote} data-price-info="">
      <Trans>incl. VAT, plus shipping</Trans>
    </small>
  )
}
