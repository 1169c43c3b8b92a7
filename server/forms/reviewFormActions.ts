import { graphql } from '../../graphql/client/generated/gql.ts'
import { formRequest, mutationAnswer, type FormAction } from './formAction.ts'
import { textField, wholeNumberField, type FormBody } from './formFields.ts'

/** The review page of the sku the form sent (`/review/SL-00001`). */
const reviewPage = (body: FormBody) => `/review/${encodeURIComponent(textField(body, 'sku'))}`

/**
 * The review form (`/review/:sku`): a signed-in customer's review of a product, held for
 * moderation; the page then thanks them once. Anybody else is refused by the API (sign in
 * first) and sees the form's page again.
 */
export const REVIEW_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/review/*',
    operations: {
      default: {
        form: 'productReview',
        requiresCustomer: false,
        request: (body) => {
          const input = {
            sku: textField(body, 'sku'),
            rating: ratingOf(body),
            title: textField(body, 'title'),
            comment: textField(body, 'comment'),
          }
          return formRequest(PRODUCT_REVIEW, { input }, mutationAnswer('createProductReview'))
        },
        next: reviewPage,
        notice: 'reviewSubmitted',
        pageOnError: reviewPage,
      },
    },
  },
]

/** The stars chosen; anything but a whole number of them becomes 0, which the API refuses with the form's message (INVALID_RATING). */
function ratingOf(body: FormBody): number {
  return wholeNumberField(body, 'rating', 5) ?? 0
}

const PRODUCT_REVIEW = graphql(`
  mutation FormProductReview($input: ProductReviewInput!) {
    createProductReview(input: $input) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)
