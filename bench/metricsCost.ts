// What metrics and tracing cost: requests/s of a cached page (full-page cache hits, brotli, 25
// connections) with metrics off, then on (METRICS_TOKEN, scraped as Prometheus would), alternating
// off/on twice so a busy machine's drift shows; then with tracing on (OTEL_EXPORTER_OTLP_ENDPOINT
// to a local receiver). Each start's time to /readyz and RSS after it and after the load.
// autocannon's figures swing with the machine's other load, so the per-request cost is also
// measured in-process: two apps (metrics off, on) answer the cached page through inject() in
// alternating batches, and the medians of their batches' CPU time are compared.
// Needs a build. Usage: npm run bench:metrics (BENCH_SECONDS per run, default 10).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '../tests/helpers/browser.ts'
import { PRODUCTION_MALLOC_ENV, productionNodeArguments } from '../server/productionProcess.ts'
import { startTestServer } from '../tests/helpers/testServer.ts'

const CONNECTIONS = 25
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PAGE = '/en/product/SL-00001'
const TOKEN = 'bench-metrics-token-of-32-characters!'
const root = path.resolve(import.meta.dirname, '..')

/** The resident memory of a process, in MB (Linux). */
function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

async function startShop(dataDir: string, env: Record<string, string>) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, productionNodeArguments(), {
    cwd: root,
    env: {
      ...process.env,
      ...PRODUCTION_MALLOC_ENV,
      DATABASE_URL: '',
      REDIS_URL: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      METRICS_TOKEN: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (attempt > 900) throw new Error('The shop did not become ready')
    if (
      await fetch(`${origin}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { origin, child, startSeconds: (performance.now() - started) / 1000 }
}

async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** CPU microseconds per cached-page answer of each app, batches alternating so the machine's drift hits both alike. */
async function interleavedCost(rounds = 60, batch = 200) {
  const off = await startTestServer({ metrics: { port: undefined, token: undefined } })
  const on = await startTestServer({ metrics: { port: undefined, token: TOKEN } })
  try {
    const timings = { off: [] as number[], on: [] as number[] }
    const answer = (server: typeof off) =>
      server.app.inject({ method: 'GET', url: PAGE, headers: { 'accept-encoding': 'br' } })
    for (const server of [off, on]) for (let warm = 0; warm < batch; warm++) await answer(server)
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)
      for (const name of order) {
        const server = name === 'off' ? off : on
        // CPU time of this process, not wall time: the other processes of a shared machine barely move it.
        const started = process.cpuUsage()
        for (let index = 0; index < batch; index++) await answer(server)
        const spent = process.cpuUsage(started)
        timings[name].push((spent.user + spent.system) / batch)
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    return { off: median(timings.off), on: median(timings.on) }
  } finally {
    await off.close()
    await on.close()
  }
}

/** One run: start, warm the page into the cache, load it while Prometheus-like scrapes run every second. */
async function run(dataDir: string, label: string, env: Record<string, string>, scrape: boolean) {
  const { origin, child, startSeconds } = await startShop(dataDir, env)
  try {
    const readyRss = rssMegabytes(child.pid!)
    const brotli = { 'accept-encoding': 'br' }
    await fetch(`${origin}${PAGE}`, { headers: brotli })
    const scrapes = scrape
      ? setInterval(() => {
          // A scrape cut by the shop's stop at the end of the run is no result.
          fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
            .then((response) => response.text())
            .catch(() => undefined)
        }, 1000)
      : undefined
    const result = await autocannon({
      url: `${origin}${PAGE}`,
      headers: brotli,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    })
    clearInterval(scrapes)
    return {
      run: label,
      'requests/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
      'start s': Number(startSeconds.toFixed(2)),
      'RSS ready MB': Math.round(readyRss),
      'RSS after MB': Math.round(rssMegabytes(child.pid!)),
    }
  } finally {
    await stopShop(child)
  }
}

const receiver = createServer((request, response) => {
  request.resume()
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
})
const receiverPort = await freePort()
await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-metrics-'))
try {
  // A first start creates and seeds the database: not measured.
  await stopShop((await startShop(dataDir, {})).child)
  const rows: Awaited<ReturnType<typeof run>>[] = []
  for (const round of [1, 2]) {
    rows.push(await run(dataDir, `metrics off (${round})`, {}, false))
    rows.push(await run(dataDir, `metrics on (${round})`, { METRICS_TOKEN: TOKEN }, true))
  }
  rows.push(
    await run(
      dataDir,
      'tracing on',
      { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}` },
      false,
    ),
  )
  console.table(rows)
  const mean = (label: string) => {
    const matching = rows.filter((row) => row.run.startsWith(label))
    return matching.reduce((sum, row) => sum + row['requests/s'], 0) / matching.length
  }
  console.log(
    `cached page ${PAGE}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s a run: metrics on / off = ${(mean('metrics on') / mean('metrics off')).toFixed(3)}`,
  )
  const cost = await interleavedCost()
  console.log(
    `in-process, cached page by inject(), median of 60 alternating batches of 200, CPU time: metrics off ${cost.off.toFixed(1)} µs, on ${cost.on.toFixed(1)} µs a request (on / off = ${(cost.on / cost.off).toFixed(3)})`,
  )
} finally {
  receiver.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
