import { css, cx } from '@linaria/core'
import { recordTable } from './account.styles.ts'

/** Scrolls the downloads table sideways on narrow screens instead of squeezing it. */
export const downloadsScroller = css`
  overflow-x: auto;
`

/** The downloads table: the account's record table, a little roomier, its buttons centred in their rows. */
export const downloadsTable = cx(
  recordTable,
  css`
    th,
    td {
      padding: 0.8rem 0.6rem;
      vertical-align: middle;
    }
    form {
      margin: 0;
    }
  `,
)
