import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { loadConfig } from '../../server/config.ts'
import { RENDER_PROBE, type RenderProbe } from '../../renderer/renderProbe.ts'

// Every request renders: what a shopper sees comes from the reused frame, not from the page cache.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ pageCache: { ...loadConfig({}).pageCache, enabled: false } })
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const page = async (url: string) => (await server.app.inject({ url, headers: { accept: 'text/html' } })).body

/** The page as React renders its whole tree, header and footer included (the probe the render bench uses). */
async function renderedWhole(url: string): Promise<string> {
  const probeSlot = globalThis as { [RENDER_PROBE]?: RenderProbe }
  probeSlot[RENDER_PROBE] = (buildElement) => (islands) => renderToString(buildElement(islands))
  try {
    return await page(url)
  } finally {
    delete probeSlot[RENDER_PROBE]
  }
}

/** Where two documents first differ, forms' one-time tokens aside (null when they are the same). */
function firstDifference(actual: string, expected: string): string | null {
  const withoutTokens = (html: string) => html.replace(/name="_csrf" value="[^"]*"/g, 'name="_csrf"')
  const [a, b] = [withoutTokens(actual), withoutTokens(expected)]
  if (a === b) return null
  let index = 0
  while (a[index] === b[index]) index += 1
  return `at ${index}: ${a.slice(index - 80, index + 80)} ≠ ${b.slice(index - 80, index + 80)}`
}

/** The top entries of the header's menu marked as the page's section. */
const activeMenuEntries = (html: string) =>
  [...html.matchAll(/<details name="main-menu"[^>]*data-active="true"[^>]*><summary>([^<]+)</g)].map(
    (match) => match[1],
  )

/** The links marked as the current page (`aria-current`), by address. */
const currentLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map((match) => match[1])

/** The store switcher's addresses of this page in the other stores (its island's props). */
const alternates = (html: string) => {
  const props =
    /<shop-island data-island="[^"]*StoreSwitcher[^"]*"[^>]*><script type="application\/json">(.*?)<\/script>/.exec(
      html,
    )?.[1]
  return props
    ? (JSON.parse(props) as { props: { alternates?: Record<string, string> } }).props.alternates
    : undefined
}

describe('the frame shared by every page', () => {
  it('is the same markup as the page rendered whole, page after page (header islands, active links, footer)', async () => {
    for (const url of [
      '/en/men',
      '/en/',
      '/en/women',
      '/en/product/SL-00273',
      '/en/search/slippers',
      '/en/contact',
      '/en/login',
      '/en/no-such-page',
    ])
      expect(firstDifference(await page(url), await renderedWhole(url)), url).toBeNull()
  })

  it('shows each page’s own section, current links and addresses in the other stores', async () => {
    const men = await page('/en/men')
    const women = await page('/en/women')
    const contact = await page('/en/contact')
    expect(activeMenuEntries(men)).toEqual(['Men'])
    expect(activeMenuEntries(women)).toEqual(['Women'])
    expect(activeMenuEntries(contact)).toEqual([])
    expect(currentLinks(contact)).toContain('/en/contact')
    expect(currentLinks(men)).not.toContain('/en/contact')
    expect(alternates(men)?.b2c_fr).toMatch(/^\/[a-z]/)
    expect(alternates(men)).not.toEqual(alternates(women))
    expect(alternates(contact)).toBeUndefined()
  })

  it('shows an edited menu at the next page, the page cache being off', async () => {
    expect(await page('/en/men')).toContain('All Men')
    // Category 100 is "Men" in the header's menu of every page; its rename purges the menu.
    await server.app.shopDatabase.db
      .updateTable('category_translation')
      .set({ name: 'Gentlemen' })
      .where('category_id', '=', 100)
      .where('language', '=', 'en')
      .execute()
    await expect.poll(() => page('/en/women'), { timeout: 5000, interval: 25 }).toContain('All Gentlemen')
    expect(await page('/en/men')).not.toContain('All Men<')
    expect(activeMenuEntries(await page('/en/men'))).toEqual(['Gentlemen'])
  })
})
