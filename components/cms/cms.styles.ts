import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

/** Vertical rhythm of the widgets on a page. */
export const widgetSection = css`
  margin: 0 0 3.2rem;
`

export const widgetTitle = css`
  margin: 0 0 1.6rem;
  font-size: ${fontSizes.h2};
  font-weight: ${fontWeights.bold};
`

export const tileTitle = css`
  margin: 0.8rem 0 0.4rem;
  font-size: ${fontSizes.large};
  font-weight: ${fontWeights.semibold};
`

/** A call-to-action link shaped like a button, at least 44 px high. */
export const ctaLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 4.4rem;
  padding: 0 2rem;
  border-radius: 2.2rem;
  background: ${colors.textBlack};
  color: ${colors.white};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`

/** A picture that fills its box without distortion. */
export const coverImage = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: ${colors.grey};
`

/** A picture at its natural square ratio, as wide as its box. */
export const fluidImage = css`
  display: block;
  width: 100%;
  height: auto;
  background: ${colors.grey};
`

/** A block link (a whole tile): no underline, underline of its title on hover. */
export const tileLink = css`
  display: block;
  color: inherit;
  text-decoration: none;
  &:hover h3,
  &:focus-visible h3 {
    text-decoration: underline;
  }
`

/** Cards in a grid: two columns on phones, four from tablets. */
export const productGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

/**
 * A row that scrolls sideways and snaps to each item: a carousel that needs no script
 * (touch, trackpad, shift+wheel and the keyboard once focused).
 */
export const snapRow = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 70%;
  gap: 1.2rem;
  margin: 0;
  padding: 0 0 1.2rem;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;
  & > li {
    scroll-snap-align: start;
  }
  &:focus-visible {
    outline: 2px solid ${colors.brandPrimaryText};
    outline-offset: 2px;
  }
  ${media.tablet} {
    grid-auto-columns: calc((100% - 3 * 1.2rem) / 4);
  }
`

/** Text sizes a CMS editor may pick (fontSize of ImageText and ImageQuote). */
export const CMS_FONT_SIZES: Record<string, string> = {
  small: fontSizes.body,
  medium: fontSizes.large,
  large: fontSizes.h3,
}
