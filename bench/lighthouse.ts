// Lighthouse (mobile, headless Debian Chromium) on home, a category and a product page in /en
// and /fr; prints the four scores per page. Needs a build. Usage: npm run bench:lighthouse
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
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
  for (const base of ['/en', '/fr']) {
    const pages = await samplePaths(base)
    for (const [kind, pagePath] of Object.entries(pages)) {
      const result = await lighthouse(`${testbed.origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
      })
      const categories = result?.lhr.categories ?? {}
      rows[`${base} ${kind}`] = {
        path: pagePath,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        'best practices': Math.round((categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
      }
    }
  }
  console.table(rows)
} finally {
  await chrome.kill()
  await testbed.close()
  fs.rmSync(userDataDir, { recursive: true, force: true })
}
