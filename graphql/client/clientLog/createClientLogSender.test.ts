import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CLIENT_LOG_BATCH_LIMITS,
  createClientLogSender,
  errorLogEntry,
  nextInterval,
  takeBatch,
  type ClientLogSenderOptions,
} from './createClientLogSender.ts'

interface Sent {
  url: string
  body: unknown
  signal: AbortSignal | undefined
}

/** A sender whose fetch answers with `answer` (or never, when it returns undefined). */
const senderWith = (
  answer: (sent: Sent) => Response | Promise<Response> | undefined,
  options: Partial<ClientLogSenderOptions> = {},
) => {
  const sent: Sent[] = []
  const sender = createClientLogSender({
    endpoint: '/en/client-log-handler',
    clientId: 'client 42',
    fetch: (input, init) => {
      const request = {
        url: String(input),
        body: JSON.parse(String(init?.body)),
        signal: init?.signal ?? undefined,
      }
      sent.push(request)
      const response = answer(request)
      if (response) return Promise.resolve(response)
      return new Promise((_resolve, reject) =>
        request.signal?.addEventListener('abort', () => reject(request.signal?.reason)),
      )
    },
    ...options,
  })
  return { sender, sent }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const entry = { context: 'cart', level: 'info' as const, data: { step: 1 } }

afterEach(() => {
  vi.useRealTimers()
})

describe('client log sender', () => {
  it('sends the queued entries in one batch with the client id', async () => {
    const { sender, sent } = senderWith(() => json({ interval: 5000 }))
    sender.log(entry)
    sender.logError('checkout', new TypeError('boom'))

    expect(await sender.flush()).toBe('sent')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe('/en/client-log-handler?client_id=client%2042')
    expect(sent[0]?.body).toEqual({
      logs: [
        entry,
        {
          context: 'checkout',
          level: 'error',
          data: { error: 'TypeError', message: 'boom', trace: expect.stringContaining('TypeError: boom') },
        },
      ],
    })
    expect(sender.pending).toBe(0)
  })

  it('puts extra fields in the body and then leaves the client_id parameter out', async () => {
    const { sender, sent } = senderWith(() => json({}), {
      extraFields: () => ({ clientId: 'client 42', page: '/en/cart' }),
    })
    sender.log(entry)

    await sender.flush()

    expect(sent[0]?.url).toBe('/en/client-log-handler')
    expect(sent[0]?.body).toEqual({ clientId: 'client 42', page: '/en/cart', logs: [entry] })
  })

  it('skips the send when nothing is queued', async () => {
    const { sender, sent } = senderWith(() => json({}))

    expect(await sender.flush()).toBe('skipped')
    expect(sent).toHaveLength(0)
  })

  it('takes the next interval from the answer, never below 1000 ms', async () => {
    const { sender } = senderWith(() => json({ interval: 200 }))
    sender.log(entry)
    await sender.flush()
    expect(sender.intervalMs).toBe(1000)

    expect(nextInterval({ interval: 12_000 }, 30_000, 1000)).toBe(12_000)
    expect(nextInterval({ interval: 'soon' }, 30_000, 1000)).toBe(30_000)
    expect(nextInterval(undefined, 30_000, 1000)).toBe(30_000)
  })

  it('starts at 30000 ms and goes back to it after a failed send, keeping the entries', async () => {
    const answers = [json({ interval: 5000 }), new Response('down', { status: 502 })]
    const { sender } = senderWith(() => answers.shift())
    expect(sender.intervalMs).toBe(30_000)
    sender.log(entry)
    await sender.flush()
    expect(sender.intervalMs).toBe(5000)

    sender.log(entry)
    expect(await sender.flush()).toBe('failed')

    expect(sender.intervalMs).toBe(30_000)
    expect(sender.pending).toBe(1)
  })

  it('drops a batch the handler refuses (4xx), as it would be refused again', async () => {
    const { sender } = senderWith(() => json({ error: 'too big' }, 400))
    sender.log(entry)

    expect(await sender.flush()).toBe('failed')
    expect(sender.pending).toBe(0)
  })

  it('gives up a send after 10 s and counts it as failed', async () => {
    vi.useFakeTimers()
    const { sender, sent } = senderWith(() => undefined)
    sender.log(entry)

    const outcome = sender.flush()
    await vi.advanceTimersByTimeAsync(9_999)
    expect(sent[0]?.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)

    expect(await outcome).toBe('failed')
    expect(sent[0]?.signal?.aborted).toBe(true)
    expect(sender.pending).toBe(1)
  })

  it('sends periodically at the interval the handler asks for until stopped', async () => {
    vi.useFakeTimers()
    const { sender, sent } = senderWith(() => json({ interval: 2000 }))
    sender.log(entry)
    sender.start()

    await vi.advanceTimersByTimeAsync(30_000)
    expect(sent).toHaveLength(1)
    sender.log(entry)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sent).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sent).toHaveLength(2)

    sender.stop()
    sender.log(entry)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(2)
  })

  it('sends at most 100 logs per request and keeps the rest for the next send', async () => {
    const { sender, sent } = senderWith(() => json({}), { maxQueueLength: 500 })
    for (let step = 0; step < 150; step += 1) sender.log({ ...entry, data: { step } })

    await sender.flush()

    expect((sent[0]?.body as { logs: unknown[] }).logs).toHaveLength(100)
    expect(sender.pending).toBe(50)
  })

  it('hands every waiting entry to a beacon before the page goes, batch by batch, keeping refused batches', () => {
    const { sender, sent } = senderWith(() => json({}), { maxQueueLength: 500 })
    for (let step = 0; step < 150; step += 1) sender.log({ ...entry, data: { step } })
    const beaconed: number[] = []

    const handed = sender.sendBeforeExit((logs) => {
      beaconed.push(logs.length)
      return beaconed.length === 1
    })

    expect(beaconed).toEqual([100, 50])
    expect(handed).toBe(100)
    expect(sender.pending).toBe(50)
    expect(sent).toHaveLength(0)
  })

  it('keeps a batch under the size limit of one request', () => {
    const big = { ...entry, data: { text: 'x'.repeat(7_000) } }
    const [batch, rest] = takeBatch(Array.from({ length: 20 }, () => big))

    expect(JSON.stringify({ logs: batch }).length).toBeLessThanOrEqual(CLIENT_LOG_BATCH_LIMITS.bodyBytes)
    expect(batch.length + rest.length).toBe(20)
    expect(batch.length).toBeGreaterThan(0)
  })

  it('drops an entry too large for the handler instead of spoiling its batch', () => {
    const { sender } = senderWith(() => json({}))
    sender.log({ ...entry, data: { text: 'x'.repeat(10_000) } })
    sender.logError('huge', new Error('y'.repeat(50_000)))

    expect(sender.pending).toBe(1)
  })

  it('drops the oldest entries past the queue limit', () => {
    const { sender } = senderWith(() => json({}), { maxQueueLength: 2 })
    for (let step = 0; step < 5; step += 1) sender.log({ ...entry, data: { step } })
    expect(sender.pending).toBe(2)
  })

  it('posts JSON to a real handler', async () => {
    const app = Fastify()
    const received: { query: unknown; body: unknown; type: string | undefined }[] = []
    app.post('/en/client-log-handler', async (request) => {
      received.push({ query: request.query, body: request.body, type: request.headers['content-type'] })
      return { interval: 45_000 }
    })
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const sender = createClientLogSender({ endpoint: `${base}/en/client-log-handler`, clientId: 'abc' })
      sender.log(errorLogEntry('graphql', 'plain message'))

      expect(await sender.flush()).toBe('sent')
      expect(sender.intervalMs).toBe(45_000)
      expect(received).toEqual([
        {
          query: { client_id: 'abc' },
          type: 'application/json',
          body: {
            logs: [
              {
                context: 'graphql',
                level: 'error',
                data: { error: 'Error', message: 'plain message', trace: expect.any(String) },
              },
            ],
          },
        },
      ])
    } finally {
      await app.close()
    }
  })
})
