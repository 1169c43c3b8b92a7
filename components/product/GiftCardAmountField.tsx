import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CUSTOM_AMOUNT, GIFT_CARD_FIELD } from '../cart/giftCardFormFields.ts'
import { GiftCardField } from './GiftCardField.tsx'
import { choice, choices } from './configurator.styles.ts'
import { customAmount, fieldError } from './giftCardForm.styles.ts'
import { amountChoiceValue, type GiftCardProduct } from './giftCardFormModel.ts'

/** Props of {@link GiftCardAmountField}. */
export interface GiftCardAmountFieldProps {
  product: GiftCardProduct
  /** The `am_giftcard_amount` chosen (`25.00`, `custom`), or ''. */
  chosen: string
  /** The amount typed, as typed. */
  typed: string
  onChoose: (value: string) => void
  onType: (text: string) => void
  /** An amount formatted in the store's currency and locale. */
  money: (amount: number) => string
  /** Why no amount can be bought yet, in the store's language, or null. */
  chooseError: string | null
  typedError: string | null
  /** With JavaScript the typed amount is only open once "Other amount" is chosen. */
  hydrated: boolean
}

/**
 * The amount of a gift card: a radio chip per listed amount and "Other amount", which opens
 * the field for a typed amount (its range in the hint). Without JavaScript that field is
 * always open and read only when "Other amount" is chosen.
 */
export function GiftCardAmountField({
  product,
  chosen,
  typed,
  onChoose,
  onType,
  money,
  chooseError,
  typedError,
  hydrated,
}: GiftCardAmountFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const range = product.openAmount
  const min = range ? money(range.min) : ''
  const max = range ? money(range.max) : ''
  const values = [
    ...product.amounts.map((amount) => ({ value: amountChoiceValue(amount), label: money(amount) })),
    ...(range ? [{ value: CUSTOM_AMOUNT, label: t`Other amount` }] : []),
  ]
  return (
    <fieldset aria-describedby={chooseError ? `${id}-error` : undefined}>
      <legend>{t`Amount`}</legend>
      <div className={choices}>
        {values.map(({ value, label }) => (
          <div key={value} className={choice}>
            <input
              type="radio"
              id={`${id}-${value}`}
              name={GIFT_CARD_FIELD.amount}
              value={value}
              checked={chosen === value}
              required
              onChange={() => onChoose(value)}
            />
            <label htmlFor={`${id}-${value}`}>{label}</label>
          </div>
        ))}
      </div>
      {chooseError ? (
        <p id={`${id}-error`} className={fieldError}>
          {chooseError}
        </p>
      ) : null}
      {range ? (
        <div className={customAmount}>
          <GiftCardField
            name={GIFT_CARD_FIELD.customAmount}
            label={t`Amount of your choice`}
            value={typed}
            onChange={onType}
            autoComplete="off"
            inputMode="decimal"
            maxLength={12}
            optionalMark={false}
            disabled={hydrated && chosen !== CUSTOM_AMOUNT}
            hint={t`From ${min} to ${max}, with “Other amount” chosen.`}
            error={typedError}
          />
        </div>
      ) : null}
    </fieldset>
  )
}
