import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { graphql, useFragment, type FragmentType } from '../../graphql/client/index.ts'
import { colors, fontWeights } from '../theme/tokens.ts'
import { useShop } from '../shop/ShopContext.tsx'
import { formatOpeningSlots } from '../checkout/formatOpeningHours.ts'
import { weekdayName } from './weekdayTime.ts'

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

/** Every weekday with its opening hours, or closed, in the store's language. */
export function OpeningHours({ contact: fragment }: { contact: FragmentType<typeof OpeningHoursFragment> }) {
  const { openingHours } = useFragment(OpeningHoursFragment, fragment)
  const { locale } = useShop().store
  const { t, i18n } = useLingui()
  return (
    <table className={table}>
      <caption>{t`Opening hours (French time)`}</caption>
      <tbody>
        {openingHours.map(({ day, opening }) => (
          <tr key={day}>
            <th scope="row">{weekdayName(locale, day)}</th>
            <td>{formatOpeningSlots(i18n, locale, opening)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
