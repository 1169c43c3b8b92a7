// The shop's category page against the same page in Next.js 16 (server components and
// 'use client'), React Router 7 and TanStack Start (bench/peers/), all rendering the same shared
// component from the same fixture exported from our seed: requests per second, p50/p99 and bytes
// per response at 25 connections, in alternating rounds, the median time of one request alone,
// and the gzip JavaScript the browser loads for the page. Goals: uncached ≥ 1.5× the fastest
// peer, a cache hit ≥ 10×, JavaScript ≤ ½ of the smallest peer's. Needs a build.
// Usage: npm run bench:peers
// (PEERS_SECONDS: seconds per target per round, default 10; PEERS_ROUNDS: rounds, default 3).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { closeChromiumOfThisProcess, launchFreshProfile } from '../tests/helpers/browser.ts'
import { startShop, stopShop, type ShopProcess } from './shopProcess.ts'
import { CARDS, exportCategoryFixture, writeFixture } from './peers/exportFixture.ts'
import { PEER_APPS, preparePeer, startPeer } from './peers/peerApps.ts'
import type { ReactAloneFigures } from './peers/reactAlone.tsx'

const CONNECTIONS = 25
const SECONDS = Number(process.env.PEERS_SECONDS ?? 10)
const ROUNDS = Number(process.env.PEERS_ROUNDS ?? 3)
const WARM_UP_SECONDS = 2
const fixtureFile = path.join(import.meta.dirname, 'peers', 'fixture', 'category.json')
// What a browser asks for: each server compresses (or not) as it does for shoppers.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

/** Something the bench loads: a page URL on a running server. */
interface Target {
  name: string
  url: string
  /** The shop's targets, against which the peers' figures are goals, one shown for what it tells. */
  kind: 'shop uncached' | 'shop cache hit' | 'shop rendered' | 'peer'
}

interface Round {
  requests: number
  seconds: number
  p50: number
  p99: number
  bytes: number
  errors: number
}

async function loadRound(url: string, seconds: number): Promise<Round> {
  const result = await autocannon({
    url,
    headers: BROWSER_HEADERS,
    connections: CONNECTIONS,
    duration: seconds,
  })
  return {
    requests: result.requests.total,
    seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total,
    errors: result.errors + result.non2xx + result.timeouts,
  }
}

/** Median milliseconds of one request at a time: what one page costs, without queueing. */
async function singleRequestMs(url: string, count = 20): Promise<number> {
  const times: number[] = []
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    await (await fetch(url, { headers: BROWSER_HEADERS })).arrayBuffer()
    times.push(performance.now() - started)
  }
  return Number(median(times).toFixed(1))
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Gzip bytes of the script responses a fresh browser loads for the page (the method of bench:js). */
async function javaScriptAtLoad(url: string): Promise<{ scripts: number; gzipBytes: number }> {
  const profile = await launchFreshProfile()
  try {
    const page = await profile.context.newPage()
    // Pictures point at the shop's media: the same for all, and no part of the JavaScript.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'image' ? route.abort() : route.continue(),
    )
    const bodies: Array<Promise<Buffer>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // Let what hydrates at idle hydrate, as a shopper's browser would.
    await page.waitForTimeout(1000)
    const loaded = await Promise.all(bodies)
    return {
      scripts: loaded.length,
      gzipBytes: loaded.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0),
    }
  } finally {
    await profile.close()
  }
}

