import { graphql } from '../../graphql/client/generated/gql.ts'
import { formRequest, mutationAnswer, type FormAction, type FormRequest } from './formAction.ts'
import { textField } from './formFields.ts'

/** Confirms the subscription of the confirmation e-mail's link (`/newsletter?confirm=<token>`). */
export function newsletterConfirmation(token: string): FormRequest {
  return formRequest(CONFIRM, { token }, mutationAnswer('confirmNewsletterSubscription'))
}

/**
 * The newsletter page's forms (`/newsletter`), for anybody, signed in or not: asking for a
 * subscription (a confirmation link is e-mailed), from the page or the footer of every page,
 * and the unsubscribe button of the link every
 * newsletter carries (a POST, so mail scanners that open links do not unsubscribe anybody).
 */
export const NEWSLETTER_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/newsletter',
    oneClickUnsubscribe: (token) =>
      formRequest(ONE_CLICK_UNSUBSCRIBE, { token }, mutationAnswer('unsubscribeFromNewsletter')),
    operations: {
      // The footer's form, on public cached pages without a token: harmless when forged, since it only e-mails a confirmation link (double opt-in).
      footerSubscribe: {
        form: 'newsletterSubscribe',
        requiresCustomer: false,
        tokenless: true,
        request: (body) =>
          formRequest(
            FOOTER_SUBSCRIBE,
            { email: textField(body, 'email') },
            mutationAnswer('subscribeEmailToNewsletter'),
          ),
        next: () => '/newsletter',
        notice: 'newsletterConfirmationSent',
        pageOnError: () => '/newsletter',
      },
      subscribe: {
        form: 'newsletterSubscribe',
        requiresCustomer: false,
        request: (body) =>
          formRequest(
            SUBSCRIBE,
            { email: textField(body, 'email') },
            mutationAnswer('subscribeEmailToNewsletter'),
          ),
        next: () => '/newsletter',
        notice: 'newsletterConfirmationSent',
        pageOnError: () => '/newsletter',
      },
      unsubscribe: {
        form: 'newsletterUnsubscribe',
        requiresCustomer: false,
        request: (body) =>
          formRequest(
            UNSUBSCRIBE,
            { token: textField(body, 'token') },
            mutationAnswer('unsubscribeFromNewsletter'),
          ),
        next: () => '/newsletter',
        notice: 'newsletterUnsubscribed',
        pageOnError: (body) => `/newsletter?unsubscribe=${encodeURIComponent(textField(body, 'token'))}`,
      },
    },
  },
]

const ONE_CLICK_UNSUBSCRIBE = graphql(`
  mutation OneClickNewsletterUnsubscribe($token: String!) {
    unsubscribeFromNewsletter(token: $token) {
      success
      errorCode
      errorMessage
      errorField
      status
    }
  }
`)

const FOOTER_SUBSCRIBE = graphql(`
  mutation FormFooterNewsletterSubscribe($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      success
      errorCode
      errorMessage
      errorField
      status
    }
  }
`)

const SUBSCRIBE = graphql(`
  mutation FormNewsletterSubscribe($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      success
      errorCode
      errorMessage
      errorField
      status
    }
  }
`)

const UNSUBSCRIBE = graphql(`
  mutation FormNewsletterUnsubscribe($token: String!) {
    unsubscribeFromNewsletter(token: $token) {
      success
      errorCode
      errorMessage
      errorField
      status
    }
  }
`)

const CONFIRM = graphql(`
  mutation PageNewsletterConfirm($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      success
      errorCode
      errorField
    }
  }
`)
