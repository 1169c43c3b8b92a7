// Lighthouse (mobile, headless Debian Chromium) on the storefront's page types in /en and /de:
// home, a category, a product, search results, a content (CMS) page, and, with a session made
// through the real pages as a shopper makes it, the cart with a line, the checkout of a guest and
// the account overview of the signed-in demo customer. Each page is audited LIGHTHOUSE_RUNS times
// (default 5): every category's score is the median of the runs, printed beside its goal
// (performance ≥ 98, the others 100), and the metrics are those of the median run as Lighthouse's
// variability guide advises (computeMedianRun: the run nearest the median FCP and TTI). Then, for
// each page below a goal, the audits that cost it points. Needs a build.
// Usage: npm run bench:lighthouse
//   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_PAGES=category,product   a quick run of some kinds of page
//   LIGHTHOUSE_STORES=en,de,fr,it                          other stores (default en,de)
//   LIGHTHOUSE_REPORTS=dir                                 also writes each page's median report (JSON)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort, hydrateConfigurator } from '../tests/helpers/browser.ts'
import { startTestServer } from '../tests/helpers/testServer.ts'
import { DEMO_CUSTOMER } from '../db/seed/demoOrders.ts'

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
const PAGE_KINDS = ['home', 'category', 'product', 'search', 'cms', 'cart', 'checkout', 'account'] as const
const KINDS = new Set((process.env.LIGHTHOUSE_PAGES ?? PAGE_KINDS.join(',')).split(','))
const STORES = (process.env.LIGHTHOUSE_STORES ?? 'en,de').split(',').map((code) => `/${code}`)
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
// Issue 29's goals, per category (scores out of 100).
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
// What a shopper types into the search box of each store.
const SEARCH_WORDS: Record<string, string> = {
  '/en': 'slippers',
  '/de': 'hausschuhe',
  '/fr': 'chaussons',
  '/it': 'pantofole',
}
// Seeded configurable slippers with an embroidery option (tests/helpers/pageTypes.ts adds the same).
const SLIPPERS = 'SL-00073'

const unknownKinds = [...KINDS].filter((kind) => !(PAGE_KINDS as readonly string[]).includes(kind))
if (unknownKinds.length > 0)
  throw new Error(`LIGHTHOUSE_PAGES: unknown ${unknownKinds.join(', ')} (kinds: ${PAGE_KINDS.join(', ')})`)

// The shop as the browser tests start it (production build, seeded data folder of its own, the
// offline payment provider a guest checkout needs); Lighthouse only reads pages, which no rate limit counts.
const port = await freePort()
const server = await startTestServer({ port, host: '127.0.0.1' })
await server.app.listen({ port, host: '127.0.0.1' })
const origin = `http://localhost:${port}`
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'))
// Chromium for Lighthouse is launched by chrome-launcher, with the same flags as the tests.
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
  userDataDir: false,
})
const loadAtStart = os.loadavg()
const rows: Record<string, Record<string, number | string>> = {}
const misses: string[] = []
try {
  for (const base of STORES) {
    // Lighthouse clears the origin's storage and caches between runs, but not its cookies.
    await asShopper(async (page) => page.context().clearCookies())
    const pages = await samplePaths(base)
    for (const [kind, pagePath] of Object.entries(pages)) {
      if (!KINDS.has(kind)) continue
      // A shop in use has its public pages in the page cache: the first request after start-up renders.
      await fetch(`${origin}${pagePath}`)
      await audit(base, kind, pagePath)
    }
    if (KINDS.has('cart') || KINDS.has('checkout')) {
      await asShopper((page) => fillCartAsGuest(page, base))
      if (KINDS.has('cart')) await audit(base, 'cart', `${base}/cart`)
      if (KINDS.has('checkout')) await audit(base, 'checkout', `${base}/checkout/`)
    }
    if (KINDS.has('account')) {
      await asShopper((page) => signIn(page, base))
      await audit(base, 'account', `${base}/user/`)
    }
  }
  const loadAtEnd = os.loadavg()
  console.log(
    `${new Date().toISOString()}, ${os.cpus().length} CPUs, median of ${RUNS} run(s) per page, load average ` +
      `${loadAtStart.map((load) => load.toFixed(1)).join(' ')} at start, ${loadAtEnd.map((load) => load.toFixed(1)).join(' ')} at end`,
  )
  console.table(rows)
  if (misses.length > 0) console.log(`Below goal, the audits that cost points:\n${misses.join('\n')}`)
} finally {
  await chrome.kill()
  await server.close()
  fs.rmSync(userDataDir, { recursive: true, force: true })
}

/** Home, the store's first category in its sitemap (priority 0.8), the slippers' page, its first content page (0.4) and a search. */
async function samplePaths(base: string) {
  const sitemap = await (await fetch(`${origin}${base}/sitemap.xml`)).text()
  const entries = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>.*?<priority>([\d.]+)<\/priority>/g)]
  const firstWith = (priority: string) => {
    const entry = entries.find((candidate) => candidate[2] === priority)
    if (!entry) throw new Error(`${base}/sitemap.xml has no entry of priority ${priority}`)
    return new URL(entry[1]!).pathname
  }
  return {
    home: `${base}/`,
    category: firstWith('0.8'),
    product: new URL(entries.find((entry) => entry[1]!.endsWith(SLIPPERS.toLowerCase()))![1]!).pathname,
    search: `${base}/search/${encodeURIComponent(SEARCH_WORDS[base] ?? 'slippers')}`,
    cms: firstWith('0.4'),
  }
}

