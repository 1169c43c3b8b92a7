import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'

// Long enough that a busy machine never stretches a 200 ms absence past it.
const TIMEOUT_MS = 5000
let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed({ inactivityTimeoutMs: TIMEOUT_MS })
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** Makes the page believe it was hidden, then shown again after `hiddenMs`. */
async function hideFor(page: Page, hiddenMs: number): Promise<void> {
  const setVisibility = (state: string) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)
  await setVisibility('hidden')
  await page.waitForTimeout(hiddenMs)
  await setVisibility('visible')
}

describe('inactivity reload', () => {
  it('keeps the page when it comes back before the timeout, reloads it after', async () => {
    const page = await testbed.context.newPage()
    await page.goto(`${testbed.origin}/en/cart`)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const isSameDocument = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

    await hideFor(page, 200)
    await page.waitForTimeout(300)
    expect(await isSameDocument()).toBe(true)

    const reload = page.waitForEvent('load')
    await hideFor(page, TIMEOUT_MS + 300)
    await reload
    expect(await isSameDocument()).toBe(false)
    await page.close()
  })
})
