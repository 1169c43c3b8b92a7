import type { FormAction } from './accountFormActions.ts'
import { textField } from './formFields.ts'

const RESULT = 'success errorCode errorMessage errorField'

/**
 * The contact form (`/contact`), for anybody: the message goes to customer service and a copy to
 * the shopper. The honeypot field (`website`) travels to the API, which pretends to send.
 */
export const CONTACT_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/contact',
    operations: {
      default: {
        form: 'contact',
        requiresCustomer: false,
        mutation: (body) => ({
          query: `mutation FormContactUs($input: ContactUsInput!) { contactUs(input: $input) { ${RESULT} } }`,
          variables: {
            input: {
              name: textField(body, 'name'),
              email: textField(body, 'email'),
              orderNumber: textField(body, 'orderNumber'),
              subject: textField(body, 'subject'),
              comment: textField(body, 'comment'),
              website: textField(body, 'website'),
            },
          },
        }),
        resultField: 'contactUs',
        next: () => '/contact',
        notice: 'contactMessageSent',
      },
    },
  },
]
