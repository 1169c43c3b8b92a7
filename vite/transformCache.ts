import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type wyw from '@wyw-in-js/vite'

/**
 * A persistent cache of the two expensive Vite transforms, the Lingui macro's Babel pass and
 * wyw-in-js's evaluation of Linaria styles (docs/performance.md#transform-cache): `npm run dev`
 * and `vite build` redo neither for a module whose code and dependencies did not change.
 */

/** Bumped when an entry's shape or what its key covers changes: older entries are then never read. */
const FORMAT = 'shop-transforms-1'

/** What wyw-in-js hands its `runTransform` option (patches/@wyw-in-js+vite+2.5.1.patch). */
export type RunWywTransform = NonNullable<NonNullable<Parameters<typeof wyw>[0]>['runTransform']>
type WywResult = Awaited<ReturnType<RunWywTransform>>

/** The files whose content an entry was made from: a content hash, or null for a path that did not exist. */
export type FileFingerprints = Record<string, string | null>

function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** One JSON file per key, written to a temporary name and renamed, so a reader never sees half an entry. */
export class TransformCacheStore {
  readonly directory: string

  constructor(directory: string) {
    this.directory = directory
  }

  private fileOf(kind: string, key: string): string {
    return path.join(this.directory, kind, `${key}.json`)
  }

  /** The entry stored under `key`, or undefined when there is none or it cannot be parsed. */
  read(kind: string, key: string): unknown {
    try {
      return JSON.parse(fs.readFileSync(this.fileOf(kind, key), 'utf8'))
    } catch {
      return undefined
    }
  }

  /** Stores `value` under `key`; a failure to write only costs the next start a transform. */
  write(kind: string, key: string, value: unknown): void {
    const file = this.fileOf(kind, key)
    const temporary = `${file}.${randomUUID()}.tmp`
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(temporary, JSON.stringify(value))
      fs.renameSync(temporary, file)
    } catch {
      fs.rmSync(temporary, { force: true })
    }
  }
}

/** The persistent transform cache of one Vite run: where it stores, and what every key includes. */
export interface TransformCache {
  store: TransformCacheStore
  root: string
  /** The Vite command and mode, and the cache's format. */
  salt: string
}

/**
 * Opens the cache under `node_modules/.cache/shop-transforms/` (so `npm ci` empties it), or
 * returns undefined when `SHOP_TRANSFORM_CACHE=0` turns it off.
 */
export function openTransformCache(options: {
  root: string
  command: string
  mode: string
  env?: NodeJS.ProcessEnv
  directory?: string
}): TransformCache | undefined {
  if ((options.env ?? process.env).SHOP_TRANSFORM_CACHE === '0') return undefined
  const directory = options.directory ?? path.join(options.root, 'node_modules/.cache/shop-transforms')
  return {
    store: new TransformCacheStore(directory),
    root: options.root,
    salt: sha256(FORMAT, options.command, options.mode),
  }
}

/**
 * The text `compute()` makes from `parts` (a module's code and what else it depends on), kept in
 * the cache under their hash: for a dev-only transform of a module that seldom changes.
 */
