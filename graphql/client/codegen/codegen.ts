import type { CodegenConfig } from '@graphql-codegen/cli'

// Run with `npm run codegen`; the output in graphql/client/generated/ is committed and never edited.
const schema = process.env.SHOP_SCHEMA ?? 'graphql/schema/**/*.graphql'
const out = process.env.SHOP_CODEGEN_OUT ?? 'graphql/client/generated/'

const scalars = { ID: 'string', JSON: 'unknown', DateTime: 'string' }

/** GraphQL Code Generator configuration: typed documents, schema types and cache metadata. */
const config: CodegenConfig = {
  schema,
  documents: [
    '{components,pages,renderer}/**/*.{ts,tsx}',
    'graphql/client/**/*.{ts,tsx}',
    // The server's form actions, plugins and sitemap run typed documents too (in-process, see shopApi.runDocument).
    'server/{forms,plugins,sitemap}/**/*.ts',
    '!graphql/client/generated/**',
    '!**/*.test.{ts,tsx}',
  ],
  ignoreNoDocuments: true,
  hooks: { afterAllFileWrite: ['prettier --write'] },
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql' },
      // Imports name their files' extension: the server runs its TypeScript through Node's type stripping (docs/performance.md).
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        defaultScalarType: 'unknown',
        importExtension: '.ts',
      },
    },
    [`${out}schemaTypes.ts`]: {
      plugins: ['typescript'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
      },
    },
    [`${out}possibleTypes.ts`]: {
      plugins: ['fragment-matcher'],
      config: { module: 'es2015', apolloClientVersion: 3, useExplicitTyping: true },
    },
    [`${out}typeIdentityFields.ts`]: {
      plugins: ['graphql/client/codegen/typeKeyFieldsPlugin.ts'],
    },
  },
}

export default config
