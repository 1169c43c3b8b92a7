import fp from 'fastify-plugin'
import { configuredOrStoredSecret } from '../../db/storedSecret.ts'
import cookie from '@fastify/cookie'
import session from '@fastify/session'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config.ts'
import type { ShopperSession } from '../../domain/context.ts'
import { DatabaseSessionStore } from '../sessions/databaseSessionStore.ts'
import { SESSION_COOKIE_MAX_AGE_MS, SESSION_COOKIE_NAME } from '../sessions/sessionPolicy.ts'
import { enforceSessionPolicy, hasSession, shopperSessionOf } from '../sessions/shopperSession.ts'
import { isPrefetch } from '../sessions/isPrefetch.ts'
import { prepareStandInHash } from '../../domain/accounts/passwords.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Gives the routes of a scope the shopper's session: `await scope.register(app.shopperSessions)`.
     * Only per-shopper routes take it, so public pages never read a session.
     */
    shopperSessions: FastifyPluginAsync
    /** The session store (ending a customer's sessions, sweeping expired ones). */
    sessionStore: DatabaseSessionStore
    /** The request's session for resolvers and form actions, or null outside per-shopper routes. */
    shopperSessionOf(request: FastifyRequest): ShopperSession | null
  }
}

/** Options of the sessions plugin. */
export interface SessionsOptions {
  config: Pick<ServerConfig, 'sessionSecret' | 'dataDir' | 'stores'>
}

const SWEEP_INTERVAL_MS = 3600 * 1000

/**
 * A cookie naming a session that no longer exists (rotated at sign-in, ended, expired) is left
 * alone: @fastify/session would answer it with a cookie-clearing header, and a request still in
 * flight from before a sign-in would then clear the new session's cookie in the browser.
 */
function forgetUnknownSessionCookie(request: FastifyRequest): void {
  const sent = request.cookies[SESSION_COOKIE_NAME]
  if (sent !== undefined && sent !== request.session.encryptedSessionId)
    delete request.cookies[SESSION_COOKIE_NAME]
}

/**
 * A prefetch never stores the session nor sets its cookie: the browser may keep its answer past a
 * sign-in started meanwhile, and a cookie naming a session made for it would replace the new one.
 * Its page is one shopper's (`private, no-store`), so the browser fetches it again to show it.
 */
function leaveSessionAloneOnPrefetch(request: FastifyRequest): void {
  if (isPrefetch(request)) request.session = {} as FastifyRequest['session']
}

/**
 * Server-side sessions (@fastify/session with a store in the shop database): an HttpOnly,
 * SameSite=Lax cookie, Secure when every store is served over https, living 13 months, no
 * cookie until the session holds something. Rotated on sign-in and sign-out; signed-in
 * sessions end after 2 h idle or 14 days (server/sessions/sessionPolicy.ts).
 */
export const sessionsPlugin = fp<SessionsOptions>(
  async (app, { config }) => {
    await app.register(cookie)
    const store = new DatabaseSessionStore(app.shopDatabase.db)
    const secret = configuredOrStoredSecret(config.sessionSecret, config.dataDir, 'session-secret')
    const secure = config.stores.every((shopStore) => shopStore.baseUrl.startsWith('https:'))

    const shopperSessions = fp(
      async (scope) => {
        // Added before the session plugin so it runs before the plugin's own onSend, which saves.
        scope.addHook('onSend', async (request) => leaveSessionAloneOnPrefetch(request))
        await scope.register(session, {
          secret,
          store,
          cookieName: SESSION_COOKIE_NAME,
          saveUninitialized: false,
          rolling: false,
          cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_COOKIE_MAX_AGE_MS },
        })
        scope.addHook('onRequest', async (request) => forgetUnknownSessionCookie(request))
        scope.addHook('onRequest', async (request) => enforceSessionPolicy(request))
      },
      { name: 'shopper-sessions', fastify: '5.x' },
    )
    app.decorate('shopperSessions', shopperSessions)
    app.decorate('sessionStore', store)
    app.decorate('shopperSessionOf', (request: FastifyRequest) =>
      hasSession(request) ? shopperSessionOf(request, store) : null,
    )

    const sweep = setInterval(() => {
      store
        .deleteExpired()
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not delete expired sessions'))
    }, SWEEP_INTERVAL_MS)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
    // Hashed in the background (scrypt runs on libuv's pool): ready need not wait; a sign-in before it is done awaits it.
    app.addHook('onReady', async () => {
      prepareStandInHash().catch((error: unknown) =>
        app.log.error({ err: error }, 'could not prepare the stand-in password hash'),
      )
    })
  },
  { name: 'sessions', dependencies: ['database'] },
)