/** Product cards in a page's HTML: every target must show the fixture's 30. */
/** React's production render of the shared page alone, in a process of its own (bench/peers/reactAlone.tsx). */
function reactAlone(fixture: string): ReactAloneFigures {
  const tsx = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx')
  const output = execFileSync(tsx, [path.join(import.meta.dirname, 'peers', 'reactAlone.tsx'), fixture], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ReactAloneFigures
}

function cardCount(html: string, productPaths: string[]): number {
  return productPaths.filter((productPath) => html.includes(`href="${productPath}`)).length
}

const dataDirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-peers-')))
const running: Array<{ process: ShopProcess['process'] }> = []
try {
  // The fixture is read from the seed of the uncached shop's folder, before that shop opens it.
  const { pagePath, fixture } = await exportCategoryFixture(dataDirs[0] ?? '')
  if (fixture.products.length !== CARDS)
    throw new Error(`${pagePath} has ${fixture.products.length} products, the bench needs ${CARDS}`)
  writeFixture(fixture, fixtureFile)
  console.log(
    `fixture: ${pagePath}, ${fixture.products.length} cards, ${fixture.facets.length} facets → ${fixtureFile}`,
  )
  // Shops on their own PGlite folders: every render from SQL, the full-page cache, and (no goal:
  // it tells the render from the queries) every request rendered from the API's answers cache.
  const noCache = { API_CACHE_SECONDS: '0' }
  const [uncached, cached, rendered] = await Promise.all([
    startShop(dataDirs[0] ?? '', false, noCache),
    startShop(dataDirs[1] ?? '', true, noCache),
    startShop(dataDirs[2] ?? '', false, { API_CACHE_SECONDS: '30' }),
  ])
  running.push(uncached, cached, rendered)

  const folders = [...new Map(PEER_APPS.map((peer) => [peer.folder, peer.sharedDir])).entries()]
  for (const [folder, sharedDir] of folders) preparePeer(folder, sharedDir, fixtureFile)

  const targets: Target[] = [
    {
      name: 'shop (uncached: PAGE_CACHE=0, API_CACHE_SECONDS=0)',
      url: `${uncached.origin}${pagePath}`,
      kind: 'shop uncached',
    },
    { name: 'shop (full-page cache hit)', url: `${cached.origin}${pagePath}`, kind: 'shop cache hit' },
    {
      name: 'shop (PAGE_CACHE=0, API answers cached)',
      url: `${rendered.origin}${pagePath}`,
      kind: 'shop rendered',
    },
  ]
  for (const peer of PEER_APPS) {
    const started = await startPeer(peer)
    running.push(started)
    targets.push({ name: peer.name, url: `${started.origin}${peer.pagePath}`, kind: 'peer' })
  }

  // Each target shows the same 30 cards; the cached shop answers from its cache.
  const encodings = new Map<string, string>()
  const productPaths = fixture.products.map((product) => `${fixture.storePath}${product.path}`)
  for (const target of targets) {
    const response = await fetch(target.url, { headers: BROWSER_HEADERS }).catch((error: unknown) => {
      throw new Error(`${target.name} (${target.url}) did not answer`, { cause: error })
    })
    const html = await response.text()
    encodings.set(target.name, response.headers.get('content-encoding') ?? 'none')
    const cards = cardCount(html, productPaths)
    if (!response.ok || cards !== CARDS)
      throw new Error(`${target.name}: HTTP ${response.status}, ${cards} of ${CARDS} cards`)
  }
  const hit = await fetch(targets[1]?.url ?? '', { headers: BROWSER_HEADERS })
  if (hit.headers.get('x-cache') !== 'HIT')
    throw new Error(`the cached shop answered x-cache: ${hit.headers.get('x-cache')}`)

  for (const target of targets) await loadRound(target.url, WARM_UP_SECONDS)
  const alone = new Map<string, number>()
  for (const target of targets) alone.set(target.name, await singleRequestMs(target.url))
  const rounds = new Map<string, Round[]>(targets.map((target) => [target.name, []]))
  for (let round = 0; round < ROUNDS; round++) {
    // Alternating, each round in the other order, so a busier moment of the machine falls on all.
    const order = round % 2 ? [...targets].reverse() : targets
    for (const target of order) rounds.get(target.name)?.push(await loadRound(target.url, SECONDS))
    console.log(`round ${round + 1}/${ROUNDS} done, load average ${os.loadavg()[0]?.toFixed(2)}`)
  }

  const javaScript = new Map<string, { scripts: number; gzipBytes: number }>()
  for (const target of targets) javaScript.set(target.name, await javaScriptAtLoad(target.url))

  const figures = targets.map((target) => {
    const measured = rounds.get(target.name) ?? []
    const requests = measured.reduce((sum, round) => sum + round.requests, 0)
    const seconds = measured.reduce((sum, round) => sum + round.seconds, 0)
    return {
      target,
      requestsPerSecond: requests / seconds,
      p50: median(measured.map((round) => round.p50)),
      p99: median(measured.map((round) => round.p99)),
      bytesPerResponse: measured.reduce((sum, round) => sum + round.bytes, 0) / Math.max(requests, 1),
      errors: measured.reduce((sum, round) => sum + round.errors, 0),
      javaScript: javaScript.get(target.name) ?? { scripts: 0, gzipBytes: 0 },
    }
  })
  const peers = figures.filter((figure) => figure.target.kind === 'peer')
  const fastestPeer = Math.max(...peers.map((peer) => peer.requestsPerSecond))
  const smallestPeerJs = Math.min(...peers.map((peer) => peer.javaScript.gzipBytes))
  const ratio = (value: number, of: number) => (of ? Number((value / of).toFixed(2)) : 0)
  console.table(
    Object.fromEntries(
      figures.map((figure) => [
        figure.target.name,
        {
          'req/s': Math.round(figure.requestsPerSecond),
          '× fastest peer': ratio(figure.requestsPerSecond, fastestPeer),
          '1 request ms': alone.get(figure.target.name),
          'p50 ms': figure.p50,
          'p99 ms': figure.p99,
          'bytes/response': Math.round(figure.bytesPerResponse),
          encoding: encodings.get(figure.target.name),
          'JS gzip bytes': figure.javaScript.gzipBytes,
          scripts: figure.javaScript.scripts,
          '× smallest peer JS': ratio(figure.javaScript.gzipBytes, smallestPeerJs),
          errors: figure.errors,
        },
      ]),
    ),
  )
  const shopUncached = figures.find((figure) => figure.target.kind === 'shop uncached')
  const shopHit = figures.find((figure) => figure.target.kind === 'shop cache hit')
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
  const uncachedRatio = (shopUncached?.requestsPerSecond ?? 0) / fastestPeer
  const hitRatio = (shopHit?.requestsPerSecond ?? 0) / fastestPeer
  const jsRatio = (shopUncached?.javaScript.gzipBytes ?? 0) / smallestPeerJs
  console.log(
    `goal uncached ≥ 1.5× the fastest peer: ${uncachedRatio.toFixed(2)}× (${verdict(uncachedRatio >= 1.5)})`,
  )
  console.log(`goal cache hit ≥ 10× the fastest peer: ${hitRatio.toFixed(2)}× (${verdict(hitRatio >= 10)})`)
  console.log(
    `goal JavaScript at load ≤ ½ of the smallest peer's: ${jsRatio.toFixed(2)}× (${verdict(jsRatio <= 0.5)})`,
  )
  // The floor under every target: React rendering the peers' page, nothing else (no data, no document).
  const reactOnly = reactAlone(fixtureFile)
  const goalRequestsPerSecond = 1.5 * fastestPeer
  const shopRendered = figures.find((figure) => figure.target.kind === 'shop rendered')
  const lone = (figure: typeof shopUncached) => alone.get(figure?.target.name ?? '') ?? 0
  // One request alone: the uncached page less the same page rendered from the API's answers cache.
  console.log(
    `the uncached goal's time per page: ${(1000 / goalRequestsPerSecond).toFixed(2)} ms; one shop request alone: ${lone(shopUncached).toFixed(1)} ms uncached, of which reading the page's data from SQL ${(lone(shopUncached) - lone(shopRendered)).toFixed(1)} ms and the rest ${lone(shopRendered).toFixed(1)} ms (the page from the API's answers cache)`,
  )
  console.log(
    `React alone (renderToString of the peers' page, production build, in process): ${reactOnly.renderMs.toFixed(3)} ms a page (${reactOnly.markupChars} characters), at most ${Math.round(1000 / reactOnly.renderMs)} pages/s on one core`,
  )
  const [cpu] = os.cpus()
  console.log(
    `${new Date().toISOString()}, ${os.cpus().length} × ${cpu?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per target; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  for (const server of running) await stopShop(server.process)
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
  await closeChromiumOfThisProcess()
}
