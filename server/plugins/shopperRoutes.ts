import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import { parseFormBody } from '../forms/parseFormBody.ts'
import csrfProtection from '@fastify/csrf-protection'
import { isPrefetch } from '../sessions/isPrefetch.ts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Store } from '../../config/stores.ts'
import type { ShopRequestScope } from '../../domain/context.ts'
import { consentOfCookies } from '../../config/consentCookie.ts'
import type { ExecutionResult } from 'graphql'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import type { FormResult, FormState, ShopperPageContext } from '../renderShopPage.ts'
import { ACCOUNT_FORM_ACTIONS, type FormAction, type FormAnswer, type FormOperation } from '../forms/accountFormActions.ts'
import { GIFT_CARD_FORM_ACTIONS } from '../forms/giftCardFormActions.ts'
import { CART_FORM_ACTIONS } from '../forms/cartFormActions.ts'
import { CHECKOUT_FORM_ACTIONS } from '../forms/checkoutFormActions.ts'
import { ORDER_LOOKUP_FORM_ACTIONS } from '../forms/orderLookupFormActions.ts'
import { NEWSLETTER_FORM_ACTIONS } from '../forms/newsletterFormActions.ts'
import { MARKETING_FORM_ACTIONS } from '../forms/marketingFormActions.ts'
import { STOCK_ALERT_FORM_ACTIONS } from '../forms/stockAlertFormActions.ts'
import { REVIEW_FORM_ACTIONS } from '../forms/reviewFormActions.ts'
import { CONTACT_FORM_ACTIONS } from '../forms/contactFormActions.ts'
import { WISHLIST_FORM_ACTIONS } from '../forms/wishlistFormActions.ts'
import { WITHDRAWAL_FORM_ACTIONS } from '../forms/withdrawalFormActions.ts'
import { RETURN_FORM_ACTIONS } from '../forms/returnFormActions.ts'
import { echoedValues, textField, type FormBody } from '../forms/formFields.ts'
import { FORM_NOTICES, type FormNotice } from '../forms/formNotices.ts'
import type { RunShopOperation } from '../forms/quickOrder/addQuickOrderToCart.ts'
import { CART_ADDS_VALUE, quickOrderAddedItems } from '../../components/dataLayer/cartAddsDataLayer.ts'
import { addedToCart, cartLinesOf } from '../forms/cartAdds.ts'
import { quickOrderOfPost, refusedQuickOrder } from '../forms/quickOrder/quickOrderOfPost.ts'
import { paymentReturnTarget, type RunPlaceOrder } from '../forms/paymentReturn.ts'

/** Store-relative paths of the pages that show one shopper's data: only they read the session. */
export const PER_SHOPPER_PAGE_PATHS = ['/login', '/register', '/account/*', '/user', '/user/*', '/cart', '/checkout', '/checkout/*', '/orders', '/orders/*', '/giftcard/balance', '/quick-order', '/newsletter', '/marketing', '/stock-alert', '/review/*', '/contact', '/wishlist/share/*'] as const

/** Every form that posts to a per-shopper page. */
export const FORM_ACTIONS: readonly FormAction[] = [...ACCOUNT_FORM_ACTIONS, ...GIFT_CARD_FORM_ACTIONS, ...CART_FORM_ACTIONS, ...CHECKOUT_FORM_ACTIONS, ...ORDER_LOOKUP_FORM_ACTIONS, ...NEWSLETTER_FORM_ACTIONS, ...MARKETING_FORM_ACTIONS, ...STOCK_ALERT_FORM_ACTIONS, ...REVIEW_FORM_ACTIONS, ...CONTACT_FORM_ACTIONS, ...WISHLIST_FORM_ACTIONS, ...WITHDRAWAL_FORM_ACTIONS, ...RETURN_FORM_ACTIONS]

/** Form posts one client may send per minute (humans send a few; scripts are slowed down). */
const FORM_POSTS_PER_MINUTE = 30

declare module 'fastify' {
  interface Session {
    _csrf?: string
  }
}

