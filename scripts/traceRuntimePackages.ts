import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { nodeFileTrace } from '@vercel/nft'
import { PROJECT_ROOT } from '../config/projectRoot.ts'

/**
 * Packages the built app never loads in production although a runtime dependency declares them:
 * Vike's build side (Vite, Rolldown, Babel, esbuild), reached only from `vike`'s development and
 * build entry points, and the Lingui macro's Babel plugin that `@lingui/core` lists.
 */
const BUILD_ONLY_PACKAGES = [
  'vite',
  'rolldown',
  '@rolldown',
  'lightningcss',
  'lightningcss-linux-x64-gnu',
  'lightningcss-linux-x64-musl',
  'esbuild',
  '@esbuild',
  'tsx',
  'jiti',
  '@babel',
  '@lingui/babel-plugin-lingui-macro',
  '@lingui/conf',
  '@universal-deploy',
  'vite-plugin-wrapper',
]

/** Files the runtime loads that no import names: the loader hook tracing registers by name (server/tracing.ts). */
const LOADED_BY_NAME = ['node_modules/@opentelemetry/instrumentation/hook.mjs']

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs') || file.endsWith('.js'))
    .map((file) => path.join(folder, file))
}

/**
 * The files of `node_modules` that the built server, its chunks, Vike's server build and the
 * compiled operations commands can load, found by following their imports and file reads with
 * `@vercel/nft` (Node File Trace); build-only packages left out.
 */
export async function runtimePackageFiles(): Promise<string[]> {
  const dist = path.join(PROJECT_ROOT, 'dist')
  const entries = [
    ...modulesUnder(path.join(dist, 'node')),
    ...modulesUnder(path.join(dist, 'server')),
    ...LOADED_BY_NAME.map((file) => path.join(PROJECT_ROOT, file)),
  ]
  // A test file beside a folder the code reads is not code production runs (it would bring Vitest).
  const buildOnly = (file: string) =>
    file.includes('.test.') || BUILD_ONLY_PACKAGES.some((name) => file.startsWith(`node_modules/${name}/`))
  const { fileList } = await nodeFileTrace(entries, {
    base: PROJECT_ROOT,
    conditions: ['node', 'production'],
    ignore: buildOnly,
  })
  return [...fileList].filter((file) => file.startsWith('node_modules/')).sort()
}

/**
 * Copies what production loads of `node_modules` into `<target>/node_modules` (the image's
 * runtime stage takes that folder instead of installing the dependencies again), and prints
 * its size.
 */
export async function copyRuntimePackages(target: string): Promise<{ files: number; bytes: number }> {
  const files = await runtimePackageFiles()
  rmSync(path.join(target, 'node_modules'), { recursive: true, force: true })
  let bytes = 0
  for (const file of files) {
    const source = path.join(PROJECT_ROOT, file)
    const stats = statSync(source)
    if (!stats.isFile()) continue
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
    copyFileSync(source, path.join(target, file))
    bytes += stats.size
  }
  return { files: files.length, bytes }
}

if (import.meta.main) {
  const target = path.resolve(process.argv[2] ?? path.join(PROJECT_ROOT, 'dist-runtime'))
  const { files, bytes } = await copyRuntimePackages(target)
  console.log(
    `${files} files of node_modules (${(bytes / 1e6).toFixed(1)} MB) copied to ${target}/node_modules`,
  )
}
