import { css, cx } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { Link } from '../links/Link.tsx'
import { colors, fontSizes } from '../theme/tokens.ts'
import { legalPagePath } from '../../graphql/db/seed/legal/legalPageKeys.ts'

const note = css`
  display: block;
  color: ${colors.greyText};
  font-size: ${fontSizes.body};
  font-weight: normal;
  a {
    color: inherit;
    text-decoration: underline;
  }
`

/** Store-relative path of the delivery page, whose table gives the shipping costs and times. */
export function useShippingCostsPath(): string {
  return legalPagePath('delivery', useShop().store.language)
}

/**
 * What a price includes, beside it (German PAngV, Consumer Rights Directive art. 6): VAT
 * included, shipping not, with a link to the shipping costs. On dense listings (`linked`
 * false) the words stay and the footer's notice carries the link, once per page.
 */
export function PriceInfo({ linked = true, className }: { linked?: boolean; className?: string }) {
  const shippingCostsPath = useShippingCostsPath()
  return (
    <small className={cx(note, className)} data-price-info="">
      {linked ? (
        <Trans>
          incl. VAT, <Link to={shippingCostsPath}>plus shipping</Link>
        </Trans>
      ) : (
        <Trans>incl. VAT, plus shipping</Trans>
      )}
    </small>
  )
}
