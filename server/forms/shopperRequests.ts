// The shopper routes' handlers that run the shop API's documents: `server/plugins/shopperRoutes.ts`
// registers the routes at start-up and imports this module, with the form actions and the
// storefront's generated documents, on the first request that needs it (docs/performance.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isPrefetch } from '../sessions/isPrefetch.ts'
import type { FormState } from '../renderShopPage.ts'
import { handleFormPost, type FormAction, type FormRequest } from './formAction.ts'
import { checkCsrfToken, isSameOrigin } from './formChecks.ts'
import {
  leaveFormResult,
  redirectTo,
  servePerShopperPage,
  shopperPageContext,
  shopperRunner,
} from './shopperPage.ts'
import { ACCOUNT_FORM_ACTIONS } from './accountFormActions.ts'
import { GIFT_CARD_FORM_ACTIONS } from './giftCardFormActions.ts'
import { CART_FORM_ACTIONS } from './cartFormActions.ts'
import { CHECKOUT_FORM_ACTIONS } from './checkoutFormActions.ts'
import { ORDER_LOOKUP_FORM_ACTIONS } from './orderLookupFormActions.ts'
import { NEWSLETTER_FORM_ACTIONS, newsletterConfirmation } from './newsletterFormActions.ts'
import { MARKETING_FORM_ACTIONS } from './marketingFormActions.ts'
import { STOCK_ALERT_FORM_ACTIONS, stockAlertConfirmation } from './stockAlertFormActions.ts'
import { REVIEW_FORM_ACTIONS } from './reviewFormActions.ts'
import { CONTACT_FORM_ACTIONS } from './contactFormActions.ts'
import { WISHLIST_FORM_ACTIONS } from './wishlistFormActions.ts'
import { WITHDRAWAL_FORM_ACTIONS } from './withdrawalFormActions.ts'
import { RETURN_FORM_ACTIONS } from './returnFormActions.ts'
import type { FormBody } from './formFields.ts'
import type { FormNotice } from './formNotices.ts'
import { CART_ADDS_VALUE, quickOrderAddedItems } from '../../components/dataLayer/cartAddsDataLayer.ts'
import { quickOrderOfPost, refusedQuickOrder } from './quickOrder/quickOrderOfPost.ts'
import { paymentReturnTarget } from './paymentReturn.ts'

/** Every form that posts to a per-shopper page (their paths: `FORM_ACTION_PATHS`, server/forms/formRoutes.ts). */
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

export { handleFormPost }

const ACTION_AT = new Map(FORM_ACTIONS.map((action) => [action.path, action]))

/** The form action posted to a store-relative path of `FORM_ACTION_PATHS`. */
export function formActionAt(path: string): FormAction {
  const action = ACTION_AT.get(path)
  if (!action) throw new Error(`No form action at ${path}`)
  return action
}

/**
 * The order confirmation, and the page the payment provider sends the shopper back to
 * (`?payment_intent=`): that visit is answered with 303 to the checkout (card refused) or to
 * the order's confirmation (paid), see paymentReturnTarget.
 */
export async function handlePaymentReturn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
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

/** A page that confirms the link of a confirmation e-mail (`?confirm=`). */
interface LinkConfirmationPage {
  storePath: '/newsletter' | '/stock-alert'
  form: FormState['form']
  confirmation: (token: string) => FormRequest
  /** The notice shown after a confirmation whose answer names none. */
  notice?: FormNotice
  /** What the log says failed. */
  what: string
}

/**
 * Opened from the confirmation e-mail (`?confirm=`), the page confirms and answers 303 to itself
 * with a notice (the token leaves the address bar), or shows itself with the link refused (410)
 * and its form to ask again. A prefetch or a HEAD request confirms nothing.
 */
async function serveLinkConfirmationPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: LinkConfirmationPage,
) {
  const store = request.store
  const token = ((request.query ?? {}) as Record<string, unknown>).confirm
  if (!store || typeof token !== 'string' || request.method !== 'GET' || isPrefetch(request))
    return servePerShopperPage(app, request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const { answer, outcome } = await page.confirmation(token).send(shopperRunner(app, request, store))
  if (answer.success) {
    const notice = answer.notice ?? page.notice
    if (notice) request.session.notice = notice satisfies FormNotice
    return redirectTo(reply, store, page.storePath)
  }
  if (!answer.errorCode) request.log.error({ errors: outcome.result.errors }, `${page.what} failed`)
  const formState: FormState = {
    form: page.form,
    errorCode: answer.errorCode ?? 'INVALID_TOKEN',
    errorField: 'token',
    values: {},
  }
  return app.servePage(request, reply, {
    shopper: shopperPageContext(app, request, reply, formState),
    statusCode: 410,
    storePath: page.storePath,
  })
}

/** The newsletter page, which confirms a subscription's link ({@link serveLinkConfirmationPage}). */
export function handleNewsletterPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  return serveLinkConfirmationPage(app, request, reply, {
    storePath: '/newsletter',
    form: 'newsletterConfirm',
    confirmation: newsletterConfirmation,
    notice: 'newsletterConfirmed',
    what: 'newsletter confirmation',
  })
}

/** The stock alert page, which confirms an alert's link ({@link serveLinkConfirmationPage}). */
export function handleStockAlertPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  return serveLinkConfirmationPage(app, request, reply, {
    storePath: '/stock-alert',
    form: 'stockAlertConfirm',
    confirmation: stockAlertConfirmation,
    what: 'stock alert confirmation',
  })
}

/**
 * The quick order form (`/quick-order`): checked like the other forms (a refused token or
 * origin renders the page again, 403, with everything typed), then every valid row goes to
 * the session's cart. All added: 303 to the cart with a notice; else 303 back to the page,
 * which shows the rows left with their reasons once (kept in the session).
 */
export async function handleQuickOrderPost(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
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
