import { Trans } from '@lingui/react/macro'
import type { AdminScreen } from '../../server/admin/adminPageContext.ts'

/** What a staff member sees instead of a page: not allowed for their role, a form not sent from here, or no such page. */
export function AdminRefusal({ screen }: { screen: AdminScreen }) {
  return (
    <>
      <h1>{screen === 'notFound' ? <Trans>Page not found</Trans> : <Trans>Not allowed</Trans>}</h1>
      {screen === 'forbidden' ? (
        <p>
          <Trans>Your role does not give access to this page or action. Ask an owner if you need it.</Trans>
        </p>
      ) : null}
      {screen === 'formExpired' ? (
        <p>
          <Trans>
            This form has expired or was not sent from the back office. Reload the page and send it again.
          </Trans>
        </p>
      ) : null}
      <p>
        <a href="/admin">
          <Trans>Back to the back office</Trans>
        </a>
      </p>
    </>
  )
}
