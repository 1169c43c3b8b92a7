import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { configuredOrStoredSecret } from '../db/storedSecret.ts'
import { openDatabase } from '../db/openDatabase.ts'
import type { MoveOrderError, ShipOrderError } from '../domain/backoffice/orderShipping.ts'
import { moveOrderAsStaff, shipOrder } from '../domain/backoffice/orderShipping.ts'
import { COMMAND_LINE_STAFF } from '../domain/backoffice/backOfficeActor.ts'
import { createOrderLinks } from '../domain/orders/orderLinks.ts'
import { CARRIERS } from '../domain/orders/carriers.ts'
import { ORDER_STATUSES } from '../domain/orders/orderStatus.ts'

const USAGE = `usage: npm run orders:advance -- <order number> <status> [--carrier <code> --tracking <number>]
  status: ${ORDER_STATUSES.join(', ')}
  carrier (with shipped): ${Object.keys(CARRIERS).join(', ')}`

/** What each refusal means, for the person at the terminal. */
const PROBLEMS: Record<MoveOrderError | ShipOrderError | 'FORBIDDEN', string> = {
  ORDER_NOT_FOUND: 'no order has this number',
  UNKNOWN_STATUS: `the status must be one of ${ORDER_STATUSES.join(', ')}`,
  SAME_STATUS: 'the order already has this status',
  NOT_ALLOWED: 'the order cannot go there from its status (see docs/orders.md)',
  NOTHING_TO_SHIP:
    'the order has nothing (left) to ship: gift cards only go from processing to delivered, and every piece may be shipped already',
  NOT_SHIPPED_YET: 'the order must be shipped before it is delivered',
  UNKNOWN_CARRIER: `the carrier must be one of ${Object.keys(CARRIERS).join(', ')}`,
  INVALID_TRACKING_NUMBER: 'a tracking number is 4 to 40 letters, digits or dashes',
  SHIPMENT_NEEDS_SHIPPED: 'a carrier and tracking number go with the status shipped only',
  NOT_SHIPPABLE: 'only a processing order with goods to send is shipped (see docs/orders.md)',
  LINE_NOT_FOUND: 'the order has no such line',
  QUANTITY_TOO_LARGE: 'more pieces than are left to ship',
  FORBIDDEN: 'not allowed',
}

/**
 * Moves an order to another status on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR/db, as `npm run db:seed`), through the back office's rules (domain/backoffice/,
 * on orderStatus.ts): shipping with a carrier and a tracking number records a parcel of every
 * piece not shipped yet and queues the shopper's e-mail, which the server's outbox worker
 * sends. Each move is recorded in the audit log as 'command line'.
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
    const desk = { db: database.db, stores: config.stores, orderLinks, payments: null }
    const order = await database.db
      .selectFrom('shop_order')
      .select('id')
      .where('number', '=', orderNumber.trim())
      .executeTakeFirst()
    if (!order) throw new Error(`order ${orderNumber} not moved: ${PROBLEMS.ORDER_NOT_FOUND}`)
    const orderId = Number(order.id)
    if (status === 'shipped' && values.carrier !== undefined && values.tracking !== undefined) {
      const shipped = await shipOrder(desk, COMMAND_LINE_STAFF, {
        orderId,
        carrier: values.carrier,
        trackingNumber: values.tracking,
      })
      if (shipped.ok)
        return `order ${orderNumber}: processing → ${shipped.status} (parcel ${shipped.shipmentNumber})`
      // Not a processing order with goods: the status rules below say why.
      if (shipped.error !== 'NOT_SHIPPABLE')
        throw new Error(`order ${orderNumber} not moved: ${PROBLEMS[shipped.error]}`)
    }
    const shipment =
      values.carrier !== undefined && values.tracking !== undefined
        ? { carrier: values.carrier, trackingNumber: values.tracking }
        : null
    const outcome = await moveOrderAsStaff(desk, COMMAND_LINE_STAFF, { orderId, to: status, shipment })
    if (!outcome.ok) throw new Error(`order ${orderNumber} not moved: ${PROBLEMS[outcome.error]}`)
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
