/**
 * How the shop's production process is started, in one place for the tools that start it
 * (`scale:demo`, `bench:memory`); `npm run serve` and the container image's CMD spell the same
 * out, which `productionProcess.test.ts` checks. docs/operations.md explains each setting.
 */

/**
 * V8's settings: 16 MB semi-spaces (V8 sizes the young generation by the machine's memory; 25
 * renders in flight overflow 8 MB into the old generation), and an old generation let grow to
 * 1.5× what survived the last full collection before the next one (V8 otherwise lets it reach
 * 2–4×, which the shop held as ~200 MB of garbage; 1.2× marked the whole heap every ~0.6 s under load).
 */
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50'] as const

/** glibc's malloc: two arenas instead of one per thread, and blocks of 128 kB and more given back when freed. */
export const PRODUCTION_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const

/** The server compiled ahead of time by `npm run build` (`scripts/buildServer.ts`), with its source map beside it. */
export const COMPILED_SERVER = 'dist/node/server.mjs'

/**
 * Node's arguments for a production shop process: the compiled server, its stack traces mapped
 * back to the TypeScript sources; one process, so its pid gets the signals.
 */
export function productionNodeArguments(): string[] {
  return [...PRODUCTION_NODE_FLAGS, '--enable-source-maps', COMPILED_SERVER]
}

/** The same process run from the TypeScript sources through tsx, as production ran before the compiled server (bench:startup compares both). */
export function sourceNodeArguments(): string[] {
  return [...PRODUCTION_NODE_FLAGS, '--import', 'tsx', 'server/index.ts']
}
