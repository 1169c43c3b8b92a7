import type { FastifyRequest } from 'fastify'
import { consentOfCookies } from '../../config/consentCookie.ts'
import type { ShopRequestScope } from '../../domain/context.ts'

/**
 * The shopper a request acts for, as the shop's rules see them: session, client address, rate
 * limits, payments, guests' order links and consent, each where the app has it.
 */
export function requestScopeOf(request: FastifyRequest): ShopRequestScope {
  const app = request.server
  return {
    shopper: app.hasDecorator('shopperSessionOf') ? app.shopperSessionOf(request) : null,
    clientIp: request.ip,
    limits: app.hasDecorator('abuseLimits') ? app.abuseLimits : null,
    payments: app.hasDecorator('payments') ? app.payments : null,
    orderLinks: app.hasDecorator('orderLinks') ? app.orderLinks : null,
    consent: consentOfCookies(request.headers.cookie),
  }
}
