/** Settings of the back office (docs/back-office.md). */

/** The largest refund, in cents, customer service may make on one order; above it only an owner may refund. */
export const CUSTOMER_SERVICE_REFUND_LIMIT_CENTS = 20_000

/** A size is low on stock at or below this many pieces, unless staff gave it a threshold of its own. */
export const LOW_STOCK_THRESHOLD_DEFAULT = 3

/** A staff session ends 12 hours after sign-in, whatever its use. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000

/** A staff session ends after 30 minutes without a request. */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000

/** How long a set-up link (choose a password, enrol a second factor) stays valid. */
export const STAFF_SETUP_LINK_MS = 24 * 60 * 60 * 1000

/** The issuer authenticator apps show beside a staff member's TOTP code. */
export const STAFF_TOTP_ISSUER = 'Pantoufle & Co back office'

/**
 * The seed's demo owner (db/seed/demoOwner.ts), whose password and TOTP secret are published in
 * the README: it signs in only from the machine itself (a loopback address), so a shop put
 * online with the demo data does not open its back office to whoever reads the README.
 */
export const DEMO_OWNER_EMAIL = 'owner@example.org'
