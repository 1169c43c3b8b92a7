import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import {
  hasPostgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../helpers/privatePostgres.ts'
import { createGraphqlAgent } from '../api/helpers/graphqlAgent.ts'

const OUTAGE_MS = 8000
const STORE_CONFIG = '{ storeConfig { store_code } }'
// pino's levels: 40 warn, 50 error.
const WARN = 40
const ERROR = 50

interface LogLine {
  level: number
  msg: string
  refusedRequests?: number
}

let postgres: PrivatePostgres
let server: TestServer
const logLines: string[] = []
beforeAll(async () => {
  postgres = await startPrivatePostgres()
  server = await startTestServer({ databaseUrl: postgres.url, databaseProbeIntervalMs: 200 }, { logLines })
}, 180_000)
afterAll(async () => {
  await server?.close()
  await postgres?.destroy()
})

const parsed = (from: number): LogLine[] => logLines.slice(from).map((line) => JSON.parse(line) as LogLine)
const page = (url: string) => server.app.inject({ url, headers: { accept: 'text/html' } })
const readyz = async () =>
  (await server.app.inject({ url: '/readyz' })).json() as {
    status: string
    details: {
      database: {
        available: boolean
        outages: number
        refusedRequests: number
        unavailableSince: string | null
      }
    }
  }

describe.runIf(hasPostgresBinaries())('the log during a PostgreSQL outage', () => {
  it('says once that the database went away and once that it is back, and counts the 503 answers instead of logging each', async () => {
    expect((await page('/en/')).statusCode).toBe(200)
    expect((await readyz()).details.database).toMatchObject({
      available: true,
      outages: 0,
      refusedRequests: 0,
    })
    const before = logLines.length

    // Nothing may bypass the log either: no console.error (React's report of a failed render) and no stderr.
    const consoleErrors: string[] = []
    const stderr: string[] = []
    const consoleError = vi
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ')))
    const stderrWrite = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk: string | Uint8Array) => Boolean(stderr.push(String(chunk))))
    let refused = 0
    try {
      await postgres.stop()
      const ends = Date.now() + OUTAGE_MS
      while (Date.now() < ends) {
        const answers = await Promise.all([
          page('/en/'),
          page('/fr/category/3'),
          page('/de/search/socken'),
          createGraphqlAgent(server.app).query(STORE_CONFIG),
        ])
        const statuses = answers.map((answer) => ('statusCode' in answer ? answer.statusCode : answer.status))
        refused += statuses.filter((status) => status === 503).length
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      consoleError.mockRestore()
      stderrWrite.mockRestore()
    }
    expect(consoleErrors).toEqual([])
    expect(stderr).toEqual([])
    // Dozens of refused requests (the audit saw 119 error lines in 15 s), and one warning for them all.
    expect(refused).toBeGreaterThan(20)
    // No error line at all, and one warning: the outage, named once (no "Reply was already sent" either:
    // each maintenance page is sent once).
    expect(parsed(before).filter((line) => line.level >= ERROR)).toEqual([])
    expect(
      parsed(before)
        .filter((line) => line.level >= WARN)
        .map((line) => line.msg),
    ).toEqual(['database unreachable: answering 503 until it is back'])
    const during = (await readyz()).details.database
    expect(during.available).toBe(false)
    expect(during.outages).toBe(1)
    expect(during.unavailableSince).toMatch(/^\d{4}-\d\d-\d\dT/)
    // Every 503 is counted (the first request meeting the outage may have failed before the shop knew).
    expect(during.refusedRequests).toBeGreaterThanOrEqual(refused - 1)

    const afterOutage = logLines.length
    await postgres.start()
    await expect
      .poll(async () => (await page('/en/')).statusCode, { timeout: 10_000, interval: 100 })
      .toBe(200)
    const back = parsed(afterOutage).filter((line) => /database/i.test(line.msg))
    expect(back).toHaveLength(1)
    expect(back[0]?.msg).toMatch(/^database reachable again after \d+ s; \d+ requests were answered 503$/)
    // The polls made while the probe had not yet seen PostgreSQL back were refused too: counted, and in the line.
    const after = (await readyz()).details.database
    expect(after).toMatchObject({ available: true, outages: 1, unavailableSince: null })
    expect(after.refusedRequests).toBeGreaterThanOrEqual(during.refusedRequests)
    expect(back[0]?.refusedRequests).toBe(after.refusedRequests)
    expect(parsed(before).filter((line) => line.level >= ERROR)).toEqual([])
  }, 90_000)
})
