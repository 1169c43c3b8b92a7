import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { COMMAND_LINE_ACTOR, type AuditActor } from '../audit/auditLog.ts'
import type { OrderLinks } from '../orders/orderLinks.ts'
import type { PaymentService } from '../payments/paymentService.ts'
import { can, type StaffAction, type StaffRole } from '../staff/roles.ts'

/** Who acts in the back office: the signed-in staff member and their address, or a command. */
export interface StaffActor {
  /** The staff member, or null for a command run on the server. */
  staffId: number | null
  /** The staff member's e-mail, or 'command line'. */
  email: string
  role: StaffRole
  /** The client's address, empty for a command. */
  ip: string
}

/** The npm commands (`orders:advance`, `orders:refund`): the owner's rights, recorded as 'command line'. */
export const COMMAND_LINE_STAFF: StaffActor = {
  staffId: null,
  email: COMMAND_LINE_ACTOR.label,
  role: 'owner',
  ip: '',
}

/** The audit log's actor of a staff actor. */
export function auditActorOf(actor: StaffActor): AuditActor {
  return { staffId: actor.staffId, label: actor.email, clientAddress: actor.ip }
}

/** What the order actions need besides who acts: the database, the stores (e-mails' links), guests' order links and the payments. */
export interface OrderDesk {
  db: Kysely<Database>
  stores: readonly Store[]
  orderLinks: OrderLinks | null
  payments: PaymentService | null
}

/** A back-office action refused before anything changed (docs/back-office.md#orders). */
export type Refused<Code extends string> = { ok: false; error: Code | 'FORBIDDEN' }

/** Whether the actor's role may do the action: the pages check it too, every rule checks it again. */
export function allows(actor: StaffActor, action: StaffAction): boolean {
  return can(actor.role, action)
}

/** Thrown inside a transaction to roll it back and answer the code (see {@link refusedOf}). */
export class ActionRefused<Code extends string> extends Error {
  constructor(readonly code: Code | 'FORBIDDEN') {
    super(`refused: ${code}`)
  }
}

/** The refusal of a caught {@link ActionRefused}; anything else is thrown again. */
export function refusedOf<Code extends string>(error: unknown): Refused<Code> {
  if (error instanceof ActionRefused) return { ok: false, error: error.code as Code | 'FORBIDDEN' }
  throw error
}
