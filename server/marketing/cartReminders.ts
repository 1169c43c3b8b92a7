import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import type { CartReminderEmailData } from '../../domain/email/emailData.ts'
import { createShopContext } from '../../graphql/schema/context.ts'
import { cartView } from '../../domain/cart/cartView.ts'
import { issueMarketingUnsubscribeToken } from '../../domain/marketing/marketingOptOut.ts'
import { enqueueEmail } from '../../domain/email/enqueueEmail.ts'
import { CART_LINK_TTL_DAYS, type CartLinks } from './cartLinks.ts'
import { queueMarketingSync } from '../../domain/marketing/marketingSync.ts'

/** Carts whose last change is older than this get no reminder: nobody is reminded of a cart from last season. */
export const CART_REMINDER_WINDOW_DAYS = 7

/** Carts claimed per sweep round. */
const BATCH_SIZE = 50

/** When a cart is due for its reminder. */
export interface CartReminderTiming {
  /** Seconds after the cart's last change (`ABANDONED_CART_REMINDER_HOURS` × 3600). */
  delaySeconds: number
  windowDays?: number
}

/**
 * The carts due for a reminder, as `from … where …` over `cart` (with the customer's latest
 * consent as `latest`): a customer's cart (never a guest's) with lines, changed between the
 * window and the delay ago, not reminded since that change, whose customer's latest consent
 * record grants marketing and who has not withdrawn it since, by the link of a marketing
 * e-mail (`marketing_opt_out`) or by leaving the newsletter. The latest choice counts.
 */
function dueCarts({
  delaySeconds,
  windowDays = CART_REMINDER_WINDOW_DAYS,
}: CartReminderTiming): RawBuilder<unknown> {
  return sql`
    from cart
    join customer on customer.id = cart.customer_id
    join lateral (
      select consent.marketing, consent.given_at from consent_record consent
      where consent.customer_id = cart.customer_id
      order by consent.given_at desc, consent.id desc limit 1
    ) latest on latest.marketing
    where cart.customer_id is not null
      and cart.updated_at <= now() - make_interval(secs => ${delaySeconds})
      and cart.updated_at > now() - make_interval(days => ${windowDays})
      and exists (select 1 from cart_item item where item.cart_id = cart.id)
      and not exists (select 1 from cart_reminder sent where sent.cart_id = cart.id and sent.cart_changed_at = cart.updated_at)
      and not exists (select 1 from marketing_opt_out opt_out where opt_out.customer_id = cart.customer_id and opt_out.opted_out_at >= latest.given_at)
      and not exists (
        select 1 from newsletter_subscriber subscriber
        where (subscriber.customer_id = cart.customer_id or lower(subscriber.email) = lower(customer.email))
          and subscriber.status = 'unsubscribed' and subscriber.unsubscribed_at >= latest.given_at
      )`
}

/** Options of {@link sendCartReminders}. */
export interface SendCartRemindersOptions extends CartReminderTiming {
  db: Kysely<Database>
  stores: readonly Store[]
  cartLinks: CartLinks
  log: FastifyBaseLogger
}

/** A claimed reminder. */
interface ClaimedReminder {
  id: number
  customer_id: number
  store_key: string
  email: string
  firstname: string
}

/** What the reminder shows of a cart: its lines as the cart page prices them now, in the store's language. */
async function cartLines(
  db: Kysely<Database>,
  store: Store,
  cartId: string,
  log: FastifyBaseLogger,
): Promise<Pick<CartReminderEmailData, 'items' | 'subtotal' | 'currency'> | null> {
  const cart = await db.selectFrom('cart').selectAll().where('id', '=', cartId).executeTakeFirst()
  if (!cart) return null
  const view = await cartView(createShopContext(store, db, log), cart)
  return {
    items: view.items.map((item) => ({
      name: item.product.name,
      options: item.configurable_options.map((option) => option.value_label).join(', '),
      quantity: item.quantity,
      rowTotal: item.prices.row_total_including_tax.amount,
    })),
    subtotal: view.prices.subtotal_including_tax.amount,
    currency: store.currency,
  }
}

