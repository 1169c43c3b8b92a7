// How long `npm run dev` makes a developer wait: from the command until the server answers
// /readyz, then the first /en/ and /en/men (Vite transforms the pages' modules on that first
// request), then a hot update after an island component is edited. Each round starts the real
// command on a free port with a fresh copy of one seeded PGlite folder (a restart, not a first
// start: no seed, and the seeded downloadable files already written), with Vite's dependency
// cache as a developer has it after the first run.
// Usage: npm run bench:dev (DEV_ROUNDS=… rounds, default 3; DEV_COLD=1 empties Vite's cache before each
// round; DEV_BASELINE=/path/to/another/checkout, with its own node_modules, runs it too, alternating
// which starts first, to compare a change before and after in the same conditions).
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { copySeededTemplate } from '../db/seedTemplate.ts'
import { writeSeedDownloadFiles } from '../db/seed/downloadableSeedFiles.ts'
import { freePort } from '../tests/helpers/browser.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const VARIANTS: Record<string, string> = {
  'this checkout': ROOT,
  ...(process.env.DEV_BASELINE ? { baseline: path.resolve(process.env.DEV_BASELINE) } : {}),
}
const ROUNDS = Number(process.env.DEV_ROUNDS ?? 3)
const COLD = process.env.DEV_COLD === '1'
const FIRST_PAGES = ['/en/', '/en/men'] as const
const GOALS_MS = { ready: 2000, '/en/': 1000, '/en/men': 1000, 'hot update': 1000 } as const
type Figure = keyof typeof GOALS_MS
const ISLAND_FILE = 'components/header/StoreSwitcher.island.tsx'
const TIMEOUT_MS = 300_000

interface DevServer {
  child: ChildProcess
  origin: string
  exited: Promise<void>
  output: () => string
}

function startDevServer(root: string, dataDir: string, port: number): DevServer {
  const child = spawn('npm', ['run', 'dev'], {
    cwd: root,
    // Its own process group: npm, sh, tsx and node stop together.
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, origin: `http://127.0.0.1:${port}`, exited, output: () => output }
}

async function stopDevServer(server: DevServer): Promise<void> {
  if (server.child.exitCode === null && server.child.pid) process.kill(-server.child.pid, 'SIGTERM')
  await server.exited
}

async function waitUntilReady(server: DevServer, began: number): Promise<number> {
  for (;;) {
    const status = await fetch(`${server.origin}/readyz`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return performance.now() - began
    if (server.child.exitCode !== null) throw new Error(`npm run dev exited:\n${server.output()}`)
    if (performance.now() - began > TIMEOUT_MS) throw new Error(`not ready after 300 s:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function timePage(origin: string, page: string): Promise<number> {
  const began = performance.now()
  const response = await fetch(`${origin}${page}`)
  const html = await response.text()
  if (response.status !== 200 || !html.includes('</html>'))
    throw new Error(`${page} answered ${response.status}`)
  return performance.now() - began
}

/**
 * Edits the island as a developer would and times until the browser's side would have the new
 * module: Vite's `update` message on the HMR socket, then the updated module fetched.
 */
async function timeHotUpdate(root: string, origin: string): Promise<number> {
  const client = await (await fetch(`${origin}/@vite/client`)).text()
  const token = /const wsToken = "([^"]*)"/.exec(client)?.[1]
  if (token === undefined) throw new Error('no HMR token in /@vite/client')
  // A browser's import puts the island in Vite's client module graph: only those get hot updates.
  const moduleUrl = `/${ISLAND_FILE}`
  await (await fetch(`${origin}${moduleUrl}`)).text()
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/?token=${token}`, 'vite-hmr')
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  const file = path.join(root, ISLAND_FILE)
  const original = readFileSync(file, 'utf8')
  try {
    const updated = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no hot update within 60 s')), 60_000)
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as {
          type: string
          updates?: { path: string; timestamp: number }[]
        }
        if (message.type === 'full-reload')
          reject(new Error('Vite asked for a full reload, not a hot update'))
        const update = message.updates?.find((candidate) => candidate.path === moduleUrl)
        if (message.type === 'update' && update) {
          clearTimeout(timer)
          resolve(`${update.path}?t=${update.timestamp}`)
        }
      })
    })
    const began = performance.now()
    writeFileSync(file, original.replace('{code}\n      </summary>', '{code}!\n      </summary>'))
    const updatedUrl = await updated
    const body = await (await fetch(`${origin}${updatedUrl}`)).text()
    if (!body.includes('!')) throw new Error('the updated module lacks the edit')
    return performance.now() - began
  } finally {
    writeFileSync(file, original)
    socket.close()
  }
}

