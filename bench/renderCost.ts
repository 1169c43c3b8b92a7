// CPU cost of one server render per page type, next to React's own render of the same element
// tree with the same data: sequential in-process requests (no network, no concurrency), rounds of
// the timings alternating, so the ratio holds still on a busy machine where autocannon's numbers do not.
// A fourth timing, notReactMs, is the same request with React's render replaced by its recorded
// output: everything the server does that is not React (the goal: at most half of React's time).
// Needs a build. Usage: npm run bench:render (API_CACHE_SECONDS=0 for data from SQL every time;
// RENDER_PAGES=category for one page type; RENDER_CPU_PROFILE=file.cpuprofile profiles the server's
// timed renders only, for Chrome's DevTools, and with RENDER_CPU_PROFILE_OF=notReact those without React).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Session, type Profiler } from 'node:inspector/promises'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { buildServer } from '../server/app.ts'
import { createIslandRegistry, type IslandRegistry } from '../components/island/islandRegistry.tsx'
import { RENDER_PROBE, type RenderProbe } from '../renderer/renderProbe.ts'

const ALL_PAGES: Array<[string, string]> = [
  ['home', '/en/'],
  ['category (localized URL)', '/en/men'],
  ['product', '/en/product/SL-00273'],
  ['search', '/en/search/slippers'],
  ['content page', '/en/about-us'],
  ['sign-in form', '/en/login'],
]
// RENDER_PAGES=category,product measures the pages whose name starts with one of these words (for a profile).
const PAGES = process.env.RENDER_PAGES
  ? ALL_PAGES.filter(([name]) => process.env.RENDER_PAGES!.split(',').some((word) => name.startsWith(word)))
  : ALL_PAGES
const WARMUP = Number(process.env.RENDER_WARMUP ?? 300)
const ROUNDS = 5
const PER_ROUND = Number(process.env.RENDER_PER_ROUND ?? 300)
// The shell's hook (renderer/+onRenderHtml.tsx) hands the element tree of each render to the probe.
const probeSlot = globalThis as { [RENDER_PROBE]?: RenderProbe }
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

