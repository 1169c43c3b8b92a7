import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeTimeZone } from '../../config/stores.ts'
import { AccountForm } from '../forms/AccountForm.tsx'
import { TextField } from '../forms/TextField.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { FieldError } from '../forms/FieldError.tsx'
import { FormErrorSummary } from '../forms/FormErrorSummary.tsx'
import { describedBy, useFieldState } from '../forms/FormContext.tsx'
import { formActions } from '../forms/forms.styles.ts'
import { Link } from '../links/Link.tsx'
import { formatDate } from '../price/formatMoney.ts'
import { facts, lead } from '../account/account.styles.ts'
import { lastDayOf } from './OrderWithdrawalPanel.tsx'
import { piecesChoice } from './withdrawal.styles.ts'
import type { WithdrawalPageData } from './withdrawalPageData.ts'
import type { WithdrawalOrder } from './withdrawalOrderFragment.ts'
import { labelledValue } from '../../config/labelledValue.ts'
import { useShop } from '../shop/ShopContext.tsx'

/**
 * The first step of the withdrawal function, "Withdraw from contract here": the contract (the
 * order number), the consumer's name and the e-mail address for the acknowledgment, filled in
 * already, and what they withdraw from (the whole order by default, or chosen pieces). It
 * posts `_action=review`; the next page asks to confirm. When the period is over, or nothing is
 * left, it says so instead of offering the form.
 */
export function WithdrawalStartForm({ data }: { data: WithdrawalPageData }) {
  const { order, links, defaultName } = data
  const { store } = usePageContext()
  const { t } = useLingui()
  const number = order.order_number
  const orderDate = formatDate(order.order_date, store.locale)
  const { deadline } = order.withdrawal
  const lastDay = deadline ? lastDayOf(deadline, store.locale, storeTimeZone(store.key)) : null
  if (!order.withdrawal.available) return <WithdrawalUnavailable order={order} orderLink={links.order} />
  return (
    <>
      <p className={lead}>
        {lastDay ? (
          <Trans>
            You can withdraw from the contract of order {number} without giving any reason until the end of{' '}
            {lastDay}.
          </Trans>
        ) : (
          <Trans>
            You can withdraw from the contract of order {number} without giving any reason, now and until 14
            days after delivery.
          </Trans>
        )}{' '}
        <Trans>Check the details below; you confirm your withdrawal on the next page.</Trans>
      </p>
      <AccountForm name="withdrawal" action={links.start} operation="review" labelledBy="withdrawal-heading">
        <input type="hidden" name="revision" value={order.withdrawal.revision} />
        {links.token ? <input type="hidden" name="token" value={links.token} /> : null}
        <dl className={facts}>
          <dt>
            <Trans>Contract</Trans>
          </dt>
          <dd>{t`Order ${number} of ${orderDate}`}</dd>
        </dl>
        <TextField
          name="name"
          label={t`Your name`}
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={defaultName}
        />
        <TextField
          name="email"
          type="email"
          label={t`E-mail address for the acknowledgement of receipt`}
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={order.email}
          hint={
            <Trans>
              We e-mail you the acknowledgement of receipt, with the date and time of your withdrawal, at this
              address.
            </Trans>
          }
        />
        <PiecesChoice order={order} />
        <div className={formActions}>
          <SubmitButton>
            <Trans>Continue</Trans>
          </SubmitButton>
          <Link to={links.order}>
            <Trans>Back to the order</Trans>
          </Link>
        </div>
      </AccountForm>
    </>
  )
}

/** The whole order, or the pieces chosen per line (0 to what is left); refilled as sent when the form comes back. */
function PiecesChoice({ order }: { order: WithdrawalOrder }) {
  const { t } = useLingui()
  const scope = useFieldState('scope')
  const items = useFieldState('items')
  const chosenScope = scope.typed ?? 'all'
  return (
    <fieldset className={piecesChoice} aria-describedby={describedBy(items.errorId)}>
      <legend>
        <Trans>What do you withdraw from?</Trans>
      </legend>
      <label>
        <input type="radio" name="scope" value="all" defaultChecked={chosenScope !== 'items'} />
        <span>
          <Trans>The whole order</Trans>
        </span>
      </label>
      <label>
        <input
          type="radio"
          name="scope"
          value="items"
          defaultChecked={chosenScope === 'items'}
          aria-invalid={items.errorId ? true : undefined}
        />
        <span>
          <Trans>Only the items chosen below</Trans>
        </span>
      </label>
      {order.withdrawal.items.map((item) => {
        const productName = item.product_name
        return (
          <QuantityChoice
            key={item.order_item_id}
            item={item}
            label={t`Pieces of ${productName} to withdraw from`}
          />
        )
      })}
      <FieldError field={items} />
    </fieldset>
  )
}

function QuantityChoice({
  item,
  label,
}: {
  item: WithdrawalOrder['withdrawal']['items'][number]
  label: string
}) {
  const { locale } = useShop().store
  const field = useFieldState(`qty[${item.order_item_id}]`)
  const options = item.selected_options
    .map((option) => labelledValue(locale, option.label, option.value))
    .join(', ')
  const ordered = item.quantity_ordered
  const left = item.quantity_left
  return (
    <div>
      <label htmlFor={field.id}>
        <span>
          {label} ({item.product_sku}
          {options ? `, ${options}` : ''})
        </span>
        <select
          id={field.id}
          name={`qty[${item.order_item_id}]`}
          defaultValue={field.typed ?? '0'}
          disabled={left === 0}
        >
          {Array.from({ length: left + 1 }, (_, quantity) => (
            <option key={quantity} value={String(quantity)}>
              {quantity}
            </option>
          ))}
        </select>
      </label>
      <p>
        {left === ordered ? (
          <Trans>Ordered: {ordered}</Trans>
        ) : left === 0 ? (
          <Trans>Already withdrawn or no longer withdrawable.</Trans>
        ) : (
          <Trans>
            Ordered: {ordered}, still withdrawable: {left}
          </Trans>
        )}
      </p>
    </div>
  )
}

/** Why the withdrawal function is not offered for this order any more (and, after a refused confirmation, the refusal). */
function WithdrawalUnavailable({ order, orderLink }: { order: WithdrawalOrder; orderLink: string }) {
  const { store } = usePageContext()
  const { deadline, state } = order.withdrawal
  const lastDay = deadline ? lastDayOf(deadline, store.locale, storeTimeZone(store.key)) : null
  return (
    <>
      <FormErrorSummary form="withdrawal" />
      <p className={lead} data-withdrawal-state={state}>
        {state === 'PERIOD_OVER' && lastDay ? (
          <Trans>The 14-day withdrawal period of this order ended with {lastDay}.</Trans>
        ) : state === 'WITHDRAWN' ? (
          <Trans>You have withdrawn from every item of this order.</Trans>
        ) : (
          <Trans>This order was cancelled or closed: there is nothing left to withdraw from.</Trans>
        )}
      </p>
      <p>
        <Link to={orderLink}>
          <Trans>Back to the order</Trans>
        </Link>
      </p>
    </>
  )
}
