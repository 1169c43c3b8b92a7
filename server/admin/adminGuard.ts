import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { StaffLanguage } from '../../db/tables.ts'
import { recordAccessRefused } from '../../domain/staff/accessRefusal.ts'
import { can, STAFF_ACTIONS, type StaffAction } from '../../domain/staff/roles.ts'
import { resolveStaffSession, type StaffViewer } from '../../domain/staff/staffSessions.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import {
  ADMIN_COOKIE_LIFETIMES_MS,
  ADMIN_CSRF_COOKIE,
  ADMIN_SESSION_COOKIE,
  adminCookieOptions,
} from './adminCookies.ts'
import { adminOriginOf } from './adminOrigin.ts'
import { csrfTokenOf, isCsrfTokenRight, newCsrfSeed } from './adminCsrf.ts'
import type { AdminPageContext, AdminScreen } from './adminPageContext.ts'
import type { AdminRoute } from './adminRoutes.ts'
import { sendAdminPage } from './renderAdminPage.ts'

/** The page a refusal screen renders at: it loads no data of its own. */
export const ADMIN_SCREEN_URL = '/admin/login'

/** What a request under /admin knows once the guard let it through. */
export interface AdminRequest {
  viewer: StaffViewer | null
  now: Date
  csrfToken: string
  language: StaffLanguage
}

/** The page context of an admin render, from the request's guard and what the page shows. */
export function adminPageContext(
  app: FastifyInstance,
  admin: AdminRequest,
  extra: Partial<AdminPageContext> = {},
): AdminPageContext {
  return {
    viewer: admin.viewer,
    language: admin.language,
    csrfToken: admin.csrfToken,
    data: null,
    allowed: admin.viewer ? STAFF_ACTIONS.filter((action) => can(admin.viewer!.role, action)) : [],
    screen: null,
    formState: null,
    notice: null,
    shownOnce: null,
    secondStep: false,
    ...extra,
  }
}

/** Before sign-in, the interface speaks French to a browser that prefers it, else English. */
function languageOfBrowser(request: FastifyRequest): StaffLanguage {
  return /^\s*fr\b/i.test(request.headers['accept-language'] ?? '') ? 'fr' : 'en'
}

/** The CSRF cookie's seed, set when the browser has none yet. */
function csrfSeedOf(request: FastifyRequest, reply: FastifyReply): string {
  const seed = request.cookies[ADMIN_CSRF_COOKIE]
  if (seed && /^[\w-]{43}$/.test(seed)) return seed
  const fresh = newCsrfSeed()
  reply.setCookie(ADMIN_CSRF_COOKIE, fresh, adminCookieOptions(request, ADMIN_COOKIE_LIFETIMES_MS.csrf))
  return fresh
}

/**
 * Whether a form post comes from the back office: its token matches the CSRF cookie, and its
 * Origin, when the browser sends one, is the address the request came to.
 */
function isGenuinePost(request: FastifyRequest, secret: string): boolean {
  const origin = request.headers.origin
  if (origin !== undefined && origin !== adminOriginOf(request)) return false
  const body = (request.body ?? {}) as FormBody
  return isCsrfTokenRight(secret, request.cookies[ADMIN_CSRF_COOKIE], textField(body, '_csrf'))
}

/**
 * The guard of every admin route (docs/back-office.md#the-guard): resolves the staff session,
 * checks a post's CSRF token, then the route's access. Returns the request's context, or null
 * once it answered: a form that did not come from here 403, nobody signed in 303 to the
 * sign-in page (a page) or 403 (a post), a role that may not 403 with an `access.refused` row.
 */
export async function guardAdminRoute(
  app: FastifyInstance,
  secret: string,
  route: AdminRoute,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AdminRequest | null> {
  const now = new Date()
  const token = request.cookies[ADMIN_SESSION_COOKIE]
  const viewer = token ? await resolveStaffSession(app.shopDatabase.db, token, now) : null
  const seed = csrfSeedOf(request, reply)
  const admin: AdminRequest = {
    viewer,
    now,
    csrfToken: csrfTokenOf(secret, seed),
    language: viewer?.language ?? languageOfBrowser(request),
  }
  const refuse = async (screen: AdminScreen) => {
    await sendAdminPage(request, reply, adminPageContext(app, admin, { screen }), 403, ADMIN_SCREEN_URL)
    return null
  }
  if (route.method === 'POST' && !isGenuinePost(request, secret)) return refuse('formExpired')
  if (route.access === 'public') return admin
  if (!viewer) {
    if (route.method === 'GET') {
      await reply.redirect('/admin/login', 303)
      return null
    }
    return refuse('forbidden')
  }
  if (route.access !== 'signedIn' && !can(viewer.role, route.access)) {
    await recordAccessRefused(
      app.shopDatabase.db,
      viewer,
      {
        method: route.method,
        path: route.path,
        action: route.access satisfies StaffAction,
        clientAddress: request.ip,
      },
      now,
    )
    return refuse('forbidden')
  }
  return admin
}
