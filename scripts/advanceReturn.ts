import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { configuredOrStoredSecret } from '../db/storedSecret.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { migrate } from '../db/migrate.ts'
import { createOfflineProvider } from '../domain/payments/offline/offlineProvider.ts'
import { createPaymentService } from '../domain/payments/paymentService.ts'
import { refundOrder, RefundRefused } from '../domain/invoices/refundOrder.ts'
import { moveReturn, type ReturnMoveOutcome } from '../domain/returns/moveReturn.ts'
import { createOrderLinks } from '../domain/orders/orderLinks.ts'
import { RMA_ITEM_STATUSES } from '../domain/returns/returnStatus.ts'

const USAGE = `usage: npm run returns:advance -- <return number> <status> [--sku <sku>]… [--refund-to payment|store-credit]
  status (of the items): ${RMA_ITEM_STATUSES.filter((status) => status !== 'pending').join(', ')}
  --sku: only the items of this sku (the variant's or the product's); every item that can make the move otherwise
  --refund-to (with approved): refund the approved pieces at once, to the card or to the customer's store credit`

/** What each refusal means, for the person at the terminal. */
const PROBLEMS: Record<Extract<ReturnMoveOutcome, { moved: false }>['problem'], string> = {
  RETURN_NOT_FOUND: 'no return has this number',
  ITEM_NOT_FOUND: 'the return has no item of this sku',
  UNKNOWN_STATUS: `the status must be one of ${RMA_ITEM_STATUSES.join(', ')}`,
  SAME_STATUS: 'the items already have this status',
  NOT_ALLOWED: 'the items cannot go there from their status (see docs/returns.md)',
}

/** The move asked for on the command line. */
export function parseReturnArguments(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { sku: { type: 'string', multiple: true }, 'refund-to': { type: 'string' } },
  })
  const [number, status, ...extra] = positionals
  if (!number || !status || extra.length > 0) throw new Error(USAGE)
  const refundTo = values['refund-to']
  if (refundTo !== undefined && refundTo !== 'payment' && refundTo !== 'store-credit')
    throw new Error(`--refund-to is payment or store-credit\n${USAGE}`)
  if (refundTo !== undefined && status !== 'approved')
    throw new Error(`--refund-to goes with approved only\n${USAGE}`)
  return { number, status, skus: values.sku ?? [], refundTo: refundTo ?? null }
}

/**
 * `npm run returns:advance`: moves items of a return on the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR/db: stop the server first), through the shop's own rules
 * (moveReturn.ts), which queue the customer's status e-mail; the server's outbox worker sends
 * it. With `approved --refund-to`, the approved pieces are refunded as `npm run orders:refund`
 * would (a credit memo and its e-mail).
 */
export async function advanceReturn(argv: string[]): Promise<string> {
  const input = parseReturnArguments(argv)
  const config = loadConfig()
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'db'),
    databaseUrl: config.databaseUrl,
    prepare: false,
  })
  try {
    await migrate(database.db)
    const outcome = await moveReturn(
      database.db,
      { number: input.number, to: input.status, skus: input.skus },
      {
        stores: config.stores,
        orderLinks: createOrderLinks(
          configuredOrStoredSecret(config.orderLinkSecret, config.dataDir, 'order-link-secret'),
        ),
      },
    )
    if (!outcome.moved) throw new Error(`return ${input.number} not moved: ${PROBLEMS[outcome.problem]}`)
    const moved = `return ${input.number}: ${outcome.from} → ${outcome.to} (${outcome.items.map((item) => `${item.quantity} × ${item.sku}`).join(', ')} ${input.status})`
    if (!input.refundTo)
      return input.status === 'approved'
        ? `${moved}\nrefund them with: npm run orders:refund -- <order number> ${outcome.items.map((item) => `--sku ${item.sku} --qty ${item.quantity}`).join(' ')}`
        : moved
    // Webhooks of the offline provider cannot reach a server from here: the running server's webhook outbox sends the refund's event.
    const provider = createOfflineProvider({
      db: database.db,
      secret: configuredOrStoredSecret(config.paymentWebhookSecret, config.dataDir, 'payment-webhook-secret'),
    })
    const refund = await refundOrder(
      { db: database.db, payments: createPaymentService(database.db, provider), stores: config.stores },
      {
        orderId: outcome.orderId,
        items: outcome.items.map((item) => ({ sku: item.sku, quantity: item.quantity })),
        toStoreCredit: input.refundTo === 'store-credit',
      },
    ).catch((error: unknown) => {
      if (error instanceof RefundRefused)
        throw new Error(
          `${moved}\nbut the refund was refused: ${error.code} (refund with npm run orders:refund)`,
          { cause: error },
        )
      throw error
    })
    return `${moved}\ncredit memo ${refund.number}: ${(refund.totalCents / 100).toFixed(2)} refunded to ${refund.destination === 'store_credit' ? 'store credit' : 'the payment method'}`
  } finally {
    await database.close()
  }
}

if (import.meta.main) {
  advanceReturn(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
