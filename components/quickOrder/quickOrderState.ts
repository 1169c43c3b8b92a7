/** Why a quick order row was not added, with what the page needs to say it. */
export type QuickOrderRowError =
  | { code: 'missingSku' }
  | { code: 'unknownSku' }
  | { code: 'invalidQuantity'; max: number }
  | { code: 'insufficientStock'; available: number }
  | { code: 'soldOut' }
  /** A configurable product: colour and size are chosen on its page (store-relative path). */
  | { code: 'optionsNeeded'; productPath: string }
  /** Not tried: the cart's budget of adds is used up for a minute. */
  | { code: 'tryLater' }
  /** Refused for another reason (the cart API's message, in the store's language). */
  | { code: 'notAdded'; message: string }

/** A row as the shopper typed it, with why it was not added. */
export interface QuickOrderRow {
  sku: string
  quantity: string
  error: QuickOrderRowError | null
}

/** A row the cart took, as the data layer reports it (`add_to_cart`). */
export interface QuickOrderAddedItem {
  sku: string
  name: string
  /** The product's main category (the data layer's `item_category`). */
  category: string | null
  priceCents: number
  quantity: number
}

/** What the quick order page shows after a post: the rows kept, the list lines not read, what was added. */
export interface QuickOrderState {
  rows: QuickOrderRow[]
  /** Pasted lines that could not be read, kept in the text box. */
  list: string
  badLines: { line: number; text: string }[]
  /** Rows added to the cart by the post. */
  added: number
  /** Those rows' products, for the data layer. */
  addedItems: QuickOrderAddedItem[]
  /** Why the whole post was refused, when it was. */
  refusal: 'formExpired' | 'tooManyRows' | 'nothingToAdd' | 'tooManyAttempts' | null
}

/** Rows of a quick order post: as many as one cart call takes. */
export const MAX_QUICK_ORDER_ROWS = 20
/** Empty rows the page starts with. */
export const QUICK_ORDER_EMPTY_ROWS = 5
/** What a session keeps of a pasted list at most (a list of 20 rows is far shorter). */
export const MAX_QUICK_ORDER_LIST_LENGTH = 2000

declare module 'fastify' {
  interface Session {
    /** What the quick order page shows once after its post's 303. */
    quickOrder?: QuickOrderState
  }
}
