// https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
// The import boundaries between the shop's folders (see docs/architecture.md) and no import cycles.
// Run by `npm run lint`; `.dependency-cruiser.islands.mjs` adds the islands' rule on a run-time-only graph.
import path from 'node:path'

/** Every folder of the app; an import outside them is a Node or npm package. */
const APP =
  '^(config|pricing|domain|db|server|graphql|components|pages|renderer|tests|scripts|bench|deploy|locales)/'

/** Tests (tests/ and `*.test.ts` beside the code) may import anything to set a scene, but take part in cycles. */
const TESTS = '^tests/|\\.test\\.tsx?$'

/** `import type` and `typeof import(...)`: erased at compile time, so no code crosses the boundary. */
const TYPES = ['type-only', 'type-import']

/** What a page or component may import at run time: it is bundled for the browser or rendered to HTML. */
const CLIENT_SIDE = '^(components|graphql/client|renderer|pricing|config)/'

/** @type {import('dependency-cruiser').IConfiguration['forbidden']} */
const forbidden = [
  {
    name: 'domain-imports-rules-only',
    comment:
      'domain/ holds the shop rules: it imports only domain/, pricing/, config/ and db/, not even types from the API or the UI.',
    severity: 'error',
    from: { path: '^domain/', pathNot: TESTS },
    to: { path: APP, pathNot: '^(domain|pricing|config|db)/' },
  },
  {
    name: 'db-imports-database-only',
    comment: 'db/ is the database layer under domain/: it imports only db/, config/ and pricing/.',
    severity: 'error',
    from: { path: '^db/', pathNot: `^db/seed/|${TESTS}` },
    to: { path: APP, pathNot: '^(db|config|pricing)/' },
  },
  {
    name: 'db-seed-imports-rules-only',
    comment:
      'The seed writes its demo orders and gift cards through the shop rules, so it may import domain/ too.',
    severity: 'error',
    from: { path: '^db/seed/', pathNot: TESTS },
    to: { path: APP, pathNot: '^(db|config|pricing|domain)/' },
  },
  {
    name: 'graphql-imports-no-server-or-ui',
    comment:
      'graphql/ is the shop API (SDL, resolvers, mappers) and the urql client: it never imports the Fastify app, pages or components; the HTTP side of the API lives in server/shopApi/.',
    severity: 'error',
    from: { path: '^graphql/', pathNot: TESTS },
    to: { path: '^(server|components|renderer|pages|scripts)/' },
  },
  {
    name: 'pricing-imports-nothing',
    comment: 'pricing/ is one pure module: it imports nothing else of the app.',
    severity: 'error',
    from: { path: '^pricing/', pathNot: TESTS },
    to: { path: APP, pathNot: '^pricing/' },
  },
  {
    name: 'config-imports-pricing-only',
    comment:
      'config/ holds the stores, the shop constants and the pure facts the browser and the shop rules share (the consent cookie, the delivery rates): it imports nothing of the app but pricing/.',
    severity: 'error',
    from: { path: '^config/', pathNot: TESTS },
    to: { path: APP, pathNot: '^(config|pricing)/' },
  },
  {
    name: 'components-run-client-code-only',
    comment:
      'A component runs in the browser or renders HTML: at run time it imports components/, graphql/client/, renderer/, pricing/ and config/; anything else (server/, domain/, db/, the API schema) only with `import type`.',
    severity: 'error',
    from: { path: '^components/', pathNot: TESTS },
    to: { path: APP, pathNot: CLIENT_SIDE, dependencyTypesNot: TYPES },
  },
  {
    name: 'pages-run-client-code-only',
    comment:
      'A page is like a component, and may import the pages beside it: anything else only with `import type`.',
    severity: 'error',
    from: { path: '^pages/', pathNot: TESTS },
    to: { path: APP, pathNot: `${CLIENT_SIDE}|^pages/`, dependencyTypesNot: TYPES },
  },
  {
    name: 'graphql-client-stays-client',
    comment:
      'The GraphQL client is bundled for the browser: at run time it imports only itself, pricing/ and config/.',
    severity: 'error',
    from: { path: '^graphql/client/', pathNot: TESTS },
    to: { path: APP, pathNot: '^(graphql/client|pricing|config)/', dependencyTypesNot: TYPES },
  },
  {
    name: 'no-circular',
    comment:
      'A cycle of run-time imports makes the order in which modules start matter (a value used before it is defined).',
    severity: 'error',
    from: {},
    to: { circular: true, viaOnly: { dependencyTypesNot: TYPES } },
  },
  {
    name: 'no-cycle-across-folders',
    comment:
      'Type-only cycles inside one folder are erased at compile time (a context type and its loaders, codegen mappers); a cycle, even of types, through another folder ties two layers together.',
    severity: 'error',
    from: { path: '^([^/]+)/' },
    to: { circular: true, via: { pathNot: '^$1/' } },
  },
]

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|var)/|^bench/peers/(next|react-router|tanstack-start)/' },
    // Keeps `import type` in the graph (tagged type-only), so the rules above can tell types from run-time code.
    tsPreCompilationDeps: true,
    // Absolute, so the rules can be tried on a fixture tree elsewhere (tests/lint/boundaries.test.ts).
    tsConfig: { fileName: path.join(import.meta.dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
}
