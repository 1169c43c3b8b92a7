import type { Kysely } from 'kysely'
import type { Database, LocalizedText } from '../tables.ts'
import { PLACEHOLDER_ALT } from './media.ts'

/** The placeholder's alt text as databases seeded before {@link PLACEHOLDER_ALT} hold it. */
const FORMER_PLACEHOLDER_ALT: LocalizedText = {
  fr: 'Image à venir',
  de: 'Bild folgt',
  en: 'Image coming soon',
  it: 'Immagine in arrivo',
}

/**
 * Gives a database seeded earlier the placeholder picture's current alt text, when it still
 * holds the one seeded then (an alt text the shop wrote itself is kept). Returns whether it
 * changed it.
 */
export async function ensurePlaceholderAlt(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('media').select('alt').where('id', '=', 'placeholder').executeTakeFirst()
  const stored = row?.alt
  if (
    !stored ||
    (Object.keys(FORMER_PLACEHOLDER_ALT) as (keyof LocalizedText)[]).some(
      (language) => stored[language] !== FORMER_PLACEHOLDER_ALT[language],
    )
  )
    return false
  await db
    .updateTable('media')
    .set({ alt: JSON.stringify(PLACEHOLDER_ALT) })
    .where('id', '=', 'placeholder')
    .execute()
  return true
}
