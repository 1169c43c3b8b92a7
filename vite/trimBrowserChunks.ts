import type { Plugin, Rolldown } from 'vite'

/** The module whose dynamic imports are the islands: its chunk's CSS preloads are the islands' CSS. */
const ISLAND_HYDRATION_MODULE = /\/components\/island\/hydrateIsland\.ts$/

/** Vite's table of preload dependencies, the first line of a chunk that has one (its build-import-analysis). */
const DEPENDENCY_TABLE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[.*?\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/
/** One dynamic import's list: indices into the table. */
const DEPENDENCY_LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g
/** What Vite leaves where a chunk imported a chunk of CSS only (padded to the import's length, for source maps). */
const EMPTY_CSS_MARKER = /\/\* empty css *\*\//g

/**
 * Rewrites a chunk's preload table and lists to hold only the dependencies `keep` accepts. As
 * Vite writes them: an import left with only its own chunk (each list's first) preloads nothing
 * (`[]`), the table holds only what the lists name, and a chunk whose lists are all empty has no
 * table. Answers the code unchanged when it has no table.
 */
export function withPreloadsKept(code: string, keep: (dependency: string) => boolean): string {
  const table = DEPENDENCY_TABLE.exec(code)
  if (!table) return code
  const dependencies = JSON.parse(table[1]!) as unknown
  if (!Array.isArray(dependencies) || !dependencies.every((entry) => typeof entry === 'string'))
    throw new Error('trimBrowserChunks: Vite wrote a preload table of another shape')
  const rest = code.slice(table[0].length)
  const listsKept = [...rest.matchAll(DEPENDENCY_LIST)].map(([, indices = '']) => {
    const list = indices.split(',').map((index) => dependencies[Number(index)] as string)
    const kept = list.filter(keep)
    return kept.length === 1 && kept[0] === list[0] ? [] : kept
  })
  const used = new Set(listsKept.flat())
  const tableKept = dependencies.filter((dependency: string) => used.has(dependency))
  let list = 0
  const lists = rest.replace(DEPENDENCY_LIST, () => {
    const kept = listsKept[list++]!
    return kept.length > 0
      ? `__vite__mapDeps([${kept.map((dependency) => tableKept.indexOf(dependency)).join(',')}])`
      : '[]'
  })
  if (tableKept.length === 0) return lists
  return `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(tableKept)})))=>i.map(i=>d[i]);\n${lists}`
}

/** A chunk's code without Vite's `/* empty css *\/` markers (comments the browser downloads for nothing). */
export const withoutEmptyCssMarkers = (code: string): string => code.replace(EMPTY_CSS_MARKER, '')

/** The chunks `fileName` imports statically, directly or through others: loaded before its code runs. */
function loadedBefore(bundle: Rolldown.OutputBundle, fileName: string): Set<string> {
  const loaded = new Set<string>()
  const visit = (name: string) => {
    const chunk = bundle[name]
    if (chunk?.type !== 'chunk') return
    for (const imported of chunk.imports) {
      if (loaded.has(imported)) continue
      loaded.add(imported)
      visit(imported)
    }
  }
  visit(fileName)
  return loaded
}

/**
 * Takes out of the browser's chunks what they make it fetch or download for nothing
 * (docs/performance.md#javascript-budgets):
 * - from each dynamic import's preload list, the chunks the importing chunk imports statically
 *   (loaded before its `import()` can run);
 * - from the islands' preload lists, their stylesheets: every page that runs islands inlines
 *   every island's CSS (server/inlineStylesheets.ts; tests/shell/islandStylesheets.test.ts
 *   checks it), and Vite's helper, finding no `<link>` to one, fetched it again and held the
 *   hydration until it came. Vite 8 never hands CSS to `build.modulePreload.resolveDependencies`,
 *   so the lists are rewritten once Vite has written them;
 * - Vite's `/* empty css *\/` markers.
 * A build with source maps (for debugging) is left as Vite wrote it: the rewrite would move code
 * under its map.
 */
export function trimBrowserChunks(): Plugin {
  return {
    name: 'shop:trim-browser-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's build-import-analysis, which writes the preload tables in this hook.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.map) continue
          const loaded = loadedBefore(bundle, chunk.fileName)
          const islands = ISLAND_HYDRATION_MODULE.test(chunk.facadeModuleId ?? '')
          chunk.code = withoutEmptyCssMarkers(
            withPreloadsKept(
              chunk.code,
              (dependency) => !loaded.has(dependency) && !(islands && dependency.endsWith('.css')),
            ),
          )
        }
      },
    },
  }
}
