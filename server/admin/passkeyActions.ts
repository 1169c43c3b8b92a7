import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hashLinkToken } from '../../domain/accounts/linkTokens.ts'
import { completeStaffSetupWithPasskey, setupPasskeyOptions } from '../../domain/staff/passkeySetup.ts'
import { passkeySignInOptions, signInWithPasskey } from '../../domain/staff/passkeySignIn.ts'
import {
  addPasskey,
  addPasskeyBinding,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
  type PasskeyOwner,
} from '../../domain/staff/passkeys.ts'
import type { StaffRequest } from '../../domain/staff/staffSessions.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import {
  ADMIN_COOKIE_LIFETIMES_MS,
  ADMIN_SESSION_COOKIE,
  ADMIN_TICKET_COOKIE,
  adminCookieOptions,
} from './adminCookies.ts'
import { adminPageContext, type AdminRequest } from './adminGuard.ts'
import { adminRelyingPartyOf } from './adminOrigin.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import { sendRecoveryCodes } from './signInActions.ts'

const SECURITY_PAGE = '/admin/security'

/**
 * The passkey actions (docs/back-office.md#passkeys): the options the island asks for (JSON,
 * each storing a single-use challenge bound to the ticket, set-up link or session), and the
 * form posts the island sends the browser's answer with (303 or the page again, as every form).
 */
export function passkeyActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const tokenOf = (request: FastifyRequest) => (request.params as { token?: string }).token ?? ''
  const staffRequest = (request: FastifyRequest, admin: AdminRequest): StaffRequest => ({
    db,
    now: admin.now,
    clientAddress: request.ip,
    limits: app.abuseLimits,
  })
  const ownerOf = (request: FastifyRequest, admin: AdminRequest): PasskeyOwner => ({
    staffId: admin.viewer!.staffId,
    email: admin.viewer!.email,
    clientAddress: request.ip,
    sessionId: hashLinkToken(request.cookies[ADMIN_SESSION_COOKIE] ?? ''),
  })
  /** The options as JSON, or 404 with a code when there are none to give. */
  const options = (reply: FastifyReply, value: object | null, missing: string) =>
    value
      ? reply.code(200).type('application/json').send(value)
      : reply.code(404).type('application/json').send({ error: missing })
  const securityAgain = (
    request: FastifyRequest,
    reply: FastifyReply,
    admin: AdminRequest,
    form: string,
    error: string,
  ) =>
    sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, { formState: { form, error, values: {} } }),
      422,
      SECURITY_PAGE,
    )

  const loginPasskeyOptions: AdminAction = async (request, reply, admin) =>
    options(
      reply,
      await passkeySignInOptions(
        staffRequest(request, admin),
        request.cookies[ADMIN_TICKET_COOKIE] ?? '',
        adminRelyingPartyOf(request),
      ),
      'NO_PASSKEY',
    )

  const loginPasskey: AdminAction = async (request, reply, admin) => {
    const result = await signInWithPasskey(
      staffRequest(request, admin),
      request.cookies[ADMIN_TICKET_COOKIE] ?? '',
      textField(bodyOf(request), 'response'),
      adminRelyingPartyOf(request),
    )
    if (!result.ok) {
      const expired = result.error === 'SIGN_IN_EXPIRED'
      if (expired) reply.clearCookie(ADMIN_TICKET_COOKIE, adminCookieOptions(request))
      if (result.retryAfterSeconds) reply.header('Retry-After', String(result.retryAfterSeconds))
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: {
            form: expired ? 'password' : 'code',
            error: result.error === 'WRONG_CODE' ? 'WRONG_PASSKEY' : result.error,
            values: {},
          },
          secondStep: !expired,
        }),
        result.error === 'TOO_MANY_ATTEMPTS' ? 429 : 422,
        '/admin/login',
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

  const setupPasskeyOptionsAction: AdminAction = async (request, reply, admin) =>
    options(
      reply,
      await setupPasskeyOptions(db, tokenOf(request), adminRelyingPartyOf(request), admin.now),
      'SETUP_LINK_INVALID',
    )

  const setupPasskey: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const token = tokenOf(request)
    const result = await completeStaffSetupWithPasskey(
      db,
      {
        token,
        password: textField(body, 'password'),
        response: textField(body, 'passkeyResponse'),
        name: textField(body, 'passkeyName'),
      },
      adminRelyingPartyOf(request),
      admin.now,
      request.ip,
    )
    const url = `/admin/setup/${encodeURIComponent(token)}`
    if (!result.ok)
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: {
            form: 'setup',
            error: result.error,
            values: {
              totpSecret: textField(body, 'totpSecret'),
              passkeyName: textField(body, 'passkeyName'),
            },
          },
        }),
        422,
        url,
      )
    return sendRecoveryCodes(app, request, reply, admin, result.recoveryCodes, url)
  }

  const passkeyOptions: AdminAction = async (request, reply, admin) => {
    const owner = ownerOf(request, admin)
    return options(
      reply,
      await passkeyRegistrationOptions(
        db,
        addPasskeyBinding(owner),
        { email: admin.viewer!.email, name: admin.viewer!.name },
        adminRelyingPartyOf(request),
        admin.now,
      ),
      'NO_OPTIONS',
    )
  }

  const passkeyAdd: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const added = await addPasskey(
      db,
      ownerOf(request, admin),
      { name: textField(body, 'name'), response: textField(body, 'response') },
      adminRelyingPartyOf(request),
      admin.now,
    )
    if (!added.ok) return securityAgain(request, reply, admin, 'addPasskey', added.error)
    return reply.redirect(`${SECURITY_PAGE}?done=passkeyAdded`, 303)
  }

  const passkeyIdOf = (request: FastifyRequest) => Number(textField(bodyOf(request), 'passkeyId')) || 0

  const passkeyRename: AdminAction = async (request, reply, admin) => {
    const renamed = await renamePasskey(
      db,
      ownerOf(request, admin),
      passkeyIdOf(request),
      textField(bodyOf(request), 'name'),
      admin.now,
    )
    if (!renamed.ok) return securityAgain(request, reply, admin, 'passkeys', renamed.error)
    return reply.redirect(`${SECURITY_PAGE}?done=passkeyRenamed`, 303)
  }

  const passkeyRemove: AdminAction = async (request, reply, admin) => {
    const removed = await removePasskey(db, ownerOf(request, admin), passkeyIdOf(request), admin.now)
    if (!removed.ok) return securityAgain(request, reply, admin, 'passkeys', removed.error)
    return reply.redirect(`${SECURITY_PAGE}?done=passkeyRemoved`, 303)
  }

  return {
    loginPasskeyOptions,
    loginPasskey,
    setupPasskeyOptions: setupPasskeyOptionsAction,
    setupPasskey,
    passkeyOptions,
    passkeyAdd,
    passkeyRename,
    passkeyRemove,
  }
}