/** The origin a store is served from (`http://localhost:3000`). */
function originOf(store: Store): string {
  return new URL(store.baseUrl).origin
}

/**
 * Whether a form post comes from the store's own pages: its Origin header (every current
 * browser sends one on POST), else its Referer, must be the store's origin. A request with
 * neither relies on the CSRF token alone, unless `required` (a form without a token), which
 * also refuses a browser's own word that the post comes from another site (`Sec-Fetch-Site`).
 */
export function isSameOrigin(request: FastifyRequest, store: Store, required = false): boolean {
  const expected = originOf(store)
  const fetchSite = request.headers['sec-fetch-site']
  if (required && fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = request.headers.origin
  if (origin !== undefined) return origin === expected
  const referer = request.headers.referer
  if (referer === undefined) return !required
  try {
    return new URL(referer).origin === expected
  } catch {
    return false
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
      await scope.register(csrfProtection, { sessionPlugin: '@fastify/session', getToken: (request) => textField((request.body ?? {}) as FormBody, '_csrf') })
      const basePaths = [...new Set(app.config.stores.map((store) => store.basePath))]
      for (const basePath of basePaths) {
        for (const path of PER_SHOPPER_PAGE_PATHS) {
          const handler = path === '/newsletter' ? handleNewsletterPage : path === '/stock-alert' ? handleStockAlertPage : servePerShopperPage
          scope.route({ method: ['GET', 'HEAD'], url: `${basePath}${path}`, handler: (request, reply) => handler(scope, request, reply) })
        }
        scope.route({ method: 'GET', url: `${basePath}/checkout/success`, handler: (request, reply) => handlePaymentReturn(scope, request, reply) })
        for (const action of FORM_ACTIONS) {
          scope.route({
            method: 'POST',
            url: `${basePath}${action.path}`,
            config: { rateLimit: { max: FORM_POSTS_PER_MINUTE, timeWindow: '1 minute' } },
            handler: (request, reply) => handleFormPost(scope, request, reply, action),
          })
        }
        scope.route({
          method: 'POST',
          url: `${basePath}/quick-order`,
          config: { rateLimit: { max: FORM_POSTS_PER_MINUTE, timeWindow: '1 minute' } },
          handler: (request, reply) => handleQuickOrderPost(scope, request, reply),
        })
      }
    })
  },
  { name: 'shopper-routes', dependencies: ['sessions', 'rate-limit', 'shop-api', 'pages'] },
)

function scopeOf(app: FastifyInstance, request: FastifyRequest): ShopRequestScope {
  return { shopper: app.shopperSessionOf(request), clientIp: request.ip, limits: app.abuseLimits, payments: app.hasDecorator('payments') ? app.payments : null, orderLinks: app.hasDecorator('orderLinks') ? app.orderLinks : null, consent: consentOfCookies(request.headers.cookie) }
}

/** Leaves a form's result for the next page of its store (a checkout in another store keeps its own). */
function leaveFormResult(request: FastifyRequest, store: Store, result: FormResult): void {
  request.session.formResults = { ...request.session.formResults, [store.key]: result }
}

/** The result a form of this store left for this page, used up. */
function takeFormResult(request: FastifyRequest, store: Store): FormResult | null {
  const { [store.key]: result, ...others } = request.session.formResults ?? {}
  if (!result) return null
  request.session.formResults = Object.keys(others).length > 0 ? others : undefined
  return result
}

/** What a per-shopper page gets from the session; the one-time notice is used up, unless the page is only prefetched. */
function shopperPageContext(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, formState: FormState | null): ShopperPageContext {
  const scope = scopeOf(app, request)
  // A prefetch racing a form's redirect would otherwise take the notice meant for the page shown.
  const keep = isPrefetch(request)
  const stored = keep ? undefined : request.session.notice
  const notice = stored && (FORM_NOTICES as readonly string[]).includes(stored) ? stored : null
  if (stored !== undefined) request.session.notice = undefined
  const formResult: FormResult | null = keep || !request.store ? null : takeFormResult(request, request.store)
  const quickOrder = keep ? null : (request.session.quickOrder ?? null)
  if (quickOrder) request.session.quickOrder = undefined
  const customerId = scope.shopper?.customerId ?? null
  return { customer: customerId === null ? null : { id: String(customerId) }, csrfToken: reply.generateCsrf(), formState, notice, formResult, quickOrder, scope }
}

