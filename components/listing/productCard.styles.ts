import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'

export const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  height: 100%;
  padding: 0.8rem;
  background: ${colors.white};
  border-radius: 0.8rem;
`

export const cardLink = css`
  display: flex;
  flex-direction: column;
  gap: 0.8rem;
  color: ${colors.textBlack};
  text-decoration: none;
  &:hover h3,
  &:focus-visible h3 {
    text-decoration: underline;
  }
`

export const cardImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  border-radius: 0.4rem;
  background: ${colors.grey};
`

export const cardName = css`
  margin: 0;
  font-size: ${fontSizes.body};
  font-weight: ${fontWeights.semibold};
`

export const stickerList = css`
  position: absolute;
  top: 1.2rem;
  left: 1.2rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const badge = css`
  padding: 0.2rem 0.6rem;
  border-radius: 0.4rem;
  background: ${colors.textBlack};
  color: ${colors.white};
  font-size: ${fontSizes.small};
  font-weight: ${fontWeights.bold};
  text-transform: uppercase;
`

export const prices = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.4rem;
  margin: 0;
`

/** The price information under the card's prices, on a line of its own. */
export const priceInfoLine = css`
  flex-basis: 100%;
`

export const finalPrice = css`
  font-weight: ${fontWeights.bold};
`

export const outOfStock = css`
  margin: 0;
  color: ${colors.errorText};
  font-size: ${fontSizes.small};
  font-weight: ${fontWeights.semibold};
`

export const pushSlot = css`
  margin: 0;
  padding: 0.4rem 0.8rem;
  background: ${colors.brandSecondary};
  border-radius: 0.4rem;
  font-size: ${fontSizes.small};
`
