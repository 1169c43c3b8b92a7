import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { colors, media } from '../theme/tokens.ts'
import { BRAND_NAME } from './Logo.tsx'

const footer = css`
  margin-top: 4rem;
  padding: 2.4rem 1.6rem;
  background: ${colors.white};
  border-top: 1px solid ${colors.greyBorder};
  ul {
    display: grid;
    gap: 0.4rem 2.4rem;
    margin: 0 0 1.6rem;
    padding: 0;
    list-style: none;
    ${media.tablet} {
      grid-template-columns: repeat(3, max-content);
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
  }
`

/** Site footer: service links and the copyright line. */
export function Footer() {
  const { t } = useLingui()
  const year = new Date().getFullYear()
  return (
    <footer className={footer}>
      <nav aria-label={t`Customer service`}>
        <ul>
          <li>
            <Link to="/contact">
              <Trans>Contact</Trans>
            </Link>
          </li>
          <li>
            <Link to="/Faq">
              <Trans>FAQ</Trans>
            </Link>
          </li>
          <li>
            <Link to="/newsletter">
              <Trans>Newsletter</Trans>
            </Link>
          </li>
          <li>
            <Link to="/quick-order">
              <Trans>Quick order</Trans>
            </Link>
          </li>
          <li>
            <Link to="/orders/">
              <Trans>Track an order</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <p>
        <Trans>
          © {year} {BRAND_NAME} - all rights reserved
        </Trans>
      </p>
    </footer>
  )
}
