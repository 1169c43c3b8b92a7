import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from '../helpers/browser.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('graceful shutdown', () => {
  it('finishes an in-flight request on SIGTERM, then exits 0 and stops accepting', async () => {
    const port = await freePort()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'))
    const shop = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/index.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((resolve) => shop.once('exit', resolve))
    const origin = `http://127.0.0.1:${port}`
    try {
      // A fresh database is created and seeded first: slow when the machine is busy.
      await expect.poll(() => fetch(`${origin}/readyz`).then((r) => r.status, () => 0), { timeout: 150_000, interval: 250 }).toBe(200)
      // The sitemap lists every product: long enough to still be in progress at SIGTERM.
      const started = Date.now()
      const inFlight = fetch(`${origin}/fr/sitemap.xml`).then(async (response) => ({ status: response.status, body: await response.text() }))
      await new Promise((resolve) => setTimeout(resolve, 30))
      shop.kill('SIGTERM')
      const { status, body } = await inFlight
      expect(status).toBe(200)
      expect(body.trimEnd().endsWith('</urlset>')).toBe(true)
      expect(Date.now() - started).toBeGreaterThan(30)
      expect(await exited).toBe(0)
      await expect(fetch(`${origin}/healthz`)).rejects.toThrow()
    } finally {
      shop.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 200_000)
})
