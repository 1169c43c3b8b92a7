import { spawn } from 'node:child_process'
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from '../helpers/browser.ts'
import { copySeededTemplate } from '../../db/seedTemplate.ts'
import { productionNodeArguments } from '../../server/productionProcess.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** A data folder holding a seeded database (a copy of the tests' template: seeding anew is slow). */
async function seededDataFolder(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'))
  await copySeededTemplate(path.join(root, 'var', 'test-template'), path.join(dataDir, 'db'))
  return dataDir
}

/** The shop as `npm run serve` starts it (the compiled server) on `port` and `dataDir`: the process, its exit code to come and its log so far. */
function startShop(port: number, dataDir: string) {
  const shop = spawn(process.execPath, productionNodeArguments(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The server's log explains an unexpected exit code (which hook failed, or the forced exit).
  let log = ''
  for (const stream of [shop.stdout, shop.stderr])
    stream.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)))
  const exited = new Promise<number | null>((resolve) => shop.once('exit', resolve))
  return { shop, exited, log: () => log }
}

/** Waits until the shop on `origin` is ready (a slow start when the machine is busy). */
async function untilReady(origin: string): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(`${origin}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000, interval: 250 },
    )
    .toBe(200)
}

describe('graceful shutdown', () => {
  it('finishes a request still arriving at SIGTERM, then exits 0 and stops accepting', async () => {
    const port = await freePort()
    const dataDir = await seededDataFolder()
    const { shop, exited, log: shopLog } = startShop(port, dataDir)
    const origin = `http://127.0.0.1:${port}`
    try {
      await untilReady(origin)
      // A request whose body is still arriving at SIGTERM is in flight for sure; it goes over its
      // own keep-alive connection, which must not hold the shutdown once answered. `Expect:
      // 100-continue` tells when the server has parsed its headers: before that, the connection
      // counts as idle and closing is right to drop it (the flake of a loaded machine).
      const payload = JSON.stringify({ logs: [] })
      const agent = new http.Agent({ keepAlive: true })
      const request = http.request(`${origin}/fr/client-log-handler?client_id=shutdown-test`, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          expect: '100-continue',
        },
      })
      const serverHasRequest = new Promise<void>((resolve) => request.once('continue', () => resolve()))
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (body += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        })
        request.on('error', reject)
      })
      request.flushHeaders()
      await serverHasRequest
      request.write(payload.slice(0, 10))
      await new Promise((resolve) => setTimeout(resolve, 200))
      shop.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 300))
      request.end(payload.slice(10))
      const { status, body } = await answered
      expect(status, body).toBe(200)
      expect(await exited, shopLog()).toBe(0)
      await expect(fetch(`${origin}/healthz`)).rejects.toThrow()
    } finally {
      shop.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 200_000)
})
