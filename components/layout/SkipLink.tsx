import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { colors } from '../theme/tokens.ts'

const skipLink = css`
  position: absolute;
  left: 0.8rem;
  top: -10rem;
  z-index: 100;
  padding: 1.2rem 1.6rem;
  background: ${colors.white};
  color: ${colors.brandPrimaryText};
  &:focus {
    top: 0.8rem;
  }
`

/** First focusable element of every page: jumps over the header to the content. */
export function SkipLink() {
  return (
    <a className={skipLink} href="#main-content">
      <Trans>Skip to content</Trans>
    </a>
  )
}
