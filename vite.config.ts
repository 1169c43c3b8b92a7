import { fileURLToPath } from 'node:url'
import { createRunnableDevEnvironment, defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import wyw from '@wyw-in-js/vite'
import vike from 'vike/plugin'
import { devDocumentsPlugin } from './graphql/client/codegen/devDocumentsPlugin.ts'
import { documentImportsPlugin } from './graphql/client/codegen/documentImportsPlugin.ts'
import { persistedQueriesPlugin } from './graphql/client/persistedQueriesPlugin.ts'
import { islandCatalogPlugin } from './renderer/i18n/islandCatalogPlugin.ts'
import { trimBrowserChunks } from './vite/trimBrowserChunks.ts'
import {
  cachingBabelTransform,
  cachingLinguiCatalogs,
  cachingWywTransform,
  openTransformCache,
} from './vite/transformCache.ts'

/**
 * Runs a plugin's transform only on modules whose code matches `code`: Rolldown skips the others
 * without calling the plugin (wyw-in-js otherwise parses every TypeScript file for styles).
 */
function onlyTransformingCode(plugin: Plugin, code: RegExp): Plugin {
  const { transform } = plugin
  if (typeof transform !== 'function') throw new Error(`${plugin.name} has no transform function to filter`)
  return { ...plugin, transform: { filter: { code }, handler: transform } }
}

// Styles are written with @linaria/core only: other modules have nothing for wyw-in-js.
const wywOptions = {
  include: ['**/*.{ts,tsx}'],
  exclude: ['node_modules/**'],
  // Stylis's prefixer keys properties by a short hash: it took scroll-snap-align for
  // scroll-margin-top and wrote `scroll-snap-snap-align`. Our browsers (es2022) need no
  // generated prefixes; the few still needed are written in the source.
  prefixer: false,
  // In dev, server-only components' styles come from one stylesheet the plugin keeps current.
  ssrDevCss: true,
}

// Lingui's Vite plugin compiles .po catalogues; the Babel plugin expands its macros.
export default defineConfig(({ command, mode }) => {
  // Babel's and wyw-in-js's output kept across runs (docs/performance.md#transform-cache).
  const transformCache = openTransformCache({ root: import.meta.dirname, command, mode })
  return {
    plugins: [
      // Browser bundles hold only the GraphQL documents their code uses.
      documentImportsPlugin(),
      // In dev, the generated documents as JSON: a module Vite transforms far faster.
      devDocumentsPlugin(transformCache),
      // Only modules importing a Lingui macro go through Babel (in dev, at the first page, a third of the modules).
      cachingBabelTransform(
        babel({
          presets: [
            defineRolldownBabelPreset({
              preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
              rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
            }),
          ],
        }),
        transformCache,
      ),
      react(),
      // The compiled .po catalogues are kept across runs too.
      cachingLinguiCatalogs(lingui(), transformCache),
      islandCatalogPlugin(),
      onlyTransformingCode(
        wyw({ ...wywOptions, runTransform: cachingWywTransform(transformCache, wywOptions) }),
        /@linaria\//,
      ),
      vike(),
      // Writes dist/persisted-queries.json: in production the API runs only these documents.
      persistedQueriesPlugin(),
      // Browser chunks without what they fetch or download for nothing (preloads of what the page holds, empty CSS markers).
      trimBrowserChunks(),
    ],
    build: { target: 'es2022' },
    server: {
      // The embedded database (var/) writes all the time and builds (dist/) are no sources to watch.
      watch: { ignored: ['**/var/**', '**/dist/**', '**/coverage/**'] },
      // No `warmup` here: the server warms the first pages up once it listens (server/viteDevServer.ts).
    },
    environments: {
      ssr: {
        dev: {
          // The server side follows a module's static imports as soon as it is transformed, as the browser's does.
          preTransformRequests: true,
          // Stack traces are mapped to the sources when an error is printed: Vite's default turned on
          // Node's source maps, which then parsed the map of every module compiled (docs/performance.md).
          createEnvironment: (name, config) =>
            createRunnableDevEnvironment(name, config, {
              runnerOptions: { sourcemapInterceptor: 'prepareStackTrace' },
            }),
        },
      },
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React, React DOM and the scheduler always load together (the first island a shopper
              // reaches for): one chunk, not three, spares two requests and their gzip overhead.
              codeSplitting: {
                groups: [{ name: 'react', test: /node_modules\/(react|react-dom|scheduler)\// }],
              },
            },
          },
        },
      },
    },
    // The shim re-implements a hook React 19 has: islands would ship it for nothing.
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(
            new URL('./renderer/client/useSyncExternalStoreShim.ts', import.meta.url),
          ),
        },
      ],
    },
    // Islands load on interaction, after Vite's start-up scan: listing their dependencies up front
    // spares dev pages a reload when Vite would otherwise discover one late.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom/client',
        '@lingui/core',
        '@lingui/react',
        '@urql/core',
        '@urql/core/internal',
        '@urql/exchange-graphcache',
        '@urql/exchange-persisted',
        '@urql/exchange-retry',
        'wonka',
      ],
    },
  }
})
