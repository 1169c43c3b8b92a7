import { sql, type Kysely } from 'kysely'
import type { Store, StoreKey } from '../../../config/stores.ts'
import type { Cents } from '../../../pricing/index.ts'
import type { Database, GiftCardState } from '../../../db/tables.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import { emailGiftCardCode } from '../../giftcards/emailGiftCardCode.ts'
import { issueGiftCard } from '../../giftcards/giftCardAccounts.ts'
import { giftCardCodeHash, maskGiftCardCode } from '../../giftcards/giftCardCodes.ts'
import {
  allowed,
  answerOrRefusal,
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from '../backOfficeActor.ts'

/** What staff look a gift card up by: its code (hashed as stored), an order number, an e-mail or its id. */
export type GiftCardLookup = { code: string } | { orderNumber: string } | { email: string } | { id: number }

/** A gift card as the back office shows it, with its ledger, oldest first. */
export interface GiftCardRecord {
  id: number
  maskedCode: string
  storeKey: string
  initialCents: Cents
  balanceCents: Cents
  currency: string
  state: GiftCardState
  expiresAt: Date | null
  orderNumber: string | null
  recipientEmail: string
  movements: { kind: string; amountCents: Cents; reference: string; reason: string; at: Date }[]
}

/** The most cards one lookup shows (an e-mail may have many). */
const LOOKUP_LIMIT = 20

/** The gift cards a lookup finds (`giftcards.view`), newest first. */
export async function findGiftCards(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  lookup: GiftCardLookup,
): Promise<BackOfficeResult<{ cards: GiftCardRecord[] }, 'FORBIDDEN'>> {
  if (!allowed(actor, 'giftcards.view')) return refused('FORBIDDEN')
  let query = db
    .selectFrom('gift_card_account as g')
    .leftJoin('shop_order as o', 'o.id', 'g.order_id')
    .select([
      'g.id',
      'g.code_last4',
      'g.store_key',
      'g.initial_cents',
      'g.balance_cents',
      'g.currency',
      'g.state',
      'g.expires_at',
      'g.recipient_email',
      'o.number as order_number',
    ])
  if ('code' in lookup) query = query.where('g.code_hash', '=', giftCardCodeHash(lookup.code))
  else if ('orderNumber' in lookup) query = query.where('o.number', '=', lookup.orderNumber.trim())
  else if ('id' in lookup) query = query.where('g.id', '=', lookup.id)
  else {
    const email = lookup.email.trim().toLowerCase()
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['g.recipient_email']), '=', email),
        eb(eb.fn('lower', ['g.sender_email']), '=', email),
      ]),
    )
  }
  const rows = await query.orderBy('g.id', 'desc').limit(LOOKUP_LIMIT).execute()
  const ids = rows.map((row) => Number(row.id))
  const movements =
    ids.length === 0
      ? []
      : await db
          .selectFrom('gift_card_movement')
          .select(['gift_card_id', 'kind', 'amount_cents', 'reference', 'reason', 'created_at'])
          .where('gift_card_id', 'in', ids)
          .orderBy('id')
          .execute()
  return {
    ok: true,
    cards: rows.map((row) => ({
      id: Number(row.id),
      maskedCode: maskGiftCardCode(row.code_last4),
      storeKey: row.store_key,
      initialCents: row.initial_cents,
      balanceCents: row.balance_cents,
      currency: row.currency,
      state: row.state,
      expiresAt: row.expires_at,
      orderNumber: row.order_number ?? null,
      recipientEmail: row.recipient_email,
      movements: movements
        .filter((movement) => Number(movement.gift_card_id) === Number(row.id))
        .map((movement) => ({
          kind: movement.kind,
          amountCents: movement.amount_cents,
          reference: movement.reference,
          reason: movement.reason,
          at: movement.created_at,
        })),
    })),
  }
}