/**
 * Queues the abandoned-cart reminders due now, one per change of a cart, and returns how many.
 * Each cart is claimed by inserting its `cart_reminder` row for the cart's current change,
 * with the conditions checked again in that same statement (a cart changed in between is not
 * due any more), in the transaction that writes the e-mail to the outbox: of two instances
 * sweeping at once, the second insert waits for the first and then does nothing, so one e-mail
 * leaves, exactly when its claim commits.
 */
export async function sendCartReminders(options: SendCartRemindersOptions): Promise<number> {
  let sent = 0
  for (;;) {
    const round = await sendRound(options)
    sent += round.sent
    // A full batch may leave more due carts; a round that queued nothing (all claimed elsewhere, or failing) ends the sweep.
    if (round.due < BATCH_SIZE || round.sent === 0) return sent
  }
}

/** One batch of due carts: how many were due, and how many reminders this instance queued. */
async function sendRound(options: SendCartRemindersOptions): Promise<{ due: number; sent: number }> {
  const { db, stores, log } = options
  const due = await sql<{
    id: string
    store_key: string
  }>`select cart.id, cart.store_key ${dueCarts(options)} order by cart.updated_at limit ${BATCH_SIZE}`.execute(
    db,
  )
  let sent = 0
  for (const candidate of due.rows) {
    const store = stores.find((known) => known.key === candidate.store_key)
    if (!store) continue
    try {
      if (await remindCart(options, store, candidate.id)) sent += 1
    } catch (error) {
      // One cart that cannot be shown (a product gone mid-sweep) must not hold back the others.
      log.warn({ err: error, cartId: candidate.id }, 'could not queue an abandoned-cart reminder')
    }
  }
  return { due: due.rows.length, sent }
}

/** Claims one due cart and queues its reminder in the same transaction; false when it was not due any more or claimed elsewhere. */
async function remindCart(options: SendCartRemindersOptions, store: Store, cartId: string): Promise<boolean> {
  const { db, cartLinks, log } = options
  // Read before the claim's transaction: the cart view reads through the API's loaders.
  const lines = await cartLines(db, store, cartId, log)
  if (!lines || lines.items.length === 0) return false
  return db.transaction().execute(async (trx) => {
    const claimed = await sql<ClaimedReminder>`
      with claimed as (
        insert into cart_reminder (cart_id, cart_changed_at, customer_id, store_key)
        select cart.id, cart.updated_at, cart.customer_id, cart.store_key ${dueCarts(options)} and cart.id = ${cartId}
        on conflict (cart_id, cart_changed_at) do nothing
        returning id, customer_id, store_key
      )
      select claimed.id, claimed.customer_id, claimed.store_key, customer.email, customer.firstname
      from claimed join customer on customer.id = claimed.customer_id`.execute(trx)
    const reminder = claimed.rows[0]
    if (!reminder) return false
    const unsubscribeToken = await issueMarketingUnsubscribeToken(trx, reminder.customer_id, store.key)
    const data: CartReminderEmailData = {
      firstName: reminder.firstname,
      ...lines,
      cartUrl: `${store.baseUrl}/cart/restore?token=${cartLinks.sign({ customerId: reminder.customer_id, storeKey: store.key })}`,
      validDays: CART_LINK_TTL_DAYS,
      unsubscribeUrl: `${store.baseUrl}/marketing?unsubscribe=${unsubscribeToken}`,
    }
    const emailId = await enqueueEmail(trx, {
      store: store.key,
      template: 'cartReminder',
      to: reminder.email,
      data,
    })
    await trx
      .updateTable('cart_reminder')
      .set({ email_outbox_id: emailId })
      .where('id', '=', reminder.id)
      .execute()
    await queueMarketingSync(trx, {
      action: 'event',
      email: reminder.email,
      storeKey: store.key,
      customerId: reminder.customer_id,
      source: 'cartReminder',
      payload: {
        name: 'cart_reminder_sent',
        properties: {
          storeKey: store.key,
          items: lines.items.length,
          subtotal: lines.subtotal,
          currency: lines.currency,
        },
      },
    })
    return true
  })
}
