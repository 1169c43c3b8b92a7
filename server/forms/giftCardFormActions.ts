import type { ExecutionResult } from 'graphql'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormGiftCardBalanceQuery } from '../../graphql/client/generated/graphql.ts'
import { formRequest, type FormAction, type FormAnswer } from './formAction.ts'
import { textField } from './formFields.ts'

/** The balance check's answer: the card to show once after the redirect, or the one error every unusable code gets. */
function readBalanceAnswer(result: ExecutionResult<FormGiftCardBalanceQuery>): FormAnswer {
  const card = result.data?.giftCardAccount
  if (card)
    return {
      success: true,
      result: {
        code: card.code,
        balance: String(card.balance.value),
        currency: card.balance.currency,
        expirationDate: card.expiration_date ?? '',
      },
    }
  const code = result.errors?.[0]?.extensions?.code
  if (code === 'GIFT_CARD_NOT_FOUND')
    return { success: false, errorCode: 'INVALID_GIFT_CARD', errorField: 'code' }
  // An expired card's message names the day it expired, in the store's language.
  if (code === 'GIFT_CARD_EXPIRED')
    return {
      success: false,
      errorCode: 'GIFT_CARD_EXPIRED',
      errorField: 'code',
      message: result.errors?.[0]?.message ?? '',
    }
  if (code === 'TOO_MANY_REQUESTS')
    return { success: false, errorCode: 'TOO_MANY_ATTEMPTS', errorField: null }
  return { success: false, errorCode: null, errorField: null }
}

/**
 * The gift card balance check (`/giftcard/balance`): posts the code, runs `giftCardAccount`
 * and answers 303 to the same page, which shows the masked card and its balance once.
 */
export const GIFT_CARD_FORM_ACTIONS: readonly FormAction[] = [
  {
    path: '/giftcard/balance',
    operations: {
      default: {
        form: 'giftCardBalance',
        requiresCustomer: false,
        request: (body) => formRequest(BALANCE, { code: textField(body, 'code') }, readBalanceAnswer),
        next: () => '/giftcard/balance',
      },
    },
  },
]

const BALANCE = graphql(`
  query FormGiftCardBalance($code: String!) {
    giftCardAccount(input: { gift_card_code: $code }) {
      code
      balance {
        value
        currency
      }
      expiration_date
    }
  }
`)
