import fs from 'node:fs'
import net from 'node:net'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startTestServer, type TestServer } from './testServer.ts'
import type { ServerConfig } from '../../server/config.ts'
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  formatConsentCookie,
} from '../../config/consentCookie.ts'

/** Flags every browser test runs Chromium with (DEVELOPERS.md): no sandbox, no network chatter. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * CHROME_PATH, else Debian's Chromium headless shell (package chromium-headless-shell: the
 * same Blink and V8 without the desktop browser around them; the browser tests took 40% less
 * CPU than with the full `chromium` in headless mode), else Debian's full Chromium.
 */
export const CHROMIUM_PATH =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium'

/** Finds a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** A shop listening on a real port, and a fresh Chromium profile pointed at it. */
export interface BrowserTestbed {
  server: TestServer
  origin: string
  context: BrowserContext
  close(): Promise<void>
}

/** How a test's browser starts: JavaScript (on unless told), and whether its shopper still has the cookie choice to make. */
export interface BrowserOptions {
  javaScriptEnabled?: boolean
  /**
   * True for a shopper who has not answered the cookie banner yet (tests of the banner). Otherwise
   * every page opens with a choice made (necessary cookies only), even after `clearCookies()`:
   * the banner, fixed at the bottom, would cover what other tests click.
   */
  askConsent?: boolean
  /**
   * True for a shopper whose browser preloads links (tests of the preloading). Otherwise the
   * shopper has asked to save data, which the shop honours by preloading nothing: on a phone
   * every link in view for 500 ms was fetched and rendered, pages no test looked at, about an
   * eighth of the browser tests' time.
   */
  preloadLinks?: boolean
  /**
   * True for a browser that installs the shop's service worker (tests of the offline screen).
   * Otherwise the browser has none: the worker only hands navigations to the network
   * (and shows the offline screen when it is down), and passing every navigation through it
   * cost about a seventh of Chromium's CPU.
   */
  serviceWorkers?: boolean
}

/** What Chromium says of a connection whose user asked to save data (`navigator.connection.saveData`). */
function saveDataInitScript() {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true, effectiveType: '4g' },
  })
}

/** The cookie choice of browser-test shoppers who are not asked (see {@link BrowserOptions.askConsent}). */
const TEST_SHOPPER_CONSENT = `${CONSENT_COOKIE_NAME}=${formatConsentCookie({ version: CONSENT_POLICY_VERSION, analytics: false, marketing: false, givenAt: 1_795_000_000, id: 'browserTestShopperChoice' })}`

/**
 * Two testbeds, keyed by whether the browser runs JavaScript: pages whose forms must work with
 * and without it. Close each after the tests.
 */
export async function startScriptedAndPlainTestbeds(
  config: Partial<ServerConfig> = {},
): Promise<Map<boolean, BrowserTestbed>> {
  const [scripted, plain] = await Promise.all([
    startBrowserTestbed(config),
    startBrowserTestbed(config, { javaScriptEnabled: false }),
  ])
  return new Map([
    [true, scripted],
    [false, plain],
  ])
}

/** Starts the production build on a free port and a headless Chromium with a fresh profile (JavaScript on unless told). */
export async function startBrowserTestbed(
  config: Partial<ServerConfig> = {},
  browser: BrowserOptions = {},
): Promise<BrowserTestbed> {
  const port = await freePort()
  const server = await startTestServer({ port, host: '127.0.0.1', ...config })
  await server.app.listen({ port, host: '127.0.0.1' })
  const profile = await launchFreshProfile(browser)
  return {
    server,
    origin: `http://localhost:${port}`,
    context: profile.context,
    async close() {
      await profile.close()
      await server.close()
    },
  }
}

/**
 * The Chromium of this test process, launched at its first use (with a fresh user data folder of
 * Playwright's) and kept for the next files of the worker: each testbed gets a context of its own
 * in it. A launch per testbed cost about a third of a second of CPU and of waiting, ninety times a run.
 */
let processChromium: Promise<Browser> | undefined

async function chromiumOfThisProcess(): Promise<Browser> {
  const running = await processChromium?.catch(() => undefined)
  if (running?.isConnected()) return running
  processChromium = chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
  return processChromium
}

/**
 * Closes the Chromium of this process, if launched: a script run outside vitest (a bench) calls
 * it at its end, or Node keeps running for the browser's connection.
 */
export async function closeChromiumOfThisProcess(): Promise<void> {
  const running = await processChromium?.catch(() => undefined)
  processChromium = undefined
  await running?.close()
}

/**
 * A fresh browser profile of its own (a second shopper's browser: no cookies, storage or cache
 * shared): a new context of the process's headless Chromium.
 */
export async function launchFreshProfile(
  browser: BrowserOptions = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const context = await (
    await chromiumOfThisProcess()
  ).newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: browser.javaScriptEnabled ?? true,
  })
  if (!browser.preloadLinks) await context.addInitScript(saveDataInitScript)
  // A browser without service workers, as the shop expects some are: it registers none, and says nothing (Playwright's own blocking logs an error per page).
  if (!browser.serviceWorkers)
    await context.addInitScript(
      () => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker,
    )
  if (!browser.askConsent) {
    // Written before the page's scripts run, so the shell finds a choice on every page.
    await context.addInitScript((cookie) => {
      if (location.protocol.startsWith('http') && !document.cookie.includes(cookie.split('=')[0] + '='))
        document.cookie = `${cookie}; path=/`
    }, TEST_SHOPPER_CONSENT)
  }
  return { context, close: () => context.close() }
}

/**
 * Hydrates an island whose strategy is the first interaction (the product page's configurator,
 * the gift card form) as a shopper reaching for it does: the pointer enters its form. Waits
 * until it has hydrated.
 */
export async function hydrateFormIsland(page: Page, islandId: string): Promise<void> {
  const island = page.locator(`shop-island[data-island="${islandId}"]`)
  await island.locator('form').first().hover()
  await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: 10_000 })
}

/** Hydrates the product page's configurator (see {@link hydrateFormIsland}). */
export async function hydrateConfigurator(page: Page): Promise<void> {
  await hydrateFormIsland(page, 'product/Configurator')
}

/** The header search box's suggestions on show. */
export function headerSuggestions(page: Page) {
  return page.locator('header [role="listbox"]:visible [role="option"]')
}
