// Interaction latency (INP) of the shopper's main interactions, Chromium's CPU throttled 4× (a
// mid-range phone): choosing a colour and adding to the cart on a product page with colours and
// sizes, applying a facet on a category page, typing into the header's search box. Each is
// tried INP_TRIES times (default 5), a fresh page each time, and its median printed beside the
// 100 ms budget; exits 1 when one is over. Measured in the page with the Event Timing API (what
// web-vitals' onINP reads): an interaction lasts from the input to the next paint after its
// handlers ran. Needs a build. Usage: npm run bench:inp  (docs/performance.md#interaction-latency)
import os from 'node:os'
import type { CDPSession, Page } from 'playwright-core'
import { closeChromiumOfThisProcess, startBrowserTestbed } from '../tests/helpers/browser.ts'

const TRIES = Math.max(1, Number(process.env.INP_TRIES ?? 5))
const BUDGET_MS = 100
const CPU_SLOWDOWN = 4
// The Event Timing API reports no interaction shorter than this (its lowest threshold).
const SHORTEST_REPORTED_MS = 16

/** One Event Timing entry of an interaction, as the page reports it. */
interface InteractionEvent {
  interactionId: number
  name: string
  duration: number
  startTime: number
  processingStart: number
  processingEnd: number
}

/** What the pages report: interactions' events, each page's first contentful paint (ms since 1970), the pages observed. */
interface PageReport {
  events: InteractionEvent[]
  firstPaints: number[]
  observed: number
}

/**
 * Runs in every page before its scripts: reports interactions and first paints to the bench.
 * No named functions inside: tsx would wrap them in a helper the page does not have.
 */
function observeInteractions() {
  const report = (window as unknown as { reportToBench: (kind: string, value: unknown) => void })
    .reportToBench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId > 0)
        report('event', {
          interactionId: entry.interactionId,
          name: entry.name,
          duration: entry.duration,
          startTime: entry.startTime,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint'))
      report('paint', performance.timeOrigin + entry.startTime)
  }).observe({ type: 'paint', buffered: true })
  report('observing', location.pathname)
}

/** Lets the page paint and deliver its Event Timing entries (observers run after the paint). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  )
}

/** A bench case: opens its page, prepares it, then does the interaction measured. */
interface InteractionCase {
  name: string
  path: string
  prepare?: (page: Page) => Promise<void>
  interact: (page: Page) => Promise<void>
  /** Whether the interaction opens another page (its first paint is then reported too). */
  navigates?: boolean
  /** Whether the interaction follows the preparation at once, not once the page has painted. */
  atOnce?: boolean
}

const PRODUCT = '/en/product/SL-00273'
const configurator = (page: Page) => page.locator('shop-island[data-island="product/Configurator"]')
const colourChoice = (page: Page, nth: number) =>
  configurator(page).locator('input[name="color"]:not(:disabled)').nth(nth)