/** Runs `steps` in a page of the browser Lighthouse audits with, so the cookies they get stay for the audits. */
async function asShopper(steps: (page: Page) => Promise<void>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const page = await browser.contexts()[0]!.newPage()
  try {
    await steps(page)
  } finally {
    await page.close()
    await browser.close()
  }
}

/** A guest's cart and checkout: the slippers (green, 42, embroidered) added on the product page, then "continue as a guest". */
async function fillCartAsGuest(page: Page, base: string) {
  await page.context().clearCookies()
  await page.goto(`${origin}${base}/product/${SLIPPERS}`, { waitUntil: 'load' })
  await refuseOptionalCookies(page)
  await hydrateConfigurator(page)
  await page.locator('input[name="color"][value="green"]').check({ force: true })
  await page.locator('input[name="size"][value="42"]').check({ force: true })
  await page.locator('main form input[name^="entered["]').fill('ANNA')
  await page.locator(`main form[action="${base}/cart"] button[type="submit"]`).first().click()
  await page.locator('main form [role="status"]').filter({ hasText: /\S/ }).first().waitFor()
  await page.goto(`${origin}${base}/checkout/login`, { waitUntil: 'load' })
  const guest = page.locator('form:has(input[name="_action"][value="guest"])')
  await guest.locator('input[name="email"]').fill('lighthouse@example.org')
  await Promise.all([
    page.waitForURL((url) => url.pathname === `${base}/checkout/`),
    guest.locator('button[type="submit"]').click(),
  ])
}

/** Answers the cookie banner as a first-time shopper does before using the page (it covers the page's bottom). */
async function refuseOptionalCookies(page: Page) {
  const banner = page.locator('#consent-banner')
  await banner.locator('[data-consent="reject"]').click()
  await banner.waitFor({ state: 'hidden' })
}

/** The demo customer (who has orders) signs in through the store's login form. */
async function signIn(page: Page, base: string) {
  await page.context().clearCookies()
  await page.goto(`${origin}${base}/login`, { waitUntil: 'load' })
  await refuseOptionalCookies(page)
  const form = page.locator('main form:has(input[name="password"])').first()
  await form.locator('input[name="email"]').fill(DEMO_CUSTOMER.email)
  await form.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
  await Promise.all([
    page.waitForURL((url) => url.pathname === `${base}/user/`),
    form.locator('button[type="submit"]').click(),
  ])
}

/** Audits a page RUNS times and keeps the medians in `rows`, and what costs points below a goal in `misses`. */
async function audit(base: string, kind: string, pagePath: string) {
  const runs: Result[] = []
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${origin}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`)
    if (result.lhr.runtimeError) throw new Error(`${pagePath}: ${result.lhr.runtimeError.message}`)
    runs.push(result.lhr)
  }
  const medianRun = computeMedianRun(runs)
  const label = `${base} ${kind}`
  if (REPORTS_DIR) {
    fs.mkdirSync(REPORTS_DIR, { recursive: true })
    fs.writeFileSync(path.join(REPORTS_DIR, `${base.slice(1)}-${kind}.json`), JSON.stringify(medianRun))
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((lhr) => scoreOf(lhr, category)))]),
  ) as Record<(typeof CATEGORIES)[number], number>
  const performances = runs.map((lhr) => scoreOf(lhr, 'performance'))
  const millis = (id: string) => Math.round(medianRun.audits[id]?.numericValue ?? 0)
  rows[label] = {
    path: pagePath,
    performance: `${scores.performance} ${scores.performance >= GOALS.performance ? '≥' : '<'} ${GOALS.performance}`,
    'perf min–max': `${Math.min(...performances)}–${Math.max(...performances)}`,
    accessibility: scores.accessibility,
    'best practices': scores['best-practices'],
    seo: scores.seo,
    'FCP ms': millis('first-contentful-paint'),
    'LCP ms': millis('largest-contentful-paint'),
    'TBT ms': millis('total-blocking-time'),
    CLS: Number((medianRun.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  }
  for (const category of CATEGORIES) {
    if (scores[category] >= GOALS[category]) continue
    misses.push(`${label} ${category} ${scores[category]}: ${pointsLost(medianRun, category).join(', ')}`)
  }
}

/** A category's score out of 100 in one run. */
function scoreOf(lhr: Result, category: string) {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100)
}

/** The median of some scores (the lower middle one of an even count). */
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

/** The scored audits of a category that did not pass in a run (metrics with their value), and its failed insights. */
function pointsLost(lhr: Result, category: string) {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs.flatMap((ref) => {
    const result = lhr.audits[ref.id]
    if (!result || result.score === null || result.score >= (ref.weight > 0 ? 0.9 : 1)) return []
    if (ref.weight === 0 && category !== 'performance') return []
    if (ref.weight === 0 && ref.group !== 'insights' && ref.group !== 'diagnostics') return []
    return [`${ref.id}${result.displayValue ? ` (${result.displayValue})` : ''}`]
  })
}
