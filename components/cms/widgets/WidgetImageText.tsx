import { css, cx } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { media } from '../../theme/tokens.ts'
import { CmsImage } from '../CmsImage.tsx'
import { readableColors } from '../cmsColors.ts'
import { CMS_FONT_SIZES, coverImage, widgetSection } from '../cms.styles.ts'

export const WidgetImageTextFragment = graphql(`
  fragment WidgetImageText_widget on WidgetImageText {
    text
    backgroundColor
    textColor
    imagePosition
    link
    fontSize
    image {
      ...CmsImage_media
    }
  }
`)

const box = css`
  display: grid;
  overflow: hidden;
  border-radius: 0.8rem;
  color: inherit;
  text-decoration: none;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
  p {
    margin: 0;
    padding: 2.4rem;
  }
`

const imageRight = css`
  ${media.tablet} {
    & > :first-child {
      order: 2;
    }
  }
`

const frame = css`
  aspect-ratio: 4 / 3;
`

/** A picture beside a text, in the CMS's colours; the whole block links when it has a link. */
export function WidgetImageText({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetImageTextFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetImageTextFragment, widgetRef)
  const style = {
    ...readableColors(widget.backgroundColor, widget.textColor),
    fontSize: widget.fontSize ? CMS_FONT_SIZES[widget.fontSize] : undefined,
  }
  const className = cx(box, widget.imagePosition === 'right' && imageRight)
  const content = (
    <>
      {widget.image ? (
        <div className={frame}>
          <CmsImage
            media={widget.image}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority={priority}
            alt=""
            className={coverImage}
          />
        </div>
      ) : null}
      <p>{widget.text}</p>
    </>
  )
  return (
    <section className={widgetSection}>
      {widget.link ? (
        <Link to={widget.link} className={className} style={style}>
          {content}
        </Link>
      ) : (
        <div className={className} style={style}>
          {content}
        </div>
      )}
    </section>
  )
}
