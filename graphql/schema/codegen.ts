import { readFileSync } from 'node:fs'
import type { CodegenConfig } from '@graphql-codegen/cli'

// CMS content is parsed from stored HTML into loose records: every type of the page builder starts from one.
const CMS_NODE_TYPES = [...readFileSync('graphql/schema/cms/cms.graphql', 'utf8').matchAll(/^type ((?:Widget|PageBuilder|PushImage|EntryTile|CornerProducts)\w*) /gm)].map((match) => match[1] as string)

// Run with `npm run codegen:server`; graphql/schema/generated/ is committed and never edited.
/** Resolver types of the shop API from its SDL, with the database rows some types start from. */
const config: CodegenConfig = {
  schema: 'graphql/schema/**/*.graphql',
  hooks: { afterAllFileWrite: ['prettier --write'] },
  generates: {
    'graphql/schema/generated/resolverTypes.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', JSON: 'unknown', DateTime: 'string' },
        contextType: '../context.ts#ShopContext',
        mappers: {
          Product: '../resolverMappers.ts#ProductParent',
          Category: '../resolverMappers.ts#CategoryParent',
          ProductReview: '../resolverMappers.ts#ProductReviewParent',
          ProductReviews: '../resolverMappers.ts#ProductReviewsParent',
          RouteEntity: '../resolverMappers.ts#RouteEntityParent',
          ExtraCost: '../resolverMappers.ts#ExtraCostParent',
          Customer: '../resolverMappers.ts#CustomerParent',
          CustomerAddress: '../resolverMappers.ts#CustomerAddressParent',
          CustomerStoreCredit: '../resolverMappers.ts#CustomerStoreCreditParent',
          Order: '../resolverMappers.ts#OrderParent',
          ReturnMerchandiseAuthorization: '../resolverMappers.ts#ReturnMerchandiseAuthorizationParent',
          ProductPrices: '../resolverMappers.ts#ProductPricesParent',
          ShopConfig: '../resolverMappers.ts#ShopConfigParent',
          CmsPage: '../resolverMappers.ts#CmsContentParent',
          CmsBlock: '../resolverMappers.ts#CmsContentParent',
          WysiwygNode: '../resolverMappers.ts#CmsNodeParent',
          Widget: '../resolverMappers.ts#CmsNodeParent',
          ...Object.fromEntries(CMS_NODE_TYPES.map((type) => [type, '../resolverMappers.ts#CmsNodeParent'])),
        },
        // Other types start from plain objects their parent resolver builds, possibly partial.
        defaultMapper: 'Partial<{T}>',
        useIndexSignature: false,
        optionalResolveType: true,
      },
    },
  },
}

export default config
