import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './browser.ts'

const run = promisify(execFile)

/** A PostgreSQL server of a test's own, on a free loopback port: it may be stopped and started at will. */
export interface PrivatePostgres {
  /** Connection string of its `postgres` database (trust authentication, superuser `postgres`). */
  url: string
  port: number
  /** Stops the server at once, ending every connection (`pg_ctl stop -m fast`). */
  stop(): Promise<void>
  /** Starts it again on the same port and data, and waits until it accepts connections. */
  start(): Promise<void>
  /** Stops it and deletes its data. */
  destroy(): Promise<void>
}

/** Folder of the newest PostgreSQL binaries Debian installed (`/usr/lib/postgresql/<major>/bin`). */
function postgresBinaries(): string {
  const base = '/usr/lib/postgresql'
  const majors = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const major = majors.find((name) => fs.existsSync(path.join(base, name, 'bin', 'initdb')))
  if (!major)
    throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)')
  return path.join(base, major, 'bin')
}

/** True when Debian's PostgreSQL server binaries are installed (fault tests need them). */
export function hasPostgresBinaries(): boolean {
  try {
    postgresBinaries()
    return true
  } catch {
    return false
  }
}

/**
 * Creates and starts a PostgreSQL server in a temporary folder, never the machine's shared one:
 * fault tests stop it while the shop runs. PostgreSQL refuses to run as root, so as root the
 * folder is given to the `postgres` user and the binaries run as that user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-private-pg-'))
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  if (asRoot) await run('chown', ['postgres:', dir])
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args)
  await pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ])
  // Loopback only, no Unix socket in a shared folder, and no fsync: a throw-away test server.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories='${dir}' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const start = async () => {
    await pg('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      options,
    ])
  }
  const stop = async () => {
    await pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'])
  }
  await start()
  let running = true
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await stop()
      running = false
    },
    async start() {
      await start()
      running = true
    },
    async destroy() {
      if (running) await stop().catch(() => {})
      running = false
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
