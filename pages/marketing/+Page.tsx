import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { Link } from '../../components/links/Link.tsx'
import { FormNotice } from '../../components/forms/FormNotice.tsx'
import { UnsubscribeConfirmation } from '../../components/forms/UnsubscribeConfirmation.tsx'
import { lead } from '../../components/account/account.styles.ts'

/**
 * Marketing e-mails (`/marketing`): where the unsubscribe link of a cart reminder leads. It
 * asks for a click before unsubscribing (`?unsubscribe=`), so mail scanners that open links
 * unsubscribe nobody, then says it is done once.
 */
export default function Page() {
  const { urlParsed } = usePageContext()
  const unsubscribeToken = urlParsed.search.unsubscribe?.trim() ?? ''
  return (
    <>
      <PageHeading>
        <Trans>Marketing e-mails</Trans>
      </PageHeading>
      <FormNotice />
      {unsubscribeToken ? (
        <UnsubscribeConfirmation
          form="marketingUnsubscribe"
          action="/marketing"
          token={unsubscribeToken}
          heading={<Trans>Stop cart reminders and marketing e-mails</Trans>}
          explanation={
            <Trans>
              Confirm with the button below: we will send no more cart reminders or marketing e-mails, the
              newsletter included, to this address.
            </Trans>
          }
          keepLabel={<Trans>Keep receiving them</Trans>}
        />
      ) : (
        <p className={lead}>
          <Trans>
            With your consent to marketing, we remind you by e-mail of a cart left in your account. Every such
            e-mail has a link to unsubscribe.
          </Trans>
        </p>
      )}
      <p>
        <Link to="/">
          <Trans>Continue shopping</Trans>
        </Link>
      </p>
    </>
  )
}