async function servePerShopperPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!request.store) return app.servePage(request, reply)
  return app.servePage(request, reply, { shopper: shopperPageContext(app, request, reply, null) })
}

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
  const cartId = request.session.checkoutCarts?.[store.key] ?? app.shopperSessionOf(request)?.guestCarts[store.key] ?? null
  const run: RunPlaceOrder = (document, variables) => app.shopApi.run({ query: document, variables, store, scope: scopeOf(app, request), log: request.log }, { method: 'POST', trusted: true })
  const target = await paymentReturnTarget(query, cartId, run)
  if (target?.success && target.result) leaveFormResult(request, store, { form: 'placeOrder', values: target.result })
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
  if (!store || typeof token !== 'string' || request.method !== 'GET' || isPrefetch(request)) return servePerShopperPage(app, request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const query = 'mutation PageNewsletterConfirm($token: String!) { confirmNewsletterSubscription(token: $token) { success errorCode errorField } }'
  const outcome = await app.shopApi.run({ query, variables: { token }, store, scope: scopeOf(app, request), log: request.log }, { method: 'POST', trusted: true })
  const answer = mutationAnswer(outcome.result, 'confirmNewsletterSubscription')
  if (answer.success) {
    request.session.notice = 'newsletterConfirmed' satisfies FormNotice
    return redirectTo(reply, store, '/newsletter')
  }
  if (!answer.errorCode) request.log.error({ errors: outcome.result.errors }, 'newsletter confirmation failed')
  const formState: FormState = { form: 'newsletterConfirm', errorCode: answer.errorCode ?? 'INVALID_TOKEN', errorField: 'token', values: {} }
  return app.servePage(request, reply, { shopper: shopperPageContext(app, request, reply, formState), statusCode: 410, storePath: '/newsletter' })
}

/**
 * The stock alert page; opened from the confirmation e-mail (`?confirm=`) it confirms the
 * alert and answers 303 to the page with a notice, or shows the page with the link refused
 * (410). A prefetch or a HEAD request confirms nothing.
 */
async function handleStockAlertPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const store = request.store
  const token = ((request.query ?? {}) as Record<string, unknown>).confirm
  if (!store || typeof token !== 'string' || request.method !== 'GET' || isPrefetch(request)) return servePerShopperPage(app, request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const query = 'mutation PageStockAlertConfirm($token: String!) { confirmStockAlert(token: $token) { success errorCode errorField status } }'
  const outcome = await app.shopApi.run({ query, variables: { token }, store, scope: scopeOf(app, request), log: request.log }, { method: 'POST', trusted: true })
  const answer = (outcome.result.data as { confirmStockAlert?: { success: boolean; errorCode: MutationErrorCode | null; status: string | null } } | null | undefined)?.confirmStockAlert
  if (answer?.success) {
    request.session.notice = (answer.status === 'SENT' ? 'stockAlertSent' : 'stockAlertConfirmed') satisfies FormNotice
    return redirectTo(reply, store, '/stock-alert')
  }
  if (!answer?.errorCode) request.log.error({ errors: outcome.result.errors }, 'stock alert confirmation failed')
  const formState: FormState = { form: 'stockAlertConfirm', errorCode: answer?.errorCode ?? 'INVALID_TOKEN', errorField: 'token', values: {} }
  return app.servePage(request, reply, { shopper: shopperPageContext(app, request, reply, formState), statusCode: 410, storePath: '/stock-alert' })
}

/**
 * Whether the form's CSRF token matches the session's secret. The plugin's hook answers a
 * refusal itself (`reply.send(error)`: a JSON 403, and the callback never called), so it gets
 * a stand-in reply that reports the refusal instead; the form is then rendered again (403).
 */
