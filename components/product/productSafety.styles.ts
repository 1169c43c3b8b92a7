import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'

export const safetySection = css`
  display: grid;
  gap: 0.8rem;
  padding-top: 1.6rem;
  border-top: 1px solid ${colors.greyBorder};
  h2 {
    margin: 0;
    font-size: ${fontSizes.large};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    gap: 0.4rem 1.6rem;
    margin: 0;
  }
  dt {
    font-weight: ${fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

export const warningList = css`
  margin: 0;
  padding: 0.8rem 1.2rem 0.8rem 2.8rem;
  border-left: 0.4rem solid ${colors.warning};
  background: ${colors.brandSecondary};
  font-weight: ${fontWeights.semibold};
`

export const operatorAddress = css`
  font-style: normal;
`