/**
 * CPU time the dev server's processes have used (user and system, all threads), from /proc: on
 * a machine shared with other work it moves far less than the wall-clock figures.
 */
function processGroupCpuMs(groupId: number): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // exited meanwhile
    }
    // Fields after the command's closing parenthesis: state is [0], the process group [2], utime and stime [11] and [12].
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12])
  }
  // Linux counts CPU time in clock ticks of 10 ms.
  return ticks * 10
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')

const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-dev-'))
// What a restart finds in the data folder beside the database: the files the first start wrote.
const writtenDataDir = path.join(workDir, 'written')
type CpuFigure = 'until ready' | 'until both pages'
interface Measured {
  wall: Record<Figure, number[]>
  cpu: Record<CpuFigure, number[]>
}
const measured: Record<string, Measured> = Object.fromEntries(
  Object.keys(VARIANTS).map((variant) => [
    variant,
    {
      wall: { ready: [], '/en/': [], '/en/men': [], 'hot update': [] },
      cpu: { 'until ready': [], 'until both pages': [] },
    },
  ]),
)
const loads: string[] = []
const last = (values: number[]) => Math.round(values.at(-1) ?? NaN)

async function measure(variant: string, root: string, dataDir: string): Promise<void> {
  const { wall, cpu } = measured[variant] as Measured
  await copySeededTemplate(path.join(ROOT, 'var', 'bench-dev-template'), path.join(dataDir, 'db'))
  cpSync(writtenDataDir, dataDir, { recursive: true })
  if (COLD) rmSync(path.join(root, 'node_modules', '.vite'), { recursive: true, force: true })
  const port = await freePort()
  loads.push(loadAverage())
  const began = performance.now()
  const server = startDevServer(root, dataDir, port)
  try {
    const groupId = server.child.pid ?? 0
    wall.ready.push(await waitUntilReady(server, began))
    cpu['until ready'].push(processGroupCpuMs(groupId))
    for (const page of FIRST_PAGES) wall[page].push(await timePage(server.origin, page))
    cpu['until both pages'].push(processGroupCpuMs(groupId))
    wall['hot update'].push(await timeHotUpdate(root, server.origin))
  } finally {
    await stopDevServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(
    `${variant}: ${Object.entries(wall)
      .map(([name, values]) => `${name} ${last(values)} ms`)
      .join(', ')}; CPU ${Object.entries(cpu)
      .map(([name, values]) => `${name} ${last(values)} ms`)
      .join(', ')} (load ${loads.at(-1)})`,
  )
}

try {
  await writeSeedDownloadFiles(writtenDataDir)
  const names = Object.keys(VARIANTS)
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of round % 2 === 0 ? names : [...names].reverse())
      await measure(
        variant,
        VARIANTS[variant] as string,
        path.join(workDir, `run-${round}-${names.indexOf(variant)}`),
      )
  }
  console.log(
    `npm run dev, ${ROUNDS} rounds${COLD ? ', Vite cache emptied each time' : ''}, medians in ms (load average at each start: ${loads.join(' | ')}):`,
  )
  console.table(
    Object.fromEntries([
      ...(Object.keys(GOALS_MS) as Figure[]).map((name) => [
        name,
        {
          goal: GOALS_MS[name],
          ...Object.fromEntries(
            names.map((variant) => [variant, Math.round(median((measured[variant] as Measured).wall[name]))]),
          ),
        },
      ]),
      ...(['until ready', 'until both pages'] as const).map((name) => [
        `CPU time ${name}`,
        {
          goal: '',
          ...Object.fromEntries(
            names.map((variant) => [variant, Math.round(median((measured[variant] as Measured).cpu[name]))]),
          ),
        },
      ]),
    ]),
  )
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
