import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'

export const reducedPrice = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.4rem;
`

export const referenceAmount = css`
  color: ${colors.greyText};
  font-weight: normal;
`

export const reductionBadge = css`
  padding: 0.2rem 0.6rem;
  border-radius: 0.4rem;
  background: ${colors.errorText};
  color: ${colors.white};
  font-size: ${fontSizes.small};
  font-weight: ${fontWeights.bold};
`

export const referenceNote = css`
  flex-basis: 100%;
  color: ${colors.greyText};
  font-size: ${fontSizes.small};
  font-weight: normal;
`
