import { css, cx } from '@linaria/core'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

/** Two panels side by side from tablets up (sign in | new customer). */
export const twoPanels = css`
  display: grid;
  gap: 2.4rem;
  align-items: start;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

/** A short introduction under a heading. */
export const lead = css`
  margin: 0 0 1.6rem;
  max-width: 60ch;
`

/** A list of links or actions, each a 44 px target. */
export const actionList = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 2.4rem;
  margin: 1.6rem 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
  }
`

/** A label for a saved value ("Default shipping address"). */
export const badge = css`
  display: inline-block;
  padding: 0.2rem 0.8rem;
  border-radius: 1.2rem;
  background: ${colors.brandSecondary};
  color: ${colors.textBlack};
  font-size: ${fontSizes.body};
  font-weight: ${fontWeights.semibold};
`

/** Term–value pairs (name, e-mail). */
export const facts = css`
  display: grid;
  gap: 0.4rem 1.6rem;
  margin: 0;
  ${media.tablet} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    font-weight: ${fontWeights.semibold};
  }
  dd {
    margin: 0 0 0.8rem;
    overflow-wrap: anywhere;
  }
`

/** A grid of cards (addresses) that fills the width. */
export const cardGrid = css`
  display: grid;
  gap: 1.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(26rem, 1fr));
  }
`

/** One card of a grid. */
export const card = css`
  display: flex;
  flex-direction: column;
  gap: 1.2rem;
  padding: 1.6rem;
  border: 1px solid ${colors.greyBorder};
  border-radius: 0.8rem;
  background: ${colors.white};
  h3 {
    margin: 0;
    font-size: ${fontSizes.large};
  }
`

/** Badges of a card, on one wrapping row. */
export const badges = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

/** Actions at the bottom of a card (edit, delete). */
export const cardActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 2.4rem;
  margin-top: auto;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
  }
`

/** A white panel holding one form or one block of information. */
export const panel = css`
  padding: 1.6rem;
  border-radius: 0.8rem;
  background: ${colors.white};
  ${media.tablet} {
    padding: 2.4rem;
  }
  h2 {
    margin: 0 0 1.6rem;
    font-size: ${fontSizes.h3};
  }
  > p {
    max-width: 60ch;
  }
`

/** Panels of a page, one under the other. */
export const panelStack = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2.4rem;
`

/** A table of the account's records: full width, one ruled row each (with `ledger`, or the downloads' own spacing). */
export const recordTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.body};
  th,
  td {
    padding: 0.6rem 0.4rem;
    border-bottom: 1px solid ${colors.greyBorder};
    text-align: start;
    /* Long words (German) break rather than widen the table past a phone's width. */
    overflow-wrap: anywhere;
    hyphens: auto;
  }
`

/** A ledger of movements (store credit): one row each, amounts aligned at the end. */
export const ledger = cx(
  recordTable,
  css`
    th:nth-child(n + 3),
    td:nth-child(n + 3) {
      text-align: end;
      white-space: nowrap;
    }
  `,
)
