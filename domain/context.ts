import type { Kysely } from 'kysely'
import type { Store } from '../config/stores.ts'
import type { Database, Language } from '../db/tables.ts'
import { createLoaders, type ShopLoaders } from './loaders.ts'
import type { CmsRow } from './cms/cmsRow.ts'
import type { ListingAggregateCache } from './catalog/aggregateCache.ts'
import type { PaymentService } from './payments/paymentService.ts'
import type { OrderLinks } from './orders/orderLinks.ts'
import type { ConsentChoice } from '../config/consentCookie.ts'

/**
 * What the shop's rules are given to act (docs/architecture.md#the-domain-context): the database,
 * the store, the clock and who acts, plus what the caller has of the request. The shop API, the
 * form actions, the scripts and the back office build one per operation; no rule sees a transport.
 */

/** The signed-in customer. */
export interface Viewer {
  customerId: number
}

/** The shopper's server-side session as resolvers may change it. */
export interface ShopperSession {
  /** The signed-in customer's id, or null for an anonymous shopper. */
  readonly customerId: number | null
  /** Signs a customer in under a new session id (no fixation); what the shopper collected stays. */
  signIn(customerId: number): Promise<void>
  /** Signs out: a new anonymous session id, the customer's data gone from it. */
  signOut(): Promise<void>
  /** Ends every other session of the customer (after a password change or reset). */
  endOtherSessions(customerId: number): Promise<void>
  /** A key naming this session for rate limits (it changes when the session id is renewed). */
  readonly key: string
  /** Guest carts bound to this session, by store key; signing in or out forgets them. */
  readonly guestCarts: Readonly<Record<string, string>>
  /** Binds a guest cart of a store to this session, or unbinds it (null). */
  bindGuestCart(storeKey: string, cartId: string | null): void
  /** Ids of the guest orders this session placed (the newest few); signing in or out forgets them. */
  readonly guestOrderIds: readonly number[]
  /** Remembers a guest order this session placed, so an account opened next in it can take the order over. */
  rememberGuestOrder(orderId: number): void
}

/** What a limited action counts against, to slow guessing and flooding. */
export type LimitedAction =
  | 'register'
  | 'passwordRequest'
  | 'passwordReset'
  | 'emailChange'
  | 'addToCart'
  | 'giftCardCheck'
  | 'pickupSearch'
  | 'guestOrderLookup'
  | 'newsletterSubscribe'
  | 'stockAlertSubscribe'
  | 'productReview'
  | 'contactMessage'
  | 'withdrawal'

/** A password check under the wrong-password limits (see {@link AbuseLimits.beginSignInAttempt}). */
export interface SignInAttempt {
  /** Seconds the client must wait before this account's password is checked again, or 0 to go ahead. */
  waitSeconds: number
  /** The password was right: the account's failures are forgotten, and this attempt is not counted. */
  succeeded(): Promise<void>
  /** The password was wrong (it is counted already): a wait it started runs its full time from now. */
  failed(): Promise<void>
}

/** Counters against password guessing and e-mail flooding, shared by the app's instances. */
export interface AbuseLimits {
  /**
   * Starts checking a password of this account from this client. The attempt counts as a wrong
   * password (later ones wait longer and longer) from now on unless `succeeded()` is called, so
   * a burst of attempts cannot all pass before the first is counted; when `waitSeconds` is
   * above 0 the password must not be checked at all.
   */
  beginSignInAttempt(email: string, clientIp: string): Promise<SignInAttempt>
  /** Counts one action by `key` (a client address, an e-mail); seconds to wait when over its budget, else 0. */
  consume(action: LimitedAction, key: string): Promise<number>
}

/** Where the operation comes from: the session, the client address and the limits, when the transport has them. */
export interface ShopRequestScope {
  shopper: ShopperSession | null
  clientIp: string
  limits: AbuseLimits | null
  /** The payments module, where the app has one. */
  payments?: PaymentService | null
  /** Signs and checks guests' order links, where the app has them. */
  orderLinks?: OrderLinks | null
  /** The cookie choice the request's consent cookie holds , where the transport reads cookies. */
  consent?: ConsentChoice | null
  /** An unsaved CMS page a staff member previews: only the server's own render sets it, never HTTP. */
  cmsDraft?: CmsRow | null
}

/** Where log lines of a rule go: Fastify's logger, pino, or the console in scripts. */
export interface DomainLogger {
  info(object: object | string, message?: string): void
  warn(object: object | string, message?: string): void
  error(object: object | string, message?: string): void
  debug(object: object | string, message?: string): void
}

/** The small typed context every rule of `domain/` takes. */
export interface DomainContext {
  store: Store
  language: Language
  db: Kysely<Database>
  /** Batch loaders of this operation's reads (fresh per operation, so their caches are too). */
  loaders: ShopLoaders
  log: DomainLogger
  /** The signed-in customer when the operation started, or null. */
  viewer: Viewer | null
  /** The shopper's session; null where the caller has none (then nobody can sign in). */
  shopper: ShopperSession | null
  /** Address of the client, for rate limits. */
  clientIp: string
  limits: AbuseLimits | null
  /** The payments module (intents at the configured provider), or null where the app has none. */
  payments: PaymentService | null
  /** Signs and checks guests' order links, or null where the app has none (then guests get no link). */
  orderLinks: OrderLinks | null
  /** The shopper's cookie choice sent with the request, or null: signing in records it for the customer. */
  consent: ConsentChoice | null
  /** Time of the operation (the clock), so availability and dates are decided once per operation. */
  now: Date
  /** Listing aggregates shared by the operations of one app, or null to always compute them. */
  aggregateCache: ListingAggregateCache | null
  /** Set by a rule refused by a rate limit: the caller answers "too many requests" with this wait. */
  retryAfterSeconds: number | null
  /** Content a rule changed, as `type:id` tags (`product:SL-00001`): cached answers showing it are dropped. */
  changedContent: Set<string>
  /** The unsaved CMS page of a staff preview (`cmsPagePreview`), or null. */
  cmsDraft: CmsRow | null
}

const ANONYMOUS_SCOPE: ShopRequestScope = { shopper: null, clientIp: '', limits: null }

/** Builds a fresh context (with fresh loaders) for one operation on the shop's rules. */
export function createDomainContext(
  store: Store,
  db: Kysely<Database>,
  log: DomainLogger,
  aggregateCache: ListingAggregateCache | null = null,
  scope: ShopRequestScope = ANONYMOUS_SCOPE,
): DomainContext {
  const language = store.language
  const customerId = scope.shopper?.customerId ?? null
  return {
    store,
    language,
    db,
    log,
    viewer: customerId === null ? null : { customerId },
    ...scope,
    payments: scope.payments ?? null,
    orderLinks: scope.orderLinks ?? null,
    consent: scope.consent ?? null,
    cmsDraft: scope.cmsDraft ?? null,
    retryAfterSeconds: null,
    now: new Date(),
    loaders: createLoaders(db, language, store.key),
    aggregateCache,
    changedContent: new Set(),
  }
}
