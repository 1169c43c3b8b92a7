import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '@linaria/core'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import type { ReturnFormAttributeFragment as Attribute } from '../../graphql/client/generated/graphql.ts'
import { AccountForm } from '../forms/AccountForm.tsx'
import { CheckboxField } from '../forms/CheckboxField.tsx'
import { SelectField } from '../forms/SelectField.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextAreaField } from '../forms/TextAreaField.tsx'
import { TextField } from '../forms/TextField.tsx'
import { FieldFrame } from '../forms/FieldFrame.tsx'
import { formActions } from '../forms/forms.styles.ts'
import { panel } from './account.styles.ts'
import { labelledValue } from '../../config/labelledValue.ts'
import { useShop } from '../shop/ShopContext.tsx'

/** The order lines the form offers, with how many pieces of each may be returned. */
export const ReturnFormOrderFragment = graphql(`
  fragment ReturnFormOrder on Order {
    order_id
    items_eligible_for_return {
      id
      product_name
      selected_options {
        label
        value
      }
      quantity_ordered
      quantity_returned
      quantity_returnable
    }
  }
`)

/** A field of the form, as `returnAttributes` answers it. */
export const ReturnFormAttributeFragment = graphql(`
  fragment ReturnFormAttribute on ReturnAttribute {
    code
    label
    required
    kind
    scope
    max_length
    options {
      value
      label
    }
  }
`)

const line = css`
  border: 0;
  margin: 0;
  padding: 1.6rem;
  display: grid;
  gap: 1.2rem;
  legend {
    padding: 0;
    font-weight: 600;
  }
`

/**
 * The return form of /user/orders/:orderId/returns/create, and of a guest's order link at
 * /orders/returns?token= (`token`: it posts there, the token in a hidden field): for each line that may be returned,
 * how many pieces (0 keeps it) and the item's questions (reason, condition …), then the
 * return's own questions (comments, contact phone). A plain form posting to its own page
 * (server/forms/returnFormActions.ts); refused, it comes back with everything typed.
 */
export function ReturnForm({
  order: orderFragment,
  attributes: attributeFragments,
  token = null,
}: {
  order: FragmentType<typeof ReturnFormOrderFragment>
  attributes: readonly FragmentType<typeof ReturnFormAttributeFragment>[]
  token?: string | null
}) {
  const { locale } = useShop().store
  const order = readFragment(ReturnFormOrderFragment, orderFragment)
  const attributes = attributeFragments.map((fragment) => readFragment(ReturnFormAttributeFragment, fragment))
  const itemAttributes = attributes.filter((attribute) => attribute.scope === 'ITEM')
  const returnAttributes = attributes.filter((attribute) => attribute.scope === 'RETURN')
  return (
    <AccountForm
      name="requestReturn"
      action={
        token === null
          ? `/user/orders/${order.order_id}/returns/create`
          : `/orders/returns?token=${encodeURIComponent(token)}`
      }
    >
      {token === null ? null : (
        <>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="orderId" value={order.order_id} />
        </>
      )}
      {order.items_eligible_for_return.map((item) => {
        const options = item.selected_options
          .map((option) => labelledValue(locale, option.label, option.value))
          .join(', ')
        return (
          <fieldset key={item.id} className={`${panel} ${line}`} data-return-line={item.id}>
            <legend>
              {item.product_name}
              {options ? ` (${options})` : null}
            </legend>
            <QuantityField
              name={`items[${item.id}][quantity]`}
              max={item.quantity_returnable}
              ordered={item.quantity_ordered}
              returned={item.quantity_returned}
            />
            {itemAttributes.map((attribute) => (
              <AttributeField
                key={attribute.code}
                attribute={attribute}
                name={`items[${item.id}][${attribute.code}]`}
              />
            ))}
          </fieldset>
        )
      })}
      {returnAttributes.map((attribute) => (
        <AttributeField key={attribute.code} attribute={attribute} name={`attributes[${attribute.code}]`} />
      ))}
      <div className={formActions}>
        <SubmitButton>
          <Trans>Request the return</Trans>
        </SubmitButton>
      </div>
    </AccountForm>
  )
}

/** How many pieces of a line to return: 0 (the default) to what may still be returned. */
function QuantityField({
  name,
  max,
  ordered,
  returned,
}: {
  name: string
  max: number
  ordered: number
  returned: number
}) {
  const hint =
    returned > 0 ? (
      <Trans>
        Ordered: {ordered}, already in a return: {returned}, you can return up to {max}.
      </Trans>
    ) : (
      <Trans>
        Ordered: {ordered}, you can return up to {max}.
      </Trans>
    )
  return (
    <FieldFrame name={name} hint={hint}>
      {(control, state) => (
        <>
          <label htmlFor={control.id}>
            <Trans>Quantity to return</Trans>
          </label>
          <input
            {...control}
            name={name}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            defaultValue={state.typed ?? '0'}
          />
        </>
      )}
    </FieldFrame>
  )
}

/** A question of the form, by its kind; required ones are checked by the server for the lines returned (a line left at 0 needs no answer). */
function AttributeField({ attribute, name }: { attribute: Attribute; name: string }) {
  const { t } = useLingui()
  const perItem = attribute.scope === 'ITEM'
  // Item questions are not `required` in HTML: a line left at 0 is sent without answers.
  const required = attribute.required && !perItem
  const label =
    attribute.required && perItem ? t`${attribute.label} (required when returned)` : attribute.label
  switch (attribute.kind) {
    case 'SELECT':
      return (
        <SelectField
          name={name}
          label={label}
          options={attribute.options}
          autoComplete="off"
          required={required}
        />
      )
    case 'TEXT_AREA':
      return (
        <TextAreaField
          name={name}
          label={label}
          required={required}
          maxLength={attribute.max_length}
          rows={4}
        />
      )
    case 'BOOLEAN':
      return <CheckboxField name={name} label={label} value="true" required={required} />
    default: {
      // The seeded phone field gets the phone keyboard and the browser's own number.
      const phone = attribute.code === 'contact_phone'
      return (
        <TextField
          name={name}
          label={label}
          required={required}
          maxLength={attribute.max_length}
          autoComplete={phone ? 'tel' : 'off'}
          type={phone ? 'tel' : 'text'}
        />
      )
    }
  }
}
