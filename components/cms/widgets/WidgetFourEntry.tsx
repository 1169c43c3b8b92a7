import { css, cx } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { colors } from '../../theme/tokens.ts'
import { CmsImage } from '../CmsImage.tsx'
import { coverImage, productGrid, tileLink, tileTitle, widgetSection } from '../cms.styles.ts'

export const WidgetFourEntryFragment = graphql(`
  fragment WidgetFourEntry_widget on WidgetFourEntry {
    entries {
      title
      withShadow
      link
      media {
        ...CmsImage_media
      }
    }
  }
`)

const tile = css`
  display: block;
  height: 100%;
  overflow: hidden;
  border-radius: 0.8rem;
  background: ${colors.white};
  h3 {
    margin: 0;
    padding: 0.8rem 1.2rem 1.2rem;
  }
`

const shadow = css`
  box-shadow: 0 0.2rem 0.8rem rgb(0 0 0 / 0.15);
`

const frame = css`
  aspect-ratio: 1;
`

/** Four entry tiles (picture and title), each a link into the shop. */
export function WidgetFourEntry({
  widget: widgetRef,
}: {
  widget: FragmentType<typeof WidgetFourEntryFragment>
}) {
  const widget = useFragment(WidgetFourEntryFragment, widgetRef)
  return (
    <section className={widgetSection}>
      <ul className={productGrid}>
        {widget.entries.map((entry, index) => {
          const content = (
            <>
              {entry.media ? (
                <div className={frame}>
                  <CmsImage
                    media={entry.media}
                    sizes="(min-width: 768px) 25vw, 50vw"
                    alt=""
                    className={coverImage}
                  />
                </div>
              ) : null}
              <h3 className={tileTitle}>{entry.title}</h3>
            </>
          )
          const className = cx(tile, entry.withShadow && shadow)
          return (
            <li key={index}>
              {entry.link ? (
                <Link to={entry.link} className={cx(tileLink, className)}>
                  {content}
                </Link>
              ) : (
                <div className={className}>{content}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