// The cold render is measured: the full-page cache would answer these pages from memory.
process.env.PAGE_CACHE ??= '0'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-render-bench-'))
const app = await buildServer({ config: { mode: 'production', dataDir }, logger: false })
await app.ready()
// The page's bytes as a socket would take them: the injector's own copy into one string is not the server's cost.
const request = async (url: string) => {
  const response = await app.inject({ url, payloadAsStream: true })
  for await (const chunk of response.stream()) void chunk
}
const profiler = process.env.RENDER_CPU_PROFILE ? new Session() : undefined
// RENDER_CPU_PROFILE_OF=notReact profiles the requests without React's render instead.
const PROFILE_WITHOUT_REACT = process.env.RENDER_CPU_PROFILE_OF === 'notReact'
const profiles: Profiler.Profile[] = []
if (profiler) {
  profiler.connect()
  await profiler.post('Profiler.enable')
}
try {
  const rows: Record<
    string,
    {
      status: number
      bytes: number
      serverMs: string
      wholeFrameMs: string
      frameSavedMs: string
      reactMs: string
      overhead: string
      reactBytesMs: string
      notReactMs: string
      notReactShare: string
    }
  > = {}
  for (const [name, url] of PAGES) {
    let buildElement: ((islands?: IslandRegistry) => ReactElement) | undefined
    probeSlot[RENDER_PROBE] = (build) => void (buildElement = build)
    const sample = await app.inject(url)
    delete probeSlot[RENDER_PROBE]
    if (!buildElement) throw new Error(`${url} rendered no React element tree (status ${sample.statusCode})`)
    const element = buildElement
    // React's output and island count of this page, given back instead of rendering (notReactMs).
    const recordedIslands = createIslandRegistry()
    const recordedHtml = renderToString(element(recordedIslands))
    const withoutReact: RenderProbe = () => (islands) => {
      for (let island = 0; island < recordedIslands.count(); island += 1) islands.next()
      return recordedHtml
    }
    // The request with the page's whole tree rendered by React, the shared frame included: what serverMs was before the frame was reused.
    const renderedWhole: RenderProbe = (build) => (islands) => renderToString(build(islands))
    const requestRenderedWhole = async () => {
      probeSlot[RENDER_PROBE] = renderedWhole
      try {
        await request(url)
      } finally {
        delete probeSlot[RENDER_PROBE]
      }
    }
    const requestWithoutReact = async () => {
      probeSlot[RENDER_PROBE] = withoutReact
      try {
        await request(url)
      } finally {
        delete probeSlot[RENDER_PROBE]
      }
    }
    probeSlot[RENDER_PROBE] = withoutReact
    const recordedSample = await app.inject(url)
    delete probeSlot[RENDER_PROBE]
    if (recordedSample.rawPayload.length !== sample.rawPayload.length)
      throw new Error(
        `${url}: the page with React's recorded output has ${recordedSample.rawPayload.length} bytes, rendered ${sample.rawPayload.length}`,
      )
    for (let index = 0; index < WARMUP; index += 1) {
      await request(url)
      renderToString(element())
      Buffer.from(renderToString(element()))
      await requestWithoutReact()
      await requestRenderedWhole()
    }
    const wholeFrameRounds: number[] = []
    const frameSavingRounds: number[] = []
    const serverRounds: number[] = []
    const reactRounds: number[] = []
    const reactBytesRounds: number[] = []
    const notReactRounds: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      if (!PROFILE_WITHOUT_REACT) await profiler?.post('Profiler.start')
      let started = performance.now()
      for (let index = 0; index < PER_ROUND; index += 1) await request(url)
      serverRounds.push((performance.now() - started) / PER_ROUND)
      if (profiler && !PROFILE_WITHOUT_REACT) profiles.push((await profiler.post('Profiler.stop')).profile)
      started = performance.now()
      for (let index = 0; index < PER_ROUND; index += 1) renderToString(element())
      reactRounds.push((performance.now() - started) / PER_ROUND)
      started = performance.now()
      for (let index = 0; index < PER_ROUND; index += 1) Buffer.from(renderToString(element()))
      reactBytesRounds.push((performance.now() - started) / PER_ROUND)
      if (PROFILE_WITHOUT_REACT) await profiler?.post('Profiler.start')
      started = performance.now()
      for (let index = 0; index < PER_ROUND; index += 1) await requestWithoutReact()
      notReactRounds.push((performance.now() - started) / PER_ROUND)
      if (profiler && PROFILE_WITHOUT_REACT) profiles.push((await profiler.post('Profiler.stop')).profile)
      // Paired request by request: the frame's share is smaller than a busy machine's drift between loops.
      let reusedTotal = 0
      let wholeTotal = 0
      for (let index = 0; index < PER_ROUND; index += 1) {
        started = performance.now()
        await request(url)
        const between = performance.now()
        await requestRenderedWhole()
        reusedTotal += between - started
        wholeTotal += performance.now() - between
      }
      wholeFrameRounds.push(wholeTotal / PER_ROUND)
      frameSavingRounds.push((wholeTotal - reusedTotal) / PER_ROUND)
    }
    const serverMs = median(serverRounds)
    const reactMs = median(reactRounds)
    rows[`${name} ${url}`] = {
      status: sample.statusCode,
      bytes: sample.rawPayload.length,
      serverMs: serverMs.toFixed(3),
      wholeFrameMs: median(wholeFrameRounds).toFixed(3),
      frameSavedMs: median(frameSavingRounds).toFixed(3),
      reactMs: reactMs.toFixed(3),
      overhead: `${(serverMs / reactMs).toFixed(2)}×`,
      reactBytesMs: median(reactBytesRounds).toFixed(3),
      notReactMs: median(notReactRounds).toFixed(3),
      notReactShare: `${(median(notReactRounds) / reactMs).toFixed(2)}×`,
    }
  }
  console.log(
    `milliseconds per render (median of ${ROUNDS} rounds of ${PER_ROUND} sequential renders; API answers cache ${process.env.API_CACHE_SECONDS === '0' ? 'off' : 'on'}):`,
    `serverMs = the whole request in process, wholeFrameMs = the same with the shared frame rendered by React on each page instead of reused, frameSavedMs = what reusing the frame saves (requests paired one by one with wholeFrameMs's), reactMs = React's renderToString of the same element tree, overhead = serverMs / reactMs (goal ≤ 1.5×), reactBytesMs = React's render made into the UTF-8 bytes a socket takes (the least any server adds: one flattening and encoding of React's string), notReactMs = the whole request with React's output given instead of rendered (everything that is not React), notReactShare = notReactMs / reactMs (goal ≤ 0.5×)`,
  )
  console.table(rows)
  // The last round's profile: one file DevTools opens as it is.
  if (profiler && profiles.length > 0)
    fs.writeFileSync(process.env.RENDER_CPU_PROFILE!, JSON.stringify(profiles.at(-1)))
} finally {
  profiler?.disconnect()
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
