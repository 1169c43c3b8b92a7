import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../helpers/testServer.ts'
import { cardsOf, openPage } from './listingPage.ts'
import { CARDS, exportCategoryFixture } from '../../bench/peers/exportFixture.ts'
import { CategoryPage, type CategoryFixture } from '../../bench/peers/shared/CategoryPage.tsx'
import { documentOf } from '../helpers/formShopper.ts'

// bench:peers compares the shop with other frameworks on "the same page": the fixture exported
// from the seed, rendered by the peers' shared component, must show what the shop's page shows.
let dataDir: string
let exported: { pagePath: string; fixture: CategoryFixture }
let shopPage: Document
let peerPage: Document

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-peers-fixture-'))
  exported = await exportCategoryFixture(dataDir)
  // The shop on the folder the fixture was read from, as the bench starts it.
  const server = await startTestServer({ dataDir })
  try {
    shopPage = (await openPage(server.app, exported.pagePath)).document
  } finally {
    await server.close()
  }
  const html = renderToString(createElement(CategoryPage, { data: exported.fixture }))
  peerPage = documentOf(`<!doctype html><html><body>${html}</body></html>`)
})
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const pictures = (document: Document) =>
  [...document.querySelectorAll('ul[aria-label] > li > article img')].map((image) => ({
    src: image.getAttribute('src'),
    srcset: image.getAttribute('srcset'),
  }))
const facetLinks = (document: Document) =>
  [...document.querySelectorAll('main aside a[data-facet]')].map((link) => ({
    href: link.getAttribute('href'),
    text: link.textContent,
  }))

describe('bench:peers fixture', () => {
  it('renders the 30 cards of the shop’s category page: same names, links, prices and pictures, in order', () => {
    expect(exported.pagePath).toBe('/en/men')
    const shopCards = cardsOf(shopPage)
    expect(shopCards).toHaveLength(CARDS)
    expect(cardsOf(peerPage)).toEqual(shopCards)
    expect(pictures(peerPage)).toEqual(pictures(shopPage))
  })

  it('lists the facets the shop’s page offers, and its header menu entries', () => {
    const shopFacets = facetLinks(shopPage)
    expect(shopFacets.length).toBeGreaterThan(0)
    expect(facetLinks(peerPage)).toEqual(shopFacets)
    const menuNames = exported.fixture.menu.map((link) => link.name)
    const shopHeader = shopPage.querySelector('header')?.textContent ?? ''
    for (const name of menuNames) expect(shopHeader).toContain(name)
    expect(menuNames.length).toBeGreaterThan(0)
  })
})
