import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import { CONSENT_POLICY_VERSION, isConsentId, type ConsentChoice } from '../../config/consentCookie.ts'

/** A choice as the banner sends it to `{base}/consent`. */
export interface ConsentPost {
  id: string
  analytics: boolean
  marketing: boolean
}

/**
 * Reads the body the banner posts (`{ id, analytics, marketing, version }`, nothing else);
 * answers what is wrong with it as a sentence when it is not one.
 */
export function readConsentPost(body: unknown): ConsentPost | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'the body must be a JSON object'
  const { id, analytics, marketing, version, ...extra } = body as Record<string, unknown>
  if (Object.keys(extra).length > 0) return `unknown fields: ${Object.keys(extra).slice(0, 5).join(', ')}`
  if (!isConsentId(id)) return 'id must be 16 to 64 letters, digits, - or _'
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean')
    return 'analytics and marketing must be true or false'
  if (version !== CONSENT_POLICY_VERSION)
    return `version must be ${CONSENT_POLICY_VERSION}, the current cookie policy`
  return { id, analytics, marketing }
}

/** Writes one proof of consent (dated now by the database): what a browser chose, in which store, and who if signed in. */
export async function recordConsent(
  db: Kysely<Database>,
  choice: ConsentPost & { storeKey: string; customerId: number | null },
): Promise<void> {
  await db
    .insertInto('consent_record')
    .values({
      consent_id: choice.id,
      store_key: choice.storeKey,
      customer_id: choice.customerId,
      analytics: choice.analytics,
      marketing: choice.marketing,
      policy_version: CONSENT_POLICY_VERSION,
    })
    .execute()
}

/**
 * At sign-in or registration, the choice in the browser's consent cookie becomes the customer's
 * too (a choice made before signing in counts), dated when it was made: a later choice the
 * customer made elsewhere stays the latest. Once recorded for the customer, it is not written again.
 */
export async function recordConsentAtSignIn(
  context: Pick<DomainContext, 'db' | 'store' | 'consent'>,
  customerId: number,
  now = Date.now(),
): Promise<void> {
  const choice: ConsentChoice | null = context.consent
  if (!choice) return
  // A cookie is written by the browser: its date is never taken as later than now.
  const givenAt = new Date(Math.min(choice.givenAt * 1000, now))
  const known = await context.db
    .selectFrom('consent_record')
    .select(sql<number>`1`.as('known'))
    .where('customer_id', '=', customerId)
    .where('consent_id', '=', choice.id)
    .where('given_at', '>=', givenAt)
    .executeTakeFirst()
  if (known) return
  await context.db
    .insertInto('consent_record')
    .values({
      consent_id: choice.id,
      store_key: context.store.key,
      customer_id: customerId,
      analytics: choice.analytics,
      marketing: choice.marketing,
      policy_version: choice.version,
      given_at: givenAt,
    })
    .execute()
}
