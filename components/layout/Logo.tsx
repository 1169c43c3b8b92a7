import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'

/** Brand name shown by the logo and in page titles. */
export const BRAND_NAME = 'Pantoufle & Co'

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: 0.8rem;
  color: ${colors.textBlack};
  text-decoration: none;
  font-size: ${fontSizes.large};
  font-weight: ${fontWeights.bold};
  min-width: 4.4rem;
  min-height: 4.4rem;
  white-space: nowrap;
`

/** The name on a phone's crowded header: read by assistive technology, not shown. */
const nameHiddenOnPhone = css`
  ${media.phoneOnly} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`

/**
 * The brand logo: a slipper mark and the name; a link to the store home when `href` is set.
 * `nameHiddenOnPhones` shows only the mark below tablet width.
 */
export function Logo({ href, nameHiddenOnPhones = false }: { href?: string; nameHiddenOnPhones?: boolean }) {
  const name = nameHiddenOnPhones ? <span className={nameHiddenOnPhone}>{BRAND_NAME}</span> : BRAND_NAME
  const { t } = useLingui()
  const mark = (
    <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true" focusable="false">
      <path
        d="M2 16c0-6 6-10 14-10 6 0 10 3 14 6 3 2 4 4 4 6s-2 4-6 4H8c-4 0-6-2-6-6z"
        fill={colors.brandPrimary}
      />
      <path d="M10 8c2-3 6-5 10-4" stroke={colors.textBlack} strokeWidth="2" fill="none" />
    </svg>
  )
  if (!href) {
    return (
      <span className={logo}>
        {mark}
        {name}
      </span>
    )
  }
  return (
    <a className={logo} href={href} aria-label={t`${BRAND_NAME} home page`}>
      {mark}
      {name}
    </a>
  )
}
