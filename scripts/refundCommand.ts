import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { configuredOrStoredSecret } from '../db/storedSecret.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { migrate } from '../db/migrate.ts'
import { createOfflineProvider } from '../domain/payments/offline/offlineProvider.ts'
import { createPaymentService } from '../domain/payments/paymentService.ts'
import type { RefundItemInput } from '../domain/invoices/refundOrder.ts'
import { refundOrderAsStaff } from '../domain/backoffice/orderRefunds.ts'
import { COMMAND_LINE_STAFF } from '../domain/backoffice/backOfficeActor.ts'
import { createOrderLinks } from '../domain/orders/orderLinks.ts'

const USAGE =
  'usage: npm run orders:refund -- <order number> [--store-credit] [--sku SKU --qty N]… [--shipping] [--adjustment CENTS] [--reason TEXT]'

/** The refund asked for on the command line: the order number, the pieces (`--sku`/`--qty` pairs), shipping, adjustment and destination. */
export function parseRefundArguments(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'store-credit': { type: 'boolean', default: false },
      sku: { type: 'string', multiple: true },
      qty: { type: 'string', multiple: true },
      shipping: { type: 'boolean' },
      adjustment: { type: 'string' },
      reason: { type: 'string' },
    },
  })
  const [orderNumber, ...extra] = positionals
  if (!orderNumber || extra.length > 0) throw new Error(USAGE)
  const skus = values.sku ?? []
  const quantities = values.qty ?? []
  if (skus.length !== quantities.length) throw new Error(`each --sku needs its --qty\n${USAGE}`)
  const items: RefundItemInput[] = skus.map((sku, index) => {
    const quantity = Number(quantities[index])
    if (!Number.isSafeInteger(quantity) || quantity <= 0)
      throw new Error(`--qty must be a positive whole number, got "${quantities[index]}"`)
    return { sku, quantity }
  })
  const adjustmentCents = values.adjustment === undefined ? undefined : Number(values.adjustment)
  if (adjustmentCents !== undefined && !Number.isSafeInteger(adjustmentCents))
    throw new Error(`--adjustment is in cents, got "${values.adjustment}"`)
  return {
    orderNumber,
    items: items.length > 0 ? items : undefined,
    shipping: values.shipping,
    adjustmentCents,
    toStoreCredit: values['store-credit'] ?? false,
    reason: values.reason ?? 'refunded with npm run orders:refund',
  }
}

/**
 * `npm run orders:refund`: refunds an order (every piece left and the shipping, or the pieces
 * named) to its payment method or to the customer's store credit, records the credit memo and
 * queues the shopper's e-mail (the server's outbox worker sends it), through the back office's
 * rule, recorded in the audit log as 'command line' with its reason. On the embedded database,
 * stop the server first: PGlite opens its folder in one process at a time.
 */
async function main(argv: string[]): Promise<void> {
  const input = parseRefundArguments(argv)
  const config = loadConfig()
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'db'),
    databaseUrl: config.databaseUrl,
    prepare: false,
  })
  try {
    await migrate(database.db)
    const order = await database.db
      .selectFrom('shop_order')
      .select(['id', 'number'])
      .where('number', '=', input.orderNumber)
      .executeTakeFirst()
    if (!order) throw new Error(`no order ${input.orderNumber}`)
    // Webhooks of the offline provider cannot reach a server from here: the running server's webhook outbox sends the refund's event.
    const provider = createOfflineProvider({
      db: database.db,
      secret: configuredOrStoredSecret(config.paymentWebhookSecret, config.dataDir, 'payment-webhook-secret'),
    })
    const orderLinks = createOrderLinks(
      configuredOrStoredSecret(config.orderLinkSecret, config.dataDir, 'order-link-secret'),
    )
    const outcome = await refundOrderAsStaff(
      {
        db: database.db,
        payments: createPaymentService(database.db, provider),
        stores: config.stores,
        orderLinks,
      },
      COMMAND_LINE_STAFF,
      { orderId: Number(order.id), ...input },
    )
    if (!outcome.ok) throw new Error(`refund refused: ${outcome.error}`)
    const where =
      outcome.destination === 'store_credit'
        ? `store credit (balance now ${(outcome.storeCreditBalanceCents ?? 0) / 100})`
        : 'the payment method'
    console.log(
      `credit memo ${outcome.number}: ${(outcome.totalCents / 100).toFixed(2)} refunded to ${where}`,
    )
  } finally {
    await database.close()
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
