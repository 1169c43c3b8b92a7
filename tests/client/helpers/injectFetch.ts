import type { FastifyInstance } from 'fastify'

type Injector = Pick<FastifyInstance, 'inject'>

// Statuses whose responses must not carry a body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

const toHeaders = (raw: Record<string, string | number | string[] | undefined>): Headers => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item))
    else if (value !== undefined) headers.set(name, String(value))
  }
  return headers
}

/**
 * A `fetch` that answers through `app.inject`, so a test's client reaches the shop API of a
 * Fastify instance without a port (the server render calls the API in process instead).
 * URLs must be absolute: their host is passed on, so store matching by host keeps working.
 */
export const createInjectFetch =
  (app: Injector): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer())
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      payload: body,
      signal: request.signal,
    })
    return new Response(
      NULL_BODY_STATUSES.has(response.statusCode) ? null : new Uint8Array(response.rawPayload),
      {
        status: response.statusCode,
        statusText: response.statusMessage,
        headers: toHeaders(response.headers),
      },
    )
  }
