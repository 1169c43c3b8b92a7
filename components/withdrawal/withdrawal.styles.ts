import { css } from '@linaria/core'
import { colors, fontWeights } from '../theme/tokens.ts'

/** The withdrawal section of an order page: set apart so the function is easy to find (art. 11a asks for it to be prominent). */
export const withdrawalPanel = css`
  margin: 2.4rem 0;
  padding: 1.6rem 2rem;
  border: 2px solid ${colors.brandPrimaryText};
  border-radius: 0.4rem;
  background: ${colors.white};
  h2 {
    margin-top: 0;
  }
`

/** "Withdraw from contract here": a link drawn as the primary button (with `primaryButton`). */
export const withdrawLink = css`
  display: inline-flex;
  align-items: center;
  color: ${colors.white};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`

/** The pieces of a statement, one per line. */
export const statementItems = css`
  margin: 0 0 1.6rem;
  padding-left: 2rem;
  li {
    margin: 0.4rem 0;
  }
`

/** The choice between the whole order and chosen items, and each line's quantity. */
export const piecesChoice = css`
  display: grid;
  gap: 0.8rem;
  margin: 0;
  padding: 1.2rem 1.6rem;
  border: 1px solid ${colors.greyBorder};
  border-radius: 0.4rem;
  legend {
    padding: 0 0.4rem;
    font-weight: ${fontWeights.semibold};
  }
  label {
    display: flex;
    align-items: center;
    gap: 1.2rem;
    min-height: 4.4rem;
    cursor: pointer;
  }
  input[type='radio'] {
    width: 2.2rem;
    height: 2.2rem;
    margin: 0;
    accent-color: ${colors.brandPrimaryText};
  }
  select {
    min-height: 4.4rem;
    font: inherit;
  }
`
