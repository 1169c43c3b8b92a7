import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import {
  describeErrors,
  validateHtmlDocuments,
  type HtmlValidationMessage,
} from '../helpers/htmlValidator.ts'
import { documentOf } from '../helpers/formShopper.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

async function fetchPage(url: string): Promise<string> {
  const response = await server.app.inject({ url, headers: { accept: 'text/html' } })
  expect(response.statusCode, url).toBe(200)
  return response.body
}

const links = (html: string, selector: string) =>
  [...documentOf(html).querySelectorAll<HTMLAnchorElement>(selector)].map(
    (link) => link.getAttribute('href') ?? '',
  )

/**
 * The page types a shopper meets in one store, found the way a shopper finds them: the first
 * menu category, its first product, a search, the "about us" CMS page and the fixed routes.
 */
async function storePages(
  base: string,
  searchTerm: string,
  aboutUsKey: string,
): Promise<Record<string, string>> {
  const home = await fetchPage(`${base}/`)
  const categoryUrl = links(home, 'header nav a[href]').find(
    (href) => href.split('/').length === 4 && !href.includes('/user/'),
  ) as string
  const category = await fetchPage(categoryUrl)
  const productUrl = links(category, 'main a[href]').find((href) => /-[a-z]{2}-\d{5}$/.test(href)) as string
  const filteredUrl = `${categoryUrl}?color=grey`
  const cmsUrl = `${base}/${aboutUsKey}`
  const pages: Record<string, string> = { [`${base}/`]: home, [categoryUrl]: category }
  for (const url of [
    filteredUrl,
    productUrl,
    `${base}/search/${searchTerm}`,
    cmsUrl,
    `${base}/Faq`,
    `${base}/cart`,
    `${base}/orders/`,
    `${base}/login`,
  ]) {
    pages[url] = await fetchPage(url)
  }
  return pages
}

describe('HTML validity (W3C Nu HTML checker)', () => {
  let messages: HtmlValidationMessage[] = []
  let checked: string[] = []
  beforeAll(async () => {
    const pages = {
      ...(await storePages('/en', 'slippers', 'about-us')),
      ...(await storePages('/de', 'hausschuhe', 'ueber-uns')),
    }
    checked = Object.keys(pages)
    messages = await validateHtmlDocuments(pages)
  }, 120_000)

  it('checks every page type in /en and /de', () => {
    expect(checked.filter((url) => url.startsWith('/en'))).toHaveLength(10)
    expect(checked.filter((url) => url.startsWith('/de'))).toHaveLength(10)
  })

  it('finds no error on home, category, filtered category, product, search, CMS, FAQ, cart, order look-up and login', () => {
    expect(describeErrors(messages)).toEqual([])
  })
})
