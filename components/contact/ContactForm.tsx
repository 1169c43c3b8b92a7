import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { AccountForm } from '../forms/AccountForm.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextField } from '../forms/TextField.tsx'
import { SelectField } from '../forms/SelectField.tsx'
import { TextAreaField } from '../forms/TextAreaField.tsx'
import { formActions } from '../forms/forms.styles.ts'
import { useFieldState } from '../forms/FormContext.tsx'
import { CONTACT_SUBJECT_LABELS } from './contactSubjects.ts'

// Out of sight and out of the accessibility tree, yet not display:none (robots skip those).
const trap = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/** A field people never see nor reach, which form-filling robots fill: the message is then not sent. */
function Honeypot() {
  const state = useFieldState('website')
  return (
    <div className={trap} aria-hidden="true">
      <label htmlFor={state.id}>Website</label>
      <input id={state.id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/**
 * The message to customer service, posted without JavaScript with the CSRF token: name, e-mail
 * address, the order it is about (optional), the subject and the message. A refused message
 * comes back with what was typed and the field at fault.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const { t, i18n } = useLingui()
  const subjects = Object.entries(CONTACT_SUBJECT_LABELS).map(([value, label]) => ({
    value,
    label: i18n._(label),
  }))
  return (
    <AccountForm name="contact" action="/contact" labelledBy={labelledBy}>
      <TextField name="name" label={t`Your name`} autoComplete="name" required maxLength={100} />
      <TextField
        name="email"
        type="email"
        label={t`E-mail address`}
        autoComplete="email"
        required
        maxLength={254}
      />
      <TextField
        name="orderNumber"
        label={t`Order number`}
        autoComplete="off"
        maxLength={20}
        inputMode="numeric"
      />
      <SelectField name="subject" label={t`Subject`} options={subjects} autoComplete="off" required />
      <TextAreaField name="comment" label={t`Your message`} required maxLength={5000} />
      <Honeypot />
      <div className={formActions}>
        <SubmitButton>
          <Trans>Send my message</Trans>
        </SubmitButton>
      </div>
    </AccountForm>
  )
}
