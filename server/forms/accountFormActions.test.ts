import { describe, expect, it } from 'vitest'
import { readRegisterAnswer } from './accountFormActions.ts'

describe('readRegisterAnswer', () => {
  const ok = { success: true, errorCode: null, errorMessage: null, errorField: null }

  it('says the order is in the new account when the account took over guest orders, else keeps the usual notice', () => {
    expect(
      readRegisterAnswer({
        data: { createCustomer: { ...ok, customer: { orders: [{ order_number: '000000042' }] } } },
      }),
    ).toEqual({ success: true, notice: 'registeredWithOrder' })
    expect(readRegisterAnswer({ data: { createCustomer: { ...ok, customer: { orders: [] } } } })).toEqual({
      success: true,
    })
  })

  it('reads a refusal and its field, and no answer as an unknown failure', () => {
    expect(
      readRegisterAnswer({
        data: {
          createCustomer: {
            ...ok,
            success: false,
            errorCode: 'EMAIL_TAKEN',
            errorField: 'email',
            customer: null,
          },
        },
      }),
    ).toEqual({ success: false, errorCode: 'EMAIL_TAKEN', errorField: 'email' })
    expect(readRegisterAnswer({ data: null })).toEqual({ success: false, errorCode: null, errorField: null })
  })
})
