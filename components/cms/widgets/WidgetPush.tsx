import { css, cx } from '@linaria/core'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { Link } from '../../links/Link.tsx'
import { colors, fontSizes, fontWeights, media } from '../../theme/tokens.ts'
import { HoverPicture } from '../HoverPicture.tsx'
import { ctaLink, widgetSection } from '../cms.styles.ts'

export const WidgetPushFragment = graphql(`
  fragment WidgetPush_widget on WidgetPush {
    label
    ctaLabel
    ctaLink
    displayType
    media {
      ...CmsImage_media
    }
    hoverMedia {
      ...CmsImage_media
    }
  }
`)

const push = css`
  display: grid;
  gap: 1.2rem;
  padding: 1.2rem;
  border-radius: 0.8rem;
  background: ${colors.white};
  color: inherit;
  text-decoration: none;
  div {
    display: grid;
    justify-items: start;
    gap: 1.2rem;
  }
  p {
    margin: 0;
    font-size: ${fontSizes.h3};
    font-weight: ${fontWeights.bold};
  }
`

const large = css`
  ${media.tablet} {
    grid-template-columns: 2fr 1fr;
    align-items: center;
  }
`

const card = css`
  max-width: 48rem;
`

/** A promoted picture (another on hover) with a label and a call to action; large or card. */
export function WidgetPush({
  widget: widgetRef,
  priority,
}: {
  widget: FragmentType<typeof WidgetPushFragment>
  priority: boolean
}) {
  const widget = useFragment(WidgetPushFragment, widgetRef)
  return (
    <section className={cx(widgetSection, push, widget.displayType === 'large' ? large : card)}>
      {widget.media ? (
        <HoverPicture
          media={widget.media}
          hoverMedia={widget.hoverMedia}
          sizes={
            widget.displayType === 'large'
              ? '(min-width: 768px) 66vw, 100vw'
              : '(min-width: 768px) 48rem, 100vw'
          }
          priority={priority}
        />
      ) : null}
      <div>
        <p>{widget.label}</p>
        {widget.ctaLink && widget.ctaLabel ? (
          <Link to={widget.ctaLink} className={ctaLink}>
            {widget.ctaLabel}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
