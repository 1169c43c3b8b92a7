import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database, MarketingOfflineEventTable } from '../../../db/tables.ts'
import type { MarketingProvider } from '../../../domain/marketing/marketingProvider.ts'

const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`

/**
 * Records a call in the provider's activity log, once per idempotency key; false when that
 * call was already received (a retry after a lost answer), which then changes nothing.
 */
async function recordCall(
  trx: Transaction<Database>,
  idempotencyKey: string,
  email: string,
  kind: MarketingOfflineEventTable['kind'],
  name: string | null,
  payload: Record<string, unknown>,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('marketing_offline_event')
    .values({ email, kind, name, payload: JSON.stringify(payload), idempotency_key: idempotencyKey })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/**
 * The built-in provider (`MARKETING_PROVIDER=offline`): it behaves as a Brevo or Mailchimp
 * account would (one contact per address whatever its case, lists added and left, a global
 * unsubscribe that blocklists the address, events kept with the contact) and keeps that
 * state in the shop's own database (`marketing_offline_contact`, `marketing_offline_event`),
 * so a developer sees what a real account would hold, with nothing else running.
 */
export function createOfflineMarketingProvider(db: Kysely<Database>): MarketingProvider {
  const contactOf = (trx: Transaction<Database>, email: string) =>
    trx
      .selectFrom('marketing_offline_contact')
      .selectAll()
      .where(sameEmail(email))
      .forUpdate()
      .executeTakeFirst()
  return {
    name: 'offline',
    async upsertContact(contact, idempotencyKey) {
      await db.transaction().execute(async (trx) => {
        if (!(await recordCall(trx, idempotencyKey, contact.email, 'contact_upserted', null, { ...contact })))
          return
        const current = await contactOf(trx, contact.email)
        const now = new Date()
        if (!current) {
          await trx
            .insertInto('marketing_offline_contact')
            .values({
              email: contact.email,
              store_key: contact.storeKey,
              language: contact.language,
              lists: JSON.stringify([...new Set(contact.lists)]),
              status: 'subscribed',
              attributes: JSON.stringify(contact.attributes),
            })
            .execute()
          return
        }
        const lists = [...new Set([...current.lists, ...contact.lists])]
        await trx
          .updateTable('marketing_offline_contact')
          .set({
            email: contact.email,
            store_key: contact.storeKey,
            language: contact.language,
            lists: JSON.stringify(lists),
            status: 'subscribed',
            attributes: JSON.stringify({ ...current.attributes, ...contact.attributes }),
            updated_at: now,
            unsubscribed_at: null,
          })
          .where('id', '=', current.id)
          .execute()
      })
    },
    async unsubscribeContact(request, idempotencyKey) {
      await db.transaction().execute(async (trx) => {
        if (
          !(await recordCall(trx, idempotencyKey, request.email, 'contact_unsubscribed', null, {
            lists: request.lists,
          }))
        )
          return
        const current = await contactOf(trx, request.email)
        const now = new Date()
        if (!current) {
          // Like a real service: an address that asks to leave is kept as unsubscribed, so a later import cannot add it back.
          await trx
            .insertInto('marketing_offline_contact')
            .values({ email: request.email, status: 'unsubscribed', unsubscribed_at: now })
            .execute()
          return
        }
        const lists =
          request.lists === 'all'
            ? current.lists
            : current.lists.filter((list) => !request.lists.includes(list))
        // Off every list, a contact receives nothing: it counts as unsubscribed.
        const unsubscribed = request.lists === 'all' || lists.length === 0
        await trx
          .updateTable('marketing_offline_contact')
          .set({
            lists: JSON.stringify(lists),
            updated_at: now,
            ...(unsubscribed
              ? { status: 'unsubscribed', unsubscribed_at: current.unsubscribed_at ?? now }
              : {}),
          })
          .where('id', '=', current.id)
          .execute()
      })
    },
    async trackEvent(event, idempotencyKey) {
      await db.transaction().execute(async (trx) => {
        await recordCall(trx, idempotencyKey, event.email, 'event', event.name, event.properties)
      })
    },
  }
}
