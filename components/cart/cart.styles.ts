import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

/** Lines beside the summary on wide screens, one above the other on phones. */
export const cartLayout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2.4rem;
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`

export const lineList = css`
  display: grid;
  gap: 1.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const line = css`
  display: grid;
  grid-template-columns: 8rem minmax(0, 1fr);
  gap: 1.2rem 1.6rem;
  padding: 1.6rem;
  border-radius: 0.8rem;
  background: ${colors.white};
  img {
    width: 8rem;
    height: 8rem;
    object-fit: cover;
    border-radius: 0.4rem;
  }
  h2 {
    margin: 0;
    font-size: ${fontSizes.large};
  }
  p,
  dl {
    margin: 0;
  }
`

export const lineDetails = css`
  display: grid;
  gap: 0.6rem;
`

/**
 * Each option on a row of its own, labels in one column (at most 60 % of the line, so a short
 * label never breaks and a long one wraps within it) and values in the other: a long value
 * wraps under itself and breaks inside a word only where one (an e-mail address) is wider than
 * the column.
 */
export const lineOptions = css`
  display: grid;
  grid-template-columns: fit-content(60%) minmax(0, 1fr);
  gap: 0.2rem 0.4rem;
  color: ${colors.greyText};
  div {
    display: contents;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`

/** A bundle option's parts, one per row: the quantity right-aligned in a column of its own. */
export const bundleParts = css`
  display: grid;
  gap: 0.2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 3.5ch minmax(0, 1fr);
    gap: 0.4rem;
  }
  li > span:first-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`

export const lineActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 1.2rem 2.4rem;
  form {
    display: flex;
    align-items: end;
    gap: 0.8rem;
  }
  label {
    display: grid;
    gap: 0.4rem;
  }
  input {
    width: 7rem;
    min-height: 4.4rem;
    padding: 0 0.8rem;
    font: inherit;
  }
`

export const warning = css`
  color: ${colors.errorText};
  font-weight: ${fontWeights.semibold};
`

export const summary = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.6rem;
  padding: 1.6rem;
  border-radius: 0.8rem;
  background: ${colors.white};
  h2 {
    margin: 0;
    font-size: ${fontSizes.h3};
  }
`

export const couponForm = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.8rem;
  div {
    display: flex;
    gap: 0.8rem;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 4.4rem;
    padding: 0 0.8rem;
    font: inherit;
  }
`

export const checkoutLink = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 4.4rem;
  border-radius: 0.4rem;
  background: ${colors.brandPrimaryText};
  color: ${colors.white};
  font-weight: ${fontWeights.bold};
  text-decoration: none;
`
