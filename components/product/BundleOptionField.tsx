import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { field } from './configurator.styles.ts'
import type { BundleOptionChoice } from './configuratorModel.ts'

/** Most pieces of one selection a shopper may put in a bundle. */
const MAX_BUNDLE_QUANTITY = 10

/** Props of {@link BundleOptionField}. */
export interface BundleOptionFieldProps {
  option: BundleOptionChoice
  quantities: Record<string, number>
  onQuantity: (valueId: string, quantity: number) => void
}

/** A bundle option: each selection with its quantity, a number field where the shopper may change it. */
export function BundleOptionField({ option, quantities, onQuantity }: BundleOptionFieldProps) {
  const { t } = useLingui()
  const { store } = useShop()
  const id = useId()
  return (
    <fieldset>
      <legend>{option.required ? `${option.label} ${t`(required)`}` : option.label}</legend>
      {option.values.map((value) => {
        const quantity = quantities[value.id] ?? value.defaultQuantity
        const price = formatMoney(value.price.amount, value.price.currency, store.locale)
        return value.userDefinedQuantity ? (
          <div key={value.id} className={field}>
            <label
              htmlFor={`${id}-${value.id}`}
            >{t`${value.label}, quantity (${price} per extra piece)`}</label>
            <input
              id={`${id}-${value.id}`}
              type="number"
              name={`bundle[${option.id}][${value.id}]`}
              min={value.defaultQuantity}
              max={MAX_BUNDLE_QUANTITY}
              value={quantity}
              onChange={(event) =>
                onQuantity(
                  value.id,
                  clamp(Number(event.target.value), value.defaultQuantity, MAX_BUNDLE_QUANTITY),
                )
              }
            />
          </div>
        ) : (
          <p key={value.id}>{t`${quantity} × ${value.label}`}</p>
        )
      })}
    </fieldset>
  )
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min
}
