import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import csrfProtection from '@fastify/csrf-protection'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parseFormBody } from '../forms/parseFormBody.ts'
import { isPrefetch } from '../sessions/isPrefetch.ts'
import type { FormState } from '../renderShopPage.ts'
import { FORM_ROUTE_CONFIG, handleFormPost, type FormAction } from '../forms/formAction.ts'
import { checkCsrfToken, isSameOrigin } from '../forms/formChecks.ts'
import {
  leaveFormResult,
  redirectTo,
  servePerShopperPage,
  shopperPageContext,
  shopperRunner,
} from '../forms/shopperPage.ts'
import { ACCOUNT_FORM_ACTIONS } from '../forms/accountFormActions.ts'
import { GIFT_CARD_FORM_ACTIONS } from '../forms/giftCardFormActions.ts'
import { CART_FORM_ACTIONS } from '../forms/cartFormActions.ts'
import { CHECKOUT_FORM_ACTIONS } from '../forms/checkoutFormActions.ts'
import { ORDER_LOOKUP_FORM_ACTIONS } from '../forms/orderLookupFormActions.ts'
import { NEWSLETTER_FORM_ACTIONS, newsletterConfirmation } from '../forms/newsletterFormActions.ts'
import { MARKETING_FORM_ACTIONS } from '../forms/marketingFormActions.ts'
import { STOCK_ALERT_FORM_ACTIONS, stockAlertConfirmation } from '../forms/stockAlertFormActions.ts'
import { REVIEW_FORM_ACTIONS } from '../forms/reviewFormActions.ts'
import { CONTACT_FORM_ACTIONS } from '../forms/contactFormActions.ts'
import { WISHLIST_FORM_ACTIONS } from '../forms/wishlistFormActions.ts'
import { WITHDRAWAL_FORM_ACTIONS } from '../forms/withdrawalFormActions.ts'
import { RETURN_FORM_ACTIONS } from '../forms/returnFormActions.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import type { FormNotice } from '../forms/formNotices.ts'
import { CART_ADDS_VALUE, quickOrderAddedItems } from '../../components/dataLayer/cartAddsDataLayer.ts'
import { quickOrderOfPost, refusedQuickOrder } from '../forms/quickOrder/quickOrderOfPost.ts'
import { paymentReturnTarget } from '../forms/paymentReturn.ts'

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

/** Every form that posts to a per-shopper page. */
export const FORM_ACTIONS: readonly FormAction[] = [
  ...ACCOUNT_FORM_ACTIONS,
  ...GIFT_CARD_FORM_ACTIONS,
  ...CART_FORM_ACTIONS,
  ...CHECKOUT_FORM_ACTIONS,
  ...ORDER_LOOKUP_FORM_ACTIONS,
  ...NEWSLETTER_FORM_ACTIONS,
  ...MARKETING_FORM_ACTIONS,
  ...STOCK_ALERT_FORM_ACTIONS,
  ...REVIEW_FORM_ACTIONS,
  ...CONTACT_FORM_ACTIONS,
  ...WISHLIST_FORM_ACTIONS,
  ...WITHDRAWAL_FORM_ACTIONS,
  ...RETURN_FORM_ACTIONS,
]

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
          const handler =
            path === '/newsletter'
              ? handleNewsletterPage
              : path === '/stock-alert'
                ? handleStockAlertPage
                : servePerShopperPage
          scope.route({
            method: ['GET', 'HEAD'],
            url: `${basePath}${path}`,
            handler: (request, reply) => handler(scope, request, reply),
          })
        }
        scope.route({
          method: 'GET',
          url: `${basePath}/checkout/success`,
          handler: (request, reply) => handlePaymentReturn(scope, request, reply),
        })
        for (const action of FORM_ACTIONS) {
          scope.route({
            method: 'POST',
            url: `${basePath}${action.path}`,
            config: FORM_ROUTE_CONFIG,
            handler: (request, reply) => handleFormPost(scope, request, reply, action),
          })
        }
        scope.route({
          method: 'POST',
          url: `${basePath}/quick-order`,
          config: FORM_ROUTE_CONFIG,
          handler: (request, reply) => handleQuickOrderPost(scope, request, reply),
        })
      }
    })
  },
  { name: 'shopper-routes', dependencies: ['sessions', 'rate-limit', 'shop-api', 'pages'] },
)

/**
 * The order confirmation, and the page the payment provider sends the shopper back to
 * (`?payment_intent=`): that visit is answered with 303 to the checkout (card refused) or to
 * the order's confirmation (paid), see paymentReturnTarget.
 */
