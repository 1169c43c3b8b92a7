import { sql, type Transaction } from 'kysely'
import { hashesAtProductionCost, hashPassword } from '../../domain/accounts/passwords.ts'
import type { Database } from '../tables.ts'
import { orderTotals } from '../../pricing/index.ts'
import { moveOrderInTransaction, type ShipmentInput } from '../../domain/orders/moveOrder.ts'
import type { OrderStatus } from '../../domain/orders/orderStatus.ts'
import { requestReturnInTransaction } from '../../domain/returns/requestReturn.ts'
import { createInvoice } from '../../domain/invoices/createInvoice.ts'
import { moveReturnInTransaction } from '../../domain/returns/moveReturn.ts'
import { refundToStoreCreditInTransaction } from '../../domain/invoices/refundOrder.ts'

/** The demo account (docs/orders.md): sign in with it on /fr to see the account's order pages filled. */
export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  password: 'Pantoufles-au-chaud-24',
  firstname: 'Camille',
  lastname: 'Martin',
  store: 'b2c_fr',
} as const

// The scrypt hash of DEMO_CUSTOMER.password (passwords.ts), written once so the seed stays the same from run to run.
const DEMO_PASSWORD_HASH =
  'scrypt$32768$8$3$MaDnfcG+us9B4ZEymJjM3Q==$XvU7EPwc03iRhlm36ntm128dfCHxQ4XthB3LHEPTiOI='

const ADDRESS = {
  firstname: 'Camille',
  lastname: 'Martin',
  company: '',
  street: '12 rue des Lilas',
  street_extra: '',
  postcode: '69003',
  city: 'Lyon',
  country_code: 'FR',
  telephone: '+33 4 78 00 00 00',
}

const DAY_MS = 86_400_000

// The French store's prices include 20 % VAT.

/** A demo order: what it holds, how it is delivered, and its moves, in days before the seeding. */
interface DemoOrder {
  /** Index of the products picked (the first configurable variants, by sku) and pieces of each. */
  lines: { product: number; quantity: number }[]
  pickup: string | null
  placedDaysAgo: number
  moves: { to: OrderStatus; daysAgo: number; shipment?: ShipmentInput }[]
}

/** Delivered with tracking, shipped to a pickup point, and paid but still being prepared. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    lines: [
      { product: 0, quantity: 1 },
      { product: 1, quantity: 2 },
    ],
    pickup: null,
    placedDaysAgo: 12,
    moves: [
      { to: 'processing', daysAgo: 12 },
      { to: 'shipped', daysAgo: 10, shipment: { carrier: 'colissimo', trackingNumber: '6A20261122001' } },
      { to: 'delivered', daysAgo: 3 },
    ],
  },
  {
    lines: [{ product: 2, quantity: 1 }],
    pickup: 'PP-FR-PAR-01',
    placedDaysAgo: 4,
    moves: [
      { to: 'processing', daysAgo: 4 },
      { to: 'shipped', daysAgo: 2, shipment: { carrier: 'mondial_relay', trackingNumber: '20261122' } },
    ],
  },
  {
    lines: [{ product: 3, quantity: 1 }],
    pickup: null,
    placedDaysAgo: 1,
    moves: [{ to: 'processing', daysAgo: 1 }],
  },
]

/**
 * The demo customer with an address and three paid orders in /fr, each with its invoice, moved through their statuses by
 * the shop's own rules (moveOrder.ts, no e-mail sent), a return of one piece of the
 * delivered order, authorized (requestReturn.ts, moveReturn.ts), and a refund of another of
 * its pieces to the store credit with its credit memo (refundOrder.ts): the same rows at every
 * seeding, dated from the day of the seeding. Runs in the seed's transaction, after the catalogue.
 */
