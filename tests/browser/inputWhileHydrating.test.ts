import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { headerSuggestions, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'

// A shopper taps and types into an island while it hydrates: React does not see those events
// until the island is hydrated (docs/architecture.md#islands), the browser shows them at once,
// and the hydrated island takes them over. To catch the island mid-hydration every time, the
// page holds the tasks of React's scheduler (it posts them through a MessageChannel) from the
// start, and lets them through once the shopper is done.

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

/** Held until `window.letSchedulerRun()` (and again from `window.holdScheduler()`): the messages of every MessageChannel of the page (React's scheduler's tasks). */
function holdSchedulerTasks() {
  const held: Array<() => void> = []
  let holding = true
  const post = MessagePort.prototype.postMessage
  MessagePort.prototype.postMessage = function (this: MessagePort, ...message: [unknown]) {
    if (holding) held.push(() => post.apply(this, message))
    else post.apply(this, message)
  } as typeof post
  const scheduler = window as unknown as { letSchedulerRun: () => void; holdScheduler: () => void }
  scheduler.letSchedulerRun = () => {
    holding = false
    for (const task of held.splice(0)) task()
  }
  scheduler.holdScheduler = () => {
    holding = true
  }
}

/** Opens `path` with React's scheduler held, recording console problems. */
async function openWithSchedulerHeld(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await testbed.context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  await page.addInitScript(holdSchedulerTasks)
  await page.goto(`${testbed.origin}${path}`, { waitUntil: 'load' })
  return { page, problems }
}

/**
 * Starts the island's hydration as the shopper's pointer does, and waits until it is under way:
 * React has taken the island's root (its container mark), nothing is committed (`data-hydrated`).
 */
async function startHydrating(page: Page, island: string, reachFor: string): Promise<void> {
  const element = page.locator(`shop-island[data-island="${island}"]`)
  await element.locator(reachFor).first().hover()
  await element.evaluate(
    (shopIsland) =>
      new Promise<void>((resolve) => {
        const root = shopIsland.querySelector('shop-island-root')!
        const timer = setInterval(() => {
          if (!Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return
          clearInterval(timer)
          resolve()
        }, 20)
      }),
  )
  expect(await element.getAttribute('data-hydrated')).toBeNull()
}

const letSchedulerRun = (page: Page) =>
  page.evaluate(() => (window as unknown as { letSchedulerRun: () => void }).letSchedulerRun())
const holdScheduler = (page: Page) =>
  page.evaluate(() => (window as unknown as { holdScheduler: () => void }).holdScheduler())

describe('an island takes over what the shopper did while it hydrated', () => {
  it('keeps a colour and then a size tapped while the configurator hydrates, and prices that variant', async () => {
    const { page, problems } = await openWithSchedulerHeld('/en/product/SL-00273')
    await startHydrating(page, 'product/Configurator', 'form')
    const form = page.locator('main form[action="/en/cart"]:has(input[name="_action"][value="add"])')
    await form.getByRole('radio', { name: 'Black' }).click()
    await form.getByRole('radio', { name: '41', exact: true }).click()
    // The browser shows the ticks before React has the island.
    await expect(form.locator('input[name="color"][value="black"]').isChecked()).resolves.toBe(true)
    await expect(form.locator('input[name="size"][value="41"]').isChecked()).resolves.toBe(true)
    await letSchedulerRun(page)
    await expect.poll(() => form.locator('legend').first().textContent()).toBe('Colour: Black')
    await expect.poll(() => form.locator('legend').nth(1).textContent()).toBe('Size: 41')
    await expect.poll(() => form.locator('[aria-live] p').last().textContent()).toBe('Only 9 left')
    await expect.poll(() => new URL(page.url()).search).toBe('?color=black&size=41')
    expect(problems).toEqual([])
    await page.close()
  })

  it('adds to the cart what was chosen when "Add to cart" is tapped while the configurator hydrates', async () => {
    await testbed.context.clearCookies()
    const { page, problems } = await openWithSchedulerHeld('/en/product/SL-00273')
    await startHydrating(page, 'product/Configurator', 'form')
    const form = page.locator('main form[action="/en/cart"]:has(input[name="_action"][value="add"])')
    await form.getByRole('radio', { name: 'Mustard' }).click()
    await form.getByRole('radio', { name: '41', exact: true }).click()
    await form.locator('button[type="submit"]').click()
    await letSchedulerRun(page)
    await form
      .locator('[role="status"]', { hasText: 'The product is in your cart.' })
      .waitFor({ timeout: 15_000 })
    // Added by the hydrated island, in place: the page was not sent as a plain form.
    expect(new URL(page.url()).pathname).toBe('/en/product/SL-00273')
    await page.goto(`${testbed.origin}/en/cart`, { waitUntil: 'load' })
    const cart = (await page.locator('main').textContent()) ?? ''
    expect(cart).toContain('Mustard')
    expect(cart).toContain('41')
    expect(problems).toEqual([])
    await page.close()
  })

  it('keeps every character typed into the search box while it hydrates, then suggests products for them', async () => {
    const { page, problems } = await openWithSchedulerHeld('/en/')
    const box = page.locator('header form[role="search"] input[name="q"]')
    await startHydrating(page, 'header/SearchBox', 'input[name="q"]')
    await box.click()
    await box.pressSequentially('slipp')
    await letSchedulerRun(page)
    await box.pressSequentially('er')
    await expect(box.inputValue()).resolves.toBe('slipper')
    await expect
      .poll(() => headerSuggestions(page).count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
    await expect(box.inputValue()).resolves.toBe('slipper')
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('the page hears what the shopper does in an island while it hydrates', () => {
  it('closes the open store switcher when the shopper taps into the search box while it hydrates', async () => {
    const { page, problems } = await openWithSchedulerHeld('/en/')
    await letSchedulerRun(page)
    const switcherIsland = page.locator('shop-island[data-island="header/StoreSwitcher"]')
    await switcherIsland.locator('summary').hover()
    await page
      .locator('shop-island[data-island="header/StoreSwitcher"][data-hydrated]')
      .waitFor({ state: 'attached' })
    await holdScheduler(page)
    await switcherIsland.locator('summary').click()
    const switcher = switcherIsland.locator('details')
    await expect(switcher.getAttribute('open')).resolves.not.toBeNull()
    await startHydrating(page, 'header/SearchBox', 'input[name="q"]')
    await page.locator('header form[role="search"] input[name="q"]').click()
    await expect.poll(() => switcher.getAttribute('open')).toBeNull()
    await expect(
      page.locator('shop-island[data-island="header/SearchBox"]').getAttribute('data-hydrated'),
    ).resolves.toBeNull()
    expect(problems).toEqual([])
    await page.close()
  })

  it('keeps what the shopper pastes into the search box while it hydrates, without hydrating it inside the paste, then suggests products for it', async () => {
    await testbed.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: testbed.origin })
    const { page, problems } = await openWithSchedulerHeld('/en/')
    const island = page.locator('shop-island[data-island="header/SearchBox"]')
    const box = page.locator('header form[role="search"] input[name="q"]')
    await startHydrating(page, 'header/SearchBox', 'input[name="q"]')
    await box.click()
    await page.evaluate(() => navigator.clipboard.writeText('slipper'))
    await page.keyboard.press('ControlOrMeta+V')
    await expect(box.inputValue()).resolves.toBe('slipper')
    // The scheduler is held: only a hydration inside an event (the paste, a double click) could have committed it.
    await expect(island.getAttribute('data-hydrated')).resolves.toBeNull()
    await box.dblclick()
    await expect(island.getAttribute('data-hydrated')).resolves.toBeNull()
    await letSchedulerRun(page)
    await expect.poll(() => island.getAttribute('data-hydrated')).not.toBeNull()
    await expect(box.inputValue()).resolves.toBe('slipper')
    await expect
      .poll(() => headerSuggestions(page).count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
    expect(problems).toEqual([])
    await page.close()
  })
})
