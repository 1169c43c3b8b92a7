// Lighthouse (mobile, headless Debian Chromium) on home, a category and a product page in /en
// and /fr, then on the cart and the checkout of a guest who added a product; prints the four
// scores per page. Each page is audited LIGHTHOUSE_RUNS times (default 5) and the median run is
// reported, as Lighthouse's variability guide advises (computeMedianRun: the run nearest the
// median FCP and TTI), with its metrics and the lowest and highest performance seen.
// Needs a build. Usage: npm run bench:lighthouse  (LIGHTHOUSE_RUNS=1 for a quick look,
// LIGHTHOUSE_PAGES=product for one kind of page)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/browser.ts'
import { hydrateConfigurator, startBrowserTestbed } from '../tests/helpers/browser.ts'

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
// LIGHTHOUSE_PAGES=product,cart audits only those kinds of page (home, category, product, cart, checkout).
const KINDS = new Set((process.env.LIGHTHOUSE_PAGES ?? 'home,category,product,cart,checkout').split(','))
const testbed = await startBrowserTestbed()
// Chromium for Lighthouse is launched by chrome-launcher, with the same flags as the tests.
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'))
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
  userDataDir: false,
})
try {
  // The sitemap gives categories priority 0.8 and products 0.6: take the first of each.
  const samplePaths = async (base: string) => {
    const sitemap = await (await fetch(`${testbed.origin}${base}/sitemap.xml`)).text()
    const entries = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>.*?<priority>([\d.]+)<\/priority>/g)]
    const firstWith = (priority: string) =>
      new URL(entries.find((entry) => entry[2] === priority)?.[1] ?? `${testbed.origin}${base}/`).pathname
    return { home: `${base}/`, category: firstWith('0.8'), product: firstWith('0.6') }
  }
  const rows: Record<string, Record<string, number | string>> = {}
  // Per-shopper pages keep the session cookie between runs (Lighthouse would otherwise reset storage).
  const audit = async (label: string, pagePath: string, keepSession = false) => {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${testbed.origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
        disableStorageReset: keepSession,
      })
      if (result) runs.push(result.lhr)
    }
    const median = computeMedianRun(runs)
    const score = (lhr: typeof median, category: string) =>
      Math.round((lhr.categories[category]?.score ?? 0) * 100)
    const millis = (audit: string) => Math.round(median.audits[audit]?.numericValue ?? 0)
    const performances = runs.map((lhr) => score(lhr, 'performance'))
    rows[label] = {
      path: pagePath,
      performance: score(median, 'performance'),
      'perf min–max': `${Math.min(...performances)}–${Math.max(...performances)}`,
      accessibility: score(median, 'accessibility'),
      'best practices': score(median, 'best-practices'),
      seo: score(median, 'seo'),
      'FCP ms': millis('first-contentful-paint'),
      'LCP ms': millis('largest-contentful-paint'),
      'TBT ms': millis('total-blocking-time'),
      CLS: Number((median.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    }
  }
  for (const base of ['/en', '/fr']) {
    const pages = await samplePaths(base)
    for (const [kind, pagePath] of Object.entries(pages))
      if (KINDS.has(kind)) await audit(`${base} ${kind}`, pagePath)
  }
  if (KINDS.has('cart') || KINDS.has('checkout')) await auditGuestPages()
  console.log(`median of ${RUNS} run(s) per page`)
  console.table(rows)

  async function auditGuestPages() {
    // A guest with a cart, made in the same browser: seeded slippers SL-00073, green 42, embroidery typed.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const shopper = await browser.contexts()[0]!.newPage()
    await shopper.goto(`${testbed.origin}/en/product/SL-00073`, { waitUntil: 'load' })
    await hydrateConfigurator(shopper)
    await shopper.locator('input[name="color"][value="green"]').check({ force: true })
    await shopper.locator('input[name="size"][value="42"]').check({ force: true })
    await shopper.locator('main form input[name^="entered["]').fill('ANNA')
    await shopper.locator('main form[action$="/cart"] button[type="submit"]').click()
    await shopper.locator('main form [role="status"]').filter({ hasText: /\S/ }).waitFor()
    await shopper.goto(`${testbed.origin}/en/checkout/login`, { waitUntil: 'load' })
    await shopper
      .locator('form:has(input[name="_action"][value="guest"]) input[name="email"]')
      .fill('lighthouse@example.org')
    await Promise.all([
      shopper.waitForURL(/\/en\/checkout\/$/),
      shopper.locator('form:has(input[name="_action"][value="guest"]) button[type="submit"]').click(),
    ])
    await shopper.close()
    await browser.close()
    if (KINDS.has('cart')) await audit('/en cart', '/en/cart', true)
    if (KINDS.has('checkout')) await audit('/en checkout', '/en/checkout/', true)
  }
} finally {
  await chrome.kill()
  await testbed.close()
  fs.rmSync(userDataDir, { recursive: true, force: true })
}
