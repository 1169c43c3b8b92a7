import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { useHydrated } from '../island/useHydrated.ts'
import { formatMoney } from '../price/formatMoney.ts'
import {
  CUSTOM_AMOUNT,
  EMAIL_DELIVERY,
  GIFT_CARD_FIELD,
  type GiftCardFieldName,
} from '../cart/giftCardFormFields.ts'
import { GiftCardAmountField } from './GiftCardAmountField.tsx'
import { GiftCardField } from './GiftCardField.tsx'
import { QuantityField, sentQuantity } from './QuantityField.tsx'
import { AddToCartButton } from './AddToCartButton.tsx'
import { AddToCartOutcome } from './AddToCartOutcome.tsx'
import { useAddToCart } from './useAddToCart.ts'
import { toGa4Item } from '../dataLayer/ga4Items.ts'
import { checkRow, form, priceLine, stock } from './configurator.styles.ts'
import {
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  chosenAmountCents,
  giftCardErrors,
  startingGiftCardValues,
  withSenderEmail,
  type GiftCardProduct,
} from './giftCardFormModel.ts'

/** The fields in the order the form shows them: the first one in error takes the focus. */
const FIELD_ORDER: readonly GiftCardFieldName[] = [
  GIFT_CARD_FIELD.amount,
  GIFT_CARD_FIELD.customAmount,
  GIFT_CARD_FIELD.senderName,
  GIFT_CARD_FIELD.senderEmail,
  GIFT_CARD_FIELD.recipientName,
  GIFT_CARD_FIELD.recipientEmail,
  GIFT_CARD_FIELD.message,
]

/**
 * The gift card form (the gift card's product page island, am_giftcard_* fields):
 * amount, sender, recipient, message, e-mail delivery and quantity; the recipient e-mail
 * follows the sender's until the shopper types another. It is the add to cart form: without
 * JavaScript it posts to /cart (`_action=add`) under the browser's own validation; hydrated,
 * it checks the fields itself (docs/storefront-rules.md#gift-card-form, errors under each field, the first one focused) and
 * sends the same add through the shop API.
 */
