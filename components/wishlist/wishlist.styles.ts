import { css } from '@linaria/core'
import { colors } from '../theme/tokens.ts'

/** The heart's form: no box of its own. */
export const heartForm = css`
  margin: 0;
`

/** The heart: a round 44 px target, filled once the product is kept. */
export const heartButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4.4rem;
  height: 4.4rem;
  padding: 0;
  border: 1px solid ${colors.greyBorder};
  border-radius: 50%;
  background: ${colors.white};
  color: ${colors.textBlack};
  cursor: pointer;
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &:disabled {
    cursor: progress;
  }
`

/** Where a card puts its heart: the picture's top right corner. */
export const cardHeartSlot = css`
  position: absolute;
  top: 1.2rem;
  right: 1.2rem;
`
