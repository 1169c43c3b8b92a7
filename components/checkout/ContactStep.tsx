import { Trans, useLingui } from '@lingui/react/macro'
import { AccountForm } from '../forms/AccountForm.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextField } from '../forms/TextField.tsx'
import { formActions } from '../forms/forms.styles.ts'
import { CheckoutStep } from './CheckoutStep.tsx'
import { chosenValue } from './checkout.styles.ts'

/** Props of {@link ContactStep}. */
export interface ContactStepProps {
  email: string
  /** Whether the shopper is signed in: the account's address is then the order's. */
  isCustomer: boolean
  /** The shopper asked to change it (`?edit=email`), or the form comes back refused. */
  editing: boolean
  /** The step the saved e-mail leads to: the billing address for a virtual cart (it ships nothing). */
  nextStep: 'shipping' | 'billing'
}

/** Step 1: the e-mail the confirmation goes to; a guest may change it here. */
export function ContactStep({ email, isCustomer, editing, nextStep }: ContactStepProps) {
  const { t } = useLingui()
  return (
    <CheckoutStep
      id="checkout-contact"
      number={1}
      title={<Trans>Contact</Trans>}
      editHref={isCustomer || editing ? null : '/checkout/?edit=email#checkout-contact'}
    >
      {editing && !isCustomer ? (
        <AccountForm
          name="checkoutEmail"
          action="/checkout/"
          operation="email"
          labelledBy="checkout-contact-heading"
        >
          <input type="hidden" name="nextStep" value={nextStep} />
          <TextField
            name="email"
            type="email"
            label={t`E-mail address`}
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={email}
          />
          <div className={formActions}>
            <SubmitButton>
              <Trans>Save the e-mail address</Trans>
            </SubmitButton>
          </div>
        </AccountForm>
      ) : (
        <>
          <p className={chosenValue}>{email}</p>
          <p>
            {isCustomer ? (
              <Trans>You are signed in. Your order confirmation goes to this address.</Trans>
            ) : (
              <Trans>Your order confirmation goes to this address.</Trans>
            )}
          </p>
        </>
      )}
    </CheckoutStep>
  )
}