export async function seedDemoOrders(trx: Transaction<Database>, now = new Date()): Promise<void> {
  const customer = await trx
    .insertInto('customer')
    .values({
      email: DEMO_CUSTOMER.email,
      firstname: DEMO_CUSTOMER.firstname,
      lastname: DEMO_CUSTOMER.lastname,
      // The test suite signs the demo customer in hundreds of times: there, hashed at its own cost.
      password_hash: hashesAtProductionCost()
        ? DEMO_PASSWORD_HASH
        : await hashPassword(DEMO_CUSTOMER.password),
      store_key: DEMO_CUSTOMER.store,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const customerId = Number(customer.id)
  const address = await trx
    .insertInto('customer_address')
    .values({ customer_id: customerId, ...ADDRESS })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('customer')
    .set({ default_billing_address_id: address.id, default_shipping_address_id: address.id })
    .where('id', '=', customerId)
    .execute()
  const products = await demoProducts(trx)
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const orderIds: number[] = []
  for (const [index, demo] of DEMO_ORDERS.entries()) {
    const lines = demo.lines.map((line) => ({ ...products[line.product]!, quantity: line.quantity }))
    const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
    const shipping = subtotal >= 4900 ? 0 : demo.pickup ? 390 : 490
    const total = subtotal + shipping
    // Prices include 20 % VAT (delivered in France), per line and on shipping, as checkout computes it.
    const totals = orderTotals(
      lines.map((line) => ({ unitPrice: line.unitCents, quantity: line.quantity })),
      { shipping, rate: { percent: 20 } },
    )
    const { rows } = await sql<{
      number: string
    }>`select nextval('order_number_seq')::text as number`.execute(trx)
    const number = rows[0]!.number
    const order = await trx
      .insertInto('shop_order')
      .values({
        number,
        store_key: DEMO_CUSTOMER.store,
        locale: 'fr-FR',
        customer_id: customerId,
        email: DEMO_CUSTOMER.email,
        cart_id: `demo-order-${index + 1}`,
        status: 'pending',
        currency: 'EUR',
        subtotal_cents: subtotal,
        discount_cents: 0,
        gift_card_cents: 0,
        store_credit_cents: 0,
        shipping_cents: shipping,
        idempotency_key: null,
        coupon_code: null,
        tax_cents: totals.tax,
        grand_total_cents: total,
        shipping_method: demo.pickup ? 'pickup' : 'home',
        pickup_location_code: demo.pickup,
        payment_method: 'offline_card',
        created_at: daysAgo(demo.placedDaysAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const orderId = Number(order.id)
    orderIds.push(orderId)
    const orderItems = await trx
      .insertInto('order_item')
      // Delivered in France: 20 % VAT per line (docs/vat.md).
      .values(
        lines.map((line, lineIndex) => ({
          order_id: orderId,
          sku: line.sku,
          variant_sku: line.variantSku,
          name: line.name,
          quantity: line.quantity,
          unit_price_cents: line.unitCents,
          row_total_cents: line.unitCents * line.quantity,
          discount_cents: 0,
          tax_percent: 20,
          tax_cents: totals.lines[lineIndex]!.tax,
          options: JSON.stringify(line.options),
        })),
      )
      .returning('id')
      .execute()
    // Paid when placed, like every order: its invoice is written with it (createInvoice.ts), dated that day.
    await createInvoice(trx, {
      orderId,
      currency: 'EUR',
      lines: lines.map((line, lineIndex) => ({
        orderItemId: Number(orderItems[lineIndex]!.id),
        sku: line.variantSku,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: line.unitCents,
        rowTotalCents: line.unitCents * line.quantity,
        discountCents: 0,
        taxPercent: 20,
        taxCents: totals.lines[lineIndex]!.tax,
        options: line.options,
        bundleOptions: [],
      })),
      subtotalCents: subtotal,
      discountCents: 0,
      shippingCents: shipping,
      shippingVat: totals.shippingVat,
      grandTotalCents: total,
      issuedAt: daysAgo(demo.placedDaysAgo),
    })
    await trx
      .insertInto('order_address')
      .values([
        { order_id: orderId, kind: 'shipping', ...ADDRESS },
        { order_id: orderId, kind: 'billing', ...ADDRESS },
      ])
      .execute()
    await trx
      .insertInto('order_status_history')
      .values({ order_id: orderId, status: 'pending', changed_at: daysAgo(demo.placedDaysAgo) })
      .execute()
    for (const move of demo.moves) {
      const outcome = await moveOrderInTransaction(
        trx,
        {
          orderNumber: number,
          to: move.to,
          shipment: move.shipment ?? null,
          at: daysAgo(move.daysAgo),
          notify: false,
        },
        { stores: [], orderLinks: null },
      )
      if (!outcome.moved) throw new Error(`demo order ${number}: ${outcome.problem}`)
    }
  }
  await seedDemoReturn(trx, customerId, orderIds[0]!, daysAgo)
  await seedDemoRefund(trx, orderIds[0]!)
}

/**
 * The delivered order's first pair, refunded to the store credit (it arrived scuffed) by the
 * shop's own refund (refundOrder.ts, no e-mail): its credit memo corrects the order's invoice.
 */
async function seedDemoRefund(trx: Transaction<Database>, orderId: number): Promise<void> {
  const line = await trx
    .selectFrom('order_item')
    .select(['sku', 'variant_sku'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()
  await refundToStoreCreditInTransaction(
    trx,
    { stores: [] },
    { orderId, items: [{ sku: line.variant_sku ?? line.sku, quantity: 1 }], notify: false },
  )
}

/** One of the two pieces of the delivered order's second line, asked back two days ago (too small) and authorized yesterday. */
async function seedDemoReturn(
  trx: Transaction<Database>,
  customerId: number,
  orderId: number,
  daysAgo: (days: number) => Date,
): Promise<void> {
  const line = await trx
    .selectFrom('order_item')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .offset(1)
    .limit(1)
    .executeTakeFirstOrThrow()
  const requested = await requestReturnInTransaction(
    trx,
    {
      customerId,
      language: 'fr',
      orderId: String(orderId),
      items: [
        {
          orderItemId: String(line.id),
          quantity: 1,
          attributes: [
            { code: 'reason', value: 'wrong_size' },
            { code: 'condition', value: 'unopened' },
            { code: 'original_packaging', value: 'true' },
          ],
        },
      ],
      attributes: [{ code: 'comments', value: 'Taille trop petite : je garde l’autre paire.' }],
      now: daysAgo(2),
      notify: false,
    },
    { stores: [] },
  )
  if (!requested.created) throw new Error(`demo return: ${requested.refusal.code}`)
  const rma = await trx
    .selectFrom('rma')
    .select('number')
    .where('id', '=', requested.rmaId)
    .executeTakeFirstOrThrow()
  const authorized = await moveReturnInTransaction(
    trx,
    { number: rma.number, to: 'authorized', at: daysAgo(1), notify: false },
    { stores: [] },
  )
  if (!authorized.moved) throw new Error(`demo return: ${authorized.problem}`)
}

/** The first four configurable products' first variant in stock, by sku, as the French store shows them. */
async function demoProducts(trx: Transaction<Database>) {
  const { rows } = await sql<{
    sku: string
    variant_sku: string
    name: string
    price: number
    colour: string
    size: string
    colour_label: string
    size_label: string
  }>`
    select distinct on (p.sku) p.sku, v.sku as variant_sku, t.name, v.final_price as price, v.colour, v.size,
      colour.labels->>'fr' as colour_label, size.labels->>'fr' as size_label
    from product p
    join product v on v.parent_sku = p.sku and v.is_in_stock and v.colour is not null and v.size is not null
    join product_translation t on t.sku = p.sku and t.language = 'fr'
    join attribute colour on colour.code = 'color'
    join attribute size on size.code = 'size'
    where p.type = 'configurable' and p.is_in_stock
    order by p.sku, v.sku
    limit 4`.execute(trx)
  if (rows.length < 4) throw new Error('the catalogue has too few configurable products for the demo orders')
  const optionLabel = async (code: string, value: string) =>
    (
      await trx
        .selectFrom('attribute_option')
        .select(sql<string>`labels->>'fr'`.as('label'))
        .where('attribute_code', '=', code)
        .where('value', '=', value)
        .executeTakeFirst()
    )?.label ?? value
  return Promise.all(
    rows.map(async (row) => ({
      sku: row.sku,
      variantSku: row.variant_sku,
      name: row.name,
      unitCents: Math.round(Number(row.price) * 100),
      options: [
        { label: row.colour_label, value: await optionLabel('color', row.colour) },
        { label: row.size_label, value: await optionLabel('size', row.size) },
      ],
    })),
  )
}
