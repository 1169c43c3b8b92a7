import { sql, type Kysely } from 'kysely'
import type { StoreKey } from '../../config/stores.ts'
import type { Cents } from '../../pricing/index.ts'
import type { Database, GiftCardState } from '../../db/tables.ts'
import { generateGiftCardCode, giftCardCodeHash, giftCardCodeLast4 } from './giftCardCodes.ts'

/** How long a gift card can be spent (3 years, the French statutory minimum is 1). */
export const GIFT_CARD_VALIDITY_DAYS = 3 * 365

/** What a new gift card is made of; the order flow fills it from the gift card form. */
export interface GiftCardIssue {
  amountCents: Cents
  store: StoreKey
  currency?: string
  /** Null: the card never expires; default: {@link GIFT_CARD_VALIDITY_DAYS} from now. */
  expiresAt?: Date | null
  orderId?: number | null
  senderName?: string
  senderEmail?: string
  recipientName?: string
  recipientEmail?: string
  message?: string
  /** Ledger reference of the issue (the order number). */
  reference?: string
  /** A chosen code (demo cards); default: a fresh random one. */
  code?: string
}

/** A gift card as its owner may see it: masked code, balance, state and expiry. */
export interface GiftCardSummary {
  id: number
  last4: string
  balanceCents: Cents
  currency: string
  state: GiftCardState
  expiresAt: Date | null
}

/** A gift card is named by its code (what a shopper types) or by its id (what an order keeps). */
export type GiftCardRef = { code: string } | { giftCardId: number }

/** The outcome of a debit or refund: the card, the cents moved (0 when nothing moved) and the balance after it. */
export interface GiftCardMovementResult {
  giftCardId: number | null
  movedCents: Cents
  balanceCents: Cents | null
}

const NOTHING_MOVED: GiftCardMovementResult = { giftCardId: null, movedCents: 0, balanceCents: null }

function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`Not a positive amount of cents: ${amountCents}`)
}

function whereCard(ref: GiftCardRef) {
  return 'code' in ref ? sql`code_hash = ${giftCardCodeHash(ref.code)}` : sql`id = ${ref.giftCardId}`
}

/**
 * Opens a gift card account with its `issue` ledger row, in one statement (so it composes
 * with the caller's transaction), and returns the code: the only time it exists in clear.
 */
export async function issueGiftCard(
  db: Kysely<Database>,
  issue: GiftCardIssue,
): Promise<{ id: number; code: string }> {
  assertPositiveCents(issue.amountCents)
  const code = issue.code ?? generateGiftCardCode()
  const expiresAt =
    issue.expiresAt === undefined
      ? new Date(Date.now() + GIFT_CARD_VALIDITY_DAYS * 86_400_000)
      : issue.expiresAt
  const { rows } = await sql<{ gift_card_id: number }>`
    with card as (
      insert into gift_card_account (code_hash, code_last4, initial_cents, balance_cents, currency, store_key, expires_at, order_id, sender_name, sender_email, recipient_name, recipient_email, message)
      values (${giftCardCodeHash(code)}, ${giftCardCodeLast4(code)}, ${issue.amountCents}, ${issue.amountCents}, ${issue.currency ?? 'EUR'}, ${issue.store}, ${expiresAt}, ${issue.orderId ?? null},
        ${issue.senderName ?? ''}, ${issue.senderEmail ?? ''}, ${issue.recipientName ?? ''}, ${issue.recipientEmail ?? ''}, ${issue.message ?? ''})
      returning id, initial_cents
    )
    insert into gift_card_movement (gift_card_id, kind, amount_cents, reference)
    select id, 'issue', initial_cents, ${issue.reference ?? ''} from card
    returning gift_card_id`.execute(db)
  return { id: Number(rows[0]!.gift_card_id), code }
}

/**
 * The gift card of a code when it can be spent or shown: active or used up, not past its
 * date. Unknown, expired and disabled codes all give null, so callers cannot tell them apart.
 */
export async function findUsableGiftCard(
  db: Kysely<Database>,
  code: string,
  now = new Date(),
): Promise<GiftCardSummary | null> {
  const row = await db
    .selectFrom('gift_card_account')
    .select(['id', 'code_last4', 'balance_cents', 'currency', 'state', 'expires_at'])
    .where('code_hash', '=', giftCardCodeHash(code))
    .where('state', 'in', ['active', 'used'])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst()
  if (!row) return null
  return {
    id: Number(row.id),
    last4: row.code_last4,
    balanceCents: row.balance_cents,
    currency: row.currency,
    state: row.state,
    expiresAt: row.expires_at,
  }
}

