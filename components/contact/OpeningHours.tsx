import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { colors, fontWeights } from '../theme/tokens.ts'
import { useShop } from '../shop/ShopContext.tsx'
import { conjunctionFormat, timeOfDayFormat, weekdayFormat } from '../price/cachedFormats.ts'

/** The customer service's opening hours per weekday. */
export const OpeningHoursFragment = graphql(`
  fragment OpeningHours_contact on ContactInfo {
    openingHours {
      day
      opening {
        from
        to
      }
    }
  }
`)

const table = css`
  border-collapse: collapse;
  background: ${colors.white};
  caption {
    margin: 0 0 0.8rem;
    text-align: left;
    font-weight: ${fontWeights.semibold};
  }
  th,
  td {
    padding: 0.6rem 1.2rem 0.6rem 0;
    border-bottom: 1px solid ${colors.greyBorder};
    text-align: left;
  }
  th {
    font-weight: ${fontWeights.medium};
  }
`

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

/** The name of a weekday (`monday` … `sunday`) in `locale`. */
export function weekdayName(locale: string, day: string): string {
  // 1 January 2024 was a Monday.
  return weekdayFormat(locale).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)))
}

/** A 24-hour `HH:mm` time written the way `locale` writes times. */
export function localTime(locale: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return timeOfDayFormat(locale).format(Date.UTC(2024, 0, 1, hours, minutes))
}

/** Every weekday with its opening hours, or closed, in the store's language. */
export function OpeningHours({ contact: fragment }: { contact: FragmentType<typeof OpeningHoursFragment> }) {
  const { openingHours } = useFragment(OpeningHoursFragment, fragment)
  const { locale } = useShop().store
  const { t } = useLingui()
  return (
    <table className={table}>
      <caption>{t`Opening hours (French time)`}</caption>
      <tbody>
        {openingHours.map(({ day, opening }) => (
          <tr key={day}>
            <th scope="row">{weekdayName(locale, day)}</th>
            <td>
              {opening.length === 0
                ? t`Closed`
                : conjunctionFormat(locale).format(
                    opening.map((slot) => {
                      const from = localTime(locale, slot.from)
                      const to = localTime(locale, slot.to)
                      return t`${from} to ${to}`
                    }),
                  )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
