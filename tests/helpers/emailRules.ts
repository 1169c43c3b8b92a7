/** What "account" reads in each store: a guest's e-mail must not speak of their account. */
export const ACCOUNT_WORDS: Record<string, RegExp> = {
  'fr-FR': /\bcompte\b/i,
  'de-DE': /\bKonto\b|\bKundenkonto/i,
  'en-GB': /\baccount\b/i,
  'it-IT': /\baccount\b/i,
}

/** The URLs an e-mail may link or load: absolute ones (a mail client has no page to resolve a relative one against). */
export const ABSOLUTE_URL = /^(https?:|mailto:|tel:)/
