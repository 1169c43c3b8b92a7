import { css } from '@linaria/core'
import { breakpoints, colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

export const panel = css`
  display: flex;
  flex-direction: column;
  gap: 0.8rem;
`

export const panelHeading = css`
  margin: 0;
  font-size: ${fontSizes.large};
  @media (max-width: ${breakpoints.desktop - 0.02}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`

export const filtersToggle = css`
  & > summary {
    display: flex;
    align-items: center;
    min-height: 4.4rem;
    padding: 0 1.2rem;
    border: 1px solid ${colors.textBlack};
    border-radius: 2.2rem;
    background: ${colors.white};
    font-weight: ${fontWeights.semibold};
    cursor: pointer;
  }
  &[open] > summary {
    margin-bottom: 0.8rem;
  }
  /* Desktops show the filters beside the products: the fold only exists on smaller screens. */
  ${media.desktop} {
    @supports selector(::details-content) {
      &::details-content {
        content-visibility: visible;
        height: auto;
      }
      & > summary {
        display: none;
      }
    }
  }
`

export const facetGroup = css`
  padding: 0 1.2rem;
  background: ${colors.white};
  border-radius: 0.8rem;
  summary {
    display: flex;
    align-items: center;
    min-height: 4.4rem;
    font-weight: ${fontWeights.semibold};
    cursor: pointer;
  }
`

export const facetList = css`
  margin: 0 0 0.8rem;
  padding: 0;
  list-style: none;
`

export const bucketLink = css`
  display: flex;
  align-items: center;
  gap: 0.8rem;
  min-height: 4.4rem;
  color: ${colors.textBlack};
  text-decoration: none;
  &:hover span:nth-child(2) {
    text-decoration: underline;
  }
  &[aria-current] {
    font-weight: ${fontWeights.bold};
  }
`

export const checkMark = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.4rem;
  height: 2.4rem;
  border: 1px solid ${colors.greyText};
  border-radius: 0.4rem;
  a[aria-current] > & {
    background: ${colors.textBlack};
    border-color: ${colors.textBlack};
    color: ${colors.white};
  }
`

export const bucketCount = css`
  color: ${colors.greyText};
  font-size: ${fontSizes.small};
`

export const priceForm = css`
  padding: 1.2rem;
  background: ${colors.white};
  border-radius: 0.8rem;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    font-weight: ${fontWeights.semibold};
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    font-size: ${fontSizes.small};
  }
  input {
    min-height: 4.4rem;
    width: 100%;
    padding: 0 0.8rem;
    border: 1px solid ${colors.greyText};
    border-radius: 0.4rem;
    font: inherit;
    font-size: ${fontSizes.body};
  }
`

export const priceHint = css`
  margin: 0.4rem 0 0.8rem;
  color: ${colors.greyText};
  font-size: ${fontSizes.small};
`

export const priceFields = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.8rem;
  margin-bottom: 0.8rem;
`

export const priceButton = css`
  width: 100%;
`

export const activeFilters = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const removeLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 4.4rem;
  padding: 0 1.2rem;
  border-radius: 2.2rem;
  background: ${colors.brandSecondary};
  color: ${colors.textBlack};
  text-decoration: none;
`
