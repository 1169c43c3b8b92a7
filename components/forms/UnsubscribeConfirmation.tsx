import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Link } from '../links/Link.tsx'
import { AccountForm } from './AccountForm.tsx'
import { SubmitButton } from './SubmitButton.tsx'
import { formActions } from './forms.styles.ts'
import { lead, panel } from '../account/account.styles.ts'

/** What an e-mailed unsubscribe link opens: the form's name and path, the texts, and the link's token. */
export interface UnsubscribeConfirmationProps {
  form: string
  action: string
  token: string
  heading: ReactNode
  explanation: ReactNode
  keepLabel: ReactNode
}

/**
 * Asks for a click before unsubscribing with an e-mailed link's token (mail scanners that open
 * links cancel nothing): a panel with the form posting `unsubscribe`, and a way to keep it.
 */
export function UnsubscribeConfirmation({
  form,
  action,
  token,
  heading,
  explanation,
  keepLabel,
}: UnsubscribeConfirmationProps) {
  const headingId = `${form}-heading`
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className={lead}>{explanation}</p>
      <AccountForm name={form} action={action} operation="unsubscribe" labelledBy={headingId}>
        <input type="hidden" name="token" value={token} />
        <div className={formActions}>
          <SubmitButton>
            <Trans>Unsubscribe</Trans>
          </SubmitButton>
          <Link to="/">{keepLabel}</Link>
        </div>
      </AccountForm>
    </section>
  )
}
