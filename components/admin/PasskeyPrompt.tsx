import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { button, errorBox, passkeyPart } from './admin.styles.ts'

/** What the passkey script asks the browser for: a new passkey, or a signature of one the staff member has. */
export type PasskeyCeremony = 'register' | 'authenticate'

/**
 * The passkey part of a form, rendered hidden: the passkey script (components/admin/startPasskeyPrompts.ts,
 * loaded by the pages that have one) shows it, asks `options` for the challenge, runs the
 * browser's prompt, puts its answer in the form's `responseField` and posts the form to `action`.
 * Without JavaScript it stays hidden and the page's other form works as before.
 */
export function PasskeyPrompt({
  ceremony,
  options,
  action,
  responseField,
  label,
  children,
}: {
  ceremony: PasskeyCeremony
  options: string
  action: string
  responseField: string
  label: ReactNode
  children?: ReactNode
}) {
  return (
    <div
      className={passkeyPart}
      hidden
      data-passkey={ceremony}
      data-options={options}
      data-action={action}
      data-response-field={responseField}
    >
      <input type="hidden" name={responseField} value="" />
      {children}
      <button className={button} type="button" data-passkey-start="">
        {label}
      </button>
      <p className={errorBox} role="alert" hidden data-passkey-error="failed">
        <Trans>The passkey prompt was cancelled or failed. Try again.</Trans>
      </p>
      <p className={errorBox} role="alert" hidden data-passkey-error="none">
        <Trans>No passkey is registered for this account: enter a code instead.</Trans>
      </p>
      <p className={errorBox} role="alert" hidden data-passkey-error="unsupported">
        <Trans>This browser cannot use passkeys.</Trans>
      </p>
    </div>
  )
}
