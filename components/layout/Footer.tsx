import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { ContactDetails } from '../contact/ContactDetails.tsx'
import { colors, fontSizes, media } from '../theme/tokens.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { NO_FEATURES } from '../shop/loadFeatures.ts'
import { BRAND_NAME } from './Logo.tsx'
import { FooterNewsletterForm } from './FooterNewsletterForm.tsx'
import { COOKIE_POLICY_LINK_ID } from './loadFooter.ts'
import { linkButton } from '../forms/forms.styles.ts'
import { useShippingCostsPath } from '../price/PriceInfo.tsx'

const footer = css`
  margin-top: 4rem;
  padding: 2.4rem 1.6rem;
  background: ${colors.white};
  border-top: 1px solid ${colors.greyBorder};
  h2 {
    margin: 0 0 0.8rem;
    font-size: ${fontSizes.large};
  }
  ul {
    margin: 0 0 1.6rem;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
  }
`

const columns = css`
  display: grid;
  gap: 1.6rem 4rem;
  ${media.tablet} {
    /* As many columns as fit, never wider than the page: the newsletter's sentence wraps instead of widening it. */
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  }
  > * {
    min-width: 0;
  }
`

/**
 * "Cookie settings": the page shell opens the cookie banner from it (`data-consent-open`).
 * Without JavaScript it is a link to the cookie policy, which says how the choice is kept.
 */
function CookieSettingsControl({ policyUrl }: { policyUrl: string | null }) {
  const label = <Trans>Cookie settings</Trans>
  if (policyUrl) {
    return (
      <Link to={policyUrl} data-consent-open="">
        {label}
      </Link>
    )
  }
  return (
    <button type="button" className={linkButton} data-consent-open="">
      {label}
    </button>
  )
}

/** Site footer: service links (with the gift card's page and the patterns sold as files), legal pages, the shop's contact details, the newsletter form and the copyright line. */
export function Footer() {
  const { t } = useLingui()
  const { footer: data, features = NO_FEATURES } = usePageContext()
  const year = new Date().getFullYear()
  const shippingCostsPath = useShippingCostsPath()
  return (
    <footer className={footer}>
      <div className={columns}>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service">{t`Customer service`}</h2>
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
            {data?.giftCardPath && features.giftCard ? (
              <li>
                <Link to={data.giftCardPath}>
                  <Trans>Gift cards</Trans>
                </Link>
              </li>
            ) : null}
            {data?.patternsPath ? (
              <li>
                <Link to={data.patternsPath}>
                  <Trans>Patterns and guides</Trans>
                </Link>
              </li>
            ) : null}
            {features.quickOrder ? (
              <li>
                <Link to="/quick-order">
                  <Trans>Quick order</Trans>
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/orders/">
                <Trans>Track an order</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t`Legal information`}</h2>
          <ul>
            {data?.legalLinks.map((link) => (
              <li key={link.id}>
                <Link to={link.url}>{link.value}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsControl
                policyUrl={data?.legalLinks.find((link) => link.id === COOKIE_POLICY_LINK_ID)?.url ?? null}
              />
            </li>
          </ul>
        </nav>
        {data ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t`Contact us`}</h2>
            <ContactDetails contact={data.contact} />
          </section>
        ) : null}
        <FooterNewsletterForm />
      </div>
      <p>
        <Trans>
          All prices incl. VAT, plus <Link to={shippingCostsPath}>shipping costs</Link>.
        </Trans>
      </p>
      <p>
        <Trans>
          © {year} {BRAND_NAME} - all rights reserved
        </Trans>
      </p>
    </footer>
  )
}
