import { css, cx } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { fontSizes, media } from '../../theme/tokens.ts'
import { CmsHeading } from '../CmsHeading.tsx'
import { CmsImage } from '../CmsImage.tsx'
import { readableColors } from '../cmsColors.ts'
import { CMS_FONT_SIZES, coverImage, ctaLink, widgetSection } from '../cms.styles.ts'

export const WidgetImageQuoteFragment = graphql(`
  fragment WidgetImageQuote_widget on WidgetImageQuote {
    imagePosition
    imageFormat
    title
    headingLevel
    subtitle
    text
    ctaLabel
    ctaLink
    backgroundColor
    fontSize
    media {
      ...CmsImage_media
    }
  }
`)

const box = css`
  display: grid;
  overflow: hidden;
  border-radius: 0.8rem;
  ${media.tablet} {
    grid-template-columns: 2fr 3fr;
    align-items: center;
  }
`

const imageRight = css`
  ${media.tablet} {
    grid-template-columns: 3fr 2fr;
    & > :first-child {
      order: 2;
    }
  }
`

const body = css`
  padding: 2.4rem;
  blockquote {
    margin: 0 0 1.6rem;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0 0 0.8rem;
    font-size: ${fontSizes.h2};
  }
  p {
    margin: 0 0 1.6rem;
  }
`

const subtitle = css`
  font-weight: 600;
`

/** Aspect ratios of the picture formats the CMS offers. */
const FORMATS: Record<string, string> = { portrait: '3 / 4', landscape: '4 / 3', square: '1' }

/** A picture beside a quote, with a subtitle, a text and a call to action, in the CMS's colours. */
export function WidgetImageQuote({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetImageQuoteFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetImageQuoteFragment, widgetRef)
  const style = {
    ...readableColors(widget.backgroundColor, null),
    fontSize: widget.fontSize ? CMS_FONT_SIZES[widget.fontSize] : undefined,
  }
  return (
    <section className={cx(widgetSection, box, widget.imagePosition === 'right' && imageRight)} style={style}>
      {widget.media ? (
        <div style={{ aspectRatio: FORMATS[widget.imageFormat] ?? FORMATS.square }}>
          <CmsImage
            media={widget.media}
            sizes="(min-width: 768px) 40vw, 100vw"
            priority={priority}
            alt=""
            className={coverImage}
          />
        </div>
      ) : null}
      <div className={body}>
        <blockquote>
          <CmsHeading level={widget.headingLevel}>{widget.title}</CmsHeading>
          {widget.subtitle ? <p className={subtitle}>{widget.subtitle}</p> : null}
          <p>{widget.text}</p>
        </blockquote>
        {widget.ctaLink && widget.ctaLabel ? (
          <Link to={widget.ctaLink} className={ctaLink}>
            {widget.ctaLabel}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
