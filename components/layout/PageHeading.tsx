import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { fontSizes } from '../theme/tokens.ts'

const heading = css`
  margin: 0.8rem 0 2.4rem;
  font-size: ${fontSizes.h2};
`

/** The one h1 of a page. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className={heading}>{children}</h1>
}
