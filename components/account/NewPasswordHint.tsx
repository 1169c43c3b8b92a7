import { Trans } from '@lingui/react/macro'

/** The rule of a new password, under its field (the API refuses shorter and very common ones). */
export function NewPasswordHint() {
  return <Trans>At least 8 characters. A few words you can remember make a strong password.</Trans>
}
