import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'

/** Term–amount rows of the totals. */
export const totals = css`
  display: grid;
  gap: 0.8rem;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 1.6rem;
  }
  dd {
    margin: 0;
    text-align: end;
  }
`

/** The grand total row, larger. */
/** The order's total when gift cards or store credit pay some of it: above the deductions, with its VAT. */
export const orderTotal = css`
  padding-top: 0.8rem;
  border-top: 1px solid ${colors.greyBorder};
  font-weight: ${fontWeights.bold};
`

export const grandTotal = css`
  padding-top: 0.8rem;
  border-top: 1px solid ${colors.greyBorder};
  font-size: ${fontSizes.large};
  font-weight: ${fontWeights.bold};
`
