import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { configuredOrStoredSecret } from '../db/storedSecret.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { migrate } from '../db/migrate.ts'
import { createOfflineProvider } from '../domain/payments/offline/offlineProvider.ts'
import { createPaymentService } from '../domain/payments/paymentService.ts'
import { decideReturn, refundReturn, type ReturnDecisionError } from '../domain/backoffice/returnQueue.ts'
import { COMMAND_LINE_STAFF } from '../domain/backoffice/backOfficeActor.ts'
import { createOrderLinks } from '../domain/orders/orderLinks.ts'
import { RMA_ITEM_STATUSES } from '../domain/returns/returnStatus.ts'

const USAGE = `usage: npm run returns:advance -- <return number> <status> [--sku <sku>]… [--condition <condition>] [--reason <text>] [--refund-to payment|store-credit]
  status (of the items): ${RMA_ITEM_STATUSES.filter((status) => status !== 'pending').join(', ')}
  --sku: only the items of this sku (the variant's or the product's); every item that can make the move otherwise
  --condition (with received): what the items arrived in (unopened, opened, damaged)
  --reason (with denied or rejected): why, for staff
  --refund-to (with approved): refund the approved pieces at once, to the card or to the customer's store credit`

/** What each refusal means, for the person at the terminal. */
const PROBLEMS: Record<ReturnDecisionError, string> = {
  RETURN_NOT_FOUND: 'no return has this number',
  ITEM_NOT_FOUND: 'the return has no item of this sku',
  UNKNOWN_STATUS: `the status must be one of ${RMA_ITEM_STATUSES.join(', ')}`,
  SAME_STATUS: 'the items already have this status',
  NOT_ALLOWED: 'the items cannot go there from their status (see docs/returns.md)',
  FORBIDDEN: 'not allowed',
  REASON_REQUIRED: 'give a --reason',
  CONDITION_REQUIRED: 'give a --condition',
  UNKNOWN_CONDITION: 'the condition is not one of the return form’s (unopened, opened, damaged)',
}

/** The move asked for on the command line. */
export function parseReturnArguments(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      sku: { type: 'string', multiple: true },
      'refund-to': { type: 'string' },
      condition: { type: 'string' },
      reason: { type: 'string' },
    },
  })
  const [number, status, ...extra] = positionals
  if (!number || !status || extra.length > 0) throw new Error(USAGE)
  const refundTo = values['refund-to']
  if (refundTo !== undefined && refundTo !== 'payment' && refundTo !== 'store-credit')
    throw new Error(`--refund-to is payment or store-credit\n${USAGE}`)
  if (refundTo !== undefined && status !== 'approved')
    throw new Error(`--refund-to goes with approved only\n${USAGE}`)
  return {
    number,
    status,
    skus: values.sku ?? [],
    refundTo: refundTo ?? null,
    condition: values.condition ?? null,
    // Denying or rejecting needs a reason; the command keeps working without one.
    reason:
      values.reason ??
      (status === 'denied' || status === 'rejected' ? 'set from the command line' : undefined),
  }
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
    const services = {
      db: database.db,
      stores: config.stores,
      orderLinks: createOrderLinks(
        configuredOrStoredSecret(config.orderLinkSecret, config.dataDir, 'order-link-secret'),
      ),
      // Webhooks of the offline provider cannot reach a server from here: the running server's webhook outbox sends a refund's event.
      payments: createPaymentService(
        database.db,
        createOfflineProvider({
          db: database.db,
          secret: configuredOrStoredSecret(
            config.paymentWebhookSecret,
            config.dataDir,
            'payment-webhook-secret',
          ),
        }),
      ),
    }
    const skus = input.skus.length > 0 ? input.skus : undefined
    const outcome = await decideReturn(
      services,
      COMMAND_LINE_STAFF,
      {
        number: input.number,
        to: input.status,
        skus,
        reason: input.reason,
        condition: input.condition ?? undefined,
      },
      new Date(),
    )
    if (!outcome.ok) throw new Error(`return ${input.number} not moved: ${PROBLEMS[outcome.error]}`)
    const moved = `return ${input.number}: now ${outcome.status} (${outcome.items.map((item) => `${item.quantity} × ${item.sku}`).join(', ')} ${input.status})`
    if (!input.refundTo)
      return input.status === 'approved'
        ? `${moved}\nrefund them with: npm run returns:advance -- ${input.number} approved --refund-to payment|store-credit, or npm run orders:refund`
        : moved
    const refund = await refundReturn(
      services,
      COMMAND_LINE_STAFF,
      { number: input.number, toStoreCredit: input.refundTo === 'store-credit' },
      new Date(),
    )
    if (!refund.ok)
      throw new Error(
        `${moved}\nbut the refund was refused: ${refund.error} (refund with npm run orders:refund)`,
      )
    return `${moved}\ncredit memo ${refund.creditMemoNumber}: ${(refund.totalCents / 100).toFixed(2)} refunded to ${input.refundTo === 'store-credit' ? 'store credit' : 'the payment method'}`
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
