import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { configuredOrStoredSecret } from '../db/storedSecret.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { moveOrder, type OrderMoveOutcome } from '../domain/orders/moveOrder.ts'
import { createOrderLinks } from '../domain/orders/orderLinks.ts'
import { CARRIERS } from '../domain/orders/carriers.ts'
import { ORDER_STATUSES } from '../domain/orders/orderStatus.ts'

const USAGE = `usage: npm run orders:advance -- <order number> <status> [--carrier <code> --tracking <number>]
  status: ${ORDER_STATUSES.join(', ')}
  carrier (with shipped): ${Object.keys(CARRIERS).join(', ')}`

/** What each refusal means, for the person at the terminal. */
const PROBLEMS: Record<Extract<OrderMoveOutcome, { moved: false }>['problem'], string> = {
  ORDER_NOT_FOUND: 'no order has this number',
  UNKNOWN_STATUS: `the status must be one of ${ORDER_STATUSES.join(', ')}`,
  SAME_STATUS: 'the order already has this status',
  NOT_ALLOWED: 'the order cannot go there from its status (see docs/orders.md)',
  NOTHING_TO_SHIP: 'the order has nothing to ship (gift cards only): it goes from processing to delivered',
  NOT_SHIPPED_YET: 'the order must be shipped before it is delivered',
  UNKNOWN_CARRIER: `the carrier must be one of ${Object.keys(CARRIERS).join(', ')}`,
  INVALID_TRACKING_NUMBER: 'a tracking number is 4 to 40 letters, digits or dashes',
  SHIPMENT_NEEDS_SHIPPED: 'a carrier and tracking number go with the status shipped only',
}

/**
 * Moves an order to another status on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR/db, as `npm run db:seed`), through the same rules as the shop (orderStatus.ts);
 * shipping with a carrier and a tracking number records the parcel and queues the shopper's
 * e-mail, which the server's outbox worker sends.
 */
export async function advanceOrder(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { carrier: { type: 'string' }, tracking: { type: 'string' } },
    allowPositionals: true,
  })
  const [orderNumber, status] = positionals
  if (!orderNumber || !status || positionals.length > 2) throw new Error(USAGE)
  if ((values.carrier === undefined) !== (values.tracking === undefined))
    throw new Error(`--carrier and --tracking go together\n${USAGE}`)
  const config = loadConfig()
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'db'),
    databaseUrl: config.databaseUrl,
    prepare: false,
  })
  try {
    const orderLinks = createOrderLinks(
      configuredOrStoredSecret(config.orderLinkSecret, config.dataDir, 'order-link-secret'),
    )
    const shipment =
      values.carrier !== undefined && values.tracking !== undefined
        ? { carrier: values.carrier, trackingNumber: values.tracking }
        : null
    const outcome = await moveOrder(
      database.db,
      { orderNumber, to: status, shipment },
      { stores: config.stores, orderLinks },
    )
    if (!outcome.moved) throw new Error(`order ${orderNumber} not moved: ${PROBLEMS[outcome.problem]}`)
    return `order ${orderNumber}: ${outcome.from} → ${outcome.to}${outcome.shipmentNumber ? ` (parcel ${outcome.shipmentNumber})` : ''}`
  } finally {
    await database.close()
  }
}

if (import.meta.main) {
  advanceOrder(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
