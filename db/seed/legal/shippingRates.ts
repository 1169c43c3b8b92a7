/**
 * @deprecated The delivery rates live in `config/shippingRates.ts`, where pages may import them;
 * this path remains only for `domain/checkout/checkoutState.ts` until it imports them from there.
 */
export * from '../../../config/shippingRates.ts'
