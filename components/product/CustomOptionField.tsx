import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { checkRow, field } from './configurator.styles.ts'
import { extraCostAmount, type CustomOptionChoice, type ExtraCost } from './configuratorModel.ts'
import { numberFormat } from '../price/cachedFormats.ts'

/** Props of {@link CustomOptionField}. */
export interface CustomOptionFieldProps {
  option: CustomOptionChoice
  value: string | string[] | undefined
  basePrice: number
  onChange: (value: string | string[]) => void
}

/** "+ €5.00", or "+ 10 % (€2.99)" for a percentage of the product price; nothing for a free choice. */
function useExtraCostLabel(basePrice: number) {
  const { store } = useShop()
  return (cost: ExtraCost | null) => {
    if (!cost) return ''
    const amount = extraCostAmount(cost, basePrice)
    if (amount === 0) return ''
    const money = formatMoney(
      amount,
      cost.kind === 'fixed' ? cost.price.currency : store.currency,
      store.locale,
    )
    if (cost.kind === 'fixed') return ` (+ ${money})`
    const rate = numberFormat(store.locale, 'rate').format(cost.rate / 100)
    return ` (+ ${rate}, ${money})`
  }
}

/** A custom option: text field or area with its length limit, drop-down, radio buttons or checkboxes. */
export function CustomOptionField({ option, value, basePrice, onChange }: CustomOptionFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const cost = useExtraCostLabel(basePrice)
  const required = option.required ? ` ${t`(required)`}` : ''
  const label = `${option.title}${cost(option.extraCost)}${required}`
  const text = typeof value === 'string' ? value : ''
  const chosen = Array.isArray(value) ? value : value ? [value] : []
  switch (option.type) {
    case 'field':
    case 'area': {
      const hint = option.maxCharacters ? t`${option.maxCharacters} characters maximum` : ''
      const Control = option.type === 'area' ? 'textarea' : 'input'
      return (
        <div className={field}>
          <label htmlFor={id}>{label}</label>
          <Control
            id={id}
            name={`entered[${option.id}]`}
            {...(option.type === 'field' ? { type: 'text' } : {})}
            value={text}
            maxLength={option.maxCharacters ?? undefined}
            required={option.required}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
        </div>
      )
    }
    case 'drop_down':
      return (
        <div className={field}>
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            name={`options[${option.id}]`}
            value={text}
            required={option.required}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{option.required ? t`Choose…` : t`None`}</option>
            {option.values.map((item) => (
              <option key={item.id} value={item.id}>
                {`${item.title}${cost(item.extraCost)}`}
              </option>
            ))}
          </select>
        </div>
      )
    default: {
      const multiple = option.type === 'checkbox' || option.type === 'multiple'
      return (
        <fieldset>
          <legend>{label}</legend>
          {option.values.map((item) => (
            <label key={item.id} className={checkRow}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`options[${option.id}]`}
                value={item.id}
                checked={chosen.includes(item.id)}
                required={option.required && !multiple}
                onChange={(event) =>
                  onChange(
                    multiple
                      ? event.target.checked
                        ? [...chosen, item.id]
                        : chosen.filter((other) => other !== item.id)
                      : item.id,
                  )
                }
              />
              {`${item.title}${cost(item.extraCost)}`}
            </label>
          ))}
        </fieldset>
      )
    }
  }
}
