import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// English (en-GB) is the source language; the other three are translations of it.
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'fr-FR', 'de-DE', 'it-IT'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/components', '<rootDir>/pages', '<rootDir>/renderer'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
