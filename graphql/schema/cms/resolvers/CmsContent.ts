import type { StoredWysiwyg } from '../../../../db/seed/cmsContent.ts'
import type { ShopContext } from '../../context.ts'
import { toWysiwyg } from '../../../../domain/cms/wysiwygMapper.ts'
import { fillSettingPlaceholders, settingGroupsOf } from '../../../../domain/cms/settingPlaceholders.ts'
import { storeShopSettings } from '../../shop/storeShopSettings.ts'
import { storeShippingTable } from '../../shop/storeShippingTable.ts'
import { fillShippingPlaceholders, showsShipping } from '../../../../domain/shipping/shippingPlaceholders.ts'

import type { CmsRow } from '../../../../domain/cms/cmsRow.ts'

/** A content's placeholders of the shop's settings and shipping rates filled for the store (the legal pages name them so). */
async function withSettings(text: string, context: ShopContext, inJson: boolean): Promise<string> {
  const filled = showsShipping(text)
    ? fillShippingPlaceholders(
        text,
        await storeShippingTable(context),
        context.store.key,
        context.language,
        inJson,
      )
    : text
  const groups = settingGroupsOf(filled)
  if (groups.length === 0) return filled
  const [resolved] = await Promise.all(groups.map((group) => storeShopSettings(context, group)))
  return fillSettingPlaceholders(filled, resolved!.settings, context.language, inJson)
}

const content = (row: CmsRow, _: unknown, context: ShopContext) => withSettings(row.content, context, false)

const contentWysiwyg = async (row: CmsRow, _: unknown, context: ShopContext) =>
  toWysiwyg(
    JSON.parse(await withSettings(JSON.stringify(row.content_wysiwyg), context, true)) as StoredWysiwyg,
    context.now,
  )

/** Field resolvers of CmsPage and CmsBlock. */
export const cmsContentResolvers = {
  CmsPage: {
    urlKey: (row: CmsRow) => row.url_key ?? '',
    path: (row: CmsRow) => (row.identifier === 'home' ? '/' : `/${row.url_key}`),
    metaTitle: (row: CmsRow) => row.meta_title ?? '',
    metaDescription: (row: CmsRow) => row.meta_description ?? '',
    content,
    contentWysiwyg,
  },
  CmsBlock: { content, contentWysiwyg },
}
