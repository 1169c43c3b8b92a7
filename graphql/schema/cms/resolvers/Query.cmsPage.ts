import type { ShopContext } from '../../context.ts'
import { isCmsShownAt } from '../../../../domain/cms/cmsVisibility.ts'

const MAX_IDENTIFIER_LENGTH = 200

/** `cmsPage(identifier)`: a content page in the store's language, or null (also when not shown yet). */
export async function cmsPage(_: unknown, args: { identifier: string }, context: ShopContext) {
  if (args.identifier.length > MAX_IDENTIFIER_LENGTH) return null
  const row = await context.db
    .selectFrom('cms_page')
    .selectAll()
    .where('language', '=', context.language)
    .where('identifier', '=', args.identifier)
    .executeTakeFirst()
  if (!row) return null
  // Recorded even when hidden, so publishing it purges the cached answer.
  context.contentMetadata.record('cms_page', row.identifier, row)
  return isCmsShownAt(row, context.now) ? row : null
}
