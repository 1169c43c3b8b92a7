import { css } from '@linaria/core'
import { colors, fontSizes } from '../theme/tokens.ts'

/** The price information's small grey line (its link, where it has one, in the same colour). */
export const priceInfoNote = css`
  display: block;
  color: ${colors.greyText};
  font-size: ${fontSizes.body};
  font-weight: normal;
  a {
    color: inherit;
    text-decoration: underline;
  }
`
