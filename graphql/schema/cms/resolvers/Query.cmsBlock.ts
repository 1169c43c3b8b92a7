import type { ShopContext } from '../../context.ts'

const MAX_IDENTIFIER_LENGTH = 200

/** `cmsBlock(identifier)`: a content block in the store's language, or null. */
export async function cmsBlock(_: unknown, args: { identifier: string }, context: ShopContext) {
  if (args.identifier.length > MAX_IDENTIFIER_LENGTH) return null
  const row = await context.loaders.cmsBlock.load(args.identifier)
  if (row) context.contentMetadata.record('cms_block', row.identifier, row)
  return row
}