export function GiftCardForm({
  product,
  productPath,
  refused = null,
  category = null,
}: {
  product: GiftCardProduct
  /** Store-relative path of the product page, where a refused add comes back to. */
  productPath: string
  /** An add the server refused: the fields sent and why, shown again. */
  refused?: { values: Record<string, string>; message: string } | null
  /** The product's category, for the data layer's `item_category`. */
  category?: string | null
}) {
  const { t } = useLingui()
  const { store } = useShop()
  const quantityId = useId()
  const hydrated = useHydrated()
  const [values, setValues] = useState(() => startingGiftCardValues(refused?.values))
  const [quantity, setQuantity] = useState(() => sentQuantity(refused?.values.qty))
  // Errors show once the shopper has tried to send the form (or the server refused it).
  const [tried, setTried] = useState(refused !== null)
  const { pending, outcome, add } = useAddToCart(refused?.message ?? null)
  const formElement = useRef<HTMLFormElement>(null)
  // Hydrated at the first touch: a shopper who went straight for the typed amount keeps it open (and focused).
  useLayoutEffect(() => {
    const focused = document.activeElement
    if (
      focused?.getAttribute('name') === GIFT_CARD_FIELD.customAmount &&
      formElement.current?.contains(focused)
    )
      setValues((current) => ({ ...current, [GIFT_CARD_FIELD.amount]: CUSTOM_AMOUNT }))
  }, [])

  const money = (amount: number) => formatMoney(amount, product.currency, store.locale)
  const errors = tried ? giftCardErrors(product, values) : {}
  const amountCents = chosenAmountCents(product, values)
  const change = (name: GiftCardFieldName) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }))
  const errorOf = useErrorTexts(errors, product, money)

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setTried(true)
    const problems = giftCardErrors(product, values)
    const first = FIELD_ORDER.find((name) => problems[name])
    if (first) focusField(event.currentTarget, first)
    else
      add(
        event.currentTarget,
        toGa4Item({ sku: product.sku, name: product.name, priceCents: amountCents ?? 0, quantity, category }),
      )
  }

  const lowest = money(product.amounts[0] ?? 0)
  const total = amountCents === null ? null : money((amountCents * quantity) / 100)
  const years = Math.round((product.lifetimeDays ?? 0) / 365)
  const messageLength = values[GIFT_CARD_FIELD.message].length
  const maxLength = GIFT_CARD_MESSAGE_MAX_LENGTH
  return (
    <form
      ref={formElement}
      className={form}
      aria-label={t`Choose your ${product.name}`}
      method="post"
      action={storeHref(store, '/cart')}
      noValidate={hydrated}
      onSubmit={send}
    >
      <input type="hidden" name="_action" value="add" />
      <input type="hidden" name="sku" value={product.sku} />
      <input type="hidden" name="path" value={productPath} />
      <div aria-live="polite">
        <p className={priceLine}>
          <span>{amountCents === null ? t`From ${lowest}` : money(amountCents / 100)}</span>
        </p>
        {quantity > 1 && total !== null ? <p>{t`Total for ${quantity} cards: ${total}`}</p> : null}
        <p className={stock}>
          {years > 0
            ? t`Sent by e-mail, valid for ${plural(years, { one: '# year', other: '# years' })}.`
            : t`Sent by e-mail.`}
        </p>
      </div>
      <GiftCardAmountField
        product={product}
        chosen={values[GIFT_CARD_FIELD.amount]}
        typed={values[GIFT_CARD_FIELD.customAmount]}
        onChoose={change(GIFT_CARD_FIELD.amount)}
        onType={(typed) =>
          // Typing an amount is choosing "Other amount" (what was typed before hydration comes back this way).
          setValues((current) => ({
            ...current,
            [GIFT_CARD_FIELD.customAmount]: typed,
            [GIFT_CARD_FIELD.amount]: CUSTOM_AMOUNT,
          }))
        }
        money={money}
        chooseError={errorOf(GIFT_CARD_FIELD.amount)}
        typedError={errorOf(GIFT_CARD_FIELD.customAmount)}
        hydrated={hydrated}
      />
      <GiftCardField
        name={GIFT_CARD_FIELD.senderName}
        label={t`Your name`}
        value={values[GIFT_CARD_FIELD.senderName]}
        onChange={change(GIFT_CARD_FIELD.senderName)}
        autoComplete="name"
        required
        error={errorOf(GIFT_CARD_FIELD.senderName)}
      />
      <GiftCardField
        name={GIFT_CARD_FIELD.senderEmail}
        label={t`Your e-mail`}
        type="email"
        value={values[GIFT_CARD_FIELD.senderEmail]}
        onChange={(email) => setValues((current) => withSenderEmail(current, email))}
        autoComplete="email"
        required
        error={errorOf(GIFT_CARD_FIELD.senderEmail)}
      />
      <GiftCardField
        name={GIFT_CARD_FIELD.recipientName}
        label={t`Recipient name`}
        value={values[GIFT_CARD_FIELD.recipientName]}
        onChange={change(GIFT_CARD_FIELD.recipientName)}
        autoComplete="off"
        required
        error={errorOf(GIFT_CARD_FIELD.recipientName)}
      />
      <GiftCardField
        name={GIFT_CARD_FIELD.recipientEmail}
        label={t`Recipient e-mail`}
        type="email"
        value={values[GIFT_CARD_FIELD.recipientEmail]}
        onChange={change(GIFT_CARD_FIELD.recipientEmail)}
        autoComplete="off"
        optionalMark={false}
        hint={t`Your own e-mail unless you type another one.`}
        error={errorOf(GIFT_CARD_FIELD.recipientEmail)}
      />
      <GiftCardField
        name={GIFT_CARD_FIELD.message}
        label={t`Your message`}
        multiline
        value={values[GIFT_CARD_FIELD.message]}
        onChange={change(GIFT_CARD_FIELD.message)}
        autoComplete="off"
        maxLength={maxLength}
        hint={hydrated ? t`${messageLength} of ${maxLength} characters` : t`${maxLength} characters maximum`}
        error={errorOf(GIFT_CARD_FIELD.message)}
      />
      <fieldset>
        <legend>{t`Delivery`}</legend>
        <label className={checkRow}>
          <input type="radio" name={GIFT_CARD_FIELD.type} value={EMAIL_DELIVERY} defaultChecked />
          {t`Send by e-mail`}
        </label>
      </fieldset>
      <QuantityField id={quantityId} quantity={quantity} onChange={setQuantity} />
      <AddToCartButton state={pending ? 'pending' : 'ready'} />
      <AddToCartOutcome outcome={outcome} />
    </form>
  )
}

/** The text of each field's problem, in the store's language; null for a field without one. */
function useErrorTexts(
  errors: ReturnType<typeof giftCardErrors>,
  product: GiftCardProduct,
  money: (amount: number) => string,
) {
  const { t } = useLingui()
  const min = money(product.openAmount?.min ?? 0)
  const max = money(product.openAmount?.max ?? 0)
  const maxLength = GIFT_CARD_MESSAGE_MAX_LENGTH
  return (name: GiftCardFieldName): string | null => {
    switch (errors[name]) {
      case 'chooseAmount':
        return t`Please choose an amount.`
      case 'amountOutOfRange':
        return t`Please enter an amount from ${min} to ${max}.`
      case 'required':
        if (name === GIFT_CARD_FIELD.senderName) return t`Please enter your name.`
        if (name === GIFT_CARD_FIELD.senderEmail) return t`Please enter your e-mail address.`
        return t`Please enter the recipient’s name.`
      case 'invalidEmail':
        return t`Please enter a valid e-mail address.`
      case 'messageTooLong':
        return t`Your message is too long: ${maxLength} characters at most.`
      default:
        return null
    }
  }
}

/** Moves the focus to a field of the form (the first radio of a group). */
function focusField(form: HTMLFormElement, name: GiftCardFieldName) {
  const element = form.elements.namedItem(name)
  const target = element instanceof RadioNodeList ? element[0] : element
  if (target instanceof HTMLElement) target.focus()
}