/**
 * When a code names a card that would be usable but for its date (active or used up, past
 * `expires_at`), that date; else null. Telling its holder that the card expired, and when, gives
 * nothing away: the code is 80 random bits they already hold.
 */
export async function giftCardExpiry(
  db: Kysely<Database>,
  code: string,
  now = new Date(),
): Promise<Date | null> {
  const row = await db
    .selectFrom('gift_card_account')
    .select('expires_at')
    .where('code_hash', '=', giftCardCodeHash(code))
    .where('state', 'in', ['active', 'used', 'expired'])
    .where('expires_at', '<=', now)
    .executeTakeFirst()
  return row?.expires_at ?? null
}

/**
 * Takes up to `amountCents` from an active, unexpired gift card: min(requested, balance), in
 * ONE statement that locks the card's row, lowers its balance (never below 0, marking it
 * used at 0) and writes the `debit` ledger row. Parallel debits wait for each other's row
 * lock and each sees the balance the previous one left. Pass the order's transaction to
 * debit together with the order. Returns what was taken: 0 for an unknown, expired,
 * disabled or empty card.
 */
export async function debitGiftCard(
  db: Kysely<Database>,
  debit: GiftCardRef & { amountCents: Cents; reference: string },
): Promise<GiftCardMovementResult> {
  assertPositiveCents(debit.amountCents)
  const { rows } = await sql<{ gift_card_id: number; moved_cents: number; balance_cents: number }>`
    with locked as (
      select id, balance_cents, least(balance_cents, ${debit.amountCents}::integer) as taken
      from gift_card_account
      where ${whereCard(debit)} and state = 'active' and (expires_at is null or expires_at > now()) and balance_cents > 0
      for update
    ),
    debited as (
      update gift_card_account card
      set balance_cents = locked.balance_cents - locked.taken,
          state = case when locked.balance_cents = locked.taken then 'used' else 'active' end,
          updated_at = now()
      from locked where card.id = locked.id
      returning card.id, locked.taken, card.balance_cents
    )
    insert into gift_card_movement (gift_card_id, kind, amount_cents, reference)
    select id, 'debit', -taken, ${debit.reference} from debited
    returning gift_card_id, -amount_cents as moved_cents, (select balance_cents from debited) as balance_cents`.execute(
    db,
  )
  const row = rows[0]
  return row
    ? { giftCardId: Number(row.gift_card_id), movedCents: row.moved_cents, balanceCents: row.balance_cents }
    : NOTHING_MOVED
}

/**
 * Gives back up to `amountCents` to an active or used-up gift card (a cancelled order, a
 * return), clamped so the balance never exceeds the card's initial value, in one statement
 * like {@link debitGiftCard}; a used-up card becomes active again. Returns what was given back.
 */
export async function refundGiftCard(
  db: Kysely<Database>,
  refund: GiftCardRef & { amountCents: Cents; reference: string },
): Promise<GiftCardMovementResult> {
  assertPositiveCents(refund.amountCents)
  const { rows } = await sql<{ gift_card_id: number; moved_cents: number; balance_cents: number }>`
    with locked as (
      select id, balance_cents, least(initial_cents - balance_cents, ${refund.amountCents}::integer) as given
      from gift_card_account
      where ${whereCard(refund)} and state in ('active', 'used') and balance_cents < initial_cents
      for update
    ),
    refunded as (
      update gift_card_account card
      set balance_cents = locked.balance_cents + locked.given, state = 'active', updated_at = now()
      from locked where card.id = locked.id
      returning card.id, locked.given, card.balance_cents
    )
    insert into gift_card_movement (gift_card_id, kind, amount_cents, reference)
    select id, 'refund', given, ${refund.reference} from refunded
    returning gift_card_id, amount_cents as moved_cents, (select balance_cents from refunded) as balance_cents`.execute(
    db,
  )
  const row = rows[0]
  return row
    ? { giftCardId: Number(row.gift_card_id), movedCents: row.moved_cents, balanceCents: row.balance_cents }
    : NOTHING_MOVED
}
