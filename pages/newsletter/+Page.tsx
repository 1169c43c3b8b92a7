import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { Link } from '../../components/links/Link.tsx'
import { AccountForm } from '../../components/forms/AccountForm.tsx'
import { FormNotice } from '../../components/forms/FormNotice.tsx'
import { UnsubscribeConfirmation } from '../../components/forms/UnsubscribeConfirmation.tsx'
import { SubmitButton } from '../../components/forms/SubmitButton.tsx'
import { TextField } from '../../components/forms/TextField.tsx'
import { formActions } from '../../components/forms/forms.styles.ts'
import { lead, panel } from '../../components/account/account.styles.ts'
import { PRIVACY_POLICY_LINK_ID } from '../../components/layout/loadFooter.ts'

/** What subscribers receive and how they leave: the consent they give, with the privacy policy when the footer links to it. */
function ConsentText() {
  const privacy = usePageContext().footer?.legalLinks.find((link) => link.id === PRIVACY_POLICY_LINK_ID)
  return (
    <>
      <p className={lead}>
        <Trans>
          Receive our newsletter by e-mail: new collections, offers and news from the shop, about twice a
          month. We first send you an e-mail to confirm your address: you are subscribed only once you open
          its link.
        </Trans>
      </p>
      <p>
        <Trans>
          We use your e-mail address only to send you the newsletter, and never pass it on. You can
          unsubscribe at any time with the link in every newsletter.
        </Trans>{' '}
        {privacy ? (
          <Trans>
            Read our <Link to={privacy.url}>privacy policy</Link>.
          </Trans>
        ) : null}
      </p>
    </>
  )
}

/** The subscription form: an e-mail address, posted to ask for the confirmation e-mail. */
function SubscribeForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useLingui()
  return (
    <AccountForm
      name="newsletterSubscribe"
      action="/newsletter"
      operation="subscribe"
      labelledBy={labelledBy}
    >
      <TextField
        name="email"
        type="email"
        label={t`E-mail address`}
        autoComplete="email"
        required
        maxLength={254}
      />
      <div className={formActions}>
        <SubmitButton>
          <Trans>Subscribe</Trans>
        </SubmitButton>
      </div>
    </AccountForm>
  )
}

/**
 * The newsletter (`/newsletter`), for anybody: the subscription form with its consent text
 * (double opt-in: a confirmation link is e-mailed), the confirmation link refused when used
 * or expired, and the unsubscribe link of every newsletter (`?unsubscribe=`), which asks for
 * a click on a button before unsubscribing.
 */
export default function Page() {
  const { urlParsed, formState, notice } = usePageContext()
  const unsubscribeToken = urlParsed.search.unsubscribe?.trim() ?? ''
  const confirmRefused = formState?.form === 'newsletterConfirm'
  return (
    <>
      <PageHeading>
        <Trans>Newsletter</Trans>
      </PageHeading>
      <FormNotice />
      {unsubscribeToken ? (
        <UnsubscribeConfirmation
          form="newsletterUnsubscribe"
          action="/newsletter"
          token={unsubscribeToken}
          heading={<Trans>Unsubscribe from the newsletter</Trans>}
          explanation={
            <Trans>
              Confirm with the button below: you will not receive our newsletter at this address any more.
            </Trans>
          }
          keepLabel={<Trans>Keep my subscription</Trans>}
        />
      ) : confirmRefused ? (
        <section className={panel} aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">
            <Trans>This confirmation link has expired or is not valid</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              A confirmation link works once, for 7 days, and only the newest one sent works. Enter your
              e-mail address again and we will send you a new link.
            </Trans>
          </p>
          <SubscribeForm labelledBy="newsletter-heading" />
        </section>
      ) : notice === 'newsletterConfirmed' ? (
        <p>
          <Link to="/">
            <Trans>Continue shopping</Trans>
          </Link>
        </p>
      ) : (
        <section className={panel} aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">
            <Trans>Subscribe to our newsletter</Trans>
          </h2>
          <ConsentText />
          <SubscribeForm labelledBy="newsletter-heading" />
        </section>
      )}
    </>
  )
}
