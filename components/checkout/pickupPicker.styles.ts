import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

export const picker = css`
  display: grid;
  gap: 1.6rem;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`

export const searchForm = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  align-items: end;
  label {
    flex-basis: 100%;
    font-weight: ${fontWeights.semibold};
  }
  input {
    flex: 1 1 16rem;
    min-height: 4.4rem;
    padding: 0 1.2rem;
    border: 1px solid ${colors.greyText};
    border-radius: 0.4rem;
    font: inherit;
  }
  button {
    min-height: 4.4rem;
    padding: 0 1.6rem;
    border: 0;
    border-radius: 0.4rem;
    background: ${colors.brandPrimaryText};
    color: ${colors.white};
    font: inherit;
    font-weight: ${fontWeights.semibold};
    cursor: pointer;
  }
  input:focus-visible,
  button:focus-visible {
    outline: 3px solid ${colors.textBlack};
    outline-offset: 2px;
  }
`

export const status = css`
  margin: 0;
  min-height: 2rem;
`

export const options = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 0.8rem;
    font-weight: ${fontWeights.semibold};
  }
  ul {
    display: grid;
    gap: 0.8rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0 1rem;
    padding: 1.2rem;
    border: 1px solid ${colors.greyBorder};
    border-radius: 0.4rem;
    background: ${colors.white};
  }
  li:has(input:checked) {
    border-color: ${colors.brandPrimaryText};
    box-shadow: inset 0 0 0 1px ${colors.brandPrimaryText};
  }
  input {
    width: 2rem;
    height: 2rem;
    margin: 0.2rem 0 0;
    accent-color: ${colors.brandPrimaryText};
  }
  input:focus-visible {
    outline: 3px solid ${colors.textBlack};
    outline-offset: 2px;
  }
  label {
    display: grid;
    gap: 0.2rem;
    cursor: pointer;
  }
  label strong {
    font-weight: ${fontWeights.semibold};
  }
  dl {
    grid-column: 2;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.2rem 1rem;
    margin: 0.8rem 0 0;
    font-size: ${fontSizes.small};
    color: ${colors.greyText};
  }
  dd {
    margin: 0;
  }
`

export const distance = css`
  color: ${colors.greyText};
`

export const map = css`
  height: 32rem;
  border: 1px solid ${colors.greyBorder};
  border-radius: 0.4rem;
  background: #dbe9f5;
  ${media.tablet} {
    position: sticky;
    top: 1.6rem;
    height: 48rem;
  }
  &:focus-visible {
    outline: 3px solid ${colors.textBlack};
    outline-offset: 2px;
  }
  /* A focused marker: a thick dark ring drawn on the shape itself (an SVG shape's outline is not always drawn). */
  & .pickup-marker:focus-visible {
    outline: none;
    stroke: ${colors.textBlack};
    stroke-width: 5px;
  }
`
