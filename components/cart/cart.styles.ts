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

export const lineOptions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.2rem;
  color: ${colors.greyText};
  dt::after {
    content: ':';
  }
  div {
    display: flex;
    gap: 0.4rem;
  }
  dd {
    margin: 0;
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
