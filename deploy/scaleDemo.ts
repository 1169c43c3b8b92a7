import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { openDatabase } from '../db/openDatabase.ts'
import {
  COMPILED_SERVER,
  PRODUCTION_MALLOC_ENV,
  productionNodeArguments,
} from '../server/productionProcess.ts'
import { buildServer } from '../scripts/buildServer.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const VCL_FILE = path.join(ROOT, 'deploy', 'varnish', 'shop.vcl')
const ALERTS_FILE = path.join(ROOT, 'deploy', 'prometheus', 'alerts.yml')
const STORE_SEGMENTS = { B2C_FR: 'fr', B2C_DE: 'de', B2C_EN: 'en', B2C_IT: 'it' } as const
const READY_TIMEOUT_MS = 180_000

/** Options of {@link startScaleDemo}; every one has a default for `npm run scale:demo`. */
export interface ScaleDemoOptions {
  /** Shop instances behind Varnish (default 2). */
  instances?: number
  /** Varnish listens here; its purge socket on +1, the instances on +2, +3, … (default 8080). */
  basePort?: number
  /** PostgreSQL server (default `DATABASE_URL`, else postgres://postgres@127.0.0.1:5432/postgres); the demo uses a database of its own there. */
  postgresUrl?: string
  /** The demo's database, created (and seeded once) when missing (default `shop_demo`). */
  databaseName?: string
  /** Drop the database on stop (tests use a fresh one per run). */
  dropDatabaseOnStop?: boolean
  /** Redis server (default `REDIS_URL`, else redis://127.0.0.1:6379) and the database number the demo keeps its keys in (default 11). */
  redisUrl?: string
  redisDatabase?: number
  /** Run `vite build` first (default true; tests reuse the build in dist/). */
  build?: boolean
  /** Extra environment of every instance. */
  env?: Record<string, string>
  /**
   * Start Prometheus (Debian's `prometheus` package, installed when missing as root) scraping every
   * instance's `METRICS_PORT`, with deploy/prometheus/alerts.yml (default false; `npm run scale:demo` turns it on).
   */
  prometheus?: boolean
  /** Progress lines (default: console.log). */
  log?: (line: string) => void
  /** Aborting it during the start stops what was started and rejects (Ctrl-C while building or waiting). */
  signal?: AbortSignal
}

/** A running topology: Varnish in front of N shop processes on one PostgreSQL and one Redis. */
export interface ScaleDemo {
  /** The shop through Varnish (`/fr`, `/de`, `/en`, `/it`). */
  varnishUrl: string
  /** Varnish's purge socket (what `VARNISH_PURGE_URLS` names). */
  purgeUrl: string
  /** Each instance directly, by-passing Varnish, and its metrics (`/metrics` there); a restart updates `pid`. */
  instances: { url: string; pid: number; metricsUrl: string }[]
  /** Prometheus's web UI, when started (`prometheus` option). */
  prometheusUrl: string | null
  varnishPid: number
  /** Where logs, data folders and Varnish's working directory are. */
  workDir: string
  databaseUrl: string
  /**
   * Restarts the instances one at a time without a failed request: takes one out of Varnish's
   * rotation (`backend.set_health … sick`), stops it with SIGTERM (in-flight requests finish),
   * starts it again, waits until it is ready and Varnish's probe sees it healthy, then the next.
   * Resolves with how long each instance was out of the rotation; one restart at a time.
   */
  rollingRestart(): Promise<RollingRestartReport>
  /** Stops Varnish and the instances (SIGTERM, then SIGKILL after 30 s) and cleans up. */
  stop(): Promise<void>
}

/** What {@link ScaleDemo.rollingRestart} did, per instance in the order restarted. */
export interface RollingRestartReport {
  instances: { backend: string; oldPid: number; newPid: number; outOfRotationMs: number }[]
  totalMs: number
}

