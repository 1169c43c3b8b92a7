import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('document head', () => {
  it('declares its character set within the first 1024 bytes of every kind of page (HTML spec)', async () => {
    const pages = [
      '/en/',
      '/fr/category/3',
      '/de/product/SL-00273',
      '/it/search/pantofole',
      '/en/no/such/page',
      '/en/search/%E0%A4%A',
    ]
    for (const url of pages) {
      const response = await server.app.inject({ url })
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      const firstBytes = Buffer.from(response.body, 'utf8').subarray(0, 1024).toString('latin1')
      expect(firstBytes, url).toContain('<meta charset="utf-8">')
    }
  })

  it('keeps the inlined styles in the head', async () => {
    const { body } = await server.app.inject({ url: '/en/' })
    const head = body.slice(0, body.indexOf('</head>'))
    expect(head).toMatch(/<style>[^<]+<\/style>/)
    expect(head).not.toContain('rel="stylesheet"')
  })
})
