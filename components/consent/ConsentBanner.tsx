import { css, cx } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { COOKIE_POLICY_LINK_ID } from '../layout/loadFooter.ts'
import { colors, fontSizes, fontWeights, media } from '../theme/tokens.ts'
import { primaryButton, secondaryButton } from '../theme/buttons.styles.ts'
import { CONSENT_BANNER_ID } from './showConsentBanner.ts'
import { CONSENT_REVEAL_SCRIPT } from './consentRevealScript.ts'

const banner = css`
  position: fixed;
  inset: auto 0 0;
  z-index: 50;
  max-height: 85vh;
  overflow-y: auto;
  padding: 1.6rem;
  background: ${colors.white};
  color: ${colors.textBlack};
  border-top: 2px solid ${colors.brandPrimaryText};
  box-shadow: 0 -0.4rem 1.6rem rgb(0 0 0 / 15%);
  &[hidden] {
    display: none;
  }
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0 0 0.8rem;
    font-size: ${fontSizes.large};
  }
  p {
    margin: 0 0 1.2rem;
  }
  a {
    color: ${colors.brandPrimaryText};
  }
  ${media.tablet} {
    padding: 2rem 2.4rem;
    > * {
      max-width: 96rem;
    }
  }
`

const choices = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.8rem;
  ${media.tablet} {
    display: flex;
    flex-wrap: wrap;
  }
`

/**
 * The banner's buttons are the shop's primary button with a border, so the outlined "Choose"
 * is just as large; "Reject all" and "Accept all" look alike: refusing is as easy as accepting.
 */
const choiceButton = cx(
  primaryButton,
  css`
    padding: 0 2rem;
    border: 2px solid ${colors.brandPrimaryText};
  `,
)

const chooseButton = cx(
  choiceButton,
  secondaryButton,
  css`
    grid-column: 1 / -1;
  `,
)

const purposes = css`
  margin: 0 0 1.2rem;
  padding: 0;
  border: 0;
  &[hidden] {
    display: none;
  }
  legend {
    padding: 0;
    font-weight: ${fontWeights.bold};
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 1.2rem;
    min-height: 4.4rem;
    padding: 0.8rem 0;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 2.4rem;
    height: 2.4rem;
    margin: 0;
    accent-color: ${colors.brandPrimaryText};
  }
  input:disabled {
    cursor: not-allowed;
  }
  span span {
    display: block;
    color: ${colors.greyText};
  }
`

/**
 * The cookie banner of every layout: rendered by the server in the store's language and hidden;
 * its inline script shows it at once when the browser holds no current choice (consentRevealScript.ts),
 * then the shell's chunk gives it its focus and buttons; "Cookie settings" opens it again
 * (components/consent/showConsentBanner.ts). A non-modal dialog, first in the page so keyboard
 * and screen reader users meet it first, shown fixed at the bottom over the content (no layout shift).
 */
export function ConsentBanner() {
  const { t } = useLingui()
  const policy = usePageContext().footer?.legalLinks.find((link) => link.id === COOKIE_POLICY_LINK_ID)
  return (
    <>
      <div
        id={CONSENT_BANNER_ID}
        className={banner}
        role="dialog"
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        tabIndex={-1}
        hidden
      >
        <h2 id="consent-title">{t`Cookies and your privacy`}</h2>
        <p id="consent-text">
          <Trans>
            We use the cookies the shop needs to work. With your consent, we also measure visits to improve
            the shop (analytics), and measure our advertising and remind you of a basket you left behind
            (marketing). You can change your choice at any time under “Cookie settings” at the bottom of every
            page.
          </Trans>{' '}
          {policy ? (
            <Trans>
              More in our <Link to={policy.url}>cookie policy</Link>.
            </Trans>
          ) : null}
        </p>
        <fieldset id="consent-purposes" className={purposes} data-consent-purposes hidden>
          <legend>{t`Choose by purpose`}</legend>
          <label>
            <input type="checkbox" name="necessary" checked disabled />
            <span>
              {t`Necessary (always on)`}
              <span>{t`Basket, sign-in, security and this choice.`}</span>
            </span>
          </label>
          <label>
            <input type="checkbox" name="analytics" />
            <span>
              {t`Analytics`}
              <span>{t`Statistics of visits and searches, to improve the shop.`}</span>
            </span>
          </label>
          <label>
            <input type="checkbox" name="marketing" />
            <span>
              {t`Marketing`}
              <span>{t`Measuring our advertising, and an e-mail reminder of a basket left in your account.`}</span>
            </span>
          </label>
          <button type="button" className={choiceButton} data-consent="save">
            <Trans>Save my choices</Trans>
          </button>
        </fieldset>
        <div className={choices}>
          <button type="button" className={choiceButton} data-consent="reject">
            <Trans>Reject all</Trans>
          </button>
          <button type="button" className={choiceButton} data-consent="accept">
            <Trans>Accept all</Trans>
          </button>
          <button
            type="button"
            className={chooseButton}
            data-consent="choose"
            aria-expanded="false"
            aria-controls="consent-purposes"
          >
            <Trans>Choose</Trans>
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: CONSENT_REVEAL_SCRIPT }} />
    </>
  )
}