function checkCsrfToken(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const refusal = { send: () => resolve(false) } as unknown as FastifyReply
    app.csrfProtection(request, refusal, ((error?: unknown) => resolve(!error)) as () => void)
  })
}

function operationOf(action: FormAction, body: FormBody): FormOperation | undefined {
  const name = textField(body, '_action') || 'default'
  return Object.hasOwn(action.operations, name) ? action.operations[name] : undefined
}

async function handleFormPost(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, action: FormAction) {
  const store = request.store
  if (!store) return app.servePage(request, reply)
  reply.header('Cache-Control', 'private, no-store')
  // The URL's parameters (a shared wishlist's code) win over posted fields of the same name.
  const body = { ...(request.body && typeof request.body === 'object' ? request.body : {}), ...(request.params ?? {}) } as FormBody
  const oneClickToken = ((request.query ?? {}) as Record<string, unknown>).unsubscribe
  if (action.oneClickUnsubscribe && textField(body, 'List-Unsubscribe') === 'One-Click' && typeof oneClickToken === 'string') {
    const { query, resultField } = action.oneClickUnsubscribe
    const outcome = await app.shopApi.run({ query, variables: { token: oneClickToken }, store, scope: scopeOf(app, request), log: request.log }, { method: 'POST', trusted: true })
    return reply.code(mutationAnswer(outcome.result, resultField).success ? 200 : 404).type('text/plain').send()
  }
  const operation = operationOf(action, body)
  if (!operation) return sendFormAgain(app, request, reply, { form: textField(body, '_action') || 'default', errorCode: 'REQUIRED', errorField: '_action', values: echoedValues(body) }, 400, null)
  const trusted = operation.tokenless ? isSameOrigin(request, store, true) : isSameOrigin(request, store) && (await checkCsrfToken(app, request))
  if (!trusted) {
    return sendFormAgain(app, request, reply, { form: operation.form, errorCode: 'FORM_EXPIRED', errorField: null, values: echoedValues(body) }, 403, operation)
  }
  if (operation.requiresCustomer && app.shopperSessionOf(request)?.customerId == null) {
    return redirectTo(reply, store, `/login?redirect=${encodeURIComponent(operation.loginRedirect?.(body) ?? action.path)}`)
  }
  const cartId = operation.needsCart ? (operation.postedCartId?.(body) ?? (await shopperCartId(app, request, store))) : null
  if (operation.needsCart && !cartId) return sendFormAgain(app, request, reply, { form: operation.form, errorCode: 'CART_NOT_FOUND', errorField: null, values: echoedValues(body) }, 422, operation)
  const { query, variables } = operation.mutation(body, { cartId })
  const run: RunShopOperation = (document, documentVariables) => app.shopApi.run({ query: document, variables: documentVariables, store, scope: scopeOf(app, request), log: request.log }, { method: 'POST', trusted: true })
  // Only a shopper who allowed analytics gets their adds reported, so only then is the cart read around the add.
  const linesBefore = operation.addsToCart && consentOfCookies(request.headers.cookie)?.analytics ? await cartLinesOf(run, cartId) : null
  const outcome = await run(query, variables)
  const answer = operation.readAnswer ? operation.readAnswer(outcome.result) : mutationAnswer(outcome.result, operation.resultField)
  if (answer.success) {
    const notice = answer.notice ?? (typeof operation.notice === 'function' ? operation.notice(body) : operation.notice)
    if (notice) request.session.notice = notice satisfies FormNotice
    const linesAfter = linesBefore ? await cartLinesOf(run, cartId) : null
    const added = linesBefore && linesAfter ? addedToCart(linesBefore, linesAfter) : []
    const values = { ...answer.result, ...(added.length > 0 ? { [CART_ADDS_VALUE]: JSON.stringify(added) } : {}) }
    if (Object.keys(values).length > 0) leaveFormResult(request, store, { form: operation.form, values })
    if (operation.rememberCart && cartId) request.session.checkoutCarts = { ...request.session.checkoutCarts, [store.key]: cartId }
    if (answer.location) return reply.code(303).header('Location', answer.location).send()
    return redirectTo(reply, store, answer.next ?? operation.next(body))
  }
  if (!answer.errorCode) request.log.error({ errors: outcome.result.errors, form: operation.form }, 'form mutation failed')
  const formState: FormState = { form: operation.form, errorCode: answer.errorCode ?? 'REQUIRED', errorField: answer.errorField, ...(answer.message ? { message: answer.message } : {}), values: echoedValues(body) }
  if (outcome.retryAfterSeconds) {
    reply.header('Retry-After', String(outcome.retryAfterSeconds))
    return sendFormAgain(app, request, reply, { ...formState, retryAfterSeconds: outcome.retryAfterSeconds }, 429, operation)
  }
  return sendFormAgain(app, request, reply, formState, answer.errorCode ? 422 : 400, operation)
}

