import fp from 'fastify-plugin'
import formbody from '@fastify/formbody'
import csrfProtection from '@fastify/csrf-protection'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Store } from '../../config/stores.ts'
import type { ShopRequestScope } from '../../graphql/schema/context.ts'
import type { MutationErrorCode } from '../../graphql/schema/mutationResult.ts'
import type { FormState, ShopperPageContext } from '../renderShopPage.ts'
import { ACCOUNT_FORM_ACTIONS, type FormAction, type FormOperation } from '../forms/accountFormActions.ts'
import { echoedValues, textField, type FormBody } from '../forms/formFields.ts'
import { FORM_NOTICES, type FormNotice } from '../forms/formNotices.ts'

/** Store-relative paths of the pages that show one shopper's data: only they read the session. */
export const PER_SHOPPER_PAGE_PATHS = ['/login', '/register', '/account/*', '/user', '/user/*', '/cart', '/checkout', '/checkout/*', '/orders', '/orders/*'] as const

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
 * neither relies on the CSRF token alone.
 */
function isSameOrigin(request: FastifyRequest, store: Store): boolean {
  const expected = originOf(store)
  const origin = request.headers.origin
  if (origin !== undefined) return origin === expected
  const referer = request.headers.referer
  if (referer === undefined) return true
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
      await scope.register(formbody, { bodyLimit: 16 * 1024 })
      await scope.register(csrfProtection, { sessionPlugin: '@fastify/session', getToken: (request) => textField((request.body ?? {}) as FormBody, '_csrf') })
      const basePaths = [...new Set(app.config.stores.map((store) => store.basePath))]
      for (const basePath of basePaths) {
        for (const path of PER_SHOPPER_PAGE_PATHS) {
          scope.route({ method: ['GET', 'HEAD'], url: `${basePath}${path}`, handler: (request, reply) => servePerShopperPage(scope, request, reply) })
        }
        for (const action of ACCOUNT_FORM_ACTIONS) {
          scope.route({
            method: 'POST',
            url: `${basePath}${action.path}`,
            config: { rateLimit: { max: FORM_POSTS_PER_MINUTE, timeWindow: '1 minute' } },
            handler: (request, reply) => handleFormPost(scope, request, reply, action),
          })
        }
      }
    })
  },
  { name: 'shopper-routes', dependencies: ['sessions', 'rate-limit', 'shop-api', 'pages'] },
)

function scopeOf(app: FastifyInstance, request: FastifyRequest): ShopRequestScope {
  return { shopper: app.shopperSessionOf(request), clientIp: request.ip, limits: app.abuseLimits }
}

/** What a per-shopper page gets from the session; the one-time notice is used up. */
function shopperPageContext(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, formState: FormState | null): ShopperPageContext {
  const scope = scopeOf(app, request)
  const stored = request.session.notice
  const notice = stored && (FORM_NOTICES as readonly string[]).includes(stored) ? stored : null
  if (stored !== undefined) request.session.notice = undefined
  const customerId = scope.shopper?.customerId ?? null
  return { customer: customerId === null ? null : { id: String(customerId) }, csrfToken: reply.generateCsrf(), formState, notice, scope }
}

async function servePerShopperPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!request.store) return app.servePage(request, reply)
  return app.servePage(request, reply, { shopper: shopperPageContext(app, request, reply, null) })
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
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as FormBody
  const operation = operationOf(action, body)
  if (!operation) return sendFormAgain(app, request, reply, { form: textField(body, '_action') || 'default', errorCode: 'REQUIRED', errorField: '_action', values: echoedValues(body) }, 400, null)
  if (!isSameOrigin(request, store) || !(await checkCsrfToken(app, request))) {
    return sendFormAgain(app, request, reply, { form: operation.form, errorCode: 'FORM_EXPIRED', errorField: null, values: echoedValues(body) }, 403, operation)
  }
  if (operation.requiresCustomer && app.shopperSessionOf(request)?.customerId == null) {
    return redirectTo(reply, store, `/login?redirect=${encodeURIComponent(action.path)}`)
  }
  const { query, variables } = operation.mutation(body)
  const outcome = await app.shopApi.run({ query, variables, store, scope: scopeOf(app, request), log: request.log }, { method: 'POST', trusted: true })
  const result = (outcome.result.data as Record<string, { success: boolean; errorCode: MutationErrorCode | null; errorField: string | null } | null> | null | undefined)?.[operation.resultField]
  if (result?.success) {
    const notice = typeof operation.notice === 'function' ? operation.notice(body) : operation.notice
    if (notice) request.session.notice = notice satisfies FormNotice
    return redirectTo(reply, store, operation.next(body))
  }
  if (!result) request.log.error({ errors: outcome.result.errors, form: operation.form }, 'form mutation failed')
  const formState: FormState = { form: operation.form, errorCode: result?.errorCode ?? 'REQUIRED', errorField: result?.errorField ?? null, values: echoedValues(body) }
  if (outcome.retryAfterSeconds) {
    reply.header('Retry-After', String(outcome.retryAfterSeconds))
    return sendFormAgain(app, request, reply, { ...formState, retryAfterSeconds: outcome.retryAfterSeconds }, 429, operation)
  }
  return sendFormAgain(app, request, reply, formState, result ? 422 : 400, operation)
}

function redirectTo(reply: FastifyReply, store: Store, storePath: string) {
  return reply.code(303).header('Location', `${store.basePath}${storePath}`).send()
}

/** Renders the form's page again with what was wrong and the values typed. */
async function sendFormAgain(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, formState: FormState, statusCode: number, operation: FormOperation | null) {
  const body = (request.body ?? {}) as FormBody
  const storePath = operation?.pageOnError?.(body) ?? undefined
  return app.servePage(request, reply, { shopper: shopperPageContext(app, request, reply, formState), statusCode, ...(storePath ? { storePath } : {}) })
}
