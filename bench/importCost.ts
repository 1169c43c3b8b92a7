// What importing server/app.ts costs, as `npm run dev` does it (`node server/index.ts`, Node
// stripping the types, NODE_ENV=development): the CPU time (`process.cpuUsage()`) and wall time
// from the process's start until the import is done, in runs without any hook; then, in one run
// through bench/importCounterHooks.ts, the modules and source bytes loaded, grouped by the
// project's folders and by npm package, largest first.
// Usage: npm run bench:imports (IMPORTS_ROUNDS=… timed runs, default 3; IMPORTS_TOP=… table rows,
// default 40; IMPORTS_BASELINE=/path/to/another/checkout runs it too, alternating which goes first;
// IMPORTS_WHY=text prints the chain of importers of the first module whose path contains text).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '..')
const HOOKS = path.join(ROOT, 'bench/importCounterHooks.ts')
const ROUNDS = Number(process.env.IMPORTS_ROUNDS ?? 3)
const TOP = Number(process.env.IMPORTS_TOP ?? 40)
const WHY = process.env.IMPORTS_WHY
const CHECKOUTS: Record<string, string> = {
  'this checkout': ROOT,
  ...(process.env.IMPORTS_BASELINE ? { baseline: path.resolve(process.env.IMPORTS_BASELINE) } : {}),
}

interface Timing {
  cpuMs: number
  wallMs: number
}

interface LoadedModule {
  url: string
  bytes: number
  importer: string | null
}

/** One fresh `node` importing the checkout's server/app.ts; prints its timing as JSON. */
function importApp(root: string, nodeArguments: string[], env: Record<string, string> = {}): Timing {
  const appUrl = pathToFileURL(path.join(root, 'server/app.ts')).href
  // performance.now() counts from the process's start: Node's own start-up is in the wall time, as for `npm run dev`.
  const script = `await import(${JSON.stringify(appUrl)}); const cpu = process.cpuUsage(); console.log(JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() }))`
  const output = execFileSync(process.execPath, [...nodeArguments, '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Timing
}

function countModules(root: string): LoadedModule[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'import-cost-'))
  const outputFile = path.join(folder, 'modules.jsonl')
  try {
    importApp(root, ['--import', pathToFileURL(HOOKS).href], { IMPORT_COUNTER_OUT: outputFile })
    return readFileSync(outputFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LoadedModule)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** An npm package's name, or the project's folder (two levels, e.g. `server/plugins`), or `node:`. */
function groupOf(root: string, url: string): string {
  if (!url.startsWith('file:')) return url.startsWith('node:') ? 'node: built-ins' : 'other'
  const file = fileURLToPath(url)
  const packagePath = file.split(`${path.sep}node_modules${path.sep}`).slice(1).at(-1)
  if (packagePath !== undefined) {
    const [scope, name] = packagePath.split(path.sep)
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? 'other')
  }
  const relative = path.relative(root, file)
  if (relative.startsWith('..')) return 'other'
  const folders = relative.split(path.sep).slice(0, -1)
  return folders.length === 0 ? '(root)' : `${folders.slice(0, 2).join('/')}/`
}

function isProjectModule(root: string, url: string): boolean {
  return url.startsWith('file:') && !url.includes('/node_modules/') && fileURLToPath(url).startsWith(root)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(2)
const kilobytes = (bytes: number) => Math.round(bytes / 1000).toLocaleString('en')

const timings: Record<string, Timing[]> = Object.fromEntries(Object.keys(CHECKOUTS).map((name) => [name, []]))
for (let round = 0; round < ROUNDS; round++) {
  const order = Object.keys(CHECKOUTS)
  if (round % 2 === 1) order.reverse()
  for (const name of order) timings[name]?.push(importApp(CHECKOUTS[name] ?? ROOT, []))
}

const groups = new Map<string, Record<string, { modules: number; bytes: number }>>()
for (const [name, root] of Object.entries(CHECKOUTS)) {
  const modules = countModules(root)
  const projectModules = modules.filter((module) => isProjectModule(root, module.url)).length
  const bytes = modules.reduce((sum, module) => sum + module.bytes, 0)
  const runs = timings[name] ?? []
  console.log(
    `${name} (${root}): ${modules.length} modules, ${megabytes(bytes)} MB of source, ${projectModules} of them the project's own`,
  )
  console.log(
    `  CPU ms median ${Math.round(median(runs.map((run) => run.cpuMs)))} (${runs.map((run) => Math.round(run.cpuMs)).join(', ')}),` +
      ` wall ms median ${Math.round(median(runs.map((run) => run.wallMs)))} (${runs.map((run) => Math.round(run.wallMs)).join(', ')})`,
  )
  for (const module of modules) {
    const group = groupOf(root, module.url)
    const row = groups.get(group) ?? {}
    const cell = (row[name] ??= { modules: 0, bytes: 0 })
    cell.modules++
    cell.bytes += module.bytes
    groups.set(group, row)
  }
  if (WHY) {
    const byUrl = new Map(modules.map((module) => [module.url, module]))
    const found = modules.find((module) => module.url.includes(WHY))
    const chain: string[] = []
    for (
      let url = found?.url ?? null;
      url !== null && chain.length < 50;
      url = byUrl.get(url)?.importer ?? null
    ) {
      chain.push(url.startsWith('file:') ? path.relative(root, fileURLToPath(url)) : url)
    }
    console.log(found ? `  why ${WHY}:\n    ${chain.join('\n    ← ')}` : `  ${WHY}: not loaded`)
  }
}

const names = Object.keys(CHECKOUTS)
const rows = [...groups.entries()]
  .sort(([, a], [, b]) => (b[names[0] ?? '']?.bytes ?? 0) - (a[names[0] ?? '']?.bytes ?? 0))
  .slice(0, TOP)
console.log(`\n${'group'.padEnd(44)}${names.map((name) => `${name} (modules, kB)`.padStart(32)).join('')}`)
for (const [group, row] of rows) {
  const cells = names.map((name) => {
    const cell = row[name]
    return (cell ? `${cell.modules}  ${kilobytes(cell.bytes)}` : '-').padStart(32)
  })
  console.log(`${group.padEnd(44)}${cells.join('')}`)
}
