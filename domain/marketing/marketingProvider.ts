/** Marketing automation providers built in; a real one (Brevo, Mailchimp) joins this list with its adapter. */
export const MARKETING_PROVIDER_NAMES = ['offline'] as const

/** One of {@link MARKETING_PROVIDER_NAMES}. */
export type MarketingProviderName = (typeof MARKETING_PROVIDER_NAMES)[number]

/**
 * A contact as marketing automation services keep it (Brevo's contact, Mailchimp's audience
 * member): the address, the store and language it was collected in, the lists it is on and
 * the shop's attributes.
 */
export interface MarketingContact {
  email: string
  storeKey: string
  /** BCP 47 locale of the store (`fr-FR`): the language its messages are written in. */
  language: string
  /** Lists to put the contact on (`newsletter_b2c_fr`); lists it is already on stay. */
  lists: string[]
  /** Shop attributes (`customerId`), merged into those the provider keeps. */
  attributes: Record<string, string | number | null>
}

/** Taking a contact off lists, or off all marketing. */
export interface MarketingUnsubscribe {
  email: string
  /** The lists to leave; `all` blocklists the address for every marketing message. */
  lists: string[] | 'all'
}

/** Something a contact did, for the provider's automations and reports (Brevo's trackEvent). */
export interface MarketingEvent {
  email: string
  name: string
  properties: Record<string, unknown>
}

/**
 * A marketing automation service. Every call carries an idempotency key (the sync job's id):
 * a call retried after a lost answer changes nothing twice.
 */
export interface MarketingProvider {
  readonly name: MarketingProviderName
  /** Creates the contact or updates it, adds it to `lists` and subscribes it (an explicit new consent). */
  upsertContact(contact: MarketingContact, idempotencyKey: string): Promise<void>
  /** Takes the contact off lists, or off all marketing; an unknown address is recorded as unsubscribed. */
  unsubscribeContact(request: MarketingUnsubscribe, idempotencyKey: string): Promise<void>
  trackEvent(event: MarketingEvent, idempotencyKey: string): Promise<void>
}

/** The newsletter list of a store at the provider. */
export function newsletterListOf(storeKey: string): string {
  return `newsletter_${storeKey}`
}
