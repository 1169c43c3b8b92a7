// Lighthouse (mobile, headless Debian Chromium) on home, a category and a product page in /en
// and /fr, then on the cart and the checkout of a guest who added a product; prints the four
// scores per page. Needs a build. Usage: npm run bench:lighthouse
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/browser.ts'
import { startBrowserTestbed } from '../tests/helpers/browser.ts'

const testbed = await startBrowserTestbed()
// Chromium for Lighthouse is launched by chrome-launcher, with the same flags as the tests.
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'))
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`], userDataDir: false })
try {
  // The sitemap gives categories priority 0.8 and products 0.6: take the first of each.
  const samplePaths = async (base: string) => {
    const sitemap = await (await fetch(`${testbed.origin}${base}/sitemap.xml`)).text()
    const entries = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>.*?<priority>([\d.]+)<\/priority>/g)]
    const firstWith = (priority: string) => new URL(entries.find((entry) => entry[2] === priority)?.[1] ?? `${testbed.origin}${base}/`).pathname
    return { home: `${base}/`, category: firstWith('0.8'), product: firstWith('0.6') }
  }
  const rows: Record<string, Record<string, number | string>> = {}
  // Per-shopper pages keep the session cookie between runs (Lighthouse would otherwise reset storage).
  const audit = async (label: string, pagePath: string, keepSession = false) => {
    const result = await lighthouse(`${testbed.origin}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      disableStorageReset: keepSession,
    })
    const categories = result?.lhr.categories ?? {}
    rows[label] = {
      path: pagePath,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      'best practices': Math.round((categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
    }
  }
  for (const base of ['/en', '/fr']) {
    const pages = await samplePaths(base)
    for (const [kind, pagePath] of Object.entries(pages)) await audit(`${base} ${kind}`, pagePath)
  }
  // A guest with a cart, made in the same browser: seeded slippers SL-00073, green 42, embroidery typed.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const shopper = await browser.contexts()[0]!.newPage()
  await shopper.goto(`${testbed.origin}/en/product/SL-00073`, { waitUntil: 'load' })
  await shopper.locator('shop-island[data-island="product/Configurator"][data-hydrated]').waitFor({ state: 'attached' })
  await shopper.locator('input[name="color"][value="green"]').check({ force: true })
  await shopper.locator('input[name="size"][value="42"]').check({ force: true })
  await shopper.locator('main form input[name^="entered["]').fill('ANNA')
  await shopper.locator('main form button[type="submit"]').first().click()
  await shopper.locator('main form [role="status"]').filter({ hasText: /\S/ }).waitFor()
  await shopper.goto(`${testbed.origin}/en/checkout/login`, { waitUntil: 'load' })
  await shopper.locator('form:has(input[name="_action"][value="guest"]) input[name="email"]').fill('lighthouse@example.org')
  await Promise.all([shopper.waitForURL(/\/en\/checkout\/$/), shopper.locator('form:has(input[name="_action"][value="guest"]) button[type="submit"]').click()])
  await shopper.close()
  await browser.close()
  await audit('/en cart', '/en/cart', true)
  await audit('/en checkout', '/en/checkout/', true)
  console.table(rows)
} finally {
  await chrome.kill()
  await testbed.close()
  fs.rmSync(userDataDir, { recursive: true, force: true })
}
