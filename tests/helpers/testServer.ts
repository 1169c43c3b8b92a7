import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../server/app.ts'
import type { ServerConfig } from '../../server/config.ts'
import type { ShopDatabase } from '../../db/openDatabase.ts'

/** A built app on the production build, with its own data folder; call `close()` after. */
export interface TestServer {
  app: FastifyInstance
  dataDir: string
  close(): Promise<void>
}

/**
 * Builds the shop as `npm start` does (the production build in dist/, which `npm test`
 * makes first), with a fresh data folder so tests never share state; on `database` when given
 * (a test database on PostgreSQL, `tests/api/helpers/testDatabase.ts`), closed with the app.
 */
export async function startTestServer(
  config: Partial<ServerConfig> = {},
  options: { database?: ShopDatabase; logLines?: string[] } = {},
): Promise<TestServer> {
  const dataDir = config.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'))
  const app = await buildServer({
    config: { mode: 'test', dataDir, ...config },
    logger: options.logLines
      ? { level: 'info', stream: { write: (line: string) => void options.logLines?.push(line) } }
      : false,
    ...(options.database ? { database: options.database } : {}),
  })
  await app.ready()
  return {
    app,
    dataDir,
    async close() {
      await app.close()
      if (!config.dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
