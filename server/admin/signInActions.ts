import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { completeStaffSetup } from '../../domain/staff/staffAccounts.ts'
import {
  setStaffLanguage,
  signInWithPassword,
  signInWithSecondFactor,
  signOutStaff,
  signOutStaffEverywhere,
  type StaffRequest,
} from '../../domain/staff/staffSessions.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import {
  ADMIN_COOKIE_LIFETIMES_MS,
  ADMIN_SESSION_COOKIE,
  ADMIN_TICKET_COOKIE,
  adminCookieOptions,
} from './adminCookies.ts'
import { adminPageContext, type AdminRequest } from './adminGuard.ts'
import type { AdminFormState } from './adminPageContext.ts'
import { sendAdminPage } from './renderAdminPage.ts'

/** A form action of the back office, after its guard. */
export type AdminAction = (
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRequest,
) => Promise<unknown>

function bodyOf(request: FastifyRequest): FormBody {
  return (request.body ?? {}) as FormBody
}

/** The sign-in, set-up, sign-out and language actions (docs/back-office.md#pages). */
export function signInActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const staffRequest = (request: FastifyRequest, admin: AdminRequest): StaffRequest => ({
    db,
    now: admin.now,
    clientAddress: request.ip,
    limits: app.abuseLimits,
  })
  /** The sign-in page again with what was wrong (422, or 429 with Retry-After when throttled). */
  const loginAgain = (
    request: FastifyRequest,
    reply: FastifyReply,
    admin: AdminRequest,
    formState: AdminFormState,
    secondStep: boolean,
  ) => {
    if (formState.retryAfterSeconds) reply.header('Retry-After', String(formState.retryAfterSeconds))
    const status = formState.error === 'TOO_MANY_ATTEMPTS' ? 429 : 422
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, { formState, secondStep }),
      status,
      '/admin/login',
    )
  }

  const loginPassword: AdminAction = async (request, reply, admin) => {
    const email = textField(bodyOf(request), 'email').trim()
    const result = await signInWithPassword(
      staffRequest(request, admin),
      email,
      textField(bodyOf(request), 'password'),
    )
    if (!result.ok)
      return loginAgain(
        request,
        reply,
        admin,
        {
          form: 'password',
          error: result.error,
          values: { email },
          ...(result.retryAfterSeconds ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
        },
        false,
      )
    reply.setCookie(
      ADMIN_TICKET_COOKIE,
      result.ticket,
      adminCookieOptions(request, ADMIN_COOKIE_LIFETIMES_MS.ticket),
    )
    return reply.redirect('/admin/login', 303)
  }

  const loginCode: AdminAction = async (request, reply, admin) => {
    const ticket = request.cookies[ADMIN_TICKET_COOKIE] ?? ''
    const result = await signInWithSecondFactor(
      staffRequest(request, admin),
      ticket,
      textField(bodyOf(request), 'code'),
    )
    if (!result.ok) {
      const expired = result.error === 'SIGN_IN_EXPIRED'
      if (expired) reply.clearCookie(ADMIN_TICKET_COOKIE, adminCookieOptions(request))
      return loginAgain(
        request,
        reply,
        admin,
        {
          form: expired ? 'password' : 'code',
          error: result.error,
          values: {},
          ...(result.retryAfterSeconds ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
        },
        !expired,
      )
    }
    reply.clearCookie(ADMIN_TICKET_COOKIE, adminCookieOptions(request))
    reply.setCookie(
      ADMIN_SESSION_COOKIE,
      result.sessionToken,
      adminCookieOptions(request, ADMIN_COOKIE_LIFETIMES_MS.session),
    )
    return reply.redirect('/admin', 303)
  }

  const setupComplete: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const token = (request.params as { token?: string }).token ?? ''
    const totpSecret = textField(body, 'totpSecret')
    const result = await completeStaffSetup(
      db,
      { token, password: textField(body, 'password'), totpSecret, totpCode: textField(body, 'totpCode') },
      admin.now,
      request.ip,
    )
    const url = `/admin/setup/${encodeURIComponent(token)}`
    if (!result.ok)
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: { form: 'setup', error: result.error, values: { totpSecret } },
        }),
        422,
        url,
      )
    return sendRecoveryCodes(app, request, reply, admin, result.recoveryCodes, url)
  }

  const logout: AdminAction = async (request, reply, admin) => {
    await signOutStaff(db, request.cookies[ADMIN_SESSION_COOKIE] ?? '', admin.now)
    reply.clearCookie(ADMIN_SESSION_COOKIE, adminCookieOptions(request))
    return reply.redirect('/admin/login?done=signedOut', 303)
  }

  const signOutEverywhere: AdminAction = async (request, reply, admin) => {
    await signOutStaffEverywhere(staffRequest(request, admin), admin.viewer!)
    reply.clearCookie(ADMIN_SESSION_COOKIE, adminCookieOptions(request))
    return reply.redirect('/admin/login?done=signedOutEverywhere', 303)
  }

  const language: AdminAction = async (request, reply, admin) => {
    const chosen = textField(bodyOf(request), 'language')
    if (chosen === 'en' || chosen === 'fr')
      await setStaffLanguage(staffRequest(request, admin), admin.viewer!, chosen)
    return reply.redirect('/admin', 303)
  }

  return { loginPassword, loginCode, setupComplete, logout, signOutEverywhere, language }
}

/**
 * Answers a completed set-up with its recovery codes, shown in this answer and never again:
 * nothing keeps them to redirect to (TOTP and passkey set-ups alike).
 */
export function sendRecoveryCodes(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRequest,
  codes: string[],
  url: string,
): Promise<FastifyReply> {
  return sendAdminPage(
    request,
    reply,
    adminPageContext(app, admin, { shownOnce: { kind: 'recoveryCodes', codes } }),
    200,
    url,
  )
}
