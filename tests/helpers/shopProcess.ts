import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './browser.ts'
import type { GraphqlAgent } from '../api/helpers/graphqlAgent.ts'
import { COMPILED_SERVER } from '../../server/productionProcess.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The shop running as its own process (the compiled server of `npm run build`), as an operator starts it. */
export interface ShopProcess {
  origin: string
  child: ChildProcess
  /** Resolves when the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>
  /** The end of what the process printed (its log explains an unexpected exit). */
  log(): string
  /** Kills it if it still runs and deletes its data folder. */
  dispose(): Promise<void>
}

/**
 * Starts the shop on a free port with `env` added to the test's environment, and waits until
 * `/readyz` answers 200 (a first start on an empty database migrates and seeds it: slow).
 * `nodeArguments` replace node's (`productionNodeArguments()` for the production settings);
 * `cwd` runs the build of another tree (the previous release's), this one's by default.
 */
export async function startShopProcess(
  env: Record<string, string>,
  nodeArguments = ['--enable-source-maps', COMPILED_SERVER],
  { cwd = root }: { cwd?: string } = {},
): Promise<ShopProcess> {
  if (nodeArguments.includes(COMPILED_SERVER) && !fs.existsSync(path.join(cwd, COMPILED_SERVER)))
    throw new Error(`${COMPILED_SERVER} is missing: run "npm run build:server" (npm test does) first`)
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'))
  // node itself, not npm or the tsx CLI, which would run the server in a child process that a
  // SIGKILL of theirs would leave running. Here the process signalled is the server.
  const child = spawn(process.execPath, nodeArguments, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-6000)))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const origin = `http://127.0.0.1:${port}`
  const shop: ShopProcess = {
    origin,
    child,
    exited,
    log: () => log,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exited
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
  // Polled by hand: start-up runs in beforeAll hooks, where expect.poll is not allowed.
  const deadline = Date.now() + 150_000
  while (
    (await fetch(`${origin}/readyz`).then(
      (response) => response.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await shop.dispose()
      throw new Error(`The shop did not become ready:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return shop
}

/**
 * A shopper talking to a shop process's API over HTTP with a session cookie jar, shaped like
 * the in-process agent so the checkout fixtures drive it. `raw` needs an in-process app.
 */
export function httpGraphqlAgent(origin: string, sessionCookie?: string): GraphqlAgent & { origin: string } {
  let session = sessionCookie
  let lastSetCookie: string | undefined
  return {
    origin,
    async query(query, variables = {}, options = {}) {
      const response = await fetch(`${origin}${options.store ?? '/en'}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(session ? { cookie: `shop_session=${session}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      })
      for (const cookie of response.headers.getSetCookie()) {
        lastSetCookie = cookie
        const match = /^shop_session=([^;]*)/.exec(cookie)
        if (match) session = match[1] || undefined
      }
      const body = (await response.json()) as { data?: Record<string, never>; errors?: { message: string }[] }
      return { status: response.status, ...body, headers: Object.fromEntries(response.headers) }
    },
    raw() {
      throw new Error('raw() injects into an in-process app; a shop process is reached with query()')
    },
    sessionCookie: () => session,
    lastSetCookie: () => lastSetCookie,
  }
}
