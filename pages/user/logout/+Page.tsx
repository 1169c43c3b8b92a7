import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { AccountForm } from '../../../components/forms/AccountForm.tsx'
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx'
import { lead, panel } from '../../../components/account/account.styles.ts'

/** Sign out (/user/logout): a button, since signing out must be a POST a link prefetch cannot trigger. */
export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Log out</Trans>
      </PageHeading>
      <section className={panel} aria-labelledby="logout-heading">
        <h2 id="logout-heading">
          <Trans>Sign out of your account</Trans>
        </h2>
        <p className={lead}>
          <Trans>On a shared or public computer, always sign out when you are done.</Trans>
        </p>
        <AccountForm name="logout" action="/user/logout" labelledBy="logout-heading">
          <div>
            <SubmitButton>
              <Trans>Sign out</Trans>
            </SubmitButton>
          </div>
        </AccountForm>
      </section>
    </>
  )
}
