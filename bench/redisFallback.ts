import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Redis } from 'ioredis'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../server/app.ts'
import { startPrivateRedis } from '../tests/helpers/privateRedis.ts'

/**
 * How long a kept catalogue page takes while the page cache's Redis answers, is stopped, is
 * paused (SIGSTOP) and is busy (DEBUG SLEEP): the goal is an answer within 50 ms of a dead
 * Redis (docs/operations.md). A private redis-server on a free port; PGlite; `npx tsx bench/redisFallback.ts`.
 */
const SAMPLES = 20
const PAGES = ['/en/', '/en/search/x', '/fr/category/3']

async function timings(app: FastifyInstance): Promise<{ medianMs: number; p95Ms: number; maxMs: number }> {
  const times: number[] = []
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    for (const url of PAGES) {
      const started = performance.now()
      const response = await app.inject({ url, headers: { accept: 'text/html' } })
      times.push(performance.now() - started)
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
    }
  }
  times.sort((a, b) => a - b)
  const at = (fraction: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * fraction))]! * 10) / 10
  return { medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) }
}

process.env.NODE_ENV ??= 'production'
const redis = await startPrivateRedis()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-redis-'))
const app = await buildServer({ config: { mode: 'production', dataDir, redisUrl: redis.url }, logger: false })
await app.ready()
try {
  await timings(app)
  console.log('Redis answering', await timings(app))
  redis.pause()
  // The first request after the pause pays one command timeout; the rest use the in-process cache.
  console.log('Redis paused (SIGSTOP)', await timings(app))
  redis.resume()
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const sleeper = new Redis(redis.url)
  sleeper.on('error', () => {})
  const sleeping = sleeper.call('DEBUG', 'SLEEP', '5').catch(() => {})
  await new Promise((resolve) => setTimeout(resolve, 50))
  console.log('Redis busy (DEBUG SLEEP 5)', await timings(app))
  await sleeping
  sleeper.disconnect()
  await redis.kill()
  console.log('Redis stopped', await timings(app))
} finally {
  await app.close()
  await redis.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
