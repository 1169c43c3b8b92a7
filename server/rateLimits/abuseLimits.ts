import type { Redis } from 'ioredis'
import type { IRateLimiterStoreOptions, RateLimiterAbstract } from 'rate-limiter-flexible'
import type { AbuseLimits, LimitedAction } from '../../domain/context.ts'

/** Wrong passwords an account (or a client address) may send before it has to wait. */
export const FREE_SIGN_IN_FAILURES = { account: 5, client: 20 } as const
/** The longest wait after wrong passwords, in seconds. */
export const MAX_SIGN_IN_WAIT_SECONDS = 15 * 60
const FAILURE_MEMORY_SECONDS = 3600

/** Budget of each limited action: how many per how many seconds. */
export const ACTION_BUDGETS: Record<LimitedAction, { points: number; seconds: number }> = {
  register: { points: 10, seconds: 3600 },
  passwordRequest: { points: 5, seconds: 900 },
  passwordReset: { points: 10, seconds: 900 },
  emailChange: { points: 5, seconds: 3600 },
  // Per session: a shopper clicking fast stays far below; a script filling carts does not.
  addToCart: { points: 60, seconds: 60 },
  // Gift card balance checks: a shopper checks a few cards, a guesser needs billions of tries.
  giftCardCheck: { points: 10, seconds: 600 },
  // A shopper types a few places; a scraper asks thousands.
  pickupSearch: { points: 60, seconds: 60 },
  // A guest looks up an order or two; a guesser of number, e-mail and postcode needs millions.
  guestOrderLookup: { points: 10, seconds: 600 },
  // A reader asks once or twice (a lost e-mail); more would flood an inbox with confirmation mails.
  newsletterSubscribe: { points: 5, seconds: 3600 },
  // A shopper waits for a few sizes; more would flood an inbox with confirmation mails.
  stockAlertSubscribe: { points: 10, seconds: 3600 },
  // Per customer and per client address: a shopper reviews a few purchases at a time; a spammer many products.
  productReview: { points: 5, seconds: 3600 },
  // Per client address: a shopper writes once or twice; more is a script filling the shop's inbox.
  contactMessage: { points: 5, seconds: 3600 },
  // Per client address: a household withdraws from a few orders; more is a script sending acknowledgments to strangers.
  withdrawal: { points: 10, seconds: 3600 },
}

type LimiterOptions = Pick<IRateLimiterStoreOptions, 'keyPrefix' | 'points' | 'duration'>

/** The counters of {@link createAbuseLimits}. */
interface AbuseLimiters {
  failures: { account: RateLimiterAbstract; client: RateLimiterAbstract }
  waits: RateLimiterAbstract
  actions: Record<LimitedAction, RateLimiterAbstract>
}

function secondsOf(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000))
}

async function createLimiters(redis: Redis | null): Promise<AbuseLimiters> {
  const { RateLimiterMemory, RateLimiterRedis } = await import('rate-limiter-flexible')
  const limiter = (options: LimiterOptions): RateLimiterAbstract =>
    // While Redis cannot be reached, the insurance limiter counts in this instance's memory instead of failing the request.
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          ...options,
          keyPrefix: `shop_${options.keyPrefix}`,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options)
  return {
    failures: {
      account: limiter({
        keyPrefix: 'signin_failures_account',
        points: 1_000_000,
        duration: FAILURE_MEMORY_SECONDS,
      }),
      client: limiter({
        keyPrefix: 'signin_failures_client',
        points: 1_000_000,
        duration: FAILURE_MEMORY_SECONDS,
      }),
    },
    // A wait is a window holding a single point: the attempt that takes it is checked, any other before it closes is refused.
    waits: limiter({ keyPrefix: 'signin_wait', points: 1, duration: 1 }),
    actions: Object.fromEntries(
      Object.entries(ACTION_BUDGETS).map(([action, budget]) => [
        action,
        limiter({ keyPrefix: `action_${action}`, points: budget.points, duration: budget.seconds }),
      ]),
    ) as Record<LimitedAction, RateLimiterAbstract>,
  }
}