/** What staff issue: an amount, a store and, optionally, whom to e-mail the code to. */
export interface StaffGiftCardIssue {
  amountCents: Cents
  storeKey: string
  recipientEmail?: string
  recipientName?: string
  /** Who the e-mail says the card is from (required with a recipient). */
  senderName?: string
  /** Its last day, `YYYY-MM-DD` (valid through it, UTC); blank: the shop's usual validity. */
  expiresOn?: string
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The end of a typed last day (`YYYY-MM-DD`), undefined when blank, null when not a day after `now`. */
function expiryOf(typed: string, now: Date): Date | undefined | null {
  const value = typed.trim()
  if (value === '') return undefined
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const day = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return null
  const end = new Date(day.getTime() + DAY_MS - 1)
  return end > now ? end : null
}

/** Largest card staff may issue (cents), as the shop's gift card products go. */
export const MAX_STAFF_GIFT_CARD_CENTS = 100_000

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Issues a gift card (`giftcards.edit`): its account and `issue` movement (the staff member on
 * it), the shop's gift card e-mail to the recipient when one is given, and `giftcards.issue`
 * audited, in one transaction. The code is answered once, in clear: it is stored hashed.
 */
export async function issueStaffGiftCard(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  stores: readonly Store[],
  issue: StaffGiftCardIssue,
  now: Date,
): Promise<
  BackOfficeResult<
    { giftCardId: number; code: string },
    'FORBIDDEN' | 'INVALID_AMOUNT' | 'UNKNOWN_STORE' | 'INVALID_EMAIL' | 'SENDER_REQUIRED' | 'INVALID_EXPIRY'
  >
> {
  if (!allowed(actor, 'giftcards.edit')) return refused('FORBIDDEN')
  if (
    !Number.isSafeInteger(issue.amountCents) ||
    issue.amountCents <= 0 ||
    issue.amountCents > MAX_STAFF_GIFT_CARD_CENTS
  )
    return refused('INVALID_AMOUNT')
  const store = stores.find((candidate) => candidate.key === issue.storeKey)
  if (!store) return refused('UNKNOWN_STORE')
  const recipientEmail = (issue.recipientEmail ?? '').trim()
  if (recipientEmail !== '' && !EMAIL_PATTERN.test(recipientEmail)) return refused('INVALID_EMAIL')
  const senderName = (issue.senderName ?? '').trim()
  if (recipientEmail !== '' && senderName === '') return refused('SENDER_REQUIRED')
  const expiresAt = expiryOf(issue.expiresOn ?? '', now)
  if (expiresAt === null) return refused('INVALID_EXPIRY')
  return db.transaction().execute(async (trx) => {
    const card = await issueGiftCard(trx, {
      amountCents: issue.amountCents,
      store: store.key as StoreKey,
      currency: store.currency,
      recipientEmail,
      recipientName: issue.recipientName ?? '',
      senderName,
      reference: 'back office',
      ...(expiresAt ? { expiresAt } : {}),
    })
    await trx
      .updateTable('gift_card_movement')
      .set({ staff_id: actor.staffId })
      .where('gift_card_id', '=', card.id)
      .execute()
    const issued = await trx
      .selectFrom('gift_card_account')
      .select('expires_at')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow()
    if (recipientEmail !== '')
      await emailGiftCardCode(trx, {
        store,
        code: card.code,
        amountCents: issue.amountCents,
        currency: store.currency,
        expiresAt: issued.expires_at,
        recipientName: issue.recipientName ?? '',
        recipientEmail,
        senderName,
      })
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'giftcards.issue',
      subjectType: 'gift_card',
      subjectId: card.id,
      before: null,
      after: {
        amountCents: issue.amountCents,
        storeKey: store.key,
        recipientEmail,
        expiresAt: issued.expires_at,
      },
      at: now,
    })
    return { ok: true as const, giftCardId: card.id, code: card.code }
  })
}

/**
 * Credits (positive) or debits (negative) a gift card with a reason (`giftcards.edit`), on its
 * row lock: an `adjustment` movement with the reason and the staff member, the balance (never
 * below zero; a card at zero is `used`, one credited again `active`; a disabled or expired card
 * keeps its state) and `giftcards.adjust` audited, in one transaction.
 */
