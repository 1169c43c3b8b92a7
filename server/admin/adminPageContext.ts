import type { StaffLanguage } from '../../db/tables.ts'
import type { StaffAction } from '../../domain/staff/roles.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import type { AdminPageData } from './adminPageData.ts'

/** A back-office form sent back with what was wrong: the values typed (never a password). */
export interface AdminFormState {
  /** Which form of the page (`password`, `code`, `invite`…). */
  form: string
  /** What was wrong, as a code the page words (`WRONG_CREDENTIALS`, `PASSWORD_TOO_SHORT`…). */
  error: string
  values: Record<string, string>
  retryAfterSeconds?: number
  /** A pasted list's wrong lines, by number (from 1), with each one's code. */
  lines?: { line: number; text: string; error: string }[]
  /** A form's refused fields, by field name, with each one's code. */
  fields?: Record<string, string>
}

/** What an answer shows once and never again: recovery codes after set-up, a set-up link after an invitation. */
export type AdminShownOnce =
  | { kind: 'recoveryCodes'; codes: string[] }
  | { kind: 'setupLink'; email: string; path: string }
  | { kind: 'giftCardCode'; code: string }

/** What an admin answer shows instead of a page: a role that may not, a form not sent from here, no such page. */
export type AdminScreen = 'forbidden' | 'formExpired' | 'notFound'

/** What the server gives every admin page's render (pages/admin, docs/back-office.md#pages). */
export interface AdminPageContext {
  /** The signed-in staff member, or null on the sign-in and set-up pages. */
  viewer: StaffViewer | null
  language: StaffLanguage
  /** The token every form posts back as `_csrf`. */
  csrfToken: string
  /** What the page shows, loaded by the server before the render (server/admin/adminPageData.ts); null for a refusal. */
  data: AdminPageData | null
  /** The actions the viewer's role allows (the menu only links what they may open). */
  allowed: readonly StaffAction[]
  /** Instead of the page: why it is refused. */
  screen: AdminScreen | null
  formState: AdminFormState | null
  /** A one-time message after a form's redirect (`?done=`). */
  notice: string | null
  shownOnce: AdminShownOnce | null
  /** The second sign-in step is pending (a ticket cookie is there). */
  secondStep: boolean
}
