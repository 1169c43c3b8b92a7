import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createVarnishPurger } from './varnishPurger.ts'

const received: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders }[] = []
const varnish = createServer((request, response) => {
  received.push({ method: request.method, url: request.url, headers: request.headers })
  response.writeHead(request.headers['xkey-purge'] === 'refuse' ? 403 : 200).end()
})
let varnishUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve))
  varnishUrl = `http://127.0.0.1:${(varnish.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => varnish.close(() => resolve())))

describe('createVarnishPurger', () => {
  it('sends one PURGE with the tags in xkey-purge to every Varnish', async () => {
    received.length = 0
    await createVarnishPurger([varnishUrl, `${varnishUrl}/second`])([
      'product:SL-1',
      'category:12',
      'product:SL-1',
    ])
    expect(received.map(({ method, url, headers }) => [method, url, headers['xkey-purge']])).toEqual(
      expect.arrayContaining([
        ['PURGE', '/', 'product:SL-1 category:12'],
        ['PURGE', '/second', 'product:SL-1 category:12'],
      ]),
    )
  })

  it('logs a refusal and an unreachable Varnish instead of throwing', async () => {
    const logger = { error: vi.fn() }
    await expect(
      createVarnishPurger([varnishUrl, 'http://127.0.0.1:9'], logger)(['refuse']),
    ).resolves.toBeUndefined()
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ url: varnishUrl, status: 403 }),
      'Varnish refused the purge',
    )
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'http://127.0.0.1:9' }),
      'Varnish purge failed',
    )
  })

  it('sends nothing without tags, and drops tags xkey would split', async () => {
    received.length = 0
    await createVarnishPurger([varnishUrl])(['', 'two words', 'a,b'])
    expect(received).toEqual([])
  })
})
