import { css } from '@linaria/core'
import { colors, fontWeights, media } from '../theme/tokens.ts'

/** The rows: a SKU and a narrower quantity side by side, their column names above. */
export const rowGrid = css`
  display: grid;
  gap: 1.2rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One row, or the column names. */
export const row = css`
  display: grid;
  grid-template-columns: 1fr 9rem;
  gap: 0.4rem 1.2rem;
  align-items: start;
  ${media.tablet} {
    grid-template-columns: 1fr 12rem;
  }
  input {
    width: 100%;
    min-height: 4.4rem;
    padding: 0.8rem 1.2rem;
    border: 1px solid ${colors.greyText};
    border-radius: 0.4rem;
    background: ${colors.white};
    color: ${colors.textBlack};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${colors.errorText};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${colors.errorText};
  }
  a {
    color: inherit;
  }
`

/** The column names, for sighted shoppers (each field has its own label). */
export const columnNames = css`
  font-weight: ${fontWeights.semibold};
`

/** The pasted list. */
export const listBox = css`
  width: 100%;
  min-height: 12rem;
  padding: 0.8rem 1.2rem;
  border: 1px solid ${colors.greyText};
  border-radius: 0.4rem;
  font: inherit;
  &[aria-invalid='true'] {
    border: 2px solid ${colors.errorText};
  }
`

/** The error summary's list of links to the fields. */
export const summaryList = css`
  margin: 0.8rem 0 0;
  padding-left: 2rem;
  font-weight: ${fontWeights.medium};
`
