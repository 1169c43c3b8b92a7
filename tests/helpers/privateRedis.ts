import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { freePort } from './browser.ts'

/** A Redis server of a test's own, on a free loopback port, that the test may kill and start again. */
export interface PrivateRedis {
  url: string
  port: number
  /** Kills the server (SIGKILL: no goodbye to its clients) and waits until it is gone. */
  kill(): Promise<void>
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as a hung host. */
  pause(): void
  /** Lets a paused server run again (SIGCONT). */
  resume(): void
  destroy(): Promise<void>
}

/** True when `redis-server` is installed. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0
}

function answersOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Starts `redis-server --port <free> --save ''` (never the machine's shared Redis, which fault tests must not stop). */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort()
  let server: ChildProcess | null = null
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    for (let waited = 0; !(await answersOn(port)); waited += 50) {
      if (waited > 10_000) throw new Error(`redis-server did not start on port ${port}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const kill = async () => {
    const running = server
    server = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  const signal = (name: NodeJS.Signals) => {
    const running = server as ChildProcess | null
    if (!running || running.exitCode !== null) throw new Error('redis-server is not running')
    running.kill(name)
  }
  const destroy = async () => {
    // A paused server must run again to take SIGKILL's exit promptly.
    if (server) (server as ChildProcess).kill('SIGCONT')
    await kill()
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    destroy,
  }
}
