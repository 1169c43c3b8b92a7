import { css } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { media } from '../../theme/tokens.ts'
import { CmsImage } from '../CmsImage.tsx'
import { coverImage, ctaLink, tileTitle, widgetSection } from '../cms.styles.ts'

export const WidgetThreePushFragment = graphql(`
  fragment WidgetThreePush_widget on WidgetThreePush {
    images {
      title
      labelCta
      link
      media {
        ...CmsImage_media
      }
    }
  }
`)

const grid = css`
  display: grid;
  gap: 1.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
  }
`

const frame = css`
  width: 100%;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: 0.8rem;
`

/** Three pictures, each with a title and a call to action. */
export function WidgetThreePush({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetThreePushFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetThreePushFragment, widgetRef)
  return (
    <section className={widgetSection}>
      <ul className={grid}>
        {widget.images.map((push, index) => (
          <li key={index}>
            {push.media ? (
              <div className={frame}>
                <CmsImage
                  media={push.media}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  priority={priority && index === 0}
                  alt=""
                  className={coverImage}
                />
              </div>
            ) : null}
            <h3 className={tileTitle}>{push.title}</h3>
            {push.link ? (
              <Link to={push.link} className={ctaLink}>
                {push.labelCta}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
