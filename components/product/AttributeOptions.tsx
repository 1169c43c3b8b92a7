import { useId } from 'react'
import { cx } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { choice, choices, swatch, visuallyHidden } from './configurator.styles.ts'
import type { AttributeChoice } from './configuratorModel.ts'
import { labelledValue } from '../../config/labelledValue.ts'
import { useShop } from '../shop/ShopContext.tsx'

/** Props of {@link AttributeOptions}. */
export interface AttributeOptionsProps {
  attribute: AttributeChoice
  selected: string | undefined
  isAvailable: (value: string) => boolean
  /** Whether a value can be chosen (a sold-out size can, for its stock alert); default: when available. */
  isChoosable?: (value: string) => boolean
  onChoose: (value: string) => void
}

/**
 * One configurable attribute as a radio group (arrow keys move the choice): swatches for the
 * colour attribute, chips for sizes. Choices that only reach sold-out variants are struck
 * through and say so to screen readers; sold-out colours are disabled, sold-out sizes stay
 * choosable (for their stock alert).
 */
export function AttributeOptions({
  attribute,
  selected,
  isAvailable,
  isChoosable = isAvailable,
  onChoose,
}: AttributeOptionsProps) {
  const { locale } = useShop().store
  const { t } = useLingui()
  const name = useId()
  const selectedLabel = attribute.values.find((value) => value.value === selected)?.label
  return (
    <fieldset>
      <legend>
        {selectedLabel ? labelledValue(locale, attribute.label, selectedLabel) : attribute.label}
      </legend>
      <div className={choices}>
        {attribute.values.map((value) => {
          const id = `${name}-${value.value}`
          const available = isAvailable(value.value)
          return (
            <div key={value.value} className={cx(choice, attribute.swatches && swatch)}>
              <input
                type="radio"
                id={id}
                name={attribute.code}
                value={value.value}
                checked={selected === value.value}
                disabled={!isChoosable(value.value)}
                onChange={() => onChoose(value.value)}
              />
              <label
                htmlFor={id}
                title={attribute.swatches ? value.label : undefined}
                data-sold-out={available ? undefined : ''}
              >
                {attribute.swatches ? <span aria-hidden="true" style={swatchStyle(value.swatch)} /> : null}
                <span className={attribute.swatches ? visuallyHidden : undefined}>{value.label}</span>
                {available ? null : <span className={visuallyHidden}> {t`(out of stock)`}</span>}
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

function swatchStyle(value: AttributeChoice['values'][number]['swatch']) {
  if (!value) return undefined
  if (value.type === 'image') return { backgroundImage: `url("${encodeURI(value.value)}")` }
  return /^#[0-9a-f]{3,8}$/i.test(value.value) ? { backgroundColor: value.value } : undefined
}
