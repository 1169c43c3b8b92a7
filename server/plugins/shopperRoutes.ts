import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import csrfProtection from '@fastify/csrf-protection'
import { parseFormBody } from '../forms/parseFormBody.ts'
import { FORM_ACTION_PATHS, FORM_ROUTE_CONFIG } from '../forms/formRoutes.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import { servePerShopperPage } from '../forms/shopperPage.ts'

/** Store-relative paths of the pages that show one shopper's data: only they read the session. */
export const PER_SHOPPER_PAGE_PATHS = [
  '/login',
  '/register',
  '/account/*',
  '/user',
  '/user/*',
  '/cart',
  '/checkout',
  '/checkout/*',
  '/orders',
  '/orders/*',
  '/giftcard/balance',
  '/quick-order',
  '/newsletter',
  '/marketing',
  '/stock-alert',
  '/review/*',
  '/contact',
  '/wishlist/share/*',
] as const

declare module 'fastify' {
  interface Session {
    _csrf?: string
  }
}

/**
 * Per-shopper routes in one scope with the session: the account, cart and checkout pages
 * (rendered `private, no-store` with the signed-in customer, a CSRF token and one-time
 * notices) and the account forms. A form posts to its page's URL (urlencoded), is checked
 * (Origin, CSRF token from @fastify/csrf-protection), runs its shop API mutation, then
 * answers 303 to the next page; a refused form renders its page again with the values typed
 * (422, 429 with Retry-After when rate-limited, 403 when expired or cross-origin).
 */
export const shopperRoutesPlugin = fp(
  async (app) => {
    // The handlers that run the shop API's documents load with the first request that needs them, not at start-up (docs/performance.md).
    const shopperRequests = () => import('../forms/shopperRequests.ts')
    await app.register(async (scope) => {
      await scope.register(app.shopperSessions)
      await scope.register(formbody, { bodyLimit: 16 * 1024, parser: parseFormBody })
      await scope.register(csrfProtection, {
        sessionPlugin: '@fastify/session',
        getToken: (request) => textField((request.body ?? {}) as FormBody, '_csrf'),
      })
      const basePaths = [...new Set(app.config.stores.map((store) => store.basePath))]
      for (const basePath of basePaths) {
        for (const path of PER_SHOPPER_PAGE_PATHS) {
          scope.route({
            method: ['GET', 'HEAD'],
            url: `${basePath}${path}`,
            handler: async (request, reply) => {
              if (path === '/newsletter')
                return (await shopperRequests()).handleNewsletterPage(scope, request, reply)
              if (path === '/stock-alert')
                return (await shopperRequests()).handleStockAlertPage(scope, request, reply)
              return servePerShopperPage(scope, request, reply)
            },
          })
        }
        scope.route({
          method: 'GET',
          url: `${basePath}/checkout/success`,
          handler: async (request, reply) =>
            (await shopperRequests()).handlePaymentReturn(scope, request, reply),
        })
        for (const path of FORM_ACTION_PATHS) {
          scope.route({
            method: 'POST',
            url: `${basePath}${path}`,
            config: FORM_ROUTE_CONFIG,
            handler: async (request, reply) => {
              const { formActionAt, handleFormPost } = await shopperRequests()
              return handleFormPost(scope, request, reply, formActionAt(path))
            },
          })
        }
        scope.route({
          method: 'POST',
          url: `${basePath}/quick-order`,
          config: FORM_ROUTE_CONFIG,
          handler: async (request, reply) =>
            (await shopperRequests()).handleQuickOrderPost(scope, request, reply),
        })
      }
    })
  },
  { name: 'shopper-routes', dependencies: ['sessions', 'rate-limit', 'shop-api', 'pages'] },
)
