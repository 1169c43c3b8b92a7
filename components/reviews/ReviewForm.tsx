import { Trans, useLingui } from '@lingui/react/macro'
import { AccountForm } from '../forms/AccountForm.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextField } from '../forms/TextField.tsx'
import { TextAreaField } from '../forms/TextAreaField.tsx'
import { formActions } from '../forms/forms.styles.ts'
import { RatingField } from './RatingField.tsx'

/** Longest title and comment (as the API checks them). */
const LIMITS = { title: 120, comment: 5000 } as const

/**
 * A customer's review (stars, title, comment), posted without JavaScript to `action` with the
 * CSRF token; a refused review comes back with what was typed and the field at fault.
 */
export function ReviewForm({ sku, action, labelledBy }: { sku: string; action: string; labelledBy: string }) {
  const { t } = useLingui()
  return (
    <AccountForm name="productReview" action={action} labelledBy={labelledBy}>
      <input type="hidden" name="sku" value={sku} />
      <RatingField name="rating" legend={t`Your rating`} />
      <TextField name="title" label={t`Title`} autoComplete="off" required maxLength={LIMITS.title} />
      <TextAreaField
        name="comment"
        label={t`Your review`}
        required
        maxLength={LIMITS.comment}
        hint={t`Published with your first name and the initial of your last name, after our team has read it.`}
      />
      <div className={formActions}>
        <SubmitButton>
          <Trans>Send my review</Trans>
        </SubmitButton>
      </div>
    </AccountForm>
  )
}
