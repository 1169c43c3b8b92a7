import { graphql } from '../../graphql/client/generated/gql.ts'
import { formRequest, mutationAnswer, type FormAction } from './formAction.ts'
import { textField } from './formFields.ts'

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
        request: (body) =>
          formRequest(
            CONTACT_US,
            {
              input: {
                name: textField(body, 'name'),
                email: textField(body, 'email'),
                orderNumber: textField(body, 'orderNumber'),
                subject: textField(body, 'subject'),
                comment: textField(body, 'comment'),
                website: textField(body, 'website'),
              },
            },
            mutationAnswer('contactUs'),
          ),
        next: () => '/contact',
        notice: 'contactMessageSent',
      },
    },
  },
]

const CONTACT_US = graphql(`
  mutation FormContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      success
      errorCode
      errorMessage
      errorField
    }
  }
`)
