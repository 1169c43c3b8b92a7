// https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md#reachable
// Islands run in the browser: nothing they reach at run time may come from server/, domain/, db/ or the API's schema.
// A `reachable` rule follows every edge, types too, so this run reads the code as compiled
// (tsPreCompilationDeps off: `import type` is gone) while `.dependency-cruiser.mjs` checks the rest.
import shopRules from './.dependency-cruiser.mjs'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'islands-reach-client-code-only',
      comment:
        'An island and everything it imports at run time is bundled for the browser: no server/, domain/, db/ or API schema code.',
      severity: 'error',
      from: { path: '\\.island\\.tsx$' },
      to: { path: '^(server|domain|db|graphql/schema)/', reachable: true },
    },
  ],
  options: { ...shopRules.options, tsPreCompilationDeps: false },
}
