import type { Kysely } from 'kysely'
import type { Database, Language } from '../../../db/tables.ts'
import { isCmsShownAt } from '../../cms/cmsVisibility.ts'
import { allowed, refused, type BackOfficeActor } from '../backOfficeActor.ts'
import { isRequiredPage, type ContentKind } from './contentFields.ts'

/** How the list is narrowed: text in the identifier or title, one language (its store), a kind, a status. */
export interface ContentSearch {
  q?: string
  language?: Language
  kind?: ContentKind
  /** `shown`: the shop shows it now; `scheduled`: published, its first day to come; `unpublished`. */
  status?: 'shown' | 'scheduled' | 'unpublished'
}

/** One line of the list. */
export interface ContentListItem {
  kind: ContentKind
  identifier: string
  language: Language
  title: string
  urlKey: string | null
  published: boolean
  availableFrom: Date | null
  required: boolean
}

/** At most this many lines (the shop has a few dozen pages and blocks per language). */
export const CONTENT_LIST_LIMIT = 500

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The pages and blocks matching a search (`content.view`), pages first, by identifier and language. */
export async function listContent(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  search: ContentSearch,
  now: Date,
): Promise<{ ok: true; items: ContentListItem[] } | { ok: false; error: 'FORBIDDEN' }> {
  if (!allowed(actor, 'content.view')) return refused('FORBIDDEN')
  const pattern = search.q?.trim() ? `%${escapeLike(search.q.trim().toLowerCase())}%` : null
  const read = async (kind: ContentKind): Promise<ContentListItem[]> => {
    if (search.kind && search.kind !== kind) return []
    let query = db
      .selectFrom(kind === 'page' ? 'cms_page' : 'cms_block')
      .select(['identifier', 'language', 'title', 'published', 'available_from'])
      .orderBy('identifier')
      .orderBy('language')
      .limit(CONTENT_LIST_LIMIT)
    if (search.language) query = query.where('language', '=', search.language)
    if (pattern)
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['identifier']), 'like', pattern),
          eb(eb.fn('lower', ['title']), 'like', pattern),
        ]),
      )
    const rows = await query.execute()
    const urlKeys =
      kind === 'page' && rows.length > 0
        ? new Map(
            (
              await db
                .selectFrom('cms_page')
                .select(['identifier', 'language', 'url_key'])
                .where('identifier', 'in', [...new Set(rows.map((row) => row.identifier))])
                .execute()
            ).map((row) => [`${row.identifier}/${row.language}`, row.url_key]),
          )
        : null
    return rows.map((row) => ({
      kind,
      identifier: row.identifier,
      language: row.language,
      title: row.title,
      urlKey: urlKeys?.get(`${row.identifier}/${row.language}`) ?? null,
      published: row.published,
      availableFrom: row.available_from,
      required: isRequiredPage(kind, row.identifier),
    }))
  }
  const items = [...(await read('page')), ...(await read('block'))].filter((item) => {
    if (!search.status) return true
    if (search.status === 'unpublished') return !item.published
    const shown = isCmsShownAt({ published: item.published, available_from: item.availableFrom }, now)
    return search.status === 'shown' ? shown : item.published && !shown
  })
  return { ok: true, items: items.slice(0, CONTENT_LIST_LIMIT) }
}
