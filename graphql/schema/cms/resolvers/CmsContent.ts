import type { StoredWysiwyg } from '../../../../db/seed/cmsContent.ts'
import type { ShopContext } from '../../context.ts'
import { toWysiwyg } from '../../../../domain/cms/wysiwygMapper.ts'

import type { CmsRow } from '../../../../domain/cms/cmsRow.ts'

const contentWysiwyg = (row: CmsRow, _: unknown, context: ShopContext) =>
  toWysiwyg(row.content_wysiwyg as StoredWysiwyg, context.now)

/** Field resolvers of CmsPage and CmsBlock. */
export const cmsContentResolvers = {
  CmsPage: {
    urlKey: (row: CmsRow) => row.url_key ?? '',
    path: (row: CmsRow) => (row.identifier === 'home' ? '/' : `/${row.url_key}`),
    metaDescription: (row: CmsRow) => row.meta_description ?? '',
    contentWysiwyg,
  },
  CmsBlock: { contentWysiwyg },
}
