import { Fragment, useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { formatDistance } from './formatDistance.ts'
import { formatOpeningHours } from './formatOpeningHours.ts'
import type { PickupPointOption } from './pickupLocationsQuery.ts'
import { distance as distanceClass, options } from './pickupPicker.styles.ts'

/** Name of the field that carries the chosen pickup point in a form. */
export const PICKUP_LOCATION_FIELD = 'pickupLocationCode'

/** Props of {@link PickupPointOptions}. */
export interface PickupPointOptionsProps {
  points: readonly PickupPointOption[]
  selectedCode: string | null
  /** The radios' name: `pickupLocationCode` in a plain form. */
  name: string
  /** Id of the form the radios belong to, when they are outside it. */
  form?: string
  /** Makes the radios controlled: called with the code of the point chosen. */
  onSelect?: (code: string) => void
}

/** The pickup points as radio buttons (arrow keys move between them), each with its address, distance and opening hours. */
export function PickupPointOptions({ points, selectedCode, name, form, onSelect }: PickupPointOptionsProps) {
  const idPrefix = useId()
  if (points.length === 0) return null
  return (
    <fieldset className={options}>
      <legend>
        <Trans>Pickup points</Trans>
      </legend>
      <ul>
        {points.map((point) => {
          const id = `${idPrefix}${point.pickup_location_code}`
          const checked = point.pickup_location_code === selectedCode
          return (
            <li key={point.pickup_location_code} data-pickup-code={point.pickup_location_code}>
              <input
                type="radio"
                id={id}
                name={name}
                form={form}
                value={point.pickup_location_code}
                aria-describedby={`${id}-hours`}
                {...(onSelect
                  ? { checked, onChange: () => onSelect(point.pickup_location_code) }
                  : { defaultChecked: checked })}
              />
              <PointLabel point={point} htmlFor={id} />
              <PointHours point={point} id={`${id}-hours`} />
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

function PointLabel({ point, htmlFor }: { point: PickupPointOption; htmlFor: string }) {
  const { locale } = useShop().store
  const distance = point.distance == null ? null : formatDistance(locale, point.distance)
  return (
    <label htmlFor={htmlFor}>
      <strong>{point.name}</strong>
      <span>{point.street}</span>
      <span>
        {point.postcode} {point.city}
      </span>
      {distance === null ? null : (
        <span className={distanceClass}>
          <Trans>{distance} away</Trans>
        </span>
      )}
    </label>
  )
}

function PointHours({ point, id }: { point: PickupPointOption; id: string }) {
  const { locale } = useShop().store
  const { t, i18n } = useLingui()
  return (
    <dl id={id} aria-label={t`Opening hours`}>
      {formatOpeningHours(i18n, locale, point.opening_hours).map((line) => (
        <Fragment key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.hours}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
