import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

/** The steps beside the order summary on wide screens; the summary under the steps on phones. */
export const checkoutLayout = css`
  display: grid;
  gap: 2.4rem;
  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`

/** The steps, one under the other. */
export const stepList = css`
  display: grid;
  gap: 1.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One numbered step: a bordered panel (the checkout's page is white). */
export const step = css`
  padding: 1.6rem;
  border: 1px solid ${colors.greyBorder};
  border-radius: 0.8rem;
  ${media.tablet} {
    padding: 2.4rem;
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.8rem;
    margin: 0 0 1.6rem;
    font-size: ${fontSizes.h3};
  }
  fieldset {
    margin: 0 0 1.6rem;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 0.8rem;
    font-weight: ${fontWeights.semibold};
  }
`

/** A step's number before its title. */
export const stepNumber = css`
  margin-right: 0.8rem;
  color: ${colors.greyText};
`

/** The "Change" link of a finished step. */
export const editLink = css`
  font-size: ${fontSizes.body};
  font-weight: ${fontWeights.medium};
  color: ${colors.brandPrimaryText};
`

/** Radio choices (saved addresses, delivery, payment), each a 44 px target with its details. */
export const choiceList = css`
  display: grid;
  gap: 0.8rem;
  margin: 0 0 1.6rem;
  padding: 0;
  list-style: none;
  label {
    display: flex;
    gap: 1.2rem;
    align-items: flex-start;
    min-height: 4.4rem;
    padding: 1.2rem;
    border: 1px solid ${colors.greyBorder};
    border-radius: 0.4rem;
    cursor: pointer;
  }
  input {
    width: 2rem;
    height: 2rem;
    margin: 0.2rem 0 0;
    flex: none;
  }
  label:has(input:checked) {
    border-color: ${colors.brandPrimaryText};
    box-shadow: 0 0 0 1px ${colors.brandPrimaryText};
  }
`

/** A choice's price, pushed to the right. */
export const choicePrice = css`
  margin-left: auto;
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
`

/** The order summary beside the steps: lines and totals; it stays in view on wide screens. */
export const summary = css`
  padding: 1.6rem;
  border-radius: 0.8rem;
  background: ${colors.grey};
  ${media.desktop} {
    position: sticky;
    top: 1.6rem;
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.4rem 1.6rem;
    margin: 0 0 1.6rem;
    font-size: ${fontSizes.h3};
  }
`

/** The summary's products: picture, name, options and line total. */
export const summaryLines = css`
  display: grid;
  gap: 1.2rem;
  margin: 0 0 1.6rem;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 5.6rem minmax(0, 1fr) auto;
    gap: 1.2rem;
    align-items: start;
  }
  img {
    width: 5.6rem;
    height: 5.6rem;
    object-fit: cover;
    border-radius: 0.4rem;
  }
  p {
    margin: 0;
  }
`

/** Small print under the place-order button (terms, right of withdrawal). */
export const finePrint = css`
  margin: 1.2rem 0 0;
  color: ${colors.greyText};
  font-size: ${fontSizes.body};
  max-width: 60ch;
`

/** A saved value shown in a finished step (an address, the e-mail). */
export const chosenValue = css`
  margin: 0 0 1.2rem;
  font-style: normal;
  white-space: pre-line;
`

/** An order's lines (no pictures: the order keeps names and options as they were bought). */
export const orderLines = css`
  display: grid;
  gap: 1.2rem;
  margin: 0 0 1.6rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1.6rem;
  }
  p {
    margin: 0;
  }
`

/** An address inside a radio's label, one line each. */
export const addressLines = css`
  white-space: pre-line;
`
