import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type IRateLimiterStoreOptions, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { AbuseLimits, LimitedAction } from '../../graphql/schema/context.ts'

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
}

type LimiterOptions = Pick<IRateLimiterStoreOptions, 'keyPrefix' | 'points' | 'duration'>

function secondsOf(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000))
}

/**
 * Counters against password guessing and e-mail flooding, with rate-limiter-flexible: in
 * memory, or in Redis (`REDIS_URL`) so every instance counts together. Wrong passwords are
 * counted per account and per client address; past the free ones each further one doubles
 * the wait (2 s, 4 s, 8 s … up to 15 min).
 */
export function createAbuseLimits(redis: Redis | null): AbuseLimits {
  const limiter = (options: LimiterOptions): RateLimiterAbstract =>
    redis ? new RateLimiterRedis({ storeClient: redis, ...options, keyPrefix: `shop_${options.keyPrefix}` }) : new RateLimiterMemory(options)
  const failures = {
    account: limiter({ keyPrefix: 'signin_failures_account', points: 1_000_000, duration: FAILURE_MEMORY_SECONDS }),
    client: limiter({ keyPrefix: 'signin_failures_client', points: 1_000_000, duration: FAILURE_MEMORY_SECONDS }),
  }
  // A block is a spent single point: get() then tells how long it lasts.
  const waits = limiter({ keyPrefix: 'signin_wait', points: 1, duration: 1 })
  const actions = Object.fromEntries(
    Object.entries(ACTION_BUDGETS).map(([action, budget]) => [action, limiter({ keyPrefix: `action_${action}`, points: budget.points, duration: budget.seconds })]),
  ) as Record<LimitedAction, RateLimiterAbstract>
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
  const clientKey = (clientIp: string) => `client:${clientIp}`

  async function waitAfter(key: string, failureCount: number, free: number): Promise<void> {
    if (failureCount <= free) return
    const seconds = Math.min(2 ** (failureCount - free), MAX_SIGN_IN_WAIT_SECONDS)
    await waits.block(key, seconds)
  }

  return {
    async signInWaitSeconds(email, clientIp) {
      const states = await Promise.all([waits.get(accountKey(email)), waits.get(clientKey(clientIp))])
      const blocked = states.filter((state) => state !== null && state.consumedPoints > 1)
      return blocked.length === 0 ? 0 : Math.max(...blocked.map((state) => secondsOf(state!.msBeforeNext)))
    },
    async recordSignInFailure(email, clientIp) {
      const [account, client] = await Promise.all([failures.account.penalty(accountKey(email)), failures.client.penalty(clientKey(clientIp))])
      await Promise.all([
        waitAfter(accountKey(email), account.consumedPoints, FREE_SIGN_IN_FAILURES.account),
        waitAfter(clientKey(clientIp), client.consumedPoints, FREE_SIGN_IN_FAILURES.client),
      ])
    },
    async recordSignInSuccess(email) {
      await Promise.all([failures.account.delete(accountKey(email)), waits.delete(accountKey(email))])
    },
    async consume(action, key) {
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
