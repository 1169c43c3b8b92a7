import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import { parseFormBody } from '../forms/parseFormBody.ts'
import type { FastifyReply } from 'fastify'
import { STORE_DEFINITIONS, type StoreLocale } from '../../config/stores.ts'
import {
  OFFLINE_PROVIDER_PREFIX,
  type HostedIntent,
  type OfflinePaymentProvider,
} from '../../domain/payments/offline/offlineProvider.ts'
import { CARD_ERROR_FIELDS } from '../../domain/payments/offline/testCards.ts'
import type { HostedPageRenderer } from '../../domain/payments/offline/hostedPageView.ts'
import type { PaymentProvider } from '../../domain/payments/paymentProvider.ts'
import { returnPathWithIntent } from '../../domain/payments/returnPath.ts'

/** Options of the offline provider plugin. */
export interface OfflinePaymentProviderOptions {
  /** Renders the challenge and wallet pages; by default the page build's `renderPaymentProviderPage`. */
  renderHostedPage?: HostedPageRenderer
}

// Card testing is the abuse a confirmation endpoint attracts: a budget per client.
const CONFIRMATIONS_PER_MINUTE = 60

type Fields = Record<string, unknown>

function field(body: unknown, name: string): string {
  const value = (body as Fields | undefined)?.[name]
  return typeof value === 'string' ? value : ''
}

function isOfflineProvider(provider: PaymentProvider): provider is OfflinePaymentProvider {
  return provider.name === 'offline' && 'confirmCard' in provider
}

function localeOf(value: string): StoreLocale {
  return STORE_DEFINITIONS.find((store) => store.locale === value)?.locale ?? 'en-GB'
}

async function renderFromPageBuild(...args: Parameters<HostedPageRenderer>): Promise<string> {
  const { getGlobalContextAsync } = await import('vike/server')
  const globalContext = await getGlobalContextAsync(process.env.NODE_ENV !== 'development')
  if (globalContext.isClientSide) throw new Error('Provider pages render on the server only')
  return globalContext.renderPaymentProviderPage(...args)
}

/**
 * The offline test provider's hosted pieces, under `/payment-provider/test/`: the endpoint
 * the card form posts card details to (JSON for the island, a form post with 303 without
 * JavaScript), the 3-D Secure challenge page and the test wallet sheet. Their buttons post
 * back here and return the shopper to the intent's return path. Card numbers stop here:
 * the provider keeps brand and last four digits, the shop sees neither.
 */
export const offlinePaymentProviderPlugin = fp<OfflinePaymentProviderOptions>(
  async (app, { renderHostedPage = renderFromPageBuild }) => {
    const provider = app.payments.provider
    if (!isOfflineProvider(provider)) return

    const sendHostedPage = async (
      reply: FastifyReply,
      hosted: HostedIntent,
      kind: 'challenge' | 'wallet',
      token: string,
    ) => {
      const html = await renderHostedPage({
        kind,
        locale: localeOf(hosted.locale),
        formAction: `${OFFLINE_PROVIDER_PREFIX}/intents/${hosted.intent.id}/${kind}`,
        token,
        amountCents: hosted.intent.amountCents,
        currency: hosted.intent.currency,
        reference: hosted.intent.reference,
        card: hosted.intent.card,
      })
      // The URL carries the page's token: never cached, never sent on as a Referer.
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(html)
    }

    // The return path is the one the intent was created with, never one taken from the request.
    const returnPathOf = async (intentId: string) => (await provider.returnPathOf(intentId)) ?? null

    const notFound = (reply: FastifyReply) =>
      reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found')

    await app.register(async (scope) => {
      await scope.register(formbody, { bodyLimit: 4 * 1024, parser: parseFormBody })

      scope.post<{ Params: { id: string } }>(
        `${OFFLINE_PROVIDER_PREFIX}/intents/:id/confirm`,
        { config: { rateLimit: { max: CONFIRMATIONS_PER_MINUTE, timeWindow: '1 minute' } } },
        async (request, reply) => {
          const asJson = request.headers['content-type']?.startsWith('application/json') ?? false
          const { body } = request
          const result = await provider.confirmCard(request.params.id, field(body, 'client_secret'), {
            number: field(body, 'number'),
            expiry: field(body, 'expiry'),
            cvc: field(body, 'cvc'),
            name: field(body, 'name'),
          })
          reply.header('Cache-Control', 'no-store')
          if (result.kind === 'refused')
            return asJson ? reply.code(404).send({ error: 'intent_not_found' }) : notFound(reply)
          const returnPath = (await returnPathOf(request.params.id)) ?? '/'
          if (result.kind === 'invalid_card') {
            if (asJson)
              return reply.code(422).send({ error: result.error, field: CARD_ERROR_FIELDS[result.error] })
            return reply.redirect(
              returnPathWithIntent(returnPath, request.params.id, { card_error: result.error }),
              303,
            )
          }
          const { intent } = result
          const returnUrl = returnPathWithIntent(returnPath, intent.id)
          if (!asJson) return reply.redirect(intent.nextActionUrl ?? returnUrl, 303)
          if (result.kind === 'unexpected_state')
            return reply.code(409).send({ error: 'intent_unexpected_state', status: intent.status })
          return reply.send({
            status: intent.status,
            declineCode: intent.declineCode,
            nextActionUrl: intent.nextActionUrl,
            returnUrl,
          })
        },
      )

      for (const kind of ['challenge', 'wallet'] as const) {
        const url = `${OFFLINE_PROVIDER_PREFIX}/intents/:id/${kind}`
        scope.get<{ Params: { id: string }; Querystring: { token?: string } }>(
          url,
          async (request, reply) => {
            const token = request.query.token ?? ''
            const hosted = await provider.hostedIntent(request.params.id, token)
            if (
              !hosted ||
              hosted.intent.method !== (kind === 'challenge' ? 'card' : 'wallet') ||
              !hosted.intent.nextActionUrl
            )
              return notFound(reply)
            return sendHostedPage(reply, hosted, kind, token)
          },
        )
        scope.post<{ Params: { id: string } }>(url, async (request, reply) => {
          const token = field(request.body, 'token')
          const outcome = field(request.body, 'outcome')
          const passed = outcome === 'complete' || outcome === 'pay'
          const hosted =
            kind === 'challenge'
              ? await provider.completeChallenge(request.params.id, token, passed)
              : await provider.answerWalletSheet(request.params.id, token, passed)
          if (!hosted) return notFound(reply)
          return reply
            .header('Cache-Control', 'no-store')
            .redirect(returnPathWithIntent(hosted.returnPath, hosted.intent.id), 303)
        })
      }
    })
  },
  { name: 'offline-payment-provider', dependencies: ['payments'] },
)
