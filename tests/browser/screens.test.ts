import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed({}, { serviceWorkers: true })
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

describe('offline and maintenance screens in Chromium', () => {
  it('shows the offline screen through the service worker when the network is down, and reloads it', async () => {
    const page = await testbed.context.newPage()
    await page.goto(`${testbed.origin}/fr/`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await testbed.context.setOffline(true)
    try {
      await page.goto(`${testbed.origin}/fr/cart`)
      await expect.poll(() => page.title()).toBe('Vous êtes hors ligne')
      await expect(page.locator('html').getAttribute('data-mode')).resolves.toBe('offline')
      // The offline screen reloads itself; waiting for that load fails the test after 8 s.
      await expect(page.waitForEvent('load', { timeout: 8000 })).resolves.toBe(page)
    } finally {
      await testbed.context.setOffline(false)
    }
    await page.goto(`${testbed.origin}/fr/cart`)
    await expect.poll(() => page.title()).toMatch(/^Panier/)
    await page.close()
  })

  it('reloads the maintenance screen every 5 seconds and leaves it once maintenance ends', async () => {
    const flag = path.join(testbed.server.dataDir, 'maintenance.flag')
    fs.writeFileSync(flag, '')
    // The server looks for the flag about once a second: wait until it answers with the screen.
    await expect
      .poll(async () => (await fetch(`${testbed.origin}/en/`)).status, { timeout: 10_000 })
      .toBe(503)
    const page = await testbed.context.newPage()
    let loads = 0
    page.on('load', () => loads++)
    const response = await page.goto(`${testbed.origin}/en/`)
    expect(response?.status()).toBe(503)
    await expect(page.locator('h1').textContent()).resolves.toBe('The shop is currently unavailable')
    fs.rmSync(flag)
    await expect.poll(() => loads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    await expect
      .poll(() => page.locator('html').getAttribute('data-mode'), { timeout: 15_000 })
      .toBe('normal')
    await page.close()
  })
})
