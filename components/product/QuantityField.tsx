import { Trans } from '@lingui/react/macro'
import { field } from './configurator.styles.ts'

/** Most pieces of one configuration in one add. */
export const MAX_QUANTITY = 99

/** A quantity as the form may take it: a whole number from 1 to {@link MAX_QUANTITY}, else 1. */
function quantityWithinRange(value: unknown): number {
  const quantity = Math.round(Number(value))
  return quantity >= 1 ? Math.min(MAX_QUANTITY, quantity) : 1
}

/** The quantity a refused add sent, when the form can show it again; else 1. */
export function sentQuantity(sent: string | undefined): number {
  const quantity = Math.round(Number(sent))
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : 1
}

/** The quantity of a product form (`qty`), kept from 1 to {@link MAX_QUANTITY}. */
export function QuantityField({
  id,
  quantity,
  onChange,
}: {
  id: string
  quantity: number
  onChange: (quantity: number) => void
}) {
  return (
    <div className={field}>
      <label htmlFor={id}>
        <Trans>Quantity</Trans>
      </label>
      <input
        id={id}
        type="number"
        name="qty"
        min={1}
        max={MAX_QUANTITY}
        value={quantity}
        onChange={(event) => onChange(quantityWithinRange(event.target.value))}
      />
    </div>
  )
}
