import type { FastifyRequest } from 'fastify'
import type { ShopperSession } from '../../domain/context.ts'
import type { DatabaseSessionStore } from './databaseSessionStore.ts'
import {
  ANONYMOUS_TOUCH_INTERVAL_MS,
  GUEST_ORDERS_KEPT,
  KEPT_ON_SIGN_IN,
  SIGNED_IN_ABSOLUTE_TIMEOUT_MS,
  SIGNED_IN_IDLE_TIMEOUT_MS,
  SIGNED_IN_TOUCH_INTERVAL_MS,
} from './sessionPolicy.ts'

declare module 'fastify' {
  interface Session {
    /** The signed-in customer. */
    customerId?: number
    /** When the customer signed in (epoch ms), for the absolute timeout. */
    signedInAt?: number
    /** Last recorded activity (epoch ms), for the idle timeout and the sliding cookie. */
    lastSeenAt?: number
    /** A one-time message for the next page (after a form's 303). */
    notice?: string
    /** Guest carts of this session by store key: only the session that created a cart reaches it. */
    guestCarts?: Record<string, string>
    /** Ids of the guest orders this session placed, oldest first (the last GUEST_ORDERS_KEPT). */
    guestOrders?: number[]
    /**
     * What a form's redirect left for the next page of its store to show once, by store key
     * (server/renderShopPage.ts FormResult): a page of another store open at the same time neither takes nor shows it.
     */
    formResults?: Record<string, { form: string; values: Record<string, string> }>
  }
}

/** Whether the request went through a session (only per-shopper routes have one). */
export function hasSession(request: FastifyRequest): boolean {
  return typeof request.session?.sessionId === 'string'
}

/**
 * Applies the session policy when a request starts: a signed-in session idle too long, or
 * older than the absolute limit, is signed out; activity is recorded once per interval.
 */
export async function enforceSessionPolicy(request: FastifyRequest, now = Date.now()): Promise<void> {
  const session = request.session
  if (session.customerId !== undefined) {
    const idle = now - (session.lastSeenAt ?? 0) > SIGNED_IN_IDLE_TIMEOUT_MS
    const tooOld = now - (session.signedInAt ?? 0) > SIGNED_IN_ABSOLUTE_TIMEOUT_MS
    if (idle || tooOld) {
      await signOutSession(request)
      return
    }
  }
  const interval =
    session.customerId !== undefined ? SIGNED_IN_TOUCH_INTERVAL_MS : ANONYMOUS_TOUCH_INTERVAL_MS
  // Only sessions already stored slide; a first visit stores nothing until it has something to keep.
  if (session.lastSeenAt !== undefined && now - session.lastSeenAt > interval) session.lastSeenAt = now
}

async function signOutSession(request: FastifyRequest): Promise<void> {
  await request.session.regenerate([...KEPT_ON_SIGN_IN])
  request.session.lastSeenAt = Date.now()
}

/** The request's session as resolvers and form actions see it. */
export function shopperSessionOf(request: FastifyRequest, store: DatabaseSessionStore): ShopperSession {
  return {
    get customerId() {
      return request.session.customerId ?? null
    },
    async signIn(customerId) {
      await request.session.regenerate([...KEPT_ON_SIGN_IN])
      const now = Date.now()
      request.session.customerId = customerId
      request.session.signedInAt = now
      request.session.lastSeenAt = now
    },
    async signOut() {
      await signOutSession(request)
    },
    async endOtherSessions(customerId) {
      await store.destroyCustomerSessions(customerId, request.session.sessionId)
    },
    get key() {
      return request.session.sessionId
    },
    get guestCarts() {
      return request.session.guestCarts ?? {}
    },
    bindGuestCart(storeKey, cartId) {
      const carts = { ...request.session.guestCarts }
      if (cartId === null) delete carts[storeKey]
      else carts[storeKey] = cartId
      request.session.guestCarts = carts
      // A stored session slides its cookie from now on, so the cart lives as long as the cookie.
      request.session.lastSeenAt ??= Date.now()
    },
    get guestOrderIds() {
      return request.session.guestOrders ?? []
    },
    rememberGuestOrder(orderId) {
      const kept = (request.session.guestOrders ?? []).filter((id) => id !== orderId)
      request.session.guestOrders = [...kept, orderId].slice(-GUEST_ORDERS_KEPT)
    },
  }
}
