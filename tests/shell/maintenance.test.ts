import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

let server: TestServer
const logLines: string[] = []
beforeAll(async () => {
  server = await startTestServer({}, { logLines })
})
afterAll(async () => {
  await server.close()
})

describe('maintenance mode', () => {
  it('shows the maintenance screen with 503 and Retry-After while var/maintenance.flag exists', async () => {
    fs.writeFileSync(path.join(server.dataDir, 'maintenance.flag'), '')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const response = await server.app.inject({ url: '/en/category/3' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('300')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('data-mode="maintenance"')
    expect(response.body).toContain('<meta http-equiv="refresh" content="5">')
    expect(response.body).toContain('The shop is currently unavailable')
    expect(response.body).toContain('Please come back in half an hour or so.')
    expect(response.body).toContain(`© ${new Date().getFullYear()} - all rights reserved`)
    const french = await server.app.inject({ url: '/fr/' })
    expect(french.body).toContain('<title>503 - Actuellement indisponible</title>')

    fs.rmSync(path.join(server.dataDir, 'maintenance.flag'))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await server.app.inject({ url: '/en/' })).statusCode).toBe(200)
  })
})

describe('screens that stand in for a page', () => {
  // Each is sent once: the page behind it is neither rendered nor sent after it (Fastify would warn
  // "Reply was already sent"), whether the page is public or read with the session (the cart).
  it('sends the maintenance, not-found, bad-request and too-long screens once, with no warning in the log', async () => {
    const before = logLines.length
    fs.writeFileSync(path.join(server.dataDir, 'maintenance.flag'), '')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    try {
      for (const url of ['/en/', '/de/category/3', '/it/cart'])
        expect((await server.app.inject({ url, headers: { accept: 'text/html' } })).statusCode).toBe(503)
    } finally {
      fs.rmSync(path.join(server.dataDir, 'maintenance.flag'))
    }
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const screens = {
      '/es/category/5': 404,
      '/en/search/%E0%A4%A': 400,
      [`/en/search/${'a'.repeat(3000)}`]: 414,
    }
    for (const [url, status] of Object.entries(screens))
      expect((await server.app.inject({ url, headers: { accept: 'text/html' } })).statusCode).toBe(status)
    const warnings = logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 40)
    expect(warnings.map((line) => line.msg)).toEqual([])
  })
})
