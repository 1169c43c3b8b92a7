import { css } from '@linaria/core'
import { colors } from '../theme/tokens.ts'

/** An icon action of the header: at least 44 px so it is easy to hit on a phone. */
export const headerAction = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 4.4rem;
  min-height: 4.4rem;
  color: ${colors.textBlack};
  text-decoration: none;
`