async function handlePaymentReturn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const store = request.store
  const query = (request.query ?? {}) as Record<string, unknown>
  if (!store || typeof query.payment_intent !== 'string') return servePerShopperPage(app, request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const cartId =
    request.session.checkoutCarts?.[store.key] ?? app.shopperSessionOf(request)?.guestCarts[store.key] ?? null
  const target = await paymentReturnTarget(query, cartId, shopperRunner(app, request, store))
  if (target?.success && target.result)
    leaveFormResult(request, store, { form: 'placeOrder', values: target.result })
  if (target?.success && target.location) return reply.code(303).header('Location', target.location).send()
  if (target?.success) return redirectTo(reply, store, target.next ?? '/checkout/')
  if (target?.message) {
    leaveFormResult(request, store, { form: 'placeOrderRefused', values: { message: target.message } })
    return redirectTo(reply, store, '/checkout/#checkout-payment')
  }
  return servePerShopperPage(app, request, reply)
}

/**
 * The newsletter page; opened from the confirmation e-mail (`?confirm=`) it confirms the
 * subscription and answers 303 to the page with a notice (the token leaves the address bar),
 * or shows the page with the link refused (410) and the form to ask again. A prefetch or a
 * HEAD request confirms nothing.
 */
async function handleNewsletterPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const store = request.store
  const token = ((request.query ?? {}) as Record<string, unknown>).confirm
  if (!store || typeof token !== 'string' || request.method !== 'GET' || isPrefetch(request))
    return servePerShopperPage(app, request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const { answer, outcome } = await newsletterConfirmation(token).send(shopperRunner(app, request, store))
  if (answer.success) {
    request.session.notice = 'newsletterConfirmed' satisfies FormNotice
    return redirectTo(reply, store, '/newsletter')
  }
  if (!answer.errorCode)
    request.log.error({ errors: outcome.result.errors }, 'newsletter confirmation failed')
  const formState: FormState = {
    form: 'newsletterConfirm',
    errorCode: answer.errorCode ?? 'INVALID_TOKEN',
    errorField: 'token',
    values: {},
  }
  return app.servePage(request, reply, {
    shopper: shopperPageContext(app, request, reply, formState),
    statusCode: 410,
    storePath: '/newsletter',
  })
}

/**
 * The stock alert page; opened from the confirmation e-mail (`?confirm=`) it confirms the
 * alert and answers 303 to the page with a notice, or shows the page with the link refused
 * (410). A prefetch or a HEAD request confirms nothing.
 */
async function handleStockAlertPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const store = request.store
  const token = ((request.query ?? {}) as Record<string, unknown>).confirm
  if (!store || typeof token !== 'string' || request.method !== 'GET' || isPrefetch(request))
    return servePerShopperPage(app, request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const { answer, outcome } = await stockAlertConfirmation(token).send(shopperRunner(app, request, store))
  if (answer.success) {
    if (answer.notice) request.session.notice = answer.notice satisfies FormNotice
    return redirectTo(reply, store, '/stock-alert')
  }
  if (!answer.errorCode)
    request.log.error({ errors: outcome.result.errors }, 'stock alert confirmation failed')
  const formState: FormState = {
    form: 'stockAlertConfirm',
    errorCode: answer.errorCode ?? 'INVALID_TOKEN',
    errorField: 'token',
    values: {},
  }
  return app.servePage(request, reply, {
    shopper: shopperPageContext(app, request, reply, formState),
    statusCode: 410,
    storePath: '/stock-alert',
  })
}

/**
 * The quick order form (`/quick-order`): checked like the other forms (a refused token or
 * origin renders the page again, 403, with everything typed), then every valid row goes to
 * the session's cart. All added: 303 to the cart with a notice; else 303 back to the page,
 * which shows the rows left with their reasons once (kept in the session).
 */
async function handleQuickOrderPost(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const store = request.store
  if (!store) return app.servePage(request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as FormBody
  if (!isSameOrigin(request, store) || !(await checkCsrfToken(app, request))) {
    const shopper = {
      ...shopperPageContext(app, request, reply, null),
      quickOrder: refusedQuickOrder(body, 'formExpired'),
    }
    return app.servePage(request, reply, { shopper, statusCode: 403 })
  }
  const session = app.shopperSessionOf(request)
  const { state, allAdded } = await quickOrderOfPost(body, shopperRunner(app, request, store), {
    customer: session?.customerId != null,
    guestCartId: session?.guestCarts[store.key] ?? null,
  })
  if (allAdded) {
    request.session.notice = 'productsAdded' satisfies FormNotice
    // The cart page reports what was added to the data layer, once (the result is read once).
    leaveFormResult(request, store, {
      form: 'quickOrder',
      values: {
        added: String(state.added),
        [CART_ADDS_VALUE]: JSON.stringify(quickOrderAddedItems(state.addedItems)),
      },
    })
    return redirectTo(reply, store, '/cart')
  }
  request.session.quickOrder = state
  return redirectTo(reply, store, '/quick-order')
}