const CASES: InteractionCase[] = [
  {
    // The shopper's first tap on the configurator: it hydrates at that interaction.
    name: 'product: choose a colour (first interaction)',
    path: PRODUCT,
    interact: async (page) => {
      await colourChoice(page, 1).click()
      await configurator(page).and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
    },
  },
  {
    // A quick shopper: a size tapped 150 ms after the first colour, as the configurator hydrates
    // (the mouse straight at the size, without Playwright's wait for a steady page).
    name: 'product: choose a size while it hydrates',
    path: PRODUCT,
    prepare: async (page) => {
      await colourChoice(page, 1).click()
      await page.waitForTimeout(150)
    },
    interact: async (page) => {
      const size = configurator(page).locator('input[name="size"]:not(:disabled)').first()
      const box = (await size.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await configurator(page).and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
    },
    atOnce: true,
  },
  {
    name: 'product: choose another colour',
    path: PRODUCT,
    prepare: async (page) => {
      await colourChoice(page, 0).click()
      await configurator(page).and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
    },
    interact: async (page) => {
      await colourChoice(page, 1).click()
    },
  },
  {
    name: 'product: add to cart',
    path: PRODUCT,
    prepare: async (page) => {
      await colourChoice(page, 0).click()
      await configurator(page).and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
      await configurator(page).locator('input[name="size"]:not(:disabled)').first().click()
    },
    interact: async (page) => {
      await configurator(page).locator('button[type="submit"]').first().click()
      await configurator(page).locator('[role="status"]').first().waitFor({ timeout: 20_000 })
    },
  },
  {
    // On a phone the filters are folded: the shopper unfolds them, then taps a value (a link).
    name: 'category: apply a facet',
    path: '/en/men',
    prepare: async (page) => {
      await page.locator('main aside details > summary').first().click()
    },
    interact: async (page) => {
      await Promise.all([page.waitForURL(/[?&]/), page.locator('main aside a[data-facet]').first().click()])
      await page.waitForLoadState('load')
    },
    navigates: true,
  },
  {
    // The box hydrates at its first focus; each key is an interaction, the slowest counts.
    name: 'header: type into the search box',
    path: '/en/',
    interact: async (page) => {
      const box = page.locator('header input[name="q"]')
      await box.click()
      await box.pressSequentially('slipper', { delay: 120 })
      await page.locator('header [role="listbox"] [role="option"]').first().waitFor({ timeout: 20_000 })
    },
  },
]

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The try whose latency is the median (the lower middle one of an even count). */
const medianTry = (tries: TryResult[]) =>
  [...tries].sort((a, b) => a.latency - b.latency)[Math.floor((tries.length - 1) / 2)]!

// INP_CASES=colour,search runs only the cases whose name holds one of those words.
const ONLY = process.env.INP_CASES?.split(',')

const testbed = await startBrowserTestbed()
let report: PageReport = { events: [], firstPaints: [], observed: 0 }
await testbed.context.exposeFunction('reportToBench', (kind: string, value: unknown) => {
  if (kind === 'event') report.events.push(value as InteractionEvent)
  else if (kind === 'paint') report.firstPaints.push(value as number)
  else report.observed++
})
await testbed.context.addInitScript(observeInteractions)

/** One try's slowest interaction: its duration and phases (ms), and the next page's first paint after the input. */
interface TryResult {
  latency: number
  /** Input delay, handlers' processing and presentation (to the paint) of the slowest interaction. */
  phases: [number, number, number]
  nextPagePainted?: number
  /** With INP_TRACE: the renderer's main thread from the first handler to the paint. */
  mainThread?: MainThreadTime
}

/** Main-thread time (ms, CPU slowed) of one interaction from its first handler to its paint, from a DevTools trace. */
interface MainThreadTime {
  busy: number
  /** The busy time's CPU time (the thread's own clock: what the load of other processes does not stretch, nor the 4x slowdown). */
  cpu: number
  style: number
  layout: number
  paint: number
  /** Elements whose style was recalculated. */
  styledElements: number
}

// INP_TRACE=1 records a DevTools trace of each try (the timeline's categories, as the Performance panel).
const TRACE = Boolean(process.env.INP_TRACE)
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing']
const TRACE_MARK = 'bench-interaction'

/** One event of a Chromium trace (microseconds). */
interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread (CPU) time of a complete event. */
  tdur?: number
  args?: { name?: string; elementCount?: number }
}

/** Records a trace until the returned function is called, which answers its events. */
async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: TRACE_CATEGORIES },
    transferMode: 'ReportEvents',
  })
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    return events
  }
}

/**
 * The page's main-thread work between two instants of its clock (`performance.now()`), placed
 * in the trace by the mark made at `markedAt`: tasks' time clipped to the window, and what of
 * it was style recalculation, layout and paint (pre-paint, paint, layerization, commit).
 */
function mainThreadBetween(events: TraceEvent[], markedAt: number, from: number, to: number): MainThreadTime {
  const mark = events.find((event) => event.name === TRACE_MARK)!
  const main = events.find(
    (event) =>
      event.pid === mark.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )!
  const offset = mark.ts / 1000 - markedAt
  const start = from + offset
  const end = to + offset
  const time: MainThreadTime = { busy: 0, cpu: 0, style: 0, layout: 0, paint: 0, styledElements: 0 }
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== 'X' || event.dur === undefined)
      continue
    const clipped = Math.min(end, (event.ts + event.dur) / 1000) - Math.max(start, event.ts / 1000)
    if (clipped <= 0) continue
    if (event.name === 'RunTask') {
      time.busy += clipped
      // A task partly in the window: its CPU time in proportion.
      time.cpu += ((event.tdur ?? 0) / 1000) * (clipped / (event.dur / 1000 || 1))
    } else if (event.name === 'UpdateLayoutTree') {
      time.style += clipped
      time.styledElements += event.args?.elementCount ?? 0
    } else if (event.name === 'Layout') time.layout += clipped
    else if (['PrePaint', 'Paint', 'Layerize', 'Commit'].includes(event.name)) time.paint += clipped
  }
  return time
}

/** How close two events' ends must be to have been painted in the same frame (web-vitals' grouping). */
const SAME_FRAME_MS = 8

/**
 * The slowest interaction among the events, as web-vitals' INP and its attribution take it: an
 * interaction lasts as long as its longest event (a tap is pointerdown, pointerup and click, a key
 * keydown, keypress and keyup, each timed to the paint after its own handlers), and its phases are
 * those of its events painted in that frame taken together: input delay to the first one's
 * handlers, processing to the last one's end, presentation to the paint. A keyup comes when the
 * key is let go (120 ms later here): it is its own entry, not part of the keydown's span.
 */
