import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isSameOrigin } from '../forms/formChecks.ts'
import { ERROR_CODES } from '../../domain/errors.ts'
import {
  installJsonOnlyParsers,
  mediaTypeOf,
  sendHttpError,
  shopApiErrorHandler,
} from '../shopApi/httpErrors.ts'
import { readConsentPost, recordConsent } from '../../domain/consent/consentRecords.ts'

/** Choices one client may record per minute (a shopper makes one or two; a script filling the table is slowed). */
const CONSENT_POSTS_PER_MINUTE = 20

/** Largest body the route reads: the banner sends about 80 bytes. */
const CONSENT_BODY_BYTES = 1024

/**
 * Proof of consent (GDPR art. 7(1)) at `POST {base}/consent`: the cookie banner
 * (components/consent/showConsentBanner.ts) sends each choice here, and it is recorded in
 * `consent_record` with its date, the store and, when a customer is signed in, the customer.
 * JSON only; the post must come from the store's own pages (Origin or Referer, no cross-site
 * `Sec-Fetch-Site`), like the forms without a token. Answers 204; 400 for a malformed body,
 * 403 for another origin, 429 over the budget.
 */
export const consentPlugin = fp(
  async (app) => {
    await app.register(async (scope) => {
      // The session only tells who is signed in; an anonymous post stores none.
      await scope.register(app.shopperSessions)
      installJsonOnlyParsers(scope, CONSENT_BODY_BYTES)
      scope.setErrorHandler(shopApiErrorHandler)
      for (const basePath of new Set(app.config.stores.map((store) => store.basePath))) {
        scope.post(
          `${basePath}/consent`,
          {
            bodyLimit: CONSENT_BODY_BYTES,
            config: { rateLimit: { max: CONSENT_POSTS_PER_MINUTE, timeWindow: '1 minute' } },
          },
          (request, reply) => recordChoice(scope, request, reply),
        )
      }
    })
  },
  { name: 'consent', dependencies: ['storefronts', 'database', 'sessions', 'rate-limit'] },
)

async function recordChoice(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const store = request.store
  if (!store)
    return sendHttpError(reply, 404, ERROR_CODES.STORE_NOT_FOUND, 'No store answers at this address')
  if (!isSameOrigin(request, store, true))
    return sendHttpError(
      reply,
      403,
      ERROR_CODES.FORBIDDEN,
      'A choice is recorded only from the shop’s own pages',
    )
  if (mediaTypeOf(request.headers['content-type']) !== 'application/json')
    return sendHttpError(reply, 400, ERROR_CODES.BAD_REQUEST, 'A choice must be sent as application/json')
  const post = readConsentPost(request.body)
  if (typeof post === 'string')
    return sendHttpError(reply, 400, ERROR_CODES.BAD_REQUEST, `Invalid choice: ${post}`)
  await recordConsent(app.shopDatabase.db, {
    ...post,
    storeKey: store.key,
    customerId: app.shopperSessionOf(request)?.customerId ?? null,
  })
  return reply.code(204).header('Cache-Control', 'no-store').send()
}
