import { css } from '@linaria/core'
import { colors, fontSizes, media } from '../theme/tokens.ts'

/**
 * On phones the box is a search button until it holds the focus; then it covers the header's
 * top row (the header is its containing block). From tablets it is always a field.
 */
export const searchBox = css`
  position: relative;
  display: flex;
  flex: 1 1 14rem;
  min-width: 0;
  max-width: 48rem;
  ${media.phoneOnly} {
    flex: 0 0 4.4rem;
    margin-left: auto;
    &:focus-within {
      position: absolute;
      top: 0.6rem;
      right: 1.2rem;
      left: 1.2rem;
      z-index: 1;
      max-width: none;
    }
  }
`

export const input = css`
  flex: 1;
  min-width: 0;
  min-height: 4.4rem;
  padding: 0 1.2rem;
  border: 1px solid ${colors.greyText};
  border-right: 0;
  border-radius: 2.2rem 0 0 2.2rem;
  background: ${colors.white};
  color: ${colors.textBlack};
  font: inherit;
  font-size: 1.6rem;
  /* Above the submit button beside it, which would otherwise cover the right of its focus ring. */
  &:focus-visible {
    position: relative;
    z-index: 1;
  }
  ${media.phoneOnly} {
    /* Folded: invisible over the search button, so a tap focuses it (and unfolds the box). */
    form:not(:focus-within) > & {
      position: absolute;
      inset: 0;
      z-index: 1;
      width: 100%;
      padding: 0;
      opacity: 0;
      cursor: pointer;
    }
  }
`

export const submit = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 4.4rem;
  min-height: 4.4rem;
  border: 1px solid ${colors.greyText};
  border-left: 0;
  border-radius: 0 2.2rem 2.2rem 0;
  background: ${colors.white};
  color: ${colors.textBlack};
  cursor: pointer;
  ${media.phoneOnly} {
    form:not(:focus-within) > & {
      border: 0;
      background: transparent;
    }
  }
`

export const listbox = css`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: 20;
  min-width: 24rem;
  margin: 0.4rem 0 0;
  padding: 0.4rem 0;
  list-style: none;
  background: ${colors.white};
  border: 1px solid ${colors.greyBorder};
  border-radius: 0.4rem;
  box-shadow: 0 4px 12px rgb(0 0 0 / 12%);
`

export const option = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.8rem;
  min-height: 4.4rem;
  padding: 0 1.2rem;
  cursor: pointer;
  &:hover {
    background: ${colors.grey};
  }
`

export const activeOption = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.8rem;
  min-height: 4.4rem;
  padding: 0 1.2rem;
  cursor: pointer;
  background: ${colors.brandSecondary};
  outline: 2px solid ${colors.brandPrimaryText};
  outline-offset: -2px;
`

export const hint = css`
  color: ${colors.greyText};
  font-size: ${fontSizes.small};
`
