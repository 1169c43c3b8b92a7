import fs from 'node:fs'
import path from 'node:path'
import type { Manifest } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

// The islands' preload lists hold no CSS (vite/trimBrowserChunks.ts): their styles must come with the page.
const distDir = path.join(import.meta.dirname, '..', '..', 'dist')
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'assets.json'), 'utf8')) as Manifest

/** The stylesheets of manifest entry `key` and of the chunks it imports statically, directly or through others. */
function stylesheetsOf(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return new Set()
  seen.add(key)
  const entry = manifest[key]!
  const sheets = new Set(entry.css ?? [])
  for (const imported of entry.imports ?? [])
    for (const sheet of stylesheetsOf(imported, seen)) sheets.add(sheet)
  return sheets
}

const islandFiles = Object.keys(manifest).filter((key) => key.endsWith('.island.tsx'))
const islandStylesheets = [...new Set(islandFiles.flatMap((key) => [...stylesheetsOf(key)]))].sort()

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('island stylesheets', () => {
  it('are many, one island file or more each (the build these tests read is the current one)', () => {
    expect(islandFiles.length).toBeGreaterThanOrEqual(11)
    expect(islandStylesheets).toContainEqual(expect.stringContaining('searchBox.styles'))
    expect(islandStylesheets).toContainEqual(expect.stringContaining('configurator.styles'))
  })

  // The back office runs no shop script (pages/admin/+client.ts) and e-mails none: no island hydrates there.
  it('are all listed by every page that runs the shop script', () => {
    const pageEntries = Object.keys(manifest).filter(
      (key) =>
        key.startsWith('virtual:vike:page-entry:client:/pages/') &&
        !/:\/pages\/(admin|email)(\/|$)/.test(key),
    )
    expect(pageEntries.length).toBeGreaterThan(40)
    for (const key of pageEntries) {
      const missing = islandStylesheets.filter((sheet) => !stylesheetsOf(key).has(sheet))
      expect(missing, key).toEqual([])
    }
  })

  it('are inlined in the head of pages with islands: category, product, gift card, home, cart', async () => {
    const contents = islandStylesheets.map((sheet) => ({
      sheet,
      // As server/inlineStylesheets.ts writes them.
      css: fs.readFileSync(path.join(distDir, 'client', sheet), 'utf8').replace(/<\/style/gi, '<\\/style'),
    }))
    for (const url of ['/en/men', '/en/product/SL-00273', '/en/product/GIFTCARD', '/de/', '/en/cart']) {
      const { statusCode, body } = await server.app.inject({ url })
      expect(statusCode, url).toBe(200)
      const head = body.slice(0, body.indexOf('</head>'))
      expect(
        contents.filter(({ css }) => !head.includes(css)).map(({ sheet }) => sheet),
        url,
      ).toEqual([])
    }
  })
})
