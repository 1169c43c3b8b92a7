import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { cardsOf, headOf, openPage, pathOf } from './listingPage.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const open = (url: string) => openPage(server.app, url)

describe('search page', () => {
  it('lists the results with the total in the heading, kept out of indexes', async () => {
    const { statusCode, document } = await open('/en/search/mule')
    expect(statusCode).toBe(200)
    const heading = document.querySelector('h1')?.textContent ?? ''
    expect(heading).toMatch(/^Search results for “mule” \(\d+\)$/)
    expect(Number(/\((\d+)\)/.exec(heading)?.[1])).toBeGreaterThan(0)
    expect(cardsOf(document).length).toBeGreaterThan(0)
    expect(headOf(document)).toMatchObject({ robots: 'noindex, follow', canonical: null })
  })

  it('offers the same facets, sort and paging as a category, as links under the search path', async () => {
    const { document } = await open('/fr/search/chaussons')
    const genre = document.querySelector('a[data-facet="genre"][data-value="301"]')
    expect(genre?.textContent).toContain('Enfant')
    expect(pathOf(genre?.getAttribute('href'))).toBe('/fr/search/chaussons?genre=301')
    const kids = await open(pathOf(genre?.getAttribute('href')))
    expect(kids.statusCode).toBe(200)
    expect(cardsOf(kids.document).length).toBeGreaterThan(0)
    expect(kids.document.querySelector('main article img')?.getAttribute('srcset')).toContain(
      '-child-small.svg',
    )
    expect(pathOf(document.querySelector('a[data-sort=\'{"price":"asc"}\']')?.getAttribute('href'))).toBe(
      `/fr/search/chaussons?sort=${encodeURIComponent('{"price":"asc"}')}`,
    )
    expect(pathOf(document.querySelector('a[rel="next"]')?.getAttribute('href'))).toBe(
      '/fr/search/chaussons?page=2',
    )
  })

  it('shows results filtered by colour in that colour, linking to the product with it chosen', async () => {
    const { document } = await open('/en/search/sock?color=navy')
    const cards = [...document.querySelectorAll('main article')]
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/-navy-default-small\.svg$/)
      expect(pathOf(card.querySelector('a')?.getAttribute('href'))).toMatch(/^\/en\/[a-z0-9-]+\?color=navy$/)
    }
  })

  it('lets the store switcher keep the search and its filters', async () => {
    const { document } = await open('/en/search/mule?genre=299')
    expect(pathOf(document.querySelector('header a[hreflang="de-DE"]')?.getAttribute('href'))).toBe(
      '/de/search/mule?genre=299',
    )
  })

  it('answers search text and filter values over 200 characters with a normal page, logging no error', async () => {
    const consoleError = vi.spyOn(console, 'error')
    const long = 'a'.repeat(250)
    try {
      const search = await open(`/en/search/${long}`)
      expect(search.statusCode).toBe(200)
      expect(search.document.querySelector('h1')?.textContent).toBe(
        `Search results for “${'a'.repeat(200)}” (0)`,
      )
      for (const url of [`/en/search/mule?color=${long}`, `/en/category/3?color=${long}&size=${long}`]) {
        const { statusCode, document } = await open(url)
        expect(statusCode, url.slice(0, 40)).toBe(200)
        expect(cardsOf(document).length, url.slice(0, 40)).toBeGreaterThan(0)
      }
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      consoleError.mockRestore()
    }
  })

  it('shows a search text with a slash as typed, and keeps it through the store switcher', async () => {
    const { statusCode, document } = await open('/en/search/a%2Fb')
    expect(statusCode).toBe(200)
    expect(document.querySelector('h1')?.textContent).toMatch(/^Search results for “a\/b” \(\d+\)$/)
    expect(document.title).toContain('“a/b”')
    const german = document.querySelector('header a[hreflang="de-DE"]')?.getAttribute('href')
    expect(pathOf(german)).toBe('/de/search/a%2Fb')
    const switched = await open(pathOf(german))
    expect(switched.document.querySelector('h1')?.textContent).toContain('a/b')
  })

  it('suggests categories when nothing matches', async () => {
    const { statusCode, document } = await open('/en/search/zzqxwv')
    expect(statusCode).toBe(200)
    expect(document.querySelector('h1')?.textContent).toBe('Search results for “zzqxwv” (0)')
    expect(document.body.textContent).toContain('No products match your search.')
    const suggestions = [...document.querySelectorAll('nav[aria-label="Suggested categories"] a')].map(
      (link) => pathOf(link.getAttribute('href')),
    )
    expect(suggestions).toEqual(['/en/men', '/en/women', '/en/kids'])
  })

  it('sends the header form submission ?q= on to /search/<query>', async () => {
    const response = await server.app.inject({ url: '/de/search?q=Hausschuhe%20rot' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/de/search/Hausschuhe%20rot')
    const empty = await server.app.inject({ url: '/de/search?q=' })
    expect(empty.statusCode).toBe(200)
  })

  it('renders the header search box as a GET form to the search route, a labelled combobox', async () => {
    const { document } = await open('/it/')
    const form = document.querySelector('header form[role="search"]')
    expect(form?.getAttribute('method')).toBe('get')
    expect(form?.getAttribute('action')).toBe('/it/search')
    const input = form?.querySelector('input[name="q"]')
    // HTML allows role="combobox" and aria-expanded on a text input, not on a search input.
    expect(input?.getAttribute('type')).toBe('text')
    expect(input?.getAttribute('role')).toBe('combobox')
    expect(input?.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(input?.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe(
      'listbox',
    )
    expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent).toBeTruthy()
  })

  it('finds slippers for what shoppers type in each store', async () => {
    for (const url of [
      '/en/search/slippers',
      '/en/search/slipper',
      '/de/search/hausschuhe',
      '/it/search/pantofole',
      '/fr/search/pantoufle',
    ]) {
      const { statusCode, document } = await open(url)
      expect(statusCode).toBe(200)
      const total = Number(/\((\d+)\)$/.exec(document.querySelector('h1')?.textContent ?? '')?.[1])
      expect(total, url).toBeGreaterThan(100)
      expect(cardsOf(document).length).toBeGreaterThan(0)
      expect(document.querySelector('[data-corrected-query]'), url).toBeNull()
    }
  })

  it('says which text it searched for when it forgave a typo, in the store language', async () => {
    const { document } = await open('/en/search/slipers')
    expect(document.querySelector('h1')?.textContent).toMatch(/^Search results for “slipers” \((\d{3,})\)$/)
    expect(document.querySelector('[data-corrected-query]')?.textContent).toBe('Showing results for slippers')
    expect(cardsOf(document).length).toBeGreaterThan(0)
    const german = await open('/de/search/hausshuhe')
    expect(german.document.querySelector('[data-corrected-query]')?.textContent).toBe(
      'Ergebnisse für hausschuhe',
    )
    const french = await open('/fr/search/chausette')
    expect(french.document.querySelector('[data-corrected-query]')?.textContent).toBe(
      'Résultats affichés pour chaussette',
    )
  })
})
