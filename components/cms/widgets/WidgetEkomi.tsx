import { css, cx } from '@linaria/core'
import { Plural, Trans } from '@lingui/react/macro'
import { graphql, useFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { formatDate } from '../../price/formatMoney.ts'
import { useShop } from '../../shop/ShopContext.tsx'
import type { StoreLocale } from '../../../config/stores.ts'
import { colors, fontSizes, fontWeights } from '../../theme/tokens.ts'
import { widgetSection, widgetTitle } from '../cms.styles.ts'
import { numberFormat } from '../../price/cachedFormats.ts'

export const WidgetEkomiFragment = graphql(`
  fragment WidgetEkomi_widget on WidgetEkomi {
    rating {
      ratingNumber
      average
    }
    lastFeedback {
      firstname
      review
      submitted
      rating
      bestRating
    }
  }
`)

const box = css`
  padding: 2.4rem;
  border-radius: 0.8rem;
  background: ${colors.white};
  text-align: center;
  figure {
    margin: 2.4rem auto 0;
    max-width: 60rem;
  }
  blockquote {
    margin: 0 0 0.8rem;
    font-size: ${fontSizes.large};
  }
  figcaption {
    color: ${colors.greyText};
  }
`

const score = css`
  margin: 0;
  font-size: ${fontSizes.h1};
  font-weight: ${fontWeights.bold};
`

const stars = css`
  color: ${colors.textBlack};
  letter-spacing: 0.2rem;
`

/** Five stars filled to a rating, hidden from assistive technology (the text says it). */
function Stars({ rating, best = 5 }: { rating: number; best?: number }) {
  const filled = Math.round((rating / best) * 5)
  return (
    <span className={stars} aria-hidden="true">
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </span>
  )
}

/** The shop's customer reviews summary (average, count) and the latest review. */
export function WidgetEkomi({ widget: widgetRef }: { widget: FragmentType<typeof WidgetEkomiFragment> }) {
  const widget = useFragment(WidgetEkomiFragment, widgetRef)
  const { store } = useShop()
  const average = numberFormat(store.locale, 'rating').format(widget.rating.average)
  const count = widget.rating.ratingNumber
  const feedback = widget.lastFeedback
  return (
    <section className={cx(widgetSection, box)}>
      <h2 className={widgetTitle}>
        <Trans>Customer reviews</Trans>
      </h2>
      <p className={score}>
        <Trans>{average} out of 5</Trans>
      </p>
      <p>
        <Stars rating={widget.rating.average} /> <Plural value={count} one="# review" other="# reviews" />
      </p>
      {feedback ? <LastFeedback feedback={feedback} locale={store.locale} /> : null}
    </section>
  )
}

/** The latest review as the widget fragment gives it. */
interface Feedback {
  firstname: string
  review: string
  submitted: string
  rating: number
  bestRating: number
}

/** The latest review: its text, who wrote it, when, and its rating. */
function LastFeedback({ feedback, locale }: { feedback: Feedback; locale: StoreLocale }) {
  const name = feedback.firstname
  const date = formatDate(feedback.submitted, locale)
  const rating = feedback.rating
  const best = feedback.bestRating
  return (
    <figure>
      <blockquote>
        <p>{feedback.review}</p>
      </blockquote>
      <figcaption>
        <Stars rating={feedback.rating} best={feedback.bestRating} />{' '}
        <Trans>
          {name}, {date}, rated {rating} out of {best}
        </Trans>
      </figcaption>
    </figure>
  )
}
