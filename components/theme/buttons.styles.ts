import { css } from '@linaria/core'
import { colors, fontWeights } from './tokens.ts'

/** The shop's primary action: filled brand colour, at least 44 px high. */
export const primaryButton = css`
  min-height: 4.4rem;
  padding: 0 2.4rem;
  border: 0;
  border-radius: 0.4rem;
  background: ${colors.brandPrimaryText};
  color: ${colors.white};
  font: inherit;
  font-weight: ${fontWeights.bold};
  cursor: pointer;
  /* A form on its way (renderer/client/guardFormSubmits.ts). */
  form[aria-busy='true'] & {
    opacity: 0.7;
    cursor: progress;
  }
`

/** A secondary action beside primary ones (with `primaryButton`): the same shape, outlined in the brand colour. */
export const secondaryButton = css`
  border: 2px solid ${colors.brandPrimaryText};
  background: ${colors.white};
  color: ${colors.brandPrimaryText};
`
