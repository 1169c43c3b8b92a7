import { useEffect, useId, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { FORM_NOTICE_MESSAGES, formErrorMessage } from '../forms/formMessages.ts'
import type { FormState } from '../../server/renderShopPage.ts'
import { cx } from '@linaria/core'
import { FieldFrame } from '../forms/FieldFrame.tsx'
import { FormContext, describedBy } from '../forms/FormContext.tsx'
import { fieldError, formActions, formStack } from '../forms/forms.styles.ts'
import { primaryButton, secondaryButton } from '../theme/buttons.styles.ts'
import { addedNote } from './configurator.styles.ts'
import { alertForm, alertHeading } from './stockAlertForm.styles.ts'

/**
 * "Tell me when it's back" for the chosen out-of-stock size: an e-mail field (prefilled for a
 * signed-in customer once hydrated). Without JavaScript it posts to /stock-alert, which e-mails
 * a confirmation link; hydrated, it asks the shop API and says so in place.
 */
export function StockAlertForm({
  sku,
  productPath,
  refused,
}: {
  sku: string
  productPath: string
  refused: RefusedAlert | null
}) {
  const { t, i18n } = useLingui()
  const { store } = useShop()
  const headingId = useId()
  const errorId = useId()
  const [email, setEmail] = useState(refused?.email ?? '')
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(refused?.message ?? null)
  const failure = (code: string | null) =>
    code
      ? i18n._(formErrorMessage(code as FormState['errorCode']))
      : t`Your alert could not be sent. Please try again.`
  useEffect(() => {
    let current = true
    import('./stockAlertInBrowser.ts')
      .then(({ signedInEmail }) => signedInEmail(store.basePath))
      .then((known) => {
        if (current && known) setEmail((typed) => typed || known)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [store.basePath])

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setPending(true)
    setError(null)
    import('./stockAlertInBrowser.ts')
      .then(({ subscribeStockAlertInBrowser }) => subscribeStockAlertInBrowser(store.basePath, sku, email))
      .then((answer) => {
        setSent(answer.sent)
        if (!answer.sent) setError(failure(answer.errorCode))
      })
      .catch(() => setError(failure(null)))
      .finally(() => setPending(false))
  }

  return (
    <form
      className={cx(formStack, alertForm)}
      method="post"
      action={storeHref(store, '/stock-alert')}
      onSubmit={send}
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
    >
      <h2 id={headingId} className={alertHeading}>
        {t`Tell me when it's back`}
      </h2>
      <input type="hidden" name="_action" value="subscribe" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="path" value={productPath} />
      <FormContext.Provider value={{ form: `stock-alert-${sku}`, state: null }}>
        <FieldFrame
          name="email"
          hint={t`We first e-mail you a link to confirm, then write once when this size is back.`}
        >
          {(control) => (
            <>
              <label htmlFor={control.id}>{t`E-mail address`}</label>
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(control['aria-describedby'], error ? errorId : undefined)}
              />
              {error ? (
                <p id={errorId} role="alert" className={fieldError}>
                  {error}
                </p>
              ) : null}
            </>
          )}
        </FieldFrame>
      </FormContext.Provider>
      <div className={formActions}>
        <button type="submit" className={cx(primaryButton, secondaryButton)} disabled={pending}>
          {pending ? t`Sending…` : t`Tell me when it's back`}
        </button>
      </div>
      <div role="status" className={addedNote}>
        {sent ? <p>{i18n._(FORM_NOTICE_MESSAGES.stockAlertConfirmationSent)}</p> : null}
      </div>
    </form>
  )
}

/** An alert request the server refused (no JavaScript): the address typed and why, in the store's language. */
export interface RefusedAlert {
  sku: string
  email: string
  message: string
}
