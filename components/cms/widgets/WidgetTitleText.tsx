import { css, cx } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { fontSizes } from '../../theme/tokens.ts'
import { widgetSection, widgetTitle } from '../cms.styles.ts'

export const WidgetTitleTextFragment = graphql(`
  fragment WidgetTitleText_widget on WidgetTitleText {
    title
    text
  }
`)

const box = css`
  max-width: 72rem;
  margin-inline: auto;
  text-align: center;
  p {
    margin: 0;
    font-size: ${fontSizes.large};
  }
`

/** A title and a paragraph. */
export function WidgetTitleText({
  widget: widgetRef,
}: {
  widget: FragmentType<typeof WidgetTitleTextFragment>
}) {
  const widget = useFragment(WidgetTitleTextFragment, widgetRef)
  return (
    <section className={cx(widgetSection, box)}>
      <h2 className={widgetTitle}>{widget.title}</h2>
      <p>{widget.text}</p>
    </section>
  )
}