/**
 * Starts the scale-out topology of docs/deployment.md on this machine from Debian packages:
 * installs varnish-modules when missing (as root), builds once, prepares the database once,
 * starts the shop instances (the compiled server, production mode, shared secrets), then
 * varnishd with deploy/varnish/shop.vcl and a backends file naming them.
 */
export async function startScaleDemo(options: ScaleDemoOptions = {}): Promise<ScaleDemo> {
  const log = options.log ?? ((line: string) => console.log(line))
  const instanceCount = options.instances ?? 2
  const basePort = options.basePort ?? 8080
  const varnishPort = basePort
  const purgePort = basePort + 1
  const instancePorts = Array.from({ length: instanceCount }, (_, index) => basePort + 2 + index)
  // After the instances: each one's metrics port, then Prometheus.
  const metricsPorts = instancePorts.map((port) => port + instanceCount)
  const prometheusPort = basePort + 2 + 2 * instanceCount
  // Varnish's management port (varnishadm), after Prometheus's.
  const managementPort = prometheusPort + 1
  const varnishUrl = `http://127.0.0.1:${varnishPort}`
  const purgeUrl = `http://127.0.0.1:${purgePort}`

  const signal = options.signal ?? new AbortController().signal
  ensureVarnishModules(log)
  if (options.build !== false) {
    log('building (vite build, then the server)…')
    run(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'])
    await buildServer()
  }
  if (!existsSync(path.join(ROOT, 'dist', 'server')) || !existsSync(path.join(ROOT, COMPILED_SERVER)))
    throw new Error('dist/ has no build: run `npm run build` first')

  const databaseName = options.databaseName ?? 'shop_demo'
  if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`invalid database name ${databaseName}`)
  const postgresUrl =
    options.postgresUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const databaseUrl = withPath(postgresUrl, `/${databaseName}`)
  signal.throwIfAborted()
  await createDatabaseIfMissing(postgresUrl, databaseName)
  log(`preparing database ${databaseName} (migrations, seed on first use)…`)
  // Once here, so the instances do not race to seed an empty catalogue.
  await (await openDatabase({ databaseUrl })).close()
  signal.throwIfAborted()

  const redisUrl = withPath(
    options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    `/${options.redisDatabase ?? 11}`,
  )
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-scale-'))
  // varnishd compiles the VCL as its own unprivileged user, which must read the backends file here.
  chmodSync(workDir, 0o755)
  const children: ChildProcess[] = []
  const secret = () => randomBytes(24).toString('hex')
  const sharedEnv: Record<string, string> = {
    NODE_ENV: 'production',
    // As the container image runs it (Dockerfile): fewer malloc arenas, less resident memory.
    ...PRODUCTION_MALLOC_ENV,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Varnish is the one proxy; the shop then sees the shopper's address from X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    SESSION_SECRET: secret(),
    PAYMENT_WEBHOOK_SECRET: secret(),
    ORDER_LINK_SECRET: secret(),
    VARNISH_PURGE_URLS: purgeUrl,
    PAGE_CACHE_REDIS_PREFIX: `shop_demo_${basePort}:`,
    ...Object.fromEntries(
      Object.entries(STORE_SEGMENTS).map(([store, segment]) => [
        `STORE_URL_${store}`,
        `${varnishUrl}/${segment}`,
      ]),
    ),
    ...options.env,
  }

  let stopped = false
  const stop = async ({ keepLogs = false } = {}) => {
    if (stopped) return
    stopped = true
    await Promise.all(children.map((child) => terminate(child)))
    if (!keepLogs) rmSync(workDir, { recursive: true, force: true })
    if (options.dropDatabaseOnStop) await dropDatabase(postgresUrl, databaseName)
  }

  try {
    const startInstance = (index: number) => {
      const port = instancePorts[index]!
      const dataDir = path.join(workDir, `shop${index + 1}`)
      mkdirSync(dataDir, { recursive: true, mode: 0o700 })
      // node itself, not npm: one process, whose pid is the server's (signals, RSS).
      const child = spawn(process.execPath, productionNodeArguments(), {
        cwd: ROOT,
        env: {
          ...process.env,
          ...sharedEnv,
          PORT: String(port),
          METRICS_PORT: String(metricsPorts[index]),
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      // Appended: a restarted instance's log follows the previous run's.
      pipeTo(child, path.join(workDir, `shop${index + 1}.log`), 'a')
      children.push(child)
      return child
    }
    const instances = instancePorts.map((port, index) => {
      const child = startInstance(index)
      return {
        url: `http://127.0.0.1:${port}`,
        metricsUrl: `http://127.0.0.1:${metricsPorts[index]}/metrics`,
        pid: child.pid ?? 0,
        child,
      }
    })
    log(`starting ${instanceCount} shop instances on ports ${instancePorts.join(', ')}…`)
    await Promise.all(
      instances.map((instance) => waitUntilReady(`${instance.url}/readyz`, instance.child, signal)),
    )

    writeFileSync(path.join(workDir, 'shop-backends.vcl'), backendsVcl(instancePorts))
    const varnish = spawn(
      'varnishd',
      [
        '-F',
        '-n',
        path.join(workDir, 'varnish'),
        // varnishadm -n <dir> finds this address and the secret varnishd writes there.
        '-T',
        `127.0.0.1:${managementPort}`,
        '-a',
        `http=127.0.0.1:${varnishPort}`,
        '-a',
        `purge=127.0.0.1:${purgePort}`,
        '-f',
        VCL_FILE,
        '-p',
        `vcl_path=${workDir}:/etc/varnish:/usr/share/varnish/vcl`,
        '-s',
        'malloc,256m',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    pipeTo(varnish, path.join(workDir, 'varnish.log'))
    children.push(varnish)
    log(`starting varnishd on ${varnishPort} (purge socket ${purgePort})…`)
    await waitUntilReady(`${varnishUrl}/readyz`, varnish, signal)
    let prometheusUrl: string | null = null
    if (options.prometheus) {
      ensureDebianPackages(['prometheus'], log)
      const configFile = path.join(workDir, 'prometheus.yml')
      writeFileSync(configFile, prometheusConfig(metricsPorts))
      const prometheus = spawn(
        'prometheus',
        [
          `--config.file=${configFile}`,
          `--storage.tsdb.path=${path.join(workDir, 'prometheus')}`,
          `--web.listen-address=127.0.0.1:${prometheusPort}`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      pipeTo(prometheus, path.join(workDir, 'prometheus.log'))
      children.push(prometheus)
      prometheusUrl = `http://127.0.0.1:${prometheusPort}`
      log(`starting prometheus on ${prometheusPort}…`)
      await waitUntilReady(`${prometheusUrl}/-/ready`, prometheus, signal)
    }
    const varnishDir = path.join(workDir, 'varnish')
    const publicInstances = instances.map(({ url, pid, metricsUrl }) => ({ url, pid, metricsUrl }))
    let restarting: Promise<RollingRestartReport> | null = null
    const restartAll = async (): Promise<RollingRestartReport> => {
      const began = Date.now()
      const report: RollingRestartReport = { instances: [], totalMs: 0 }
      for (const [index, instance] of instances.entries()) {
        if (stopped) break
        const backend = `shop${index + 1}`
        const oldPid = instance.pid
        const outAt = Date.now()
        log(`rolling restart: ${backend} (pid ${oldPid}) out of the rotation…`)
        varnishAdmin(varnishDir, ['backend.set_health', backend, 'sick'])
        await waitForBackend(varnishDir, backend, 'out of rotation', signal)
        // Requests Varnish sent before it took the backend out end there: SIGTERM lets in-flight requests finish.
        await terminate(instance.child)
        children.splice(children.indexOf(instance.child), 1)
        instance.child = startInstance(index)
        instance.pid = instance.child.pid ?? 0
        publicInstances[index]!.pid = instance.pid
        await waitUntilReady(`${instance.url}/readyz`, instance.child, signal)
        // Back to the probe's verdict once every probe of its window reached the new process.
        await waitForBackend(varnishDir, backend, 'probed healthy', signal)
        varnishAdmin(varnishDir, ['backend.set_health', backend, 'auto'])
        await waitForBackend(varnishDir, backend, 'in rotation', signal)
        const outOfRotationMs = Date.now() - outAt
        log(`rolling restart: ${backend} back (pid ${instance.pid}) after ${outOfRotationMs} ms`)
        report.instances.push({ backend, oldPid, newPid: instance.pid, outOfRotationMs })
      }
      report.totalMs = Date.now() - began
      return report
    }
    return {
      varnishUrl,
      purgeUrl,
      prometheusUrl,
      instances: publicInstances,
      rollingRestart: () => {
        // A second call while one runs waits for that one rather than taking a second instance out.
        restarting ??= restartAll().finally(() => {
          restarting = null
        })
        return restarting
      },
      varnishPid: varnish.pid ?? 0,
      workDir,
      databaseUrl,
      stop: () => stop(),
    }
  } catch (error) {
    if (!signal.aborted) log(`start failed; the logs are in ${workDir}`)
    await stop({ keepLogs: !signal.aborted })
    throw error
  }
}

/** The site part of the VCL: the instances, probed on /readyz and balanced round robin; only this machine purges. */
function backendsVcl(ports: number[]): string {
  const backends = ports.map(
    (port, index) =>
      `backend shop${index + 1} { .host = "127.0.0.1"; .port = "${port}"; .probe = shop_ready; .first_byte_timeout = 30s; }`,
  )
  return `# Written by deploy/scaleDemo.ts for this run.
# Probed every second: an instance that stops answering is out of the rotation within about 2 s.
probe shop_ready { .url = "/readyz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }
${backends.join('\n')}
sub vcl_init {
    new shop = directors.round_robin();
${ports.map((_, index) => `    shop.add_backend(shop${index + 1});`).join('\n')}
}
acl purgers { "127.0.0.1"; "::1"; }
`
}

/** Prometheus scraping the instances' metrics ports every 5 s, with the shop's alert rules. */
function prometheusConfig(metricsPorts: number[]): string {
  return `global:
  scrape_interval: 5s
  evaluation_interval: 5s
rule_files:
  - ${JSON.stringify(ALERTS_FILE)}
scrape_configs:
  - job_name: shop
    static_configs:
      - targets: [${metricsPorts.map((port) => `'127.0.0.1:${port}'`).join(', ')}]
`
}

function ensureVarnishModules(log: (line: string) => void): void {
  ensureDebianPackages(['varnish', 'varnish-modules'], log)
}

function ensureDebianPackages(names: string[], log: (line: string) => void): void {
  const installed = (name: string) =>
    spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout.includes(
      'install ok installed',
    )
  const missing = names.filter((name) => !installed(name))
  if (missing.length === 0) return
  if (process.getuid?.() !== 0)
    throw new Error(`install ${missing.join(' ')} first: sudo apt-get install -y ${missing.join(' ')}`)
  log(`installing ${missing.join(' ')} (apt-get)…`)
  run('apt-get', ['install', '-y', '-qq', ...missing], { DEBIAN_FRONTEND: 'noninteractive' })
}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
}

function withPath(url: string, pathname: string): string {
  const parsed = new URL(url)
  parsed.pathname = pathname
  return parsed.toString()
}

async function withAdminClient<T>(postgresUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withPath(postgresUrl, '/postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function createDatabaseIfMissing(postgresUrl: string, name: string): Promise<void> {
  await withAdminClient(postgresUrl, async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await client.query(`create database ${name}`)
  })
}

async function dropDatabase(postgresUrl: string, name: string): Promise<void> {
  await withAdminClient(postgresUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
}

function pipeTo(child: ChildProcess, file: string, flags = 'w'): void {
  const out = createWriteStream(file, { flags })
  child.stdout?.pipe(out)
  child.stderr?.pipe(out)
}

async function waitUntilReady(url: string, child: ChildProcess, signal: AbortSignal): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    signal.throwIfAborted()
    if (child.exitCode !== null) throw new Error(`the process behind ${url} exited (${child.exitCode})`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.body?.cancel()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} was not ready within ${READY_TIMEOUT_MS / 1000} s`)
}

/** Runs a varnishadm command against the demo's varnishd (its -n directory holds the address and secret). */
function varnishAdmin(varnishDir: string, command: string[]): string {
  const result = spawnSync('varnishadm', ['-n', varnishDir, ...command], { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`varnishadm ${command.join(' ')} failed: ${result.stdout}${result.stderr}`.trim())
  return result.stdout
}

/**
 * Waits until `backend.list` shows the backend out of the rotation (admin state sick); or every
 * probe of its window answered (`3/3 healthy`), so the verdict is the new process's and not one
 * left from before the stop; or back in the rotation (admin state probe, healthy).
 */
async function waitForBackend(
  varnishDir: string,
  backend: string,
  until: 'out of rotation' | 'probed healthy' | 'in rotation',
  signal: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    signal.throwIfAborted()
    // "boot.shop1   sick   3/3   healthy   <last change>": name, admin state, good probes/window, probe verdict.
    const [, admin, probes, verdict] =
      varnishAdmin(varnishDir, ['backend.list', backend])
        .split('\n')
        .map((row) => row.trim().split(/\s+/))
        .find((columns) => columns[0]?.endsWith(`.${backend}`)) ?? []
    const [good, window] = (probes ?? '').split('/')
    const probedHealthy = good === window && verdict === 'healthy'
    if (until === 'out of rotation' && admin === 'sick') return
    if (until === 'probed healthy' && probedHealthy) return
    if (until === 'in rotation' && admin !== 'sick' && probedHealthy) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Varnish did not see ${backend} ${until} in time`)
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const forced = setTimeout(() => child.kill('SIGKILL'), 30_000)
  await exited
  clearTimeout(forced)
}

// `npm run scale:demo`: start, print the URLs, restart the instances one at a time on SIGHUP or
// `r` + Enter, stop on Ctrl-C or SIGTERM.
if (import.meta.main) {
  const starting = new AbortController()
  let running: ScaleDemo | null = null
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log('\nstopping…')
      // During the start, aborting makes startScaleDemo stop what it started and reject.
      if (!running) return starting.abort()
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
    })
  }
  try {
    running = await startScaleDemo({ signal: starting.signal, prometheus: true })
  } catch (error) {
    console.error(starting.signal.aborted ? 'stopped before the start ended' : error)
    process.exit(1)
  }
  console.log(`\nThe shop through Varnish: ${running.varnishUrl}/fr  /de  /en  /it`)
  for (const [index, instance] of running.instances.entries())
    console.log(
      `instance ${index + 1} (pid ${instance.pid}): ${instance.url}, metrics ${instance.metricsUrl}`,
    )
  if (running.prometheusUrl)
    console.log(`Prometheus (alerts of deploy/prometheus/alerts.yml): ${running.prometheusUrl}`)
  console.log(`Varnish purge socket: ${running.purgeUrl} (PURGE with xkey-purge: <tags>)`)
  const demo = running
  const restart = () => {
    demo.rollingRestart().then(
      (report) => console.log(`rolling restart done in ${report.totalMs} ms`),
      (error: unknown) => console.error('rolling restart failed:', error),
    )
  }
  process.on('SIGHUP', restart)
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'r') restart()
  })
  console.log(
    `database ${running.databaseUrl}; logs in ${running.workDir}\n` +
      `r + Enter (or kill -HUP ${process.pid}) restarts the instances one at a time; Ctrl-C stops everything.`,
  )
}
