import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

function send(payload: unknown, { url = '/fr/client-log-handler?client_id=abc-123', contentType = 'application/json' } = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) })
}

describe('client log handler', () => {
  it('accepts a batch of logs with extra fields and answers the next interval', async () => {
    const response = await send({ logs: [{ context: 'checkout', level: 'error', data: { message: 'boom', trace: 'at x' } }, { context: 'nav', level: 'info', data: null }], release: '1.2.3' })
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
    for (const payload of bad) expect((await send(payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
    expect((await send('{"logs": [')).statusCode).toBe(400)
    expect((await send({ logs: [] }, { contentType: 'text/plain' })).statusCode).toBe(400)
    expect((await send({ logs: [] }, { url: '/fr/client-log-handler?client_id=%3Cscript%3E' })).statusCode).toBe(400)
  })

  it('refuses bodies over 64 KB with 413', async () => {
    const logs = Array.from({ length: 20 }, () => ({ context: 'x', level: 'info', data: 'y'.repeat(4000) }))
    expect((await send({ logs })).statusCode).toBe(413)
  })

  it('keeps the interval at 1000 ms or more', async () => {
    const fast = await buildApiApp({ clientLogIntervalMs: 10 })
    const response = await fast.inject({ method: 'POST', url: '/en/client-log-handler', headers: { 'content-type': 'application/json' }, payload: { logs: [] } })
    expect(response.json()).toEqual({ interval: 1000 })
    await fast.close()
  })
})
