// The peer apps of `npm run bench:peers`: each installed into its own folder from its committed
// package.json and package-lock.json (never into the shop's dependencies), given the shared
// component and the fixture, built and started in its documented production mode.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from '../../tests/helpers/browser.ts'

const peersDir = import.meta.dirname

/** A peer: its folder, where the shared files go, how it starts, the page's path. */
export interface PeerApp {
  /** Its name in the table. */
  name: string
  /** Folder under bench/peers/. */
  folder: string
  /** Folder (relative to the peer) the shared component and the fixture are copied into. */
  sharedDir: string
  /** The category page's path on the peer. */
  pagePath: string
  /** Node arguments (relative to the peer's folder) that start its production server on `port`. */
  start(port: number): string[]
}

/** Next.js 16 App Router (server components and 'use client' are two pages of one app), React Router 7 framework mode, TanStack Start. */
export const PEER_APPS: PeerApp[] = [
  {
    name: 'Next.js 16 (server components)',
    folder: 'next',
    sharedDir: 'app/shared',
    pagePath: '/rsc',
    start: (port) => [
      'node_modules/next/dist/bin/next',
      'start',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
    ],
  },
  {
    name: "Next.js 16 ('use client')",
    folder: 'next',
    sharedDir: 'app/shared',
    pagePath: '/client',
    start: (port) => [
      'node_modules/next/dist/bin/next',
      'start',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
    ],
  },
  {
    name: 'React Router 7 (framework mode)',
    folder: 'react-router',
    sharedDir: 'app/shared',
    pagePath: '/category',
    start: () => ['node_modules/@react-router/serve/bin.js', 'build/server/index.js'],
  },
  {
    name: 'TanStack Start',
    folder: 'tanstack-start',
    sharedDir: 'src/shared',
    pagePath: '/category',
    start: (port) => [
      'node_modules/srvx/bin/srvx.mjs',
      '--prod',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '-s',
      '../client',
      'dist/server/server.js',
    ],
  },
]

/** Environment of every peer command: production, no telemetry. */
function peerEnv(port?: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...(port ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
  }
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, env: peerEnv(), stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status})`)
}

/**
 * Installs a peer folder's dependencies at its lock file's versions when they are missing or
 * older than it (`npm install`, not `npm ci`: Vite 8 names an optional Windows package the
 * registry does not have, which `npm install` skips and `npm ci` refuses), copies the shared
 * component and the fixture in, and builds it.
 */
export function preparePeer(folder: string, sharedDir: string, fixtureFile: string): void {
  const cwd = path.join(peersDir, folder)
  const installed = path.join(cwd, 'node_modules', '.package-lock.json')
  const lock = path.join(cwd, 'package-lock.json')
  if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs) {
    console.log(`installing ${folder} (npm install)`)
    // --include=dev: the build tools are devDependencies, which NODE_ENV=production would leave out.
    run('npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], cwd)
  }
  const target = path.join(cwd, sharedDir)
  fs.mkdirSync(target, { recursive: true })
  fs.copyFileSync(path.join(peersDir, 'shared', 'CategoryPage.tsx'), path.join(target, 'CategoryPage.tsx'))
  fs.copyFileSync(fixtureFile, path.join(target, 'category.json'))
  console.log(`building ${folder}`)
  run('npm', ['run', 'build', '--silent'], cwd)
}

/** A started peer server. */
export interface RunningPeer {
  origin: string
  process: ChildProcess
}

/** Starts a built peer's production server and waits until its page answers 200. */
export async function startPeer(peer: PeerApp): Promise<RunningPeer> {
  const port = await freePort()
  const child = spawn(process.execPath, peer.start(port), {
    cwd: path.join(peersDir, peer.folder),
    env: peerEnv(port),
    // React Router's server logs each request (morgan): its output is dropped, not its work.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  child.once('exit', (code, signal) => console.error(`${peer.name} exited (${signal ?? code})`))
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${peer.name} exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}${peer.pagePath}`)
      if (response.ok) return { origin, process: child }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGTERM')
  throw new Error(`${peer.name} did not answer ${peer.pagePath}`)
}
