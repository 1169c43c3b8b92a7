import type { Kysely, Selectable } from 'kysely'
import type { Database, PaymentTable } from '../../db/tables.ts'
import { settleCapturedPayment, type SettlementDeps } from './settleCapturedPayment.ts'

/** Options of {@link reconcileCapturedPayments}. */
export interface ReconciliationOptions {
  /** Seconds after its creation a payment is left to its shopper and its webhooks before it is looked at. */
  graceSeconds: number
  /** How far back payments are looked at (older intents were abandoned, or settled by an earlier run); default 7 days. */
  lookbackDays?: number
  batchSize?: number
}

/** One payment a run settled, as `payment_reconciliation` records it. */
export interface ReconciledPayment {
  paymentId: number
  outcome: 'order_placed' | 'refunded' | 'refund_failed'
  reason: string
  orderId: number | null
}

/** What a run came to: how many payments it asked the provider about, what it settled, the product rows whose stock changed. */
export interface ReconciliationRun {
  checked: number
  settled: ReconciledPayment[]
  changedSkus: string[]
}

/**
 * The reconciliation job's run: asks the provider (through the `PaymentProvider` interface, so
 * it serves every provider) about each checkout payment that has neither an order nor a refund,
 * writes the answer into the shop's record, and settles every captured one (see
 * {@link settleCapturedPayment}): its order placed, or the payment refunded. Each settlement is
 * recorded in `payment_reconciliation` and logged. Payments are claimed with `SKIP LOCKED`, so
 * instances running it together share the work; a payment that fails is tried at the next run.
 */
export async function reconcileCapturedPayments(
  deps: SettlementDeps,
  options: ReconciliationOptions,
): Promise<ReconciliationRun> {
  const startedAt = new Date()
  const run: ReconciliationRun = { checked: 0, settled: [], changedSkus: [] }
  for (
    let batch = await claimUnsettled(deps, startedAt, options);
    batch.length > 0;
    batch = await claimUnsettled(deps, startedAt, options)
  ) {
    for (const candidate of batch) {
      run.checked += 1
      try {
        const current = await deps.payments.refreshPayment(candidate.provider_intent_id)
        if (!current?.record.captured_at) continue
        const settled = await settleCapturedPayment(deps, current.record)
        if (settled.outcome === 'order_placed' && settled.created) {
          run.changedSkus.push(...settled.changedSkus)
          run.settled.push(
            await record(deps, {
              paymentId: candidate.id,
              outcome: 'order_placed',
              reason: 'placed',
              orderId: settled.orderId,
            }),
          )
        } else if (settled.outcome === 'refunded' || settled.outcome === 'refund_failed') {
          run.settled.push(
            await record(deps, {
              paymentId: candidate.id,
              outcome: settled.outcome,
              reason: settled.reason,
              orderId: null,
            }),
          )
        }
      } catch (error) {
        deps.log.error(
          { err: error, paymentId: candidate.id, intent: candidate.provider_intent_id },
          'payment reconciliation: settling a payment failed, tried again at the next run',
        )
      }
    }
  }
  return run
}

/** Claims the next checkout payments without an order or a refund that this run has not looked at. */
async function claimUnsettled(
  deps: SettlementDeps,
  startedAt: Date,
  options: ReconciliationOptions,
): Promise<Selectable<PaymentTable>[]> {
  const { db } = deps
  const createdBefore = new Date(startedAt.getTime() - options.graceSeconds * 1000)
  const createdAfter = new Date(startedAt.getTime() - (options.lookbackDays ?? 7) * 86_400_000)
  const due = db
    .selectFrom('payment')
    .select('payment.id')
    .where('payment.provider', '=', deps.payments.provider.name)
    .where('payment.owner_key', 'like', 'cart:%')
    .where('payment.created_at', '>=', createdAfter)
    .where('payment.created_at', '<=', createdBefore)
    .where((eb) => eb.or([eb('payment.checked_at', 'is', null), eb('payment.checked_at', '<', startedAt)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_payment')
            .select('order_payment.order_id')
            .whereRef('order_payment.payment_id', '=', 'payment.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_refund')
            .select('payment_refund.id')
            .whereRef('payment_refund.payment_id', '=', 'payment.id')
            .where('payment_refund.status', '!=', 'failed'),
        ),
      ),
    )
    .orderBy('payment.id')
    .limit(options.batchSize ?? 50)
    .forUpdate()
    .skipLocked()
  return db
    .updateTable('payment')
    .set({ checked_at: startedAt })
    .where('id', 'in', due)
    .returningAll()
    .execute()
}

/** Writes what the job did with a payment, for the operator, and logs it. */
async function record(deps: SettlementDeps, settled: ReconciledPayment): Promise<ReconciledPayment> {
  await deps.db
    .insertInto('payment_reconciliation')
    .values({
      payment_id: settled.paymentId,
      outcome: settled.outcome,
      reason: settled.reason,
      order_id: settled.orderId,
    })
    .execute()
  const message = {
    order_placed: 'payment reconciliation: captured payment without an order, order placed',
    refunded: 'payment reconciliation: captured payment whose order was refused, refunded',
    refund_failed:
      'payment reconciliation: captured payment whose order was refused, refund failed: refund it by hand',
  }[settled.outcome]
  deps.log[settled.outcome === 'refund_failed' ? 'error' : 'warn'](settled, message)
  return settled
}

/** Everything the job recorded of a payment (for the operator and tests). */
export function reconciliationsOf(db: Kysely<Database>, paymentId: number) {
  return db
    .selectFrom('payment_reconciliation')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute()
}
