import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { listFailedEmails } from '../../domain/backoffice/failedEmails.ts'
import { CARE_PAGE_SIZE, pageOf } from './carePaging.ts'

/** The e-mails not sent (/admin/emails): one page of them and how many in all. */
export interface EmailsPageData {
  page: number
  pageSize: number
  totalCount: number
  emails: {
    id: number
    storeKey: string
    template: string
    recipient: string
    createdAt: string
    attempts: number
    lastError: string
    order: { id: number; number: string } | null
  }[]
}

/** The page of the e-mails the outbox gave up sending. */
export async function loadEmailsPage(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  query: URLSearchParams,
): Promise<EmailsPageData> {
  const page = pageOf(query)
  const listed = await listFailedEmails(db, actor, { page, pageSize: CARE_PAGE_SIZE })
  if (!listed.ok) throw new Error(`The guard let through a role without emails.view: ${actor.role}`)
  return {
    page,
    pageSize: CARE_PAGE_SIZE,
    totalCount: listed.totalCount,
    emails: listed.emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })),
  }
}
