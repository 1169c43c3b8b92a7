import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { Database } from '../../db/tables.ts'

/**
 * The message the outbox worker sent for an outbox row, as written under `DATA_DIR/mail/` (no
 * `SMTP_URL`): what a test reads once the row's data is blanked (a one-time link's e-mail, sent).
 * Waits up to 10 s for the row to be sent (its file is whole by then).
 */
export async function sentEmail(
  db: Kysely<Database>,
  dataDir: string,
  id: number | string,
): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const row = await db
      .selectFrom('email_outbox')
      .select('status')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    if (row.status === 'sent') break
    if (Date.now() > deadline) throw new Error(`e-mail ${id} is still ${row.status}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const folder = path.join(dataDir, 'mail')
  for (const file of await fs.readdir(folder)) {
    if (!file.endsWith('.eml') || !file.includes(`-outbox-${id}`)) continue
    const message = await simpleParser(await fs.readFile(path.join(folder, file)))
    if (message.messageId?.startsWith(`<outbox-${id}@`)) return message
  }
  throw new Error(`no message of e-mail ${id} under ${folder}`)
}

/** The link of a sent message that has the query parameter `parameter` (`confirm`, `token`…). */
export function linkOfSentEmail(message: ParsedMail, parameter: string): URL {
  for (const [link] of (message.text ?? '').matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(link.replace(/[\]).,]+$/, ''))
    if (url.searchParams.has(parameter)) return url
  }
  throw new Error(`the e-mail "${message.subject ?? ''}" has no link with ${parameter}`)
}

/**
 * A link of an outbox row: from its data while the worker has not sent it yet, else from the
 * message sent (the worker blanks a one-time link's data once sent).
 */
export async function emailLinkOf(
  db: Kysely<Database>,
  dataDir: string,
  row: { id: number | string; data: Record<string, unknown> },
  link: { urlField: string; parameter: string },
): Promise<URL> {
  const url = row.data[link.urlField]
  if (typeof url === 'string') return new URL(url)
  return linkOfSentEmail(await sentEmail(db, dataDir, row.id), link.parameter)
}
