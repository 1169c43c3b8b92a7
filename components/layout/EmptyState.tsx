import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { colors } from '../theme/tokens.ts'

const box = css`
  padding: 3.2rem 2.4rem;
  background: ${colors.white};
  border-radius: 0.8rem;
  text-align: center;
  p {
    margin: 0 0 1.6rem;
  }
`

/** What a page shows when it has nothing to list yet, with a way back to shopping. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={box}>
      <p>{children}</p>
      {action ?? (
        <Link to="/">
          <Trans>Continue shopping</Trans>
        </Link>
      )}
    </div>
  )
}
