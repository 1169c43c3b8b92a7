import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
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
