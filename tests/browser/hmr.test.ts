import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../server/app.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort } from '../helpers/browser.ts'

// Dev mode: `npm run dev` serves Vite's middleware with HMR on Fastify's own port.
const ISLAND_FILE = path.resolve(import.meta.dirname, '../../components/header/StoreSwitcher.island.tsx')
const original = fs.readFileSync(ISLAND_FILE, 'utf8')
let app: FastifyInstance
let browser: Browser
let origin: string
let dataDir: string

beforeAll(async () => {
  const port = await freePort()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dev-'))
  app = await buildServer({
    config: { mode: 'development', port, host: '127.0.0.1', dataDir },
    logger: false,
  })
  await app.listen({ port, host: '127.0.0.1' })
  origin = `http://localhost:${port}`
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
}, 120_000)

afterAll(async () => {
  fs.writeFileSync(ISLAND_FILE, original)
  await browser?.close()
  await app?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const switcherButton = 'shop-island[data-island="header/StoreSwitcher"] summary'

async function openHydratedHome(): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`${origin}/en/`)
  await page.locator(switcherButton).hover()
  await page
    .locator('shop-island[data-island="header/StoreSwitcher"][data-hydrated]')
    .waitFor({ state: 'attached', timeout: 30_000 })
  // A value only the current document has: it survives a hot update, not a reload.
  await page.evaluate(() => Object.assign(window, { hmrProbe: 'same document' }))
  return page
}

describe('hot module replacement in dev mode', () => {
  it('shows an edit to an island component and to its Linaria style without a full reload', async () => {
    const page = await openHydratedHome()
    try {
      fs.writeFileSync(ISLAND_FILE, original.replace('{code}\n      </summary>', '{code}!\n      </summary>'))
      await expect.poll(() => page.locator(switcherButton).textContent(), { timeout: 15_000 }).toBe('EN!')

      fs.writeFileSync(ISLAND_FILE, original.replace('min-width: 4.4rem;', 'min-width: 7.7rem;'))
      await expect
        .poll(() => page.locator(switcherButton).evaluate((button) => getComputedStyle(button).minWidth), {
          timeout: 15_000,
        })
        .toBe('77px')
      expect(await page.evaluate(() => (window as unknown as { hmrProbe?: string }).hmrProbe)).toBe(
        'same document',
      )
    } finally {
      fs.writeFileSync(ISLAND_FILE, original)
      await page.close()
    }
  }, 60_000)

  it('serves the HMR websocket on the shop port, not a port of its own', async () => {
    const page = await browser.newPage()
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    await page.goto(`${origin}/en/`)
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0)
    for (const url of sockets) expect(new URL(url).port).toBe(new URL(origin).port)
    await page.close()
  }, 60_000)
})
