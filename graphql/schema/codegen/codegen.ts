import type { CodegenConfig } from '@graphql-codegen/cli'
import { schemaMappers } from './schemaMappers.ts'

// Run with `npm run codegen`; graphql/schema/generated/ is committed and never edited.
const out = process.env.SHOP_SERVER_CODEGEN_OUT ?? 'graphql/schema/generated/'

/** The shop API's resolver types from its SDL and mappers files, and its resolver map from its resolver files. */
const config: CodegenConfig = {
  schema: 'graphql/schema/**/*.graphql',
  hooks: { afterAllFileWrite: ['prettier --write'] },
  generates: {
    [`${out}resolverTypes.ts`]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', JSON: 'unknown', DateTime: 'string' },
        contextType: '../context.ts#ShopContext',
        mappers: schemaMappers('graphql/schema'),
        // Other types start from plain objects their parent resolver builds, possibly partial.
        defaultMapper: 'Partial<{T}>',
        useIndexSignature: false,
        optionalResolveType: true,
      },
    },
    [`${out}resolvers.ts`]: {
      plugins: ['graphql/schema/codegen/resolverMapPlugin.ts'],
    },
  },
}

export default config
