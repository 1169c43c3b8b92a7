import { css } from '@linaria/core'
import { Plural, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { useShop } from '../shop/ShopContext.tsx'
import { formatDate } from '../price/formatMoney.ts'
import { colors, fontSizes, fontWeights } from '../theme/tokens.ts'
import { StarRating } from './StarRating.tsx'
import { numberFormat } from '../price/cachedFormats.ts'
import { Link } from '../links/Link.tsx'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { reviewListQuery, type ReviewListParams } from './reviewListParams.ts'
import { ReviewPager, ReviewSortLinks } from './ReviewListNavigation.tsx'

/**
 * The reviews layer of a product: total, average and the page of reviews the URL asks for
 * (`$reviewPage`, `$reviewSort` of the page's query; aliased so the figures other fragments read
 * without arguments merge).
 */
export const ProductReviewsFragment = graphql(`
  fragment ProductReviews on Product {
    sku
    path
    reviews {
      total
      ratingAverage
    }
    reviewPage: reviews(page: $reviewPage, sort: $reviewSort) {
      page
      totalPages
      reviews {
        id
        rating
        title
        comment
        creationDate
        language
        verifiedBuyer
        author {
          displayName
        }
      }
    }
  }
`)

type ProductReviewsProps = { product: FragmentType<typeof ProductReviewsFragment> }

const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.8rem;
  margin: 0 0 1.6rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.4rem;
    color: ${colors.brandPrimaryText};
  }
`

/** A link on its own line, not in a sentence: a 44 px target (WCAG 2.5.8 wants 24 px even under the sticky header). */
const writeReviewLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 4.4rem;
`

const section = css`
  margin-top: 3.2rem;
  h2 {
    font-size: ${fontSizes.h3};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 1.6rem 0;
    border-top: 1px solid ${colors.greyBorder};
  }
  h3 {
    margin: 0.4rem 0;
    font-size: ${fontSizes.large};
    font-weight: ${fontWeights.semibold};
  }
  p {
    margin: 0.4rem 0;
  }
  footer {
    color: ${colors.greyText};
  }
`

const verifiedBadge = css`
  display: inline-block;
  margin-left: 0.8rem;
  padding: 0 0.6rem;
  border: 1px solid ${colors.brandPrimaryText};
  border-radius: 0.4rem;
  color: ${colors.brandPrimaryText};
  font-weight: ${fontWeights.semibold};
`

/** Average rating and count under the product name, linking to the reviews section. */
export function ReviewsSummary({ product: fragment }: ProductReviewsProps) {
  const { t } = useLingui()
  const { store } = useShop()
  const { reviews } = readFragment(ProductReviewsFragment, fragment)
  if (reviews.total === 0) return null
  const average = formatRating(reviews.ratingAverage, store.locale)
  const count = reviews.total
  return (
    <p className={summary}>
      <StarRating rating={reviews.ratingAverage} label={t`Rated ${average} out of 5`} />
      <a href="#reviews">
        <Plural value={count} one="# review" other="# reviews" />
      </a>
    </p>
  )
}

/** The reviews section (#reviews): average, count, the link to write one, and one page of reviews in the order the URL asks for. */
export function ProductReviews({
  product: fragment,
  list,
}: ProductReviewsProps & { list: ReviewListParams }) {
  const { t } = useLingui()
  const { store } = useShop()
  const { urlOriginal } = usePageContext()
  const product = readFragment(ProductReviewsFragment, fragment)
  const { reviews, reviewPage } = product
  const average = formatRating(reviews.ratingAverage, store.locale)
  const count = reviews.total
  const search = new URL(urlOriginal, 'http://localhost').searchParams
  const listHref = (next: ReviewListParams) => `${product.path}${reviewListQuery(search, next)}#reviews`
  return (
    <section className={section} id="reviews" aria-labelledby="reviews-heading" tabIndex={-1}>
      <h2 id="reviews-heading">{t`Customer reviews`}</h2>
      {reviews.total === 0 ? (
        <p>{t`No reviews yet.`}</p>
      ) : (
        <p>
          <Plural
            value={count}
            one={`Average rating ${average} out of 5, from # review.`}
            other={`Average rating ${average} out of 5, from # reviews.`}
          />
        </p>
      )}
      <p>
        <Link className={writeReviewLink} to={`/review/${encodeURIComponent(product.sku)}`}>
          {t`Write a review`}
        </Link>
      </p>
      {reviews.total > 1 ? (
        <ReviewSortLinks current={list.sort} href={(sort) => listHref({ page: 1, sort })} />
      ) : null}
      {reviewPage.reviews.length > 0 ? (
        <ol>
          {reviewPage.reviews.map((review) => (
            <li key={review.id}>
              <article>
                <StarRating rating={review.rating} label={t`Rated ${review.rating} out of 5`} />
                {/* The shopper's words are in the review's language, the rest in the store's. */}
                <h3 lang={review.language}>{review.title}</h3>
                <p lang={review.language}>{plainText(review.comment)}</p>
                <footer>
                  {t`${review.author.displayName}, ${formatDate(review.creationDate, store.locale)}`}
                  {review.language === store.language ? null : (
                    <> {t`(in ${languageName(review.language, store.locale)})`}</>
                  )}
                  {review.verifiedBuyer ? <span className={verifiedBadge}>{t`Verified buyer`}</span> : null}
                </footer>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      <ReviewPager
        page={reviewPage.page}
        totalPages={reviewPage.totalPages}
        href={(page) => listHref({ page, sort: list.sort })}
      />
    </section>
  )
}

/** A language's name in the store's language ("allemand", "Deutsch", "tedesco"). */
function languageName(language: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language
}

function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, 'rating').format(rating)
}

/** Review comments are rich text from shoppers: shown as text, never as markup. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