/**
 * Counters against password guessing and e-mail flooding, with rate-limiter-flexible: in
 * memory, or in Redis (`REDIS_URL`) so every instance counts together (each in its own memory
 * while Redis is unreachable). Wrong passwords are
 * counted per account and per client address; past the free ones each further one doubles
 * the wait (2 s, 4 s, 8 s … up to 15 min).
 *
 * An attempt counts as a wrong password from the moment it starts until it proves right, and
 * past the free ones it must open the wait itself: of attempts sent all at once, only the
 * free ones and one more are checked, the others are refused (and not counted).
 */
export function createAbuseLimits(redis: Redis | null): AbuseLimits {
  // The counters (and rate-limiter-flexible) are made by the first limited action, not at start-up (docs/performance.md).
  let limiters: Promise<AbuseLimiters> | undefined
  const limitersOf = () => (limiters ??= createLimiters(redis))
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
  const clientKey = (clientIp: string) => `client:${clientIp}`

  /** Seconds before the longest running wait of these keys ends, or 0. */
  async function runningWait(waits: RateLimiterAbstract, keys: string[]): Promise<number> {
    const states = await Promise.all(keys.map((key) => waits.get(key)))
    const running = states.filter((state) => state !== null && state.msBeforeNext > 0)
    return running.length === 0 ? 0 : Math.max(...running.map((state) => secondsOf(state!.msBeforeNext)))
  }

  const waitAfter = (failureCount: number, free: number) =>
    Math.min(2 ** (failureCount - free), MAX_SIGN_IN_WAIT_SECONDS)

  /** Opens the wait that the `failureCount`th wrong password of a key starts; the seconds left when another attempt opened it first, else 0. */
  async function openWait(
    waits: RateLimiterAbstract,
    key: string,
    failureCount: number,
    free: number,
  ): Promise<number> {
    try {
      await waits.consume(key, 1, { customDuration: waitAfter(failureCount, free) })
      return 0
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection
      return secondsOf((rejection as { msBeforeNext: number }).msBeforeNext)
    }
  }

  return {
    async beginSignInAttempt(email, clientIp) {
      const { failures, waits } = await limitersOf()
      const account = accountKey(email)
      const client = clientKey(clientIp)
      const refused = (waitSeconds: number) => ({
        waitSeconds,
        succeeded: async () => {},
        failed: async () => {},
      })
      // While a wait runs, attempts are refused unchecked and uncounted.
      const running = await runningWait(waits, [account, client])
      if (running > 0) return refused(running)
      const [accountCount, clientCount] = await Promise.all([
        failures.account.penalty(account),
        failures.client.penalty(client),
      ])
      const opened: { key: string; seconds: number }[] = []
      let waitSeconds = 0
      for (const [key, count, free] of [
        [account, accountCount.consumedPoints, FREE_SIGN_IN_FAILURES.account],
        [client, clientCount.consumedPoints, FREE_SIGN_IN_FAILURES.client],
      ] as const) {
        if (count <= free) continue
        const wait = await openWait(waits, key, count, free)
        if (wait === 0) opened.push({ key, seconds: waitAfter(count, free) })
        waitSeconds = Math.max(waitSeconds, wait)
      }
      if (waitSeconds > 0) {
        // Another attempt of the same burst took the turn: this one is not checked, so not counted.
        await Promise.all([
          failures.account.reward(account),
          failures.client.reward(client),
          ...opened.map(({ key }) => waits.delete(key)),
        ])
        return refused(waitSeconds)
      }
      return {
        waitSeconds: 0,
        async succeeded() {
          // The account starts over; the client keeps its other failures, and the wait this attempt opened ends.
          const clientWait = opened.some(({ key }) => key === client) ? [waits.delete(client)] : []
          await Promise.all([
            failures.account.delete(account),
            waits.delete(account),
            failures.client.reward(client),
            ...clientWait,
          ])
        },
        async failed() {
          // The waits this attempt opened last their full time from now, not from when the check began.
          await Promise.all(opened.map(({ key, seconds }) => waits.set(key, 1, seconds)))
        },
      }
    },
    async consume(action, key) {
      const { actions } = await limitersOf()
      try {
        await actions[action].consume(key)
        return 0
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection
        return secondsOf((rejection as { msBeforeNext: number }).msBeforeNext)
      }
    },
  }
}
