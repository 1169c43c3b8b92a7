import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'

/** The stock alert form (with the shop's `formStack`): set apart from the add to cart form above it. */
export const alertForm = css`
  margin-top: 2.4rem;
  padding: 1.6rem;
  border: 1px solid ${colors.greyBorder};
  border-radius: 0.4rem;
  background: ${colors.white};
`

/** Its title, the size of the page's other section titles. */
export const alertHeading = css`
  margin: 0;
  font-size: ${fontSizes.large};
  font-weight: ${fontWeights.bold};
`
