import type { CmsRow } from '../../../domain/cms/cmsRow.ts'
import type { WysiwygNodeValue } from '../../../domain/cms/wysiwygMapper.ts'

// What the resolvers of CMS types start from (GraphQL Code Generator `mappers`, see graphql/README.md).

/** CMS pages and blocks start from their row. */
export type CmsPageMapper = CmsRow
export type CmsBlockMapper = CmsRow

/** Every node of the page builder starts from the loose record parsed from the stored HTML. */
export type WysiwygNodeMapper = WysiwygNodeValue
export type WidgetMapper = WysiwygNodeValue
export type PageBuilderNodeMapper = WysiwygNodeValue
export type WidgetInvalidDataMapper = WysiwygNodeValue
export type WidgetProductPushMapper = WysiwygNodeValue
export type WidgetImageTextMapper = WysiwygNodeValue
export type WidgetTitleTextMapper = WysiwygNodeValue
export type WidgetParallaxImageMapper = WysiwygNodeValue
export type WidgetThreePushMapper = WysiwygNodeValue
export type PushImageMapper = WysiwygNodeValue
export type WidgetFourEntryMapper = WysiwygNodeValue
export type EntryTileMapper = WysiwygNodeValue
export type WidgetProductCarouselMapper = WysiwygNodeValue
export type WidgetFullScreenMapper = WysiwygNodeValue
export type WidgetImageQuoteMapper = WysiwygNodeValue
export type CornerProductsMapper = WysiwygNodeValue
export type WidgetLookbookMapper = WysiwygNodeValue
export type WidgetPushMapper = WysiwygNodeValue
export type WidgetEkomiMapper = WysiwygNodeValue
export type WidgetThemeMapper = WysiwygNodeValue
export type WidgetFourProductMapper = WysiwygNodeValue
export type WidgetReassuranceMapper = WysiwygNodeValue
