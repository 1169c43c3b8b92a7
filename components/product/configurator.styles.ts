import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'

/** Hides an element visually and keeps it for assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

export const form = css`
  display: grid;
  gap: 2rem;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: 0.8rem;
    padding: 0;
    font-weight: ${fontWeights.semibold};
  }
`

export const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
`

/** A radio shown as a 44 px chip (size) or round swatch (colour); the input itself is visually hidden. */
export const choice = css`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 4.4rem;
    min-height: 4.4rem;
    padding: 0 1.2rem;
    border: 1px solid ${colors.greyBorder};
    border-radius: 0.4rem;
    background: ${colors.white};
    cursor: pointer;
  }
  input:checked + label {
    border: 2px solid ${colors.textBlack};
    font-weight: ${fontWeights.bold};
  }
  input:focus-visible + label {
    outline: 3px solid ${colors.brandPrimaryText};
    outline-offset: 2px;
  }
  input:disabled + label,
  label[data-sold-out] {
    color: ${colors.greyText};
    text-decoration: line-through;
    background: ${colors.grey};
  }
  input:disabled + label {
    cursor: not-allowed;
  }
`

export const swatch = css`
  label {
    padding: 0;
    border-radius: 50%;
  }
  label > span:first-child {
    width: 3.2rem;
    height: 3.2rem;
    border-radius: 50%;
    border: 1px solid ${colors.greyBorder};
    background-size: cover;
  }
  input:disabled + label > span:first-child {
    opacity: 0.35;
  }
`

export const priceLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.8rem;
  margin: 0;
  font-size: ${fontSizes.h3};
  font-weight: ${fontWeights.bold};
  s {
    font-size: ${fontSizes.body};
    font-weight: ${fontWeights.medium};
    color: ${colors.greyText};
  }
`

export const stock = css`
  margin: 0.4rem 0 0;
  font-weight: ${fontWeights.semibold};
`

/** The product's (or chosen variant's) SKU, which quick order takes. */
export const skuLine = css`
  margin: 0.4rem 0 0;
  color: ${colors.greyText};
  font-variant-numeric: tabular-nums;
`

export const lowStock = css`
  color: ${colors.errorText};
`

export const field = css`
  display: grid;
  gap: 0.4rem;
  input[type='text'],
  input[type='number'],
  textarea,
  select {
    min-height: 4.4rem;
    padding: 0 1rem;
    border: 1px solid ${colors.greyText};
    border-radius: 0.4rem;
    background: ${colors.white};
    font: inherit;
    color: ${colors.textBlack};
  }
  textarea {
    padding: 1rem;
  }
  small {
    color: ${colors.greyText};
    font-size: ${fontSizes.small};
  }
`

export const checkRow = css`
  display: flex;
  align-items: center;
  gap: 0.8rem;
  min-height: 4.4rem;
  input {
    width: 2.4rem;
    height: 2.4rem;
    margin: 0;
  }
`

export const tiers = css`
  margin: 0;
  padding: 0 0 0 1.6rem;
`

export const addToCart = css`
  min-height: 4.8rem;
  width: 100%;
  &:disabled,
  &[aria-busy='true'] {
    background: ${colors.greyBorder};
    color: ${colors.textBlack};
    cursor: not-allowed;
  }
`

/** The confirmation after an add, with the link to the cart. */
export const addedNote = css`
  p {
    margin: 0;
    font-weight: ${fontWeights.semibold};
  }
  a {
    color: ${colors.brandPrimaryText};
  }
`

/** What is still to choose, said after an add tried without it. */
export const missingChoice = css`
  margin: 0.4rem 0 0;
  color: ${colors.errorText};
  font-weight: 600;
`