export async function cachedText(
  cache: TransformCache | undefined,
  kind: string,
  parts: readonly string[],
  compute: () => Promise<string>,
): Promise<string> {
  if (!cache) return compute()
  const key = sha256(cache.salt, ...parts)
  const entry = cache.store.read(kind, key)
  if (typeof entry === 'object' && entry !== null && typeof (entry as { text?: unknown }).text === 'string')
    return (entry as { text: string }).text
  const text = await compute()
  cache.store.write(kind, key, { text })
  return text
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** `name@version` of installed packages, as the project's node_modules holds them. */
function installedVersions(root: string, names: readonly string[]): string {
  return names
    .map((name) => {
      const manifest = readOrEmpty(path.join(root, 'node_modules', name, 'package.json'))
      return `${name}@${manifest ? (JSON.parse(manifest) as { version: string }).version : 'absent'}`
    })
    .join(',')
}

/** The part of Rolldown's transform hook the Babel cache relies on. */
type TransformHandler = (
  this: { environment?: { name: string } },
  code: string,
  id: string,
  options?: unknown,
) => unknown

interface BabelEntry {
  code: string
  map: unknown
}

function isBabelEntry(entry: unknown): entry is BabelEntry {
  return typeof entry === 'object' && entry !== null && typeof (entry as BabelEntry).code === 'string'
}

/**
 * Wraps `@rolldown/plugin-babel`'s transform handler (in place: the plugin sets its filter on the
 * same object at `configResolved`) so that its output is kept across runs, keyed by the module's
 * id and code, the environment, `NODE_ENV` (the Lingui macro drops messages in production), the
 * Babel, macro and plugin versions and `lingui.config.ts`.
 */
export async function cachingBabelTransform<P extends { name: string; transform?: unknown }>(
  pluginOrPromise: P | Promise<P>,
  cache: TransformCache | undefined,
): Promise<P> {
  const plugin = await pluginOrPromise
  if (!cache) return plugin
  const transform = plugin.transform as { handler?: TransformHandler } | undefined
  const handler = transform?.handler
  if (!transform || typeof handler !== 'function')
    throw new Error(`${plugin.name} has no transform handler to cache`)
  const salt = sha256(
    cache.salt,
    installedVersions(cache.root, [
      '@babel/core',
      '@lingui/babel-plugin-lingui-macro',
      '@lingui/conf',
      '@rolldown/plugin-babel',
    ]),
    readOrEmpty(path.join(cache.root, 'lingui.config.ts')),
  )
  transform.handler = async function (code, id, options) {
    const key = sha256(salt, String(process.env.NODE_ENV), this.environment?.name ?? '', id, code)
    const entry = cache.store.read('babel', key)
    if (isBabelEntry(entry)) return entry
    const result = await handler.call(this, code, id, options)
    if (isBabelEntry(result))
      cache.store.write('babel', key, { code: result.code, map: result.map } satisfies BabelEntry)
    return result
  }
  return plugin
}

/** Modules whose imports are followed; other files (JSON, pictures) are only hashed. */
const SCRIPT = /\.[cm]?[jt]sx?$/
/** `from '…'`, `import '…'`, `import('…')`, `require('…')`: comments may add a path, never hide one. */
const SPECIFIER =
  /\bfrom\s*['"]([^'"\n]+)['"]|\bimport\s*\(?\s*['"]([^'"\n]+)['"]|\brequire\s*\(\s*['"]([^'"\n]+)['"]/g
/** What an import without an extension could resolve to. */
const IMPLIED = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js']

interface KnownFile {
  mtimeMs: number
  ctimeMs: number
  size: number
  hash: string
  imports: string[]
}

/**
 * The project's files a module can reach through its static and dynamic imports, with their
 * content hashes: wyw-in-js's `dependencies` lists only the module's direct imports, so an entry
 * is checked against this closure instead. node_modules is covered by the lockfile in the key.
 */
export class ProjectFiles {
  private readonly known = new Map<string, KnownFile>()
  private readonly root: string

  constructor(root: string) {
    this.root = root
  }

  private isProjectFile(file: string): boolean {
    const relative = path.relative(this.root, file)
    return (
      !relative.startsWith('..') &&
      !path.isAbsolute(relative) &&
      !relative.split(path.sep).includes('node_modules')
    )
  }

  /** The file's hash and imports, read again only when its size or times changed; null when absent. */
  private read(file: string): KnownFile | null {
    let stat: fs.Stats
    try {
      stat = fs.statSync(file)
    } catch {
      return null
    }
    if (!stat.isFile()) return null
    const known = this.known.get(file)
    if (
      known &&
      known.mtimeMs === stat.mtimeMs &&
      known.ctimeMs === stat.ctimeMs &&
      known.size === stat.size
    ) {
      return known
    }
    const content = fs.readFileSync(file)
    const read: KnownFile = {
      mtimeMs: stat.mtimeMs,
      ctimeMs: stat.ctimeMs,
      size: stat.size,
      hash: sha256(content),
      imports: SCRIPT.test(file) ? this.importsOf(file, content.toString('utf8')) : [],
    }
    this.known.set(file, read)
    return read
  }

  /** The project paths `code` (the module `file`) imports, with the paths an extensionless import could mean. */
  private importsOf(file: string, code: string): string[] {
    const imports: string[] = []
    for (const match of code.matchAll(SPECIFIER)) {
      const specifier = (match[1] ?? match[2] ?? match[3] ?? '').split('?', 1)[0] ?? ''
      if (!specifier.startsWith('.')) continue
      const target = path.resolve(path.dirname(file), specifier)
      if (!this.isProjectFile(target)) continue
      imports.push(target)
      if (!SCRIPT.test(target) && path.extname(target) === '')
        imports.push(...IMPLIED.map((suffix) => target + suffix))
    }
    return imports
  }

  /** The fingerprints of every project file the module `file`, whose code is `code`, reaches. */
  closureOf(file: string, code: string): FileFingerprints {
    const fingerprints: FileFingerprints = {}
    const pending = this.importsOf(file, code)
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (next in fingerprints) continue
      const read = this.read(next)
      fingerprints[next] = read?.hash ?? null
      if (read) pending.push(...read.imports)
    }
    return fingerprints
  }

  /** The content hashes of `paths` (null for one that does not exist). */
  fingerprintsOf(paths: readonly string[]): FileFingerprints {
    return Object.fromEntries(paths.map((file) => [file, this.read(file)?.hash ?? null]))
  }

  /** Whether every file still has the content (or absence) it was fingerprinted with. */
  unchanged(fingerprints: FileFingerprints): boolean {
    return Object.entries(fingerprints).every(([file, hash]) => (this.read(file)?.hash ?? null) === hash)
  }
}

interface WywEntry {
  files: FileFingerprints
  result: WywResult
}

function isWywEntry(entry: unknown): entry is WywEntry {
  if (typeof entry !== 'object' || entry === null) return false
  const { files, result } = entry as Partial<WywEntry>
  return (
    typeof files === 'object' &&
    files !== null &&
    typeof result === 'object' &&
    result !== null &&
    typeof result.code === 'string'
  )
}

function sameFingerprints(a: FileFingerprints, b: FileFingerprints): boolean {
  const files = Object.keys(a)
  return files.length === Object.keys(b).length && files.every((file) => a[file] === b[file])
}

/** Options as text for a key: patterns and functions by their source. */
function describeOptions(options: object): string {
  return JSON.stringify(options, (_key, value: unknown) =>
    value instanceof RegExp || typeof value === 'function' ? String(value) : value,
  )
}

/**
 * wyw-in-js's `runTransform` answering from the cache: the result the plugin reads (code, source
 * map, CSS, dependencies, metadata, diagnostics) is kept per module id, code, environment and
 * plugin options, and served only while every project file the module imports, directly or not,
 * is unchanged. The key also covers the lockfile and patches (the evaluation runs npm code), the
 * `.env` files (`import.meta.env` in evaluated code) and `NODE_ENV`.
 */
export function cachingWywTransform(
  cache: TransformCache | undefined,
  pluginOptions: object,
): RunWywTransform | undefined {
  if (!cache) return undefined
  const { root, store } = cache
  const files = new ProjectFiles(root)
  const patches = fs.existsSync(path.join(root, 'patches'))
    ? fs.readdirSync(path.join(root, 'patches')).sort()
    : []
  const salt = sha256(
    cache.salt,
    describeOptions(pluginOptions),
    readOrEmpty(path.join(root, 'package-lock.json')),
    ...patches.map((patch) => patch + readOrEmpty(path.join(root, 'patches', patch))),
    ...fs
      .readdirSync(root)
      .filter((name) => name.startsWith('.env'))
      .sort()
      .map((name) => name + readOrEmpty(path.join(root, name))),
  )
  return async ({ transform, services, code, asyncResolve, ssr }) => {
    const id = services.options.filename
    const key = sha256(salt, String(process.env.NODE_ENV), String(ssr), services.options.root ?? '', id, code)
    const entry = store.read('wyw', key)
    if (isWywEntry(entry) && files.unchanged(entry.files)) return entry.result
    const before = files.closureOf(id, code)
    const result = await transform(services, code, asyncResolve)
    const after = files.closureOf(id, code)
    // A file edited during the evaluation: the result may mix both versions, so it is not kept.
    if (sameFingerprints(before, after)) {
      const { cssText, cssSourceMapText, dependencies, metadata, diagnostics, sourceMap } = result
      store.write('wyw', key, {
        files: after,
        result: {
          code: result.code,
          sourceMap,
          cssText,
          cssSourceMapText,
          dependencies,
          metadata,
          diagnostics,
        },
      })
    }
    return result
  }
}

interface CatalogueEntry {
  code: string
  /** The other catalogues the compiled one was made from (source and fallback locales), by content. */
  files: FileFingerprints
  warnings: string[]
}

function isCatalogueEntry(entry: unknown): entry is CatalogueEntry {
  if (typeof entry !== 'object' || entry === null) return false
  const { code, files, warnings } = entry as Partial<CatalogueEntry>
  return typeof code === 'string' && typeof files === 'object' && files !== null && Array.isArray(warnings)
}

/** The part of Rolldown's plugin context the catalogue compiler uses. */
interface CatalogueContext {
  addWatchFile(file: string): void
  warn(message: string): void
}

type CatalogueHandler = (this: CatalogueContext, code: string, id: string, options?: unknown) => unknown

/**
 * Wraps `@lingui/vite-plugin`'s catalogue compiler (the `.po` files a module imports, compiled to
 * a module of messages; in dev the server's first page compiles all four) so that its output is
 * kept across runs, keyed by the catalogue's content, the plugin options, `lingui.config.ts` and
 * the Lingui versions, and served only while the other catalogues it read (the source locale's)
 * are unchanged. The files it watches and the warnings it gave are replayed on a hit.
 */
export function cachingLinguiCatalogs<P extends { name: string; transform?: unknown }>(
  plugins: P[],
  cache: TransformCache | undefined,
  pluginOptions: object = {},
): P[] {
  if (!cache) return plugins
  const plugin = plugins.find((candidate) => candidate.name === 'vite-plugin-lingui-load-catalog')
  const transform = plugin?.transform as { handler?: CatalogueHandler } | undefined
  const handler = transform?.handler
  if (!transform || typeof handler !== 'function')
    throw new Error('@lingui/vite-plugin has no catalogue transform handler to cache')
  const files = new ProjectFiles(cache.root)
  const salt = sha256(
    cache.salt,
    describeOptions(pluginOptions),
    installedVersions(cache.root, [
      '@lingui/vite-plugin',
      '@lingui/cli',
      '@lingui/conf',
      '@lingui/format-po',
      '@lingui/message-utils',
    ]),
    readOrEmpty(path.join(cache.root, 'lingui.config.ts')),
  )
  transform.handler = async function (code, id, options) {
    const key = sha256(salt, String(process.env.NODE_ENV), id, code)
    const entry = cache.store.read('lingui', key)
    if (isCatalogueEntry(entry) && files.unchanged(entry.files)) {
      for (const file of Object.keys(entry.files)) this.addWatchFile(file)
      for (const warning of entry.warnings) this.warn(warning)
      return { code: entry.code, map: null, moduleType: 'js' }
    }
    const watched: string[] = []
    const warnings: string[] = []
    // The compiler's calls are recorded, then passed on to Vite's context.
    const recording = new Proxy(this, {
      get(target, property) {
        if (property === 'addWatchFile')
          return (file: string) => {
            watched.push(file)
            target.addWatchFile(file)
          }
        if (property === 'warn')
          return (message: string) => {
            warnings.push(message)
            target.warn(message)
          }
        const value: unknown = Reflect.get(target, property, target)
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const began = Date.now()
    const result = (await handler.call(recording, code, id, options)) as { code?: unknown } | undefined
    if (typeof result?.code !== 'string') return result
    const fingerprints = files.fingerprintsOf(watched)
    // A catalogue edited during the compilation: the result may mix both versions, so it is not kept.
    if (!watched.some((file) => (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= began))
      cache.store.write('lingui', key, {
        code: result.code,
        files: fingerprints,
        warnings,
      } satisfies CatalogueEntry)
    return result
  }
  return plugins
}
