import { sql, type Kysely, type Selectable } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Store } from '../../config/stores.ts'
import type { Database, MarketingSyncAction, MarketingSyncJobTable } from '../../graphql/db/tables.ts'
import { retryDelaySeconds } from '../email/outboxWorker.ts'
import { newsletterListOf, type MarketingProvider } from './marketingProvider.ts'

/** A sync job as the worker claims it. */
export type MarketingSyncJob = Selectable<MarketingSyncJobTable>

/** A call to queue for the provider. */
export interface MarketingSyncRequest {
  action: MarketingSyncAction
  email: string
  /** The store whose newsletter list is meant; null: all marketing (unsubscribe) or no list (event). */
  storeKey: string | null
  customerId: number | null
  source: string
  /** An event's name and properties. */
  payload?: { name: string; properties: Record<string, unknown> }
}

/**
 * Writes a sync job. Pass the transaction of the change it reports: the provider hears of it
 * exactly when that change commits. (Newsletter status changes need no call: a trigger of
 * migration 0033 writes theirs.)
 */
export async function queueMarketingSync(db: Kysely<Database>, request: MarketingSyncRequest): Promise<void> {
  await db
    .insertInto('marketing_sync_job')
    .values({ action: request.action, email: request.email, store_key: request.storeKey, customer_id: request.customerId, source: request.source, payload: JSON.stringify(request.payload ?? {}) })
    .execute()
}

/**
 * Makes one job's call: a subscription puts the contact on its store's newsletter list, in
 * that store's language; an unsubscribe takes it off that list, or off all marketing.
 */
export async function deliverMarketingSyncJob(provider: MarketingProvider, stores: readonly Store[], job: MarketingSyncJob): Promise<void> {
  const key = `marketing-sync-${job.id}`
  if (job.action === 'subscribe') {
    const store = stores.find((candidate) => candidate.key === job.store_key)
    if (!store) throw new Error(`Unknown store ${job.store_key ?? '(none)'}`)
    await provider.upsertContact({ email: job.email, storeKey: store.key, language: store.locale, lists: [newsletterListOf(store.key)], attributes: { customerId: job.customer_id } }, key)
    return
  }
  if (job.action === 'unsubscribe') {
    await provider.unsubscribeContact({ email: job.email, lists: job.store_key === null ? 'all' : [newsletterListOf(job.store_key)] }, key)
    return
  }
  const { name, properties } = job.payload as { name?: unknown; properties?: unknown }
  await provider.trackEvent({ email: job.email, name: typeof name === 'string' ? name : 'unknown', properties: typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {} }, key)
}

/** Options of {@link createMarketingSyncWorker}. */
export interface MarketingSyncWorkerOptions {
  db: Kysely<Database>
  deliver: (job: MarketingSyncJob) => Promise<void>
  log: FastifyBaseLogger
  pollIntervalMs: number
  batchSize?: number
  leaseSeconds?: number
  maxAttempts?: number
}

/** The sync worker: the e-mail outbox's worker, for provider calls. */
export interface MarketingSyncWorker {
  start(): void
  /** Delivers everything due now and resolves when nothing due is left (tests, shutdown). */
  drain(): Promise<void>
  stop(): Promise<void>
}

/**
 * Creates the worker. As the e-mail outbox does, it claims due jobs with one `FOR UPDATE SKIP
 * LOCKED` update and a lease (several instances never make a call twice; a job whose worker
 * died is taken up when its lease ends) and retries failures after 30 s, 1 min, 2 min …
 * It also never claims a job while an earlier one of the same address is pending, so a
 * subscribe and the unsubscribe after it reach the provider in that order, retries or not.
 */
export function createMarketingSyncWorker(options: MarketingSyncWorkerOptions): MarketingSyncWorker {
  const { db, deliver, log, batchSize = 20, leaseSeconds = 120, maxAttempts = 8 } = options
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null

  async function claim(): Promise<MarketingSyncJob[]> {
    const result = await sql<MarketingSyncJob>`
      update marketing_sync_job set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      where id in (
        select job.id from marketing_sync_job job
        where job.status = 'pending' and job.next_attempt_at <= now() and (job.locked_until is null or job.locked_until < now())
          and not exists (select 1 from marketing_sync_job earlier where earlier.status = 'pending' and lower(earlier.email) = lower(job.email) and earlier.id < job.id)
        order by job.id limit ${batchSize} for update skip locked
      )
      returning *`.execute(db)
    return result.rows
  }

  async function settle(job: MarketingSyncJob, error: unknown): Promise<void> {
    if (error === null) {
      await db.updateTable('marketing_sync_job').set({ status: 'done', done_at: new Date(), locked_until: null, last_error: null }).where('id', '=', job.id).execute()
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    const failed = job.attempts >= maxAttempts
    log.warn({ marketingSyncJobId: job.id, action: job.action, attempts: job.attempts, err: error }, failed ? 'marketing sync failed for good' : 'marketing sync failed, will retry')
    await db
      .updateTable('marketing_sync_job')
      .set({ status: failed ? 'failed' : 'pending', locked_until: null, last_error: message.slice(0, 1000), next_attempt_at: new Date(Date.now() + retryDelaySeconds(job.attempts) * 1000) })
      .where('id', '=', job.id)
      .execute()
  }

  async function processDue(): Promise<void> {
    for (let jobs = await claim(); jobs.length > 0; jobs = await claim()) {
      for (const job of jobs) {
        const error = await deliver(job).then(
          () => null,
          (reason: unknown) => reason ?? new Error('marketing sync failed'),
        )
        await settle(job, error)
      }
    }
  }

  function run(): Promise<void> {
    running ??= processDue()
      .catch((error: unknown) => log.error({ err: error }, 'marketing sync run failed'))
      .finally(() => {
        running = null
      })
    return running
  }

  return {
    start() {
      timer ??= setInterval(() => void run(), options.pollIntervalMs).unref()
    },
    async drain() {
      // A run already under way may have claimed before the caller's job committed: run once more after it.
      await run()
      await run()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
