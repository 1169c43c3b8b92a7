import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../server/app.ts'

let app: FastifyInstance
let dataDir: string
const logLines: string[] = []
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-errors-'))
  app = await buildServer({
    config: { mode: 'test', dataDir },
    logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } } as never,
  })
  // A route outside the shop API that fails the way a broken dependency would.
  app.get('/fr/broken-feed.xml', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/shop/graphql/db/query.ts:42')
  })
  app.get('/fr/picky', async () => {
    throw Object.assign(new Error('The feed takes no page parameter'), { statusCode: 400 })
  })
  await app.ready()
}, 120_000)
afterAll(async () => {
  await app?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('app-wide error handler', () => {
  it('answers a server error outside the shop API with a generic message and logs the details', async () => {
    const response = await app.inject('/fr/broken-feed.xml')
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('secret_table')
    expect(response.body).not.toContain('/srv/shop')
    expect(response.json()).toMatchObject({
      statusCode: 500,
      message: expect.stringContaining('Something went wrong'),
    })
    expect(logLines.join('')).toContain('secret_table')
  })

  it('keeps the status and message of a client error', async () => {
    const response = await app.inject('/fr/picky')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'The feed takes no page parameter' })
  })
})