/** The session's cart in this store (the customer's when signed in), created when missing; null when the API refuses. */
async function shopperCartId(app: FastifyInstance, request: FastifyRequest, store: Store): Promise<string | null> {
  const query = 'mutation FormShopperCart { createGuestCart { success cart { id } } }'
  const outcome = await app.shopApi.run({ query, variables: {}, store, scope: scopeOf(app, request), log: request.log }, { method: 'POST', trusted: true })
  return (outcome.result.data as { createGuestCart?: { cart: { id: string } | null } } | null | undefined)?.createGuestCart?.cart?.id ?? null
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
    const shopper = { ...shopperPageContext(app, request, reply, null), quickOrder: refusedQuickOrder(body, 'formExpired') }
    return app.servePage(request, reply, { shopper, statusCode: 403 })
  }
  const session = app.shopperSessionOf(request)
  const run: RunShopOperation = (query, variables) => app.shopApi.run({ query, variables, store, scope: scopeOf(app, request), log: request.log }, { method: 'POST', trusted: true })
  const { state, allAdded } = await quickOrderOfPost(body, run, { customer: session?.customerId != null, guestCartId: session?.guestCarts[store.key] ?? null })
  if (allAdded) {
    request.session.notice = 'productsAdded' satisfies FormNotice
    // The cart page reports what was added to the data layer, once (the result is read once).
    leaveFormResult(request, store, { form: 'quickOrder', values: { added: String(state.added), [CART_ADDS_VALUE]: JSON.stringify(quickOrderAddedItems(state.addedItems)) } })
    return redirectTo(reply, store, '/cart')
  }
  request.session.quickOrder = state
  return redirectTo(reply, store, '/quick-order')
}

/** The answer of a mutation form: its `{ success, errorCode, errorField }` result at `resultField`. */
function mutationAnswer(result: ExecutionResult, resultField: string): FormAnswer {
  const outcome = (result.data as Record<string, { success: boolean; errorCode: MutationErrorCode | null; errorField: string | null } | null> | null | undefined)?.[resultField]
  if (outcome?.success) return { success: true }
  return { success: false, errorCode: outcome?.errorCode ?? null, errorField: outcome?.errorField ?? null }
}

function redirectTo(reply: FastifyReply, store: Store, storePath: string) {
  return reply.code(303).header('Location', `${store.basePath}${storePath}`).send()
}

/** Renders the form's page again with what was wrong and the values typed. */
async function sendFormAgain(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, formState: FormState, statusCode: number, operation: FormOperation | null) {
  // As in handleFormPost: the URL's parameters (an order id) are fields the page to show needs.
  const body = { ...(request.body && typeof request.body === 'object' ? request.body : {}), ...(request.params ?? {}) } as FormBody
  const storePath = operation?.pageOnError?.(body) ?? undefined
  return app.servePage(request, reply, { shopper: shopperPageContext(app, request, reply, formState), statusCode, ...(storePath ? { storePath } : {}) })
}
