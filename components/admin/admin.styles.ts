import { css } from '@linaria/core'
import { colors, fonts, fontSizes, fontWeights } from '../theme/tokens.ts'

/** The back office's document: plain, dense, readable. */
export const adminDocument = css`
  font-size: 62.5%;
  :global() {
    body {
      margin: 0;
      font-family: ${fonts.sans};
      font-size: ${fontSizes.body};
      color: ${colors.textBlack};
      background: ${colors.grey};
    }
  }
`

export const header = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1.6rem;
  align-items: center;
  justify-content: space-between;
  padding: 1rem 2rem;
  background: ${colors.white};
  border-bottom: 1px solid ${colors.greyBorder};
`

export const brand = css`
  font-weight: ${fontWeights.bold};
  color: ${colors.textBlack};
  text-decoration: none;
`

export const navList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${colors.brandPrimaryText};
  }
`

export const headerForms = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  align-items: center;
`

export const main = css`
  max-width: 110rem;
  margin: 0 auto;
  padding: 2rem;
  h1 {
    font-size: ${fontSizes.h2};
  }
`

export const panel = css`
  margin-bottom: 2rem;
  padding: 1.6rem 2rem;
  background: ${colors.white};
  border: 1px solid ${colors.greyBorder};
`

export const fieldRow = css`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  margin-bottom: 1.2rem;
  input,
  select {
    max-width: 36rem;
    padding: 0.6rem;
    font: inherit;
    border: 1px solid ${colors.greyText};
  }
`

export const button = css`
  padding: 0.6rem 1.4rem;
  font: inherit;
  color: ${colors.white};
  background: ${colors.brandPrimaryText};
  border: 0;
  cursor: pointer;
`

export const linkButton = css`
  /* A target of at least 24 × 24 px (WCAG 2.2, 2.5.8), even beside another button in a table cell. */
  min-width: 2.4rem;
  min-height: 2.4rem;
  padding: 0 0.2rem;
  font: inherit;
  color: ${colors.brandPrimaryText};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`

export const errorBox = css`
  padding: 1rem 1.4rem;
  margin-bottom: 1.2rem;
  color: ${colors.errorText};
  background: ${colors.white};
  border: 2px solid ${colors.errorText};
`

export const noticeBox = css`
  padding: 1rem 1.4rem;
  margin-bottom: 1.2rem;
  background: ${colors.brandSecondary};
  border: 1px solid ${colors.greyBorder};
`

export const table = css`
  width: 100%;
  border-collapse: collapse;
  background: ${colors.white};
  th,
  td {
    padding: 0.6rem 0.8rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colors.greyBorder};
  }
`

export const figures = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
  gap: 1.2rem;
  margin: 0 0 2rem;
  div {
    padding: 1.2rem;
    background: ${colors.white};
    border: 1px solid ${colors.greyBorder};
  }
  dt {
    color: ${colors.greyText};
  }
  dd {
    margin: 0.4rem 0 0;
    font-size: ${fontSizes.h3};
    font-weight: ${fontWeights.semibold};
  }
`

export const code = css`
  font-family: ui-monospace, monospace;
  word-break: break-all;
`

/** Filters side by side where the screen allows. */
export const filterGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
  gap: 0 1.6rem;
`

/** An order page's blocks side by side where the screen allows (addresses, payment, documents). */
export const columns = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(28rem, 1fr));
  gap: 0 2rem;
`

/** A number input for pieces. */
export const quantityInput = css`
  width: 6rem;
  padding: 0.4rem;
  font: inherit;
  border: 1px solid ${colors.greyText};
`

export const pager = css`
  display: flex;
  gap: 1.6rem;
  align-items: center;
  margin: 1.2rem 0;
  a {
    color: ${colors.brandPrimaryText};
  }
`

/** The pictures a media search found: small renditions in a grid, each with its name and text. */
export const mediaGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1.2rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    overflow-wrap: anywhere;
  }
`

export const inlineForm = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  align-items: center;
  margin: 0.4rem 0;
  input,
  select {
    padding: 0.4rem;
    font: inherit;
    border: 1px solid ${colors.greyText};
  }
`

/** The set-up page's QR code: square, large enough for a phone's camera, with its quiet zone white. */
export const qrCode = css`
  width: 16rem;
  height: 16rem;
  margin: 0.6rem 0 1.2rem;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`

/** The passkey part of a form: hidden until the passkey script shows it (it needs JavaScript). */
export const passkeyPart = css`
  margin: 1.2rem 0;
  padding-top: 1.2rem;
  border-top: 1px solid ${colors.greyBorder};
`

/** Where a dragged item can be dropped (the menu's top level): shown by the drag-and-drop script only. */
export const dropZone = css`
  margin: 0.8rem 0 2rem;
  padding: 1.2rem 1.6rem;
  border: 2px dashed ${colors.greyBorder};
`

/** Hides an element visually and keeps it for assistive technology (a button's full name). */
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

/** A list of links one under the other, each a target of at least 24 px (WCAG 2.2, 2.5.8). */
export const linkList = css`
  padding-left: 1.6rem;
  a {
    display: inline-block;
    min-height: 2.4rem;
    line-height: 2.4rem;
  }
`

/** A disclosure's summary the pointer and a finger hit easily (WCAG target size). */
export const disclosureSummary = css`
  display: list-item;
  min-height: 2.4rem;
  padding: 0.4rem 0;
  cursor: pointer;
`
