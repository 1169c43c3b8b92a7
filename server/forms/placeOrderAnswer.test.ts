import { describe, expect, it } from 'vitest'
import { placeOrderAnswer, type PlaceOrderData } from './placeOrderAnswer.ts'

const payment = {
  intent_id: 'pi_1',
  client_secret: 'pi_1_secret',
  confirmation_url: '/payment-provider/test/intents/pi_1/confirm',
  status: 'REQUIRES_PAYMENT_METHOD',
  method: 'CARD',
  next_action_url: null,
  decline_code: null,
  amount: { amount: 49.9, currency: 'EUR' },
}
const answer = (placeOrder: PlaceOrderData['placeOrder'], extra: Omit<PlaceOrderData, 'placeOrder'> = {}) =>
  placeOrderAnswer({ data: { placeOrder, ...extra } })

describe('placeOrderAnswer', () => {
  it('sends a guest to the confirmation by the order token, a customer by the order number', () => {
    expect(
      answer({ order: { order_number: '000000042', token: 'a.b/c' }, errors: [], payment: null }),
    ).toEqual({ success: true, next: '/checkout/success?token=a.b%2Fc' })
    expect(answer({ order: { order_number: '000000042', token: null }, errors: [], payment: null })).toEqual({
      success: true,
      next: '/checkout/success?order=000000042',
    })
  })

  it('goes to the order placed meanwhile even when the payment method step found the cart gone with it', () => {
    expect(
      answer(
        { order: { order_number: '000000042', token: 'a.b' }, errors: [], payment: null },
        { payment: { success: false, errorCode: 'CART_NOT_FOUND', errorField: null } },
      ),
    ).toEqual({ success: true, next: '/checkout/success?token=a.b' })
  })

  it('leaves a card payment for the checkout page, in cents, with the last decline in the provider’s code', () => {
    expect(
      answer({
        order: null,
        errors: [{ code: 'PAYMENT_DECLINED', message: 'declined' }],
        payment: { ...payment, decline_code: 'DECLINED' },
      }),
    ).toEqual({
      success: true,
      next: '/checkout/#checkout-payment',
      result: {
        intentId: 'pi_1',
        clientSecret: 'pi_1_secret',
        confirmationUrl: payment.confirmation_url,
        amountCents: '4990',
        declineCode: 'declined',
      },
    })
  })

  it('tells why a new payment is asked when the order was refused and the last payment refunded', () => {
    const refunded = 'The total of your cart changed after you paid. Your payment has been refunded in full.'
    const result = answer({
      order: null,
      errors: [{ code: 'PAYMENT_AMOUNT_MISMATCH', message: refunded }],
      payment,
    })
    expect(result).toMatchObject({
      success: true,
      next: '/checkout/#checkout-payment',
      result: { intentId: 'pi_1', notice: refunded },
    })
  })

  it('follows the provider to its page when the payment asks for an action (3-D Secure, wallet)', () => {
    expect(
      answer({
        order: null,
        errors: [],
        payment: { ...payment, next_action_url: '/payment-provider/test/intents/pi_1/wallet?token=t' },
      }),
    ).toEqual({ success: true, location: '/payment-provider/test/intents/pi_1/wallet?token=t' })
  })

  it('shows the API’s reason when nothing was placed, and a refused payment method on its field', () => {
    expect(
      answer({
        order: null,
        errors: [{ code: 'INSUFFICIENT_STOCK', message: 'Only 1 left.' }],
        payment: null,
      }),
    ).toEqual({ success: false, errorCode: 'REQUIRED', errorField: null, message: 'Only 1 left.' })
    expect(
      answer({ order: null, errors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Wait.' }], payment: null }),
    ).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS' })
    expect(
      answer(null, {
        payment: { success: false, errorCode: 'PAYMENT_METHOD_NOT_AVAILABLE', errorField: 'code' },
      }),
    ).toEqual({ success: false, errorCode: 'PAYMENT_METHOD_NOT_AVAILABLE', errorField: 'paymentMethod' })
    expect(placeOrderAnswer({ data: null })).toEqual({ success: false, errorCode: null, errorField: null })
  })
})
