import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './graphqlAgent.ts'
import { customerPaymentOwner } from '../../../domain/payments/paymentService.ts'
import type { PaymentIntent, PaymentMethodKind } from '../../../domain/payments/paymentProvider.ts'

/** The webhook secret the payment tests' apps sign with. */
export const TEST_WEBHOOK_SECRET = 'payments-test-webhook-secret-0123456789'

/** A valid card with a future expiry; pass `number` to pick a test card. */
export const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Léa Martin' })

export const PAYMENT_INTENT =
  'query ($id: ID!) { paymentIntent(id: $id) { id status captured amount { amount currency } method declineCode cardBrand cardLast4 nextActionUrl } }'

let shoppers = 0

/** A signed-in shopper (a fresh customer, from an address of their own so registration budgets are not shared) and the owner key of their payments. */
export async function signedInShopper(
  app: FastifyInstance,
  store = '/en',
): Promise<{ agent: GraphqlAgent; owner: string }> {
  shoppers += 1
  const agent = createGraphqlAgent(app, {
    clientIp: `10.17.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`,
  })
  const created = await registerCustomer(agent, { email: `payer-${randomUUID()}@example.com` }, store)
  if (!created.customer) throw new Error(`registration failed: ${created.errorCode}`)
  return { agent, owner: customerPaymentOwner(Number(created.customer.id)) }
}

/** Creates a payment of 59,80 € (or `amountCents`) for `owner`, as the checkout will. */
export function createPayment(
  app: FastifyInstance,
  owner: string,
  options: { method?: PaymentMethodKind; returnPath?: string; locale?: string; amountCents?: number } = {},
): Promise<PaymentIntent> {
  return app.payments.createPayment({
    ownerKey: owner,
    amountCents: options.amountCents ?? 5980,
    currency: 'EUR',
    reference: `R-${randomUUID().slice(0, 8)}`,
    idempotencyKey: randomUUID(),
    method: options.method ?? 'card',
    returnPath: options.returnPath ?? '/en/checkout/success',
    locale: options.locale ?? 'en-GB',
  })
}

/** Posts card details to the provider's confirmation endpoint as the card form island does (JSON). */
export function confirmWithJson(
  app: FastifyInstance,
  intent: Pick<PaymentIntent, 'id' | 'clientSecret'>,
  details: ReturnType<typeof card>,
  clientIp = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: app.payments.provider.cardConfirmationUrl(intent.id),
    remoteAddress: clientIp,
    headers: { 'content-type': 'application/json' },
    payload: { client_secret: intent.clientSecret, ...details },
  })
}

/** Posts card details as the card form does without JavaScript (urlencoded; answered with 303). */
export function confirmWithForm(
  app: FastifyInstance,
  intent: Pick<PaymentIntent, 'id' | 'clientSecret'>,
  details: ReturnType<typeof card>,
  clientIp = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: app.payments.provider.cardConfirmationUrl(intent.id),
    remoteAddress: clientIp,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_secret: intent.clientSecret, ...details }).toString(),
  })
}

/** Opens a hosted page (challenge, wallet sheet) and presses one of its buttons, as a browser without JavaScript does. */
export async function answerHostedPage(app: FastifyInstance, pageUrl: string, outcome: string) {
  const page = await app.inject({ method: 'GET', url: pageUrl })
  const action = /<form action="([^"]+)" method="post"/.exec(page.body)?.[1]
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1]
  if (page.statusCode !== 200 || !action || !token)
    throw new Error(`no hosted form at ${pageUrl} (${page.statusCode})`)
  const answer = await app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, outcome }).toString(),
  })
  return { page, answer }
}
