import { css } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Icon } from '../../icons/Icon.tsx'
import { ICON_PATHS, type IconName } from '../../icons/iconPaths.ts'
import { colors, fontSizes, media } from '../../theme/tokens.ts'
import { tileTitle, widgetSection } from '../cms.styles.ts'

export const WidgetReassuranceFragment = graphql(`
  fragment WidgetReassurance_widget on WidgetReassurance {
    items {
      icon
      title
      text
    }
  }
`)

const list = css`
  display: grid;
  gap: 1.2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 1.2rem;
    padding: 1.6rem;
    border-radius: 0.8rem;
    background: ${colors.brandSecondary};
  }
  svg {
    grid-row: span 2;
  }
  h3 {
    margin: 0;
    font-size: ${fontSizes.body};
  }
  p {
    margin: 0;
    grid-column: 2;
  }
`

const KNOWN_ICONS = new Set<string>(['cart', 'heart', 'user', 'search', 'store', 'delivery', 'gift', 'phone'])

/** Reassurance items (free delivery, gift wrapping …), each with its icon. */
export function WidgetReassurance({
  widget: widgetRef,
}: {
  widget: FragmentType<typeof WidgetReassuranceFragment>
}) {
  const widget = useFragment(WidgetReassuranceFragment, widgetRef)
  return (
    <section className={widgetSection}>
      <ul className={list}>
        {widget.items.map((item, index) => (
          <li key={index}>
            {KNOWN_ICONS.has(item.icon) ? <Icon path={ICON_PATHS[item.icon as IconName]} size={32} /> : null}
            <h3 className={tileTitle}>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
