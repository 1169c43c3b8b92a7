import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ExecutionResult } from 'graphql'
import { consentOfCookies } from '../../config/consentCookie.ts'
import type { MutationErrorCode } from '../../domain/mutationResult.ts'
import { CART_ADDS_VALUE } from '../../components/dataLayer/cartAddsDataLayer.ts'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { FormState } from '../renderShopPage.ts'
import { addedToCart, cartLinesOf } from './cartAdds.ts'
import { checkCsrfToken, formOriginOf } from './formChecks.ts'
import { shopperText } from '../../domain/shopperText.ts'
import { UNKNOWN_ADDRESS_MESSAGE } from '../../components/forms/unknownAddressMessage.ts'
import { echoedValues, textField, type FormBody } from './formFields.ts'
import type { FormNotice } from './formNotices.ts'
import type { DocumentOutcome, RunDocument } from './runDocument.ts'
import { leaveFormResult, postedFields, redirectTo, sendFormAgain, shopperRunner } from './shopperPage.ts'

/**
 * What a form's operation answered: success, with what the next page shows once; or why not
 * (`errorCode` null when the answer was not one the form knows, a bug to log; `message` when the API
 * already said why in the store's language, as cart mutations do).
 */
export type FormAnswer =
  | {
      success: true
      result?: Record<string, string>
      /** A store-relative page to go to instead of the operation's `next` (the answer decides: an order placed, a payment to complete). */
      next?: string
      /** A same-origin URL outside the store to go to (a payment provider's page), used as it is. */
      location?: string
      /** The notice to show instead of the operation's (the answer decides: an order the new account took over). */
      notice?: FormNotice
    }
  | {
      success: false
      errorCode: MutationErrorCode | 'ORDER_NOT_FOUND' | null
      errorField: string | null
      message?: string
    }

/** A typed document with its variables and the reading of its answer, ready to run. */
export interface FormRequest {
  send(run: RunDocument): Promise<{ answer: FormAnswer; outcome: DocumentOutcome<unknown> }>
}

/** A form's request: the document's variables and answer are checked against its generated types. */
export function formRequest<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  read: (result: ExecutionResult<NoInfer<TData>>) => FormAnswer,
): FormRequest {
  return {
    async send(run) {
      const outcome = await run(document, variables)
      return { answer: read(outcome.result), outcome }
    },
  }
}

/** The `{ success, errorCode, errorField }` fields of a mutation's result. */
interface MutationResultFields {
  success: boolean
  errorCode?: MutationErrorCode | null
  errorField?: string | null
}

/** Reads the answer of a mutation form: its result at `field`. */
export function mutationAnswer<K extends string>(field: K) {
  return (result: ExecutionResult<{ [P in K]?: MutationResultFields | null }>): FormAnswer => {
    const outcome = result.data?.[field]
    if (outcome?.success) return { success: true }
    return { success: false, errorCode: outcome?.errorCode ?? null, errorField: outcome?.errorField ?? null }
  }
}

/** One thing a form can do: the document it runs and where the shopper goes after it. */
export interface FormOperation {
  /** Which form of the page sent it (pages show errors beside that form). */
  form: string
  /** Only a signed-in customer may send it; others go to the login page. */
  requiresCustomer: boolean
  /** Store-relative page a shopper sent to the login page comes back to; default: the URL posted to. */
  loginRedirect?: (body: FormBody) => string
  /** The typed document and its variables, from the form's fields (and the shopper's cart, for cart forms). */
  request: (body: FormBody, context: FormOperationContext) => FormRequest
  /** It acts on the shopper's cart: the server finds (or creates) the session's cart first and passes its id. */
  needsCart?: boolean
  /**
   * The cart the form was rendered for, when it names one: used instead of the session's cart,
   * so a form sent again after its cart was ordered answers that order (the API checks the cart is the shopper's).
   */
  postedCartId?: (body: FormBody) => string | null
  /**
   * Posted from a public, cacheable page that carries no CSRF token (the product page's add to
   * cart): the Origin (or Referer) must then be the store's own, and a post with neither is refused.
   */
  tokenless?: boolean
  /** Store-relative path to go to on success (303). */
  next: (body: FormBody) => string
  notice?: FormNotice | ((body: FormBody) => FormNotice)
  /** Store-relative path of the page showing the form again on error; default: the URL posted to. */
  pageOnError?: (body: FormBody) => string | null
  /** The session keeps the cart's id for this store (`checkoutCarts`): the payment return page finds the order by it once the cart is gone. */
  rememberCart?: boolean
  /**
   * It puts products in the shopper's cart: with analytics consent the server reads the cart's
   * lines before and after, and the next page reports what it took (`add_to_cart`, see cartAdds.ts).
   */
  addsToCart?: boolean
}

/** What the server knows before it builds a form's request. */
export interface FormOperationContext {
  /** The shopper's cart id when the operation `needsCart` (it always gets one), else empty. */
  cartId: string
}

/** A form action at a store-relative path: its operations, chosen by the `_action` field. */
export interface FormAction {
  path: string
  operations: Record<string, FormOperation>
  /**
   * One-click unsubscribe (RFC 8058): a POST of `List-Unsubscribe=One-Click` to the page's
   * `?unsubscribe=<token>` link, sent by mail providers without cookies or Origin: the token is
   * the only authority.
   */
  oneClickUnsubscribe?: (token: string) => FormRequest
}

const SHOPPER_CART = graphql(`
  mutation FormShopperCart {
    createGuestCart {
      success
      cart {
        id
      }
    }
  }
`)