function slowestInteraction(events: InteractionEvent[]): InteractionEvent | null {
  const byInteraction = new Map<number, InteractionEvent[]>()
  for (const event of events)
    byInteraction.set(event.interactionId, [...(byInteraction.get(event.interactionId) ?? []), event])
  const interactions = [...byInteraction.values()].map((entries) => {
    const longest = entries.reduce((found, entry) => (entry.duration > found.duration ? entry : found))
    const end = longest.startTime + longest.duration
    const frame = entries.filter((entry) => Math.abs(entry.startTime + entry.duration - end) <= SAME_FRAME_MS)
    const startTime = Math.min(...frame.map((entry) => entry.startTime))
    return {
      ...longest,
      startTime,
      duration: end - startTime,
      processingStart: Math.min(...frame.map((entry) => entry.processingStart)),
      processingEnd: Math.max(...frame.map((entry) => entry.processingEnd)),
    }
  })
  return interactions.reduce<InteractionEvent | null>(
    (worst, interaction) => (worst && worst.duration >= interaction.duration ? worst : interaction),
    null,
  )
}

/** One try of a case in a fresh page. */
async function tryCase(testCase: InteractionCase): Promise<TryResult> {
  const page = await testbed.context.newPage()
  try {
    const cdp = await testbed.context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    report.observed = 0
    await page.goto(`${testbed.origin}${testCase.path}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await testCase.prepare?.(page)
    if (!testCase.atOnce) await settle(page)
    // The preparation's interactions may still be reported: only those that start from now count.
    const stopTrace = TRACE ? await startTrace(cdp) : null
    const since = await page.evaluate((mark) => performance.mark(mark).startTime, TRACE_MARK)
    // Without the observers a try would pass unmeasured.
    if (report.observed === 0) throw new Error(`${testCase.path}: the page reported no observer`)
    report = { events: [], firstPaints: [], observed: 0 }
    const interactedAt = Date.now()
    await testCase.interact(page)
    await settle(page)
    const traced = await stopTrace?.()
    const events = report.events.filter((event) => event.startTime >= since)
    const slowest = slowestInteraction(events)
    const result: TryResult = slowest
      ? {
          latency: Math.max(SHORTEST_REPORTED_MS, slowest.duration),
          phases: [
            slowest.processingStart - slowest.startTime,
            slowest.processingEnd - slowest.processingStart,
            slowest.startTime + slowest.duration - slowest.processingEnd,
          ],
        }
      : { latency: SHORTEST_REPORTED_MS, phases: [0, 0, 0] }
    if (traced && slowest)
      result.mainThread = mainThreadBetween(
        traced,
        since,
        slowest.processingStart,
        slowest.startTime + slowest.duration,
      )
    if (!testCase.navigates) return result
    const painted = report.firstPaints.at(-1)
    return { ...result, nextPagePainted: painted ? painted - interactedAt : undefined }
  } finally {
    await page.close()
  }
}

/** The traced main-thread time of a try, as the table prints it. */
function describeMainThread(found: TryResult): string {
  const time = found.mainThread
  if (!time) return ''
  return `${[time.busy, time.style, time.layout, time.paint].map((ms) => Math.round(ms)).join('/')} (${time.styledElements}); CPU ${time.cpu.toFixed(1)}`
}

try {
  const rows: Array<Record<string, string | number>> = []
  let over = false
  for (const testCase of CASES.filter(
    (candidate) => !ONLY || ONLY.some((word) => candidate.name.includes(word)),
  )) {
    const tries = []
    for (let index = 0; index < TRIES; index++) tries.push(await tryCase(testCase))
    const latency = median(tries.map((found) => found.latency))
    const painted = tries.flatMap((found) => (found.nextPagePainted ? [found.nextPagePainted] : []))
    over ||= latency > BUDGET_MS
    rows.push({
      interaction: testCase.name,
      'median ms': latency <= SHORTEST_REPORTED_MS ? `≤${SHORTEST_REPORTED_MS}` : Math.round(latency),
      tries: tries.map((found) => Math.round(found.latency)).join(' '),
      // The median try's slowest interaction: where its time went.
      'delay/processing/paint': medianTry(tries)
        .phases.map((phase) => Math.round(phase))
        .join('/'),
      ...(TRACE
        ? { 'main thread: busy/style/layout/paint (elements); CPU': describeMainThread(medianTry(tries)) }
        : {}),
      budget: BUDGET_MS,
      verdict: latency > BUDGET_MS ? 'OVER' : 'ok',
      'next page painted (ms)': painted.length ? Math.round(median(painted)) : '',
    })
  }
  console.log(
    `CPU ${CPU_SLOWDOWN}× slower, ${TRIES} tries each; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
  console.table(rows)
  if (over) process.exitCode = 1
} finally {
  await testbed.close()
  await closeChromiumOfThisProcess()
}
