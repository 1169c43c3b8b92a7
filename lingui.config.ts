import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// English (en-GB) is the source language; the other three are translations of it.
// The shop API runs without a build, so its texts use Lingui's runtime `msg`
// (`@lingui/core/runtime-macro`), extracted like the compiled macros.
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'fr-FR', 'de-DE', 'it-IT'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: [
        '<rootDir>/components',
        '<rootDir>/pages',
        '<rootDir>/renderer',
        '<rootDir>/graphql/schema',
        '<rootDir>/domain',
      ],
      exclude: ['**/*.test.*'],
    },
  ],
  macro: { corePackage: ['@lingui/core/macro', '@lingui/core/runtime-macro'] },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
