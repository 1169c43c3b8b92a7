// Starting and stopping the compiled shop in production mode for the benches that load it
// over HTTP (bench:ssr, bench:peers): one place for its arguments and its readiness check.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from '../tests/helpers/browser.ts'
import { productionNodeArguments } from '../server/productionProcess.ts'

const root = path.resolve(import.meta.dirname, '..')

/** A shop process and where it listens. */
export interface ShopProcess {
  origin: string
  process: ChildProcess
}

/** Waits until the shop at `origin` answers `/readyz` (two minutes at most). */
export async function waitForReady(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The shop did not become ready')
}

/**
 * Starts the compiled shop (`npm run build`) in production mode on `dataDir` (PGlite, no Redis),
 * with the full-page cache on or off; `env` adds settings (`API_CACHE_SECONDS`).
 */
export async function startShop(
  dataDir: string,
  pageCache: boolean,
  env: Record<string, string> = {},
): Promise<ShopProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, productionNodeArguments(), {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PAGE_CACHE: pageCache ? '1' : '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  child.once('exit', (code, signal) => console.error(`the shop on port ${port} exited (${signal ?? code})`))
  await waitForReady(origin)
  return { origin, process: child }
}

/** Stops a shop or peer process and waits until it has exited (the next shop reopens its PGlite folder). */
export async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  // Asked to stop: its exit is no news.
  child.removeAllListeners('exit')
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
