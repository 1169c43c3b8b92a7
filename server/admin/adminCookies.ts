import type { CookieSerializeOptions } from '@fastify/cookie'
import type { FastifyRequest } from 'fastify'
import { SECOND_FACTOR_WINDOW_MS } from '../../domain/staff/staffSessions.ts'
import { STAFF_SESSION_ABSOLUTE_MS } from '../../config/backOffice.ts'

/** The staff session's cookie: never the customers' (docs/back-office.md#cookie). */
export const ADMIN_SESSION_COOKIE = 'shop_admin_session'
/** The ticket between the password and the second factor (5 minutes). */
export const ADMIN_TICKET_COOKIE = 'shop_admin_ticket'
/** The random value the forms' CSRF tokens are derived from. */
export const ADMIN_CSRF_COOKIE = 'shop_admin_csrf'

/**
 * Attributes of every back-office cookie: only sent to /admin, never to scripts, never on a
 * request started by another site, and only over https when the back office is served over it.
 */
export function adminCookieOptions(request: FastifyRequest, maxAgeMs?: number): CookieSerializeOptions {
  return {
    path: '/admin',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  }
}

/** How long each cookie lives in the browser (the database decides whether it still opens anything). */
export const ADMIN_COOKIE_LIFETIMES_MS = {
  session: STAFF_SESSION_ABSOLUTE_MS,
  ticket: SECOND_FACTOR_WINDOW_MS,
  csrf: STAFF_SESSION_ABSOLUTE_MS,
} as const
