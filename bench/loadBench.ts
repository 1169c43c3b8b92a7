import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { startScaleDemo, type RollingRestartReport, type ScaleDemo } from '../deploy/scaleDemo.ts'
import { scrapedMetricsReport } from './scrapedMetrics.ts'
import {
  orderCountsByEmail,
  persistedMutationHash,
  readCatalogue,
  rememberCookie,
  shopperSteps,
  type Headers,
  type Journey,
} from './shopperJourney.ts'

// `npm run bench:load`: a shopper mix against the scale-out topology (docs/deployment.md).
// LOAD_SECONDS (default 600), LOAD_CONNECTIONS (concurrent shoppers, default 24), LOAD_INSTANCES (default 2),
// LOAD_PORT (Varnish's port, default 8280), LOAD_BUILD=0 to reuse the build in dist/,
// LOAD_ROLLING_RESTART=1 to restart the instances one at a time (ScaleDemo.rollingRestart) in the middle of the run,
// LOAD_PROMETHEUS=0 not to start Prometheus (Debian's) scraping the instances and print what it scraped.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 600)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 24)
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 2)
const ROLLING_RESTART = process.env.LOAD_ROLLING_RESTART === '1'

for (const [name, value] of Object.entries({
  LOAD_SECONDS: SECONDS,
  LOAD_CONNECTIONS: CONNECTIONS,
  LOAD_INSTANCES: INSTANCES,
})) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`)
}

const demo: ScaleDemo = await startScaleDemo({
  instances: INSTANCES,
  basePort: Number(process.env.LOAD_PORT ?? 8280),
  databaseName: `shop_load_${randomBytes(3).toString('hex')}`,
  dropDatabaseOnStop: true,
  postgresUrl: process.env.LOAD_DATABASE_URL ?? process.env.DATABASE_URL,
  redisDatabase: 12,
  build: process.env.LOAD_BUILD !== '0',
  prometheus: process.env.LOAD_PROMETHEUS !== '0',
  log: (line) => console.log(line),
})

try {
  const catalogue = await readCatalogue(demo.databaseUrl)
  const steps = shopperSteps(
    catalogue,
    persistedMutationHash('AddToCartShopperCart'),
    persistedMutationHash('AddToCart'),
    new URL(demo.varnishUrl).origin,
  )

  console.log(
    `\n${CONNECTIONS} shoppers for ${SECONDS} s through Varnish at ${demo.varnishUrl} (${INSTANCES} instances)…`,
  )
  const latencies = new Map(steps.map((step) => [step.name, [] as number[]]))
  const failures = new Map(steps.map((step) => [step.name, 0]))
  const firstFailure = new Map<string, string>()
  let soldOutRefusals = 0
  const placedEmails: string[] = []
  // Latencies of the answers that came while the rolling restart ran.
  const restartWindow = { start: 0, end: 0 }
  const duringRestart: number[] = []
  let restarting: Promise<RollingRestartReport | null> = Promise.resolve(null)
  if (ROLLING_RESTART) {
    restarting = new Promise((resolve, reject) =>
      setTimeout(
        () => {
          restartWindow.start = Date.now()
          console.log(`rolling restart at ${Math.round(SECONDS / 2)} s…`)
          demo.rollingRestart().then((report) => {
            restartWindow.end = Date.now()
            resolve(report)
          }, reject)
        },
        (SECONDS * 1000) / 2,
      ),
    )
    // Its failure is reported when the run ends, not as an unhandled rejection meanwhile.
    restarting.catch(() => {})
  }
  const rss = new Map<string, number[]>()
  const sampler = setInterval(() => {
    for (const [index, instance] of demo.instances.entries())
      push(rss, `shop ${index + 1} (pid ${instance.pid})`, rssMiB([instance.pid]))
    push(
      rss,
      `varnishd (pid ${demo.varnishPid} and its child)`,
      rssMiB([demo.varnishPid, ...childrenOf(demo.varnishPid)]),
    )
  }, 1000)

  let finish: (result: autocannon.Result) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  const options = {
    url: demo.varnishUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: steps.map((step) => ({
      setupRequest: (_request: unknown, journey: Journey) => {
        const built = step.request(journey)
        if (!built) return null
        journey.step = step.name
        journey.failed = undefined
        const headers = {
          'x-forwarded-for': journey.clientIp!,
          ...(journey.cookie ? { cookie: journey.cookie } : {}),
          ...built.headers,
        }
        return {
          method: built.method,
          path: built.path,
          headers,
          ...(built.body === undefined ? {} : { body: built.body }),
        }
      },
      onResponse: (status: number, body: string, journey: Journey, headers: Headers) => {
        rememberCookie(journey, headers)
        if (!step.expect.includes(status))
          journey.failed = `status ${status}: ${body.slice(0, 160).replace(/\s+/g, ' ')}`
        else journey.failed = step.read?.(body, headers, journey) ?? undefined
      },
    })),
  }
  // autocannon's instance emits `response` (its types leave it out).
  const instance = autocannon(options as unknown as autocannon.Options, (error, result) =>
    error ? fail(error) : finish(result),
  ) as unknown as EventEmitter
  // Which step an answer belongs to: the journey still names it when autocannon reports the response.
  instance.on(
    'response',
    (
      client: { requestIterator?: { context?: Journey } },
      _status: number,
      _bytes: number,
      milliseconds: number,
    ) => {
      const journey = client.requestIterator?.context
      if (!journey?.step) return
      latencies.get(journey.step)?.push(milliseconds)
      if (restartWindow.start > 0 && restartWindow.end === 0) duringRestart.push(milliseconds)
      // Back from the payment provider to the success page: the shop has placed the order.
      if (journey.step === 'payment return' && !journey.failed && journey.email)
        placedEmails.push(journey.email)
      if (journey.soldOut) {
        soldOutRefusals += 1
        journey.soldOut = false
      }
      if (journey.failed) {
        failures.set(journey.step, (failures.get(journey.step) ?? 0) + 1)
        if (!firstFailure.has(journey.step)) firstFailure.set(journey.step, journey.failed)
        // A failed step ends the journey: the next request starts a new shopper.
        journey.buys = false
        journey.checksOut = false
        journey.cartId = undefined
        journey.csrf = undefined
      }
    },
  )
  const result = await finished
  clearInterval(sampler)
  const restart = await restarting

  const total = [...latencies.values()].reduce((sum, list) => sum + list.length, 0)
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0)
  console.log(
    `\n${total} requests in ${SECONDS} s (${Math.round(total / SECONDS)}/s); failed steps ${failed} (${percent(failed, total)}), connection errors ${result.errors}, timeouts ${result.timeouts}`,
  )
  const ordersInDatabase = await orderCountsByEmail(demo.databaseUrl, placedEmails)
  const lost = placedEmails.filter((email) => !ordersInDatabase.has(email)).length
  const twice = [...ordersInDatabase.values()].filter((count) => count > 1).length
  console.log(
    `orders placed by the bench: ${placedEmails.length}; in the database: ${[...ordersInDatabase.values()].reduce((sum, count) => sum + count, 0)} (lost ${lost}, placed twice ${twice})`,
  )
  if (restart) {
    duringRestart.sort((a, b) => a - b)
    console.log(
      `rolling restart: ${restart.totalMs} ms (${restart.instances.map((instance) => `${instance.backend} out ${instance.outOfRotationMs} ms`).join(', ')}); ` +
        `${duringRestart.length} answers meanwhile, p50 ${ms(percentile(duringRestart, 0.5))} ms, p99 ${ms(percentile(duringRestart, 0.99))} ms, max ${ms(duringRestart.at(-1) ?? Number.NaN)} ms`,
    )
  }
  console.log(`sizes refused as sold out (NOT_SALABLE, not failures): ${soldOutRefusals}`)
  console.log(varnishHitRatio(demo))
  console.log('\nstep              requests   errors     p50 ms   p99 ms')
  for (const step of steps) {
    const list = (latencies.get(step.name) ?? []).sort((a, b) => a - b)
    console.log(
      `${step.name.padEnd(16)} ${String(list.length).padStart(9)} ${percent(failures.get(step.name) ?? 0, list.length).padStart(8)} ${ms(percentile(list, 0.5)).padStart(10)} ${ms(percentile(list, 0.99)).padStart(8)}`,
    )
  }
  for (const [step, why] of firstFailure) console.log(`first failure of ${step}: ${why}`)
  console.log('\nRSS (MiB, sampled every second)    start    mean     max     end')
  for (const [name, samples] of rss) {
    const mean = samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length)
    console.log(
      `${name.padEnd(34)} ${[samples[0] ?? 0, mean, Math.max(...samples), samples.at(-1) ?? 0].map((value) => value.toFixed(0).padStart(7)).join(' ')}`,
    )
  }
  if (demo.prometheusUrl) {
    // One more scrape (every 5 s) so the run's last seconds are in.
    await new Promise((resolve) => setTimeout(resolve, 6000))
    console.log(`\n${await scrapedMetricsReport(demo.prometheusUrl, SECONDS)}`)
  }
  console.log(
    `\nmachine: ${spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()} cores, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} at the end`,
  )
} finally {
  await demo.stop()
}

/** Resident memory of processes, from /proc/PID/status (VmRSS). */
function rssMiB(pids: number[]): number {
  let kib = 0
  for (const pid of pids) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // The process ended between two samples.
    }
  }
  return kib / 1024
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

function varnishHitRatio(topology: ScaleDemo): string {
  const stats = spawnSync(
    'varnishstat',
    [
      '-n',
      path.join(topology.workDir, 'varnish'),
      '-1',
      '-f',
      'MAIN.cache_hit',
      '-f',
      'MAIN.cache_miss',
      '-f',
      'MAIN.s_pass',
    ],
    { encoding: 'utf8' },
  )
  const value = (name: string) =>
    Number(new RegExp(`${name}\\s+(\\d+)`).exec(stats.stdout)?.[1] ?? Number.NaN)
  const [hits, misses, passes] = [value('MAIN.cache_hit'), value('MAIN.cache_miss'), value('MAIN.s_pass')]
  return `Varnish: ${hits} hits, ${misses} misses, ${passes} passes (hit ratio of cacheable requests ${percent(hits, hits + misses)})`
}

function push(series: Map<string, number[]>, name: string, value: number): void {
  const samples = series.get(name) ?? []
  samples.push(value)
  series.set(name, samples)
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(2)}%`
}

function ms(value: number): string {
  return Number.isNaN(value) ? '–' : value.toFixed(1)
}
