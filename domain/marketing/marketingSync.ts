import { sql, type Kysely, type Selectable } from 'kysely'
import type { DomainLogger } from '../context.ts'
import type { Store } from '../../config/stores.ts'
import type { Database, MarketingSyncAction, MarketingSyncJobTable } from '../../db/tables.ts'
import { createOutboxWorker, type OutboxWorker } from '../outbox/outboxWorker.ts'
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
    .values({
      action: request.action,
      email: request.email,
      store_key: request.storeKey,
      customer_id: request.customerId,
      source: request.source,
      payload: JSON.stringify(request.payload ?? {}),
    })
    .execute()
}

/**
 * Makes one job's call: a subscription puts the contact on its store's newsletter list, in
 * that store's language; an unsubscribe takes it off that list, or off all marketing.
 */
export async function deliverMarketingSyncJob(
  provider: MarketingProvider,
  stores: readonly Store[],
  job: MarketingSyncJob,
): Promise<void> {
  const key = `marketing-sync-${job.id}`
  if (job.action === 'subscribe') {
    const store = stores.find((candidate) => candidate.key === job.store_key)
    if (!store) throw new Error(`Unknown store ${job.store_key ?? '(none)'}`)
    await provider.upsertContact(
      {
        email: job.email,
        storeKey: store.key,
        language: store.locale,
        lists: [newsletterListOf(store.key)],
        attributes: { customerId: job.customer_id },
      },
      key,
    )
    return
  }
  if (job.action === 'unsubscribe') {
    await provider.unsubscribeContact(
      { email: job.email, lists: job.store_key === null ? 'all' : [newsletterListOf(job.store_key)] },
      key,
    )
    return
  }
  const { name, properties } = job.payload as { name?: unknown; properties?: unknown }
  await provider.trackEvent(
    {
      email: job.email,
      name: typeof name === 'string' ? name : 'unknown',
      properties:
        typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {},
    },
    key,
  )
}

/** Options of {@link createMarketingSyncWorker}. */
export interface MarketingSyncWorkerOptions {
  db: Kysely<Database>
  deliver: (job: MarketingSyncJob) => Promise<void>
  log: DomainLogger
  pollIntervalMs: number
  batchSize?: number
  leaseSeconds?: number
  maxAttempts?: number
}

/** The sync worker: the shared outbox worker, for provider calls. */
export type MarketingSyncWorker = Pick<OutboxWorker, 'start' | 'drain' | 'stop'>

/**
 * Creates the worker: the shared outbox worker over `marketing_sync_job` (claims with a lease,
 * so several instances never make a call twice; retries after 30 s, 1 min, 2 min …). It never
 * claims a job while an earlier one of the same address is pending, so a subscribe and the
 * unsubscribe after it reach the provider in that order, retries or not.
 */
export function createMarketingSyncWorker(options: MarketingSyncWorkerOptions): MarketingSyncWorker {
  return createOutboxWorker<MarketingSyncJob>({
    batchSize: 20,
    ...options,
    table: 'marketing_sync_job',
    label: 'marketing sync',
    inOrderPerKey: (alias) => sql`lower(${sql.ref(`${alias}.email`)})`,
    describe: (job) => ({ marketingSyncJobId: job.id, action: job.action }),
    async markDelivered(db, job) {
      await db
        .updateTable('marketing_sync_job')
        .set({ status: 'done', done_at: new Date(), locked_until: null, last_error: null })
        .where('id', '=', job.id)
        .execute()
    },
  })
}
