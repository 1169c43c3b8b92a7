import type { FormAction } from './accountFormActions.ts'
import { textField } from './formFields.ts'

const RESULT = 'success errorCode errorMessage errorField status'

/**
 * The newsletter page's forms (`/newsletter`), for anybody, signed in or not: asking for a
 * subscription (a confirmation link is e-mailed), from the page or the footer of every page,
 * and the unsubscribe button of the link every
 * newsletter carries (a POST, so mail scanners that open links do not unsubscribe anybody).
 */
export const NEWSLETTER_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/newsletter',
    oneClickUnsubscribe: { query: `mutation OneClickNewsletterUnsubscribe($token: String!) { unsubscribeFromNewsletter(token: $token) { ${RESULT} } }`, resultField: 'unsubscribeFromNewsletter' },
    operations: {
      // The footer's form, on public cached pages without a token: harmless when forged, since it only e-mails a confirmation link (double opt-in).
      footerSubscribe: {
        form: 'newsletterSubscribe',
        requiresCustomer: false,
        tokenless: true,
        mutation: (body) => ({ query: `mutation FormFooterNewsletterSubscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { ${RESULT} } }`, variables: { email: textField(body, 'email') } }),
        resultField: 'subscribeEmailToNewsletter',
        next: () => '/newsletter',
        notice: 'newsletterConfirmationSent',
        pageOnError: () => '/newsletter',
      },
      subscribe: {
        form: 'newsletterSubscribe',
        requiresCustomer: false,
        mutation: (body) => ({ query: `mutation FormNewsletterSubscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { ${RESULT} } }`, variables: { email: textField(body, 'email') } }),
        resultField: 'subscribeEmailToNewsletter',
        next: () => '/newsletter',
        notice: 'newsletterConfirmationSent',
        pageOnError: () => '/newsletter',
      },
      unsubscribe: {
        form: 'newsletterUnsubscribe',
        requiresCustomer: false,
        mutation: (body) => ({ query: `mutation FormNewsletterUnsubscribe($token: String!) { unsubscribeFromNewsletter(token: $token) { ${RESULT} } }`, variables: { token: textField(body, 'token') } }),
        resultField: 'unsubscribeFromNewsletter',
        next: () => '/newsletter',
        notice: 'newsletterUnsubscribed',
        pageOnError: (body) => `/newsletter?unsubscribe=${encodeURIComponent(textField(body, 'token'))}`,
      },
    },
  },
]
