import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Store } from '../../config/stores.ts'
import { requestScopeOf } from '../shopApi/requestScope.ts'
import type { FormResult, FormState, ShopperPageContext } from '../renderShopPage.ts'
import { isPrefetch } from '../sessions/isPrefetch.ts'
import type { FormBody } from './formFields.ts'
import { FORM_NOTICES } from './formNotices.ts'
import type { RunDocument } from './runDocument.ts'

/** Runs the server's typed documents for the shopper who sent the request, in the store it was sent to. */
export function shopperRunner(app: FastifyInstance, request: FastifyRequest, store: Store): RunDocument {
  return (document, variables) =>
    app.shopApi.runDocument(document, variables, { store, scope: requestScopeOf(request), log: request.log })
}

/** Leaves a form's result for the next page of its store (a checkout in another store keeps its own). */
export function leaveFormResult(request: FastifyRequest, store: Store, result: FormResult): void {
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
export function shopperPageContext(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  formState: FormState | null,
): ShopperPageContext {
  const scope = requestScopeOf(request)
  // A prefetch racing a form's redirect would otherwise take the notice meant for the page shown.
  const keep = isPrefetch(request)
  const stored = keep ? undefined : request.session.notice
  const notice = stored && (FORM_NOTICES as readonly string[]).includes(stored) ? stored : null
  if (stored !== undefined) request.session.notice = undefined
  const formResult: FormResult | null = keep || !request.store ? null : takeFormResult(request, request.store)
  const quickOrder = keep ? null : (request.session.quickOrder ?? null)
  if (quickOrder) request.session.quickOrder = undefined
  const customerId = scope.shopper?.customerId ?? null
  return {
    customer: customerId === null ? null : { id: String(customerId) },
    csrfToken: reply.generateCsrf(),
    formState,
    notice,
    formResult,
    quickOrder,
    scope,
  }
}

/** A per-shopper page, rendered with the session's customer, CSRF token and one-time notices. */
export async function servePerShopperPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!request.store) return app.servePage(request, reply)
  return app.servePage(request, reply, { shopper: shopperPageContext(app, request, reply, null) })
}

/** Answers 303 to a page of the store. */
export function redirectTo(reply: FastifyReply, store: Store, storePath: string) {
  return reply.code(303).header('Location', `${store.basePath}${storePath}`).send()
}

/** The posted fields, with the URL's parameters (a shared wishlist's code, an order id) winning over posted fields of the same name. */
export function postedFields(request: FastifyRequest): FormBody {
  return {
    ...(request.body && typeof request.body === 'object' ? request.body : {}),
    ...(request.params ?? {}),
  } as FormBody
}

/** Renders the form's page again (at `storePath`, default the URL posted to) with what was wrong and the values typed. */
export async function sendFormAgain(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  formState: FormState,
  statusCode: number,
  storePath?: string | null,
) {
  return app.servePage(request, reply, {
    shopper: shopperPageContext(app, request, reply, formState),
    statusCode,
    ...(storePath ? { storePath } : {}),
  })
}
