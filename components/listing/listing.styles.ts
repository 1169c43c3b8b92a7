import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

export const layout = css`
  display: grid;
  gap: 2.4rem;
  ${media.desktop} {
    grid-template-columns: 24rem 1fr;
    align-items: start;
  }
`

export const results = css`
  display: flex;
  flex-direction: column;
  gap: 1.6rem;
  min-width: 0;
`

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.8rem;
`

export const resultCount = css`
  margin: 0;
  font-weight: ${fontWeights.semibold};
`

export const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1.6rem;
  }
`

export const sortNav = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.8rem;
  font-size: ${fontSizes.body};
`

export const sortList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

const pill = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 4.4rem;
  min-height: 4.4rem;
  padding: 0 1.2rem;
  border: 1px solid ${colors.greyBorder};
  border-radius: 2.2rem;
  background: ${colors.white};
  color: ${colors.textBlack};
  text-decoration: none;
  &[aria-current] {
    border-color: ${colors.textBlack};
    background: ${colors.textBlack};
    color: ${colors.white};
    font-weight: ${fontWeights.bold};
  }
  &:hover {
    border-color: ${colors.brandPrimaryText};
  }
`

export const sortLink = css`
  ${pill}
`

export const pagination = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1.6rem;
  margin-top: 1.6rem;
`

export const pageList = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const pageLink = css`
  ${pill}
`

export const pageSizes = css`
  display: flex;
  align-items: center;
  gap: 0.8rem;
`
