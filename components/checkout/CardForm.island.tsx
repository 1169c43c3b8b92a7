import { useState, type FormEvent } from 'react'
import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { fromCents, type Cents } from '../../pricing/index.ts'
import { fieldRow, formStack, errorSummary } from '../forms/forms.styles.ts'
import { primaryButton } from '../theme/buttons.styles.ts'
import {
  CARD_ERROR_FIELD,
  CARD_ERROR_MESSAGES,
  isCardFormErrorCode,
  type CardFieldName,
  type CardFormErrorCode,
} from './cardErrorMessages.ts'
import { CardField } from './CardField.tsx'
import { navigateTo } from './navigateTo.ts'

/** Props of {@link CardForm}: the intent the shop created, and where the provider takes card details. */
export interface CardFormProps {
  intentId: string
  clientSecret: string
  /** The provider's card confirmation endpoint (`PaymentProvider.cardConfirmationUrl`). */
  confirmationUrl: string
  /** Where the shopper goes once paid (the shop's return page). */
  returnUrl: string
  amount: Cents
  /** An error the provider sent back to a form posted without JavaScript (`card_error`). */
  initialError?: string | null
}

/** What the provider's endpoint answers a JSON confirmation with. */
interface ConfirmationAnswer {
  status?: string
  declineCode?: string | null
  nextActionUrl?: string | null
  returnUrl?: string
  error?: string
}

const payButton = css`
  width: 100%;
`

/**
 * The card form. Card details go to the payment provider's endpoint, never to the shop's API.
 * Without JavaScript it is a plain form the provider answers with a redirect; hydrated, it
 * posts JSON, shows refused details under their field, and follows the provider to a 3-D
 * Secure challenge or to the return page.
 */
export function CardForm({
  clientSecret,
  confirmationUrl,
  returnUrl,
  amount,
  initialError = null,
}: CardFormProps) {
  const { store } = useShop()
  const { t, i18n } = useLingui()
  const [error, setError] = useState<CardFormErrorCode | null>(
    isCardFormErrorCode(initialError) ? initialError : null,
  )
  const [pending, setPending] = useState(false)
  const errorField: CardFieldName | null = error ? (CARD_ERROR_FIELD[error] ?? null) : null
  const formError = error && !errorField ? i18n._(CARD_ERROR_MESSAGES[error]) : null
  const price = formatMoney(fromCents(amount), store.currency, store.locale)
  const fieldMessage = (name: CardFieldName) =>
    error && errorField === name ? i18n._(CARD_ERROR_MESSAGES[error]) : null

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    const answer = await sendCard(confirmationUrl, new FormData(event.currentTarget))
    const next =
      answer.nextActionUrl ??
      (answer.status === 'succeeded' || answer.error === 'intent_unexpected_state'
        ? (answer.returnUrl ?? returnUrl)
        : null)
    if (next) {
      navigateTo(next)
      return
    }
    const code = answer.error ?? answer.declineCode
    setError(isCardFormErrorCode(code) ? code : 'unavailable')
    setPending(false)
  }

  return (
    <form
      className={formStack}
      method="post"
      action={confirmationUrl}
      noValidate
      onSubmit={submit}
      aria-busy={pending}
    >
      <input type="hidden" name="client_secret" value={clientSecret} />
      {formError ? (
        <div className={errorSummary} role="alert">
          {formError}
        </div>
      ) : null}
      <CardField
        name="number"
        label={t`Card number`}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        error={fieldMessage('number')}
      />
      <div className={fieldRow}>
        <CardField
          name="expiry"
          label={t`Expiry date (MM/YY)`}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          error={fieldMessage('expiry')}
        />
        <CardField
          name="cvc"
          label={t`Security code (CVC)`}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={3}
          error={fieldMessage('cvc')}
        />
      </div>
      <CardField
        name="name"
        label={t`Name on card`}
        autoComplete="cc-name"
        maxLength={100}
        error={fieldMessage('name')}
      />
      <button type="submit" className={`${primaryButton} ${payButton}`} disabled={pending}>
        <Trans>Pay {price}</Trans>
      </button>
    </form>
  )
}

async function sendCard(url: string, form: FormData): Promise<ConfirmationAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(Object.fromEntries(form)),
      credentials: 'same-origin',
    })
    return (await response.json()) as ConfirmationAnswer
  } catch {
    return { error: 'unavailable' }
  }
}
