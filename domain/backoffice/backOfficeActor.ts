import { COMMAND_LINE_ACTOR, type AuditActor } from '../audit/auditLog.ts'
import { can, type StaffAction, type StaffRole } from '../staff/roles.ts'

/**
 * Who acts in the back office's rules (docs/back-office.md#customers-returns-reviews-and-stock):
 * a signed-in staff member with their role and client address, or a command run on the server.
 */
export interface BackOfficeActor {
  /** The staff member, or null for a command. */
  staffId: number | null
  /** As the audit log shows it: the staff member's e-mail, or `command line`. */
  email: string
  role: StaffRole
  /** The client's address, empty for a command. */
  ip: string
}

/** The npm commands (`returns:advance`, `reviews:moderate`, `stock:set`): run by whoever holds the server, so with every right. */
export const COMMAND_LINE_STAFF: BackOfficeActor = {
  staffId: COMMAND_LINE_ACTOR.staffId,
  email: COMMAND_LINE_ACTOR.label,
  role: 'owner',
  ip: COMMAND_LINE_ACTOR.clientAddress,
}

/** The audit log's actor of a back-office actor. */
export function auditActorOf(actor: BackOfficeActor): AuditActor {
  return actor.staffId === null
    ? COMMAND_LINE_ACTOR
    : { staffId: actor.staffId, label: actor.email, clientAddress: actor.ip }
}

/** Whether the actor's role allows the action (`roles.ts`). */
export function allowed(actor: BackOfficeActor, action: StaffAction): boolean {
  return can(actor.role, action)
}

/** What a back-office action answers: its result, or the code of why nothing was done. */
export type BackOfficeResult<T extends object, E extends string> =
  ({ ok: true } & T) | { ok: false; error: E }

/** A refusal. */
export function refused<E extends string>(error: E): { ok: false; error: E } {
  return { ok: false, error }
}

/** Thrown inside a transaction to roll it back and answer a refusal (caught by {@link answerOrRefusal}). */
export class BackOfficeRefusal<E extends string> extends Error {
  readonly code: E
  readonly details: Record<string, unknown>

  constructor(code: E, details: Record<string, unknown> = {}) {
    super(`refused: ${code}`)
    this.code = code
    this.details = details
  }
}

/**
 * The answer a {@link BackOfficeRefusal} thrown by a form's save stands for: `INVALID_FIELDS` with
 * its refused fields, or its code; null for any other error (the caller throws it on).
 */
export function formRefusalOf<Fields, Code extends string>(
  error: unknown,
): { ok: false; error: 'INVALID_FIELDS'; fields: Fields } | { ok: false; error: Code } | null {
  if (!(error instanceof BackOfficeRefusal)) return null
  if (error.code === 'INVALID_FIELDS')
    return { ok: false, error: 'INVALID_FIELDS', fields: error.details.fields as Fields }
  return refused(error.code as Code)
}

/**
 * Runs a form's save, turning a {@link BackOfficeRefusal} it throws (its transaction rolled back)
 * into the form's answer: `INVALID_FIELDS` with the refused fields, or the refusal's code. Any
 * other error is thrown on.
 */
export async function formAnswerOrRefusal<Answer, Fields, Code extends string>(
  save: () => Promise<Answer>,
): Promise<Answer | { ok: false; error: 'INVALID_FIELDS'; fields: Fields } | { ok: false; error: Code }> {
  try {
    return await save()
  } catch (error) {
    const refusal = formRefusalOf<Fields, Code>(error)
    if (refusal) return refusal
    throw error
  }
}

/** Runs a change, turning a {@link BackOfficeRefusal} it throws (its transaction rolled back) into a refusal. */
export async function answerOrRefusal<T extends object, E extends string>(
  change: () => Promise<{ ok: true } & T>,
): Promise<BackOfficeResult<T, E>> {
  try {
    return await change()
  } catch (error) {
    if (error instanceof BackOfficeRefusal) return refused(error.code as E)
    throw error
  }
}
