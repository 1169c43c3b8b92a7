import { describe, expect, it } from 'vitest'
import { paymentReturnTarget, type RunPlaceOrder } from './paymentReturn.ts'
import type { PlaceOrderData } from './placeOrderAnswer.ts'

/** A shop API that answers placeOrder with `placeOrder`. */
const answering =
  (placeOrder: PlaceOrderData['placeOrder']): RunPlaceOrder =>
  async () => ({ result: { data: { placeOrder } } })

describe('paymentReturnTarget', () => {
  it('goes to the confirmation of the order the payment placed', async () => {
    const target = await paymentReturnTarget(
      { payment_intent: 'pi_1' },
      'cart-1',
      answering({ order: { order_number: '000000042', token: 't' }, errors: [], payment: null }),
    )
    expect(target).toEqual({ success: true, next: '/checkout/success?token=t' })
  })

  it('brings back the refusal of an order refused after paying, with its message (the payment refunded)', async () => {
    const message = 'Not enough stock for Alba felt mule. Your payment has been refunded in full.'
    const target = await paymentReturnTarget(
      { payment_intent: 'pi_1' },
      'cart-1',
      answering({ order: null, errors: [{ code: 'INSUFFICIENT_STOCK', message }], payment: null }),
    )
    expect(target).toMatchObject({ success: false, message })
  })

  it('finds nothing without the cart the payment was for', async () => {
    expect(await paymentReturnTarget({ payment_intent: 'pi_1' }, null, answering({}))).toBeNull()
  })
})
