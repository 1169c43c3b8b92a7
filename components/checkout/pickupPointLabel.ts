import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { conjunctionFormat } from '../price/cachedFormats.ts'
import { formatOpeningHours } from './formatOpeningHours.ts'
import type { PickupPointOption } from './pickupLocationsQuery.ts'

/**
 * What a screen reader says of a pickup point's marker on the map: its name and its week of
 * opening hours ("Relay Lyon, open Monday to Friday: 09:00 to 19:00 and Saturday: Closed"),
 * since the marker alone stands for the list entry beside the map.
 */
export function pickupPointLabel(
  i18n: I18n,
  locale: string,
  point: Pick<PickupPointOption, 'name' | 'opening_hours'>,
): string {
  const name = point.name
  const week = conjunctionFormat(locale).format(
    formatOpeningHours(i18n, locale, point.opening_hours).map(({ days, hours }) =>
      i18n._(msg`${days}: ${hours}`),
    ),
  )
  return i18n._(msg`${name}, opening hours: ${week}`)
}