export async function adjustGiftCard(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  adjustment: { giftCardId: number; amountCents: Cents; reason: string },
  now: Date,
): Promise<
  BackOfficeResult<
    { balanceCents: Cents },
    'FORBIDDEN' | 'NOT_FOUND' | 'INVALID_AMOUNT' | 'REASON_REQUIRED' | 'BALANCE_TOO_LOW'
  >
> {
  if (!allowed(actor, 'giftcards.edit')) return refused('FORBIDDEN')
  const reason = adjustment.reason.trim()
  if (!Number.isSafeInteger(adjustment.amountCents) || adjustment.amountCents === 0)
    return refused('INVALID_AMOUNT')
  if (reason === '' || reason.length > 500) return refused('REASON_REQUIRED')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      const card = await trx
        .selectFrom('gift_card_account')
        .select(['id', 'balance_cents', 'state'])
        .where('id', '=', adjustment.giftCardId)
        .forUpdate()
        .executeTakeFirst()
      if (!card) throw new BackOfficeRefusal('NOT_FOUND')
      const balance = card.balance_cents + adjustment.amountCents
      if (balance < 0) throw new BackOfficeRefusal('BALANCE_TOO_LOW')
      const state: GiftCardState =
        card.state === 'active' || card.state === 'used' ? (balance === 0 ? 'used' : 'active') : card.state
      await trx
        .updateTable('gift_card_account')
        .set({ balance_cents: balance, state, updated_at: now })
        .where('id', '=', card.id)
        .execute()
      await trx
        .insertInto('gift_card_movement')
        .values({
          gift_card_id: card.id,
          kind: 'adjustment',
          amount_cents: adjustment.amountCents,
          reason,
          staff_id: actor.staffId,
        })
        .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'giftcards.adjust',
        subjectType: 'gift_card',
        subjectId: card.id,
        before: { balanceCents: card.balance_cents },
        after: { balanceCents: balance, amountCents: adjustment.amountCents, reason },
        at: now,
      })
      return { ok: true as const, balanceCents: balance }
    }),
  )
}

/**
 * Disables a gift card (it can no longer be spent nor shown) or enables it again
 * (`giftcards.edit`), on its row lock, audited as `giftcards.disable` / `giftcards.enable`.
 * Enabled again, a card is `active`, `used` at zero, or `expired` past its date.
 */
export async function setGiftCardEnabled(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  giftCardId: number,
  enabled: boolean,
  now: Date,
): Promise<BackOfficeResult<{ state: GiftCardState }, 'FORBIDDEN' | 'NOT_FOUND' | 'SAME_STATUS'>> {
  if (!allowed(actor, 'giftcards.edit')) return refused('FORBIDDEN')
  return answerOrRefusal(() =>
    db.transaction().execute(async (trx) => {
      const card = await trx
        .selectFrom('gift_card_account')
        .select(['id', 'state', 'balance_cents', 'expires_at'])
        .where('id', '=', giftCardId)
        .forUpdate()
        .executeTakeFirst()
      if (!card) throw new BackOfficeRefusal('NOT_FOUND')
      if ((card.state === 'disabled') !== enabled) throw new BackOfficeRefusal('SAME_STATUS')
      const state: GiftCardState = !enabled
        ? 'disabled'
        : card.expires_at && card.expires_at <= now
          ? 'expired'
          : card.balance_cents === 0
            ? 'used'
            : 'active'
      await trx
        .updateTable('gift_card_account')
        .set({ state, updated_at: now })
        .where('id', '=', card.id)
        .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: enabled ? 'giftcards.enable' : 'giftcards.disable',
        subjectType: 'gift_card',
        subjectId: card.id,
        before: { state: card.state },
        after: { state },
        at: now,
      })
      return { ok: true as const, state }
    }),
  )
}

/** The sum of a card's ledger (what its balance must equal). */
export async function giftCardLedgerSum(db: Kysely<Database>, giftCardId: number): Promise<Cents> {
  const { rows } = await sql<{ total: string | null }>`
    select sum(amount_cents) as total from gift_card_movement where gift_card_id = ${giftCardId}`.execute(db)
  return Number(rows[0]?.total ?? 0)
}
