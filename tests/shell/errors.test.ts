import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  // The test closed the database on purpose; closing it again is expected to fail.
  await server.close().catch((error: Error) => expect(error.message).toMatch(/closed/))
})

describe('a failure while rendering a page', () => {
  it('renders the generic error screen inside the layout with status 500, and hides the cause', async () => {
    // The database going away mid-flight is the failure a shopper could really meet.
    await server.app.shopDatabase.close()
    const response = await server.app.inject({ url: '/en/some-content-page' })
    expect(response.statusCode).toBe(500)
    expect(response.headers['cache-control']).toMatch(/no-store/)
    expect(response.body).toContain('An error occured.')
    expect(response.body).toContain('You can try to refresh this page. If the problem persists, contact us.')
    expect(response.body).toMatch(/<button[^>]*data-action="reload"[^>]*>Refresh page<\/button>/)
    expect(response.body).toMatch(/<a href="\/en\/"[^>]*>Return to website<\/a>/)
    expect(response.body).toContain('<header')
    expect(response.body).not.toMatch(/pglite|sql|stack/i)
  })

  it('reports the server not ready while its database is gone, though still alive', async () => {
    const ready = await server.app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ status: 'not ready', checks: { database: false } })
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })
})
