import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** The previous release's tree, built, and what preparing it cost. */
export interface PreviousReleaseTree {
  commit: string
  folder: string
  /** Whose node_modules it has (hard links): this tree's (same package-lock.json), `npm ci`'s now, or an earlier run's `npm ci`. */
  dependencies: 'this tree' | 'npm ci' | 'cached npm ci'
  /** Milliseconds per step: extract, dependencies, build. */
  timings: Record<string, number>
  /** Deletes the tree (an `npm ci` folder stays for the next run). */
  remove(): void
}

/**
 * How a tree's `npm run serve` starts its server, as node's arguments and the variables it sets,
 * so the test runs node itself (one process to stop): an older release may run its sources
 * through tsx rather than the compiled server.
 */
export function serveCommandOf(folder: string): { nodeArguments: string[]; env: Record<string, string> } {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts
  const words = (scripts.serve ?? '').trim().split(/\s+/)
  const env: Record<string, string> = {}
  while (words.length > 0 && /^[A-Z_]+=/.test(words[0]!)) {
    const [name, ...value] = words.shift()!.split('=')
    env[name!] = value.join('=')
  }
  if (words.shift() !== 'node' || words.some((word) => /[&|;]/.test(word)))
    throw new Error(`npm run serve of ${folder} is not one node command: ${scripts.serve}`)
  return { nodeArguments: words, env }
}

/**
 * Why the commit cannot be read here, or null when git has it. `skippable`: the checkout has no
 * history to hold it (a shallow clone, an export without git); otherwise the record is wrong.
 */
export function missingCommit(commit: string): { reason: string; skippable: boolean } | null {
  const found = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root, encoding: 'utf8' })
  if (found.status === 0) return null
  const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: root, encoding: 'utf8' })
  if (shallow.status !== 0) return { reason: 'this checkout has no git history', skippable: true }
  return shallow.stdout.trim() === 'true'
    ? {
        reason: `commit ${commit} is not in this shallow clone: clone with full history (no --depth, or git fetch --unshallow)`,
        skippable: true,
      }
    : { reason: `commit ${commit} is not in this repository's history`, skippable: false }
}

/**
 * The tree of `commit` in a folder of its own under var/previous-release/ (git ignores var/),
 * extracted with `git archive` (no worktree to register), built with its own `npm run build` as
 * production builds it. Its node_modules are hard links (`cp -al`: no copy of the files) of this
 * tree's when both package-lock.json are the same, else of a folder `npm ci` filled under
 * node_modules/.cache/previous-release/ (kept for the next run; `npm ci` of this tree clears it).
 * Not a link to a shared node_modules: a build writes the path of its server entry into a
 * package's file there (Vike's auto-importer), which the other tree's server would then load;
 * that write replaces the file, so a hard link keeps each tree's apart. Not under a node_modules
 * folder either: the build's plugins leave files there untransformed.
 */
export function preparePreviousRelease(commit: string): PreviousReleaseTree {
  // On this tree's file system (not the temporary folder, in memory under the tests): hard links need it.
  const parent = path.join(root, 'var', 'previous-release')
  fs.mkdirSync(parent, { recursive: true })
  const folder = fs.mkdtempSync(path.join(parent, `${commit.slice(0, 10)}-`))
  const remove = () => fs.rmSync(folder, { recursive: true, force: true })
  const timings: Record<string, number> = {}
  const timed = <T>(step: string, work: () => T): T => {
    const start = Date.now()
    const result = work()
    timings[step] = Date.now() - start
    return result
  }
  // Without Vitest's variables (VITEST, NODE_ENV=test …): under them Vike builds no pages. The
  // tree's npm scripts run on this test's Node (Node 24), first on the PATH.
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST_|NODE_ENV$)/.test(name)),
    ),
    PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
  }
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync('nice', [command, ...args], {
      cwd,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    })
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr.slice(-4000)}`)
  }
  try {
    timed('extract', () =>
      run('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${folder}"`], root),
    )
    const dependencies = timed('dependencies', () => linkDependencies(folder, commit, run))
    timed('build', () => run('npm', ['run', 'build', '--silent'], folder))
    return { commit, folder, dependencies, timings, remove }
  } catch (error) {
    remove()
    throw error
  }
}

/** Gives the tree node_modules: hard links of this tree's, or of those `npm ci` made for its package-lock.json. */
function linkDependencies(
  folder: string,
  commit: string,
  run: (command: string, args: string[], cwd: string) => void,
): PreviousReleaseTree['dependencies'] {
  const lock = fs.readFileSync(path.join(folder, 'package-lock.json'), 'utf8')
  let source = path.join(root, 'node_modules')
  let made: PreviousReleaseTree['dependencies'] = 'this tree'
  if (lock !== fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) {
    const installed = path.join(root, 'node_modules', '.cache', 'previous-release', commit)
    made = 'cached npm ci'
    if (!fs.existsSync(path.join(installed, '.installed'))) {
      fs.rmSync(installed, { recursive: true, force: true })
      fs.mkdirSync(installed, { recursive: true })
      // What npm ci and its postinstall (patch-package) read.
      for (const file of ['package.json', 'package-lock.json', 'patches'])
        if (fs.existsSync(path.join(folder, file)))
          fs.cpSync(path.join(folder, file), path.join(installed, file), { recursive: true })
      run('npm', ['ci', '--no-audit', '--no-fund'], installed)
      fs.writeFileSync(path.join(installed, '.installed'), '')
      made = 'npm ci'
    }
    source = path.join(installed, 'node_modules')
  }
  fs.mkdirSync(path.join(folder, 'node_modules'))
  // .cache holds the npm ci folders, and caches of this tree's tools.
  const entries = fs
    .readdirSync(source)
    .filter((entry) => entry !== '.cache')
    .map((entry) => path.join(source, entry))
  run('cp', ['-al', ...entries, path.join(folder, 'node_modules')], root)
  return made
}
