import { Trans } from '@lingui/react/macro'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { AccountForm } from '../../../components/forms/AccountForm.tsx'
import { CheckboxField } from '../../../components/forms/CheckboxField.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx'
import { formActions } from '../../../components/forms/forms.styles.ts'
import { lead, panel } from '../../../components/account/account.styles.ts'
import type { NewsletterPageData } from './+data.ts'

/** Newsletter subscription (/user/newsletter): one box, ticked when subscribed. */
export default function Page() {
  const { customer } = useData<NewsletterPageData>()
  const { email, isSubscribed } = customer
  return (
    <>
      <PageHeading>
        <Trans>Newsletter subscription</Trans>
      </PageHeading>
      <FormNotice />
      <section className={panel} aria-labelledby="newsletter-heading">
        <h2 id="newsletter-heading">
          <Trans>Our newsletter</Trans>
        </h2>
        <p className={lead}>
          {isSubscribed ? (
            <Trans>You receive our newsletter at {email}.</Trans>
          ) : (
            <Trans>
              You do not receive our newsletter. Subscribe to hear about new collections and offers.
            </Trans>
          )}
        </p>
        <AccountForm name="newsletter" action="/user/newsletter" labelledBy="newsletter-heading">
          <CheckboxField
            name="subscribed"
            defaultChecked={isSubscribed}
            label={<Trans>Send me the newsletter with new collections and offers.</Trans>}
            hint={<Trans>You can unsubscribe at any time, here or with the link in every newsletter.</Trans>}
          />
          <div className={formActions}>
            <SubmitButton>
              <Trans>Save my choice</Trans>
            </SubmitButton>
          </div>
        </AccountForm>
      </section>
    </>
  )
}
