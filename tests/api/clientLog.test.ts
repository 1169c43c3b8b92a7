import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { API_APP_START_TIMEOUT_MS, buildApiApp } from './helpers/buildApiApp.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

function send(
  payload: unknown,
  { url = '/fr/client-log-handler?client_id=abc-123', contentType = 'application/json' } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
}

describe('client log handler', () => {
  it('accepts a batch of logs with extra fields and answers the next interval', async () => {
    const response = await send({
      logs: [
        { context: 'checkout', level: 'error', data: { message: 'boom', trace: 'at x' } },
        { context: 'nav', level: 'info', data: null },
      ],
      release: '1.2.3',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ interval: 30000 })
  })

  it('refuses malformed shapes with 400', async () => {
    const bad = [
      {},
      { logs: 'nope' },
      { logs: [{ context: 1, level: 'info', data: null }] },
      { logs: [{ context: 'x', level: 'shout', data: null }] },
      { logs: Array.from({ length: 101 }, () => ({ context: 'x', level: 'info', data: null })) },
      { logs: [{ context: 'x', level: 'info', data: 'y'.repeat(9000) }] },
    ]
    for (const payload of bad)
      expect((await send(payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
    expect((await send('{"logs": [')).statusCode).toBe(400)
    expect((await send({ logs: [] }, { contentType: 'text/plain' })).statusCode).toBe(400)
    expect(
      (await send({ logs: [] }, { url: '/fr/client-log-handler?client_id=%3Cscript%3E' })).statusCode,
    ).toBe(400)
  })

  it('refuses levels that are not its own, such as inherited object keys, with 400', async () => {
    for (const level of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect((await send({ logs: [{ context: 'x', level, data: null }] })).statusCode, level).toBe(400)
    }
  })

  it('refuses bodies over 64 KB with 413', async () => {
    const logs = Array.from({ length: 20 }, () => ({ context: 'x', level: 'info', data: 'y'.repeat(4000) }))
    expect((await send({ logs })).statusCode).toBe(413)
  })

  it(
    'keeps the interval at 1000 ms or more',
    async () => {
      const fast = await buildApiApp({ clientLogIntervalMs: 10 })
      const response = await fast.inject({
        method: 'POST',
        url: '/en/client-log-handler',
        headers: { 'content-type': 'application/json' },
        payload: { logs: [] },
      })
      expect(response.json()).toEqual({ interval: 1000 })
      await fast.close()
    },
    API_APP_START_TIMEOUT_MS,
  )
})

/** Collects the log lines an app writes. */
function logCollector() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  const clientLines = () => lines.filter((line) => line.includes('"clientLog":true'))
  return {
    stream,
    clientLines,
    clientBytes: () => clientLines().reduce((sum, line) => sum + Buffer.byteLength(line), 0),
  }
}

describe('client log volume', () => {
  const fullRequest = (marker: string) => ({
    logs: Array.from({ length: 100 }, (_, index) => ({
      context: `ctx-${index}`,
      level: 'info',
      data: 'd'.repeat(300),
    })),
    ...Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`extra${index}`, `${marker}${'e'.repeat(1200)}`]),
    ),
  })

  it(
    'writes the extra fields once per request and bounds the bytes one request writes',
    async () => {
      const log = logCollector()
      const volumeApp = await buildApiApp({ logStream: log.stream })
      const payload = fullRequest('once-')
      expect(JSON.stringify(payload).length).toBeGreaterThan(50_000)
      const response = await volumeApp.inject({
        method: 'POST',
        url: '/en/client-log-handler',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      await volumeApp.close()
      expect(response.statusCode).toBe(200)
      expect(log.clientLines().filter((line) => line.includes('once-eee')).length).toBe(1)
      expect(log.clientBytes()).toBeLessThan(80_000)
    },
    API_APP_START_TIMEOUT_MS,
  )

  it(
    'bounds the bytes and requests one client may send per minute',
    async () => {
      const log = logCollector()
      const volumeApp = await buildApiApp({ logStream: log.stream })
      const statuses: number[] = []
      let refusal: { statusCode: number; json(): unknown } | undefined
      for (let i = 0; i < 80; i++) {
        const response = await volumeApp.inject({
          method: 'POST',
          url: '/en/client-log-handler',
          remoteAddress: '203.0.113.7',
          headers: { 'content-type': 'application/json' },
          payload: fullRequest(`r${i}-`),
        })
        statuses.push(response.statusCode)
        if (response.statusCode === 429) refusal ??= response
      }
      expect(refusal?.json()).toMatchObject({ errors: [{ extensions: { code: 'TOO_MANY_REQUESTS' } }] })
      const otherClient = await volumeApp.inject({
        method: 'POST',
        url: '/en/client-log-handler',
        remoteAddress: '203.0.113.8',
        headers: { 'content-type': 'application/json' },
        payload: { logs: [{ context: 'other-client', level: 'warn', data: null }] },
      })
      await volumeApp.close()
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
      expect(statuses).toContain(429)
      expect(otherClient.statusCode).toBe(200)
      expect(log.clientLines().some((line) => line.includes('other-client'))).toBe(true)
      expect(log.clientBytes()).toBeLessThan(400_000)
    },
    API_APP_START_TIMEOUT_MS,
  )
})
