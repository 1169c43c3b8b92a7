import type { ShopContext } from '../../context.ts'
import { isCmsShownAt } from '../../../../domain/cms/cmsVisibility.ts'

const MAX_IDENTIFIER_LENGTH = 200

/** `cmsBlock(identifier)`: a content block in the store's language, or null (also when not shown yet). */
export async function cmsBlock(_: unknown, args: { identifier: string }, context: ShopContext) {
  if (args.identifier.length > MAX_IDENTIFIER_LENGTH) return null
  const row = await context.loaders.cmsBlock.load(args.identifier)
  if (!row) return null
  // Recorded even when hidden, so publishing it purges the cached answer.
  context.contentMetadata.record('cms_block', row.identifier, row)
  return isCmsShownAt(row, context.now) ? row : null
}
