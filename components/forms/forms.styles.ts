import { css } from '@linaria/core'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

/** A form of the account pages: its fields stacked, readable line length on large screens. */
export const formStack = css`
  display: grid;
  gap: 1.6rem;
  max-width: 56rem;
`

/** Two short fields side by side from tablets up (first and last name, postal code and city). */
export const fieldRow = css`
  display: grid;
  gap: 1.6rem;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`

/** One labelled field: label, control, hint and error text stacked. */
export const field = css`
  display: grid;
  gap: 0.4rem;
  label {
    font-weight: ${fontWeights.semibold};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 4.4rem;
    padding: 0.8rem 1.2rem;
    border: 1px solid ${colors.greyText};
    border-radius: 0.4rem;
    background: ${colors.white};
    color: ${colors.textBlack};
    font: inherit;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border: 2px solid ${colors.errorText};
  }
`

/** "(optional)" after a label. */
export const optionalMark = css`
  font-weight: ${fontWeights.medium};
  color: ${colors.greyText};
`

/** Help under a field (password rules, what happens next). */
export const hint = css`
  margin: 0;
  font-size: ${fontSizes.body};
  color: ${colors.greyText};
`

/** What is wrong with one field, right under it. */
export const fieldError = css`
  margin: 0;
  color: ${colors.errorText};
  font-weight: ${fontWeights.semibold};
`

/** A checkbox and its label on one row, the whole row a 44 px target. */
export const checkboxRow = css`
  display: grid;
  gap: 0.4rem;
  label {
    display: flex;
    align-items: flex-start;
    gap: 1.2rem;
    min-height: 4.4rem;
    padding: 1rem 0;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 2.2rem;
    height: 2.2rem;
    margin: 0;
    accent-color: ${colors.brandPrimaryText};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${colors.errorText};
    outline-offset: 2px;
  }
`

/** The error summary at the top of a refused form. */
export const errorSummary = css`
  padding: 1.2rem 1.6rem;
  border: 2px solid ${colors.errorText};
  border-radius: 0.4rem;
  background: ${colors.white};
  color: ${colors.errorText};
  font-weight: ${fontWeights.semibold};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.4rem;
  }
  a {
    color: inherit;
  }
`

/** A one-time confirmation after a form's redirect. */
export const noticeBox = css`
  margin: 0 0 2.4rem;
  padding: 1.2rem 1.6rem;
  border-left: 0.4rem solid ${colors.brandPrimaryText};
  border-radius: 0.4rem;
  background: ${colors.white};
  p {
    margin: 0;
  }
`

/** Buttons and links at the end of a form. */
export const formActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.2rem 2.4rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
  }
`

/** A secondary action (delete, cancel, sign out in a menu): a button that reads like a link, 44 px high. */
export const linkButton = css`
  display: inline-flex;
  align-items: center;
  min-height: 4.4rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.brandPrimaryText};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  form[aria-busy='true'] & {
    cursor: progress;
  }
`
