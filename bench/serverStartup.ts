// Start-up time and resident memory of the production process, run from the TypeScript sources
// through tsx (as production ran before) and compiled ahead of time (dist/node/server.mjs), side by
// side in one run, alternating which starts first. Each start opens a copy of one seeded PGlite
// folder (a start, not a first start: no seed), is timed from spawn until /readyz answers 200, then
// warmed up over every page type; resident memory is what the kernel says (/proc).
// Needs a build. Usage: npm run bench:startup (STARTUP_ROUNDS=… rounds, default 3).
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  PRODUCTION_MALLOC_ENV,
  productionNodeArguments,
  sourceNodeArguments,
} from '../server/productionProcess.ts'
import { freePort } from '../tests/helpers/browser.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 3)
const PAGES = [
  '/en/',
  '/en/men',
  '/en/product/SL-00273',
  '/en/search/slippers',
  '/en/about-us',
  '/de/',
  '/en/cart',
]
const WARMUP_PER_PAGE = 30
const VARIANTS = {
  'tsx (TypeScript sources)': sourceNodeArguments(),
  'compiled (dist/node/server.mjs)': productionNodeArguments(),
} as const
type Variant = keyof typeof VARIANTS

interface Started {
  child: ChildProcess
  origin: string
  exited: Promise<void>
  readyMs: number
}

async function start(nodeArguments: readonly string[], dataDir: string): Promise<Started> {
  const port = await freePort()
  const began = performance.now()
  const child = spawn(process.execPath, nodeArguments, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...PRODUCTION_MALLOC_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  for (;;) {
    const status = await fetch(`${origin}/readyz`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) break
    if (child.exitCode !== null) throw new Error(`the shop exited before it was ready:\n${errors}`)
    if (performance.now() - began > 300_000) throw new Error(`the shop was not ready after 300 s:\n${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { child, origin, exited, readyMs: performance.now() - began }
}

async function stop(started: Started): Promise<void> {
  started.child.kill('SIGTERM')
  await started.exited
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'))
try {
  const seeded = path.join(workDir, 'seeded')
  console.log('seeding one PGlite folder (a first start of the compiled server)…')
  await stop(await start(productionNodeArguments(), seeded))

  const results: Record<Variant, { readyMs: number[]; rssMB: number[] }> = {
    'tsx (TypeScript sources)': { readyMs: [], rssMB: [] },
    'compiled (dist/node/server.mjs)': { readyMs: [], rssMB: [] },
  }
  const names = Object.keys(VARIANTS) as Variant[]
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of round % 2 === 0 ? names : [...names].reverse()) {
      const dataDir = path.join(workDir, `run-${round}-${names.indexOf(variant)}`)
      cpSync(seeded, dataDir, { recursive: true })
      const started = await start(VARIANTS[variant], dataDir)
      for (const page of PAGES) {
        for (let index = 0; index < WARMUP_PER_PAGE; index += 1) {
          const response = await fetch(`${started.origin}${page}`)
          if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
          await response.arrayBuffer()
        }
      }
      results[variant].readyMs.push(started.readyMs)
      results[variant].rssMB.push(residentMegabytes(started.child.pid ?? 0))
      await stop(started)
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  console.log(
    `start-up to /readyz and resident memory after ${PAGES.length * WARMUP_PER_PAGE} warm-up requests, ${ROUNDS} rounds (median):`,
  )
  console.table(
    Object.fromEntries(
      names.map((variant) => [
        variant,
        {
          'ready (ms)': Math.round(median(results[variant].readyMs)),
          'RSS after warm-up (MB)': median(results[variant].rssMB),
          'ready per run (ms)': results[variant].readyMs.map(Math.round).join(', '),
          'RSS per run (MB)': results[variant].rssMB.join(', '),
        },
      ]),
    ),
  )
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