function operationOf(action: FormAction, body: FormBody): FormOperation | undefined {
  const name = textField(body, '_action') || 'default'
  return Object.hasOwn(action.operations, name) ? action.operations[name] : undefined
}

/** Renders the operation's page again with what was wrong and the values typed. */
function sendOperationAgain(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  formState: FormState,
  statusCode: number,
  operation: FormOperation | null,
) {
  return sendFormAgain(
    app,
    request,
    reply,
    formState,
    statusCode,
    operation?.pageOnError?.(postedFields(request)),
  )
}

/**
 * Answers a form post: checks it (Origin, CSRF token unless `tokenless`, a signed-in customer
 * when required), runs its operation's document on the shopper's behalf, and answers 303 to the
 * next page with a one-time notice and result in the session; a refused form renders its page
 * again with the values typed (422, 429 with Retry-After when rate-limited, 403 when expired or
 * cross-origin).
 */
export async function handleFormPost(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  action: FormAction,
) {
  const store = request.store
  if (!store) return app.servePage(request, reply)
  reply.header('Cache-Control', 'private, no-store')
  const body = postedFields(request)
  const run = shopperRunner(app, request, store)
  const oneClickToken = ((request.query ?? {}) as Record<string, unknown>).unsubscribe
  if (
    action.oneClickUnsubscribe &&
    textField(body, 'List-Unsubscribe') === 'One-Click' &&
    typeof oneClickToken === 'string'
  ) {
    const { answer } = await action.oneClickUnsubscribe(oneClickToken).send(run)
    return reply
      .code(answer.success ? 200 : 404)
      .type('text/plain')
      .send()
  }
  const operation = operationOf(action, body)
  if (!operation)
    return sendOperationAgain(
      app,
      request,
      reply,
      {
        form: textField(body, '_action') || 'default',
        errorCode: 'REQUIRED',
        errorField: '_action',
        values: echoedValues(body),
      },
      400,
      null,
    )
  const origin = formOriginOf(request, store, operation.tokenless)
  const fromStore = origin === 'sameSite' && (operation.tokenless || (await checkCsrfToken(app, request)))
  if (!fromStore) {
    const refusal =
      origin === 'unknownAddress'
        ? {
            errorCode: 'UNKNOWN_ADDRESS' as const,
            message: shopperText(store.locale, UNKNOWN_ADDRESS_MESSAGE),
          }
        : { errorCode: 'FORM_EXPIRED' as const }
    return sendOperationAgain(
      app,
      request,
      reply,
      { form: operation.form, ...refusal, errorField: null, values: echoedValues(body) },
      403,
      operation,
    )
  }
  if (operation.requiresCustomer && app.shopperSessionOf(request)?.customerId == null) {
    return redirectTo(
      reply,
      store,
      `/login?redirect=${encodeURIComponent(operation.loginRedirect?.(body) ?? action.path)}`,
    )
  }
  const cartId = operation.needsCart ? (operation.postedCartId?.(body) ?? (await shopperCartId(run))) : null
  if (operation.needsCart && !cartId)
    return sendOperationAgain(
      app,
      request,
      reply,
      { form: operation.form, errorCode: 'CART_NOT_FOUND', errorField: null, values: echoedValues(body) },
      422,
      operation,
    )
  // Only a shopper who allowed analytics gets their adds reported, so only then is the cart read around the add.
  const linesBefore =
    operation.addsToCart && consentOfCookies(request.headers.cookie)?.analytics
      ? await cartLinesOf(run, cartId)
      : null
  const { answer, outcome } = await operation.request(body, { cartId: cartId ?? '' }).send(run)
  if (answer.success) {
    const notice =
      answer.notice ?? (typeof operation.notice === 'function' ? operation.notice(body) : operation.notice)
    if (notice) request.session.notice = notice satisfies FormNotice
    const linesAfter = linesBefore ? await cartLinesOf(run, cartId) : null
    const added = linesBefore && linesAfter ? addedToCart(linesBefore, linesAfter) : []
    const values = {
      ...answer.result,
      ...(added.length > 0 ? { [CART_ADDS_VALUE]: JSON.stringify(added) } : {}),
    }
    if (Object.keys(values).length > 0) leaveFormResult(request, store, { form: operation.form, values })
    if (operation.rememberCart && cartId)
      request.session.checkoutCarts = { ...request.session.checkoutCarts, [store.key]: cartId }
    if (answer.location) return reply.code(303).header('Location', answer.location).send()
    return redirectTo(reply, store, answer.next ?? operation.next(body))
  }
  if (!answer.errorCode)
    request.log.error({ errors: outcome.result.errors, form: operation.form }, 'form mutation failed')
  const formState: FormState = {
    form: operation.form,
    errorCode: answer.errorCode ?? 'REQUIRED',
    errorField: answer.errorField,
    ...(answer.message ? { message: answer.message } : {}),
    values: echoedValues(body),
  }
  if (outcome.retryAfterSeconds) {
    reply.header('Retry-After', String(outcome.retryAfterSeconds))
    return sendOperationAgain(
      app,
      request,
      reply,
      { ...formState, retryAfterSeconds: outcome.retryAfterSeconds },
      429,
      operation,
    )
  }
  return sendOperationAgain(app, request, reply, formState, answer.errorCode ? 422 : 400, operation)
}

/** The session's cart in this store (the customer's when signed in), created when missing; null when the API refuses. */
async function shopperCartId(run: RunDocument): Promise<string | null> {
  const { result } = await run(SHOPPER_CART, {})
  return result.data?.createGuestCart.cart?.id ?? null
}
