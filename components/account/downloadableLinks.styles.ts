import { css } from '@linaria/core'
import { colors, fontSizes } from '../theme/tokens.ts'

/** Scrolls the downloads table sideways on narrow screens instead of squeezing it. */
export const downloadsScroller = css`
  overflow-x: auto;
`

/** The downloads table. */
export const downloadsTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.body};
  th,
  td {
    padding: 0.8rem 0.6rem;
    border-bottom: 1px solid ${colors.greyBorder};
    text-align: start;
    vertical-align: middle;
  }
  form {
    margin: 0;
  }
`
