import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import type { OrderLinks } from '../orders/orderLinks.ts'
import type { PaymentService } from '../payments/paymentService.ts'

/** What the order actions need besides who acts: the database, the stores (e-mails' links), guests' order links and the payments. */
export interface OrderDesk {
  db: Kysely<Database>
  stores: readonly Store[]
  orderLinks: OrderLinks | null
  payments: PaymentService | null
}

/** A back-office action refused before anything changed (docs/back-office.md#orders). */
export type Refused<Code extends string> = { ok: false; error: Code | 'FORBIDDEN' }

/** Thrown inside a transaction to roll it back and answer the code (see {@link refusedOf}). */
export class ActionRefused<Code extends string> extends Error {
  readonly code: Code | 'FORBIDDEN'

  constructor(code: Code | 'FORBIDDEN') {
    super(`refused: ${code}`)
    this.code = code
  }
}

/** The refusal of a caught {@link ActionRefused}; anything else is thrown again. */
export function refusedOf<Code extends string>(error: unknown): Refused<Code> {
  if (error instanceof ActionRefused) return { ok: false, error: error.code as Code | 'FORBIDDEN' }
  throw error
}
