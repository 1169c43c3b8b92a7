import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { Link } from '../../components/links/Link.tsx'
import { FormNotice } from '../../components/forms/FormNotice.tsx'
import { UnsubscribeConfirmation } from '../../components/forms/UnsubscribeConfirmation.tsx'
import { lead, panel } from '../../components/account/account.styles.ts'

/**
 * Stock alerts (`/stock-alert`): where the product page's alert form and the e-mailed links
 * lead. It says what happened once (request sent, alert confirmed or cancelled), refuses a used
 * or expired confirmation link, and asks for a click before cancelling (`?unsubscribe=`), so
 * mail scanners that open links cancel nothing.
 */
export default function Page() {
  const { urlParsed, formState } = usePageContext()
  const unsubscribeToken = urlParsed.search.unsubscribe?.trim() ?? ''
  return (
    <>
      <PageHeading>
        <Trans>Stock alerts</Trans>
      </PageHeading>
      <FormNotice />
      {unsubscribeToken ? (
        <UnsubscribeConfirmation
          form="stockAlertUnsubscribe"
          action="/stock-alert"
          token={unsubscribeToken}
          heading={<Trans>Cancel this stock alert</Trans>}
          explanation={
            <Trans>Confirm with the button below: we will not write to you about this size any more.</Trans>
          }
          keepLabel={<Trans>Keep my alert</Trans>}
        />
      ) : formState?.form === 'stockAlertConfirm' ? (
        <section className={panel} aria-labelledby="stock-alert-heading">
          <h2 id="stock-alert-heading">
            <Trans>This confirmation link has expired or is not valid</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              A confirmation link works once, for 7 days, and only the newest one sent works. Ask again on the
              product page, with the size chosen.
            </Trans>
          </p>
        </section>
      ) : (
        <p className={lead}>
          <Trans>
            When a size is out of stock, choose it on the product page and leave your e-mail address: once you
            confirm it, we write to you once, as soon as the size is back.
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
