import type { ShopContext } from '../../context.ts'
import { checkIdList } from '../../../../domain/catalog/idList.ts'
import { toMedia } from '../mediaMapper.ts'

const ALL_MEDIA_LIMIT = 500

/** `medias(ids)`: media by id in the order asked, or the media library when ids is omitted. */
export async function medias(_: unknown, args: { ids?: string[] | null }, context: ShopContext) {
  if (args.ids === null || args.ids === undefined) {
    const rows = await context.db
      .selectFrom('media')
      .selectAll()
      .orderBy('id')
      .limit(ALL_MEDIA_LIMIT)
      .execute()
    return rows.map((row) => toMedia(row, context))
  }
  const rows = await context.loaders.media.loadMany(checkIdList(args.ids, 'ids'))
  return rows.flatMap((row) => (row && !(row instanceof Error) ? [toMedia(row, context)] : []))
}
