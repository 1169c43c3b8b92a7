import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test queries differ in shape
type TestData = Record<string, any>

/** A shopper talking to the shop API with a cookie jar of one cookie (the session), like a browser tab. */
export interface GraphqlAgent {
  query(
    query: string,
    variables?: Record<string, unknown>,
    options?: { store?: string; clientIp?: string },
  ): Promise<{
    status: number
    data?: TestData
    errors?: { message: string }[]
    headers: LightMyRequestResponse['headers']
  }>
  raw(
    query: string,
    variables?: Record<string, unknown>,
    options?: { store?: string; clientIp?: string },
  ): Promise<LightMyRequestResponse>
  /** The session cookie's value, or undefined before the first session. */
  sessionCookie(): string | undefined
  /** The last Set-Cookie header the API sent. */
  lastSetCookie(): string | undefined
}

/** Creates a shopper with an empty cookie jar, or one holding `sessionCookie` (a copied or replayed cookie). */
export function createGraphqlAgent(
  app: FastifyInstance,
  defaults: { clientIp?: string; sessionCookie?: string } = {},
): GraphqlAgent {
  let session: string | undefined = defaults.sessionCookie
  let lastSetCookie: string | undefined
  async function raw(
    query: string,
    variables: Record<string, unknown> = {},
    options: { store?: string; clientIp?: string } = {},
  ) {
    const response = await app.inject({
      method: 'POST',
      url: `${options.store ?? '/en'}/graphql`,
      remoteAddress: options.clientIp ?? defaults.clientIp ?? '127.0.0.1',
      headers: {
        'content-type': 'application/json',
        ...(session ? { cookie: `shop_session=${session}` } : {}),
      },
      payload: { query, variables },
    })
    const setCookie = response.headers['set-cookie']
    const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
    for (const cookie of cookies) {
      lastSetCookie = cookie
      const match = /^shop_session=([^;]*)/.exec(cookie)
      if (match) session = match[1] || undefined
    }
    return response
  }
  return {
    raw,
    async query(query, variables, options) {
      const response = await raw(query, variables, options)
      const body = response.json() as { data?: TestData; errors?: { message: string }[] }
      return { status: response.statusCode, ...body, headers: response.headers }
    },
    sessionCookie: () => session,
    lastSetCookie: () => lastSetCookie,
  }
}

/** Registers a customer (Léa Martin unless told otherwise) through `createCustomer`; returns the mutation's result. */
export async function registerCustomer(
  agent: GraphqlAgent,
  input: { email: string; password?: string; firstname?: string },
  store = '/en',
) {
  const response = await agent.query(
    'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success errorCode errorField customer { id } } }',
    {
      input: {
        firstname: input.firstname ?? 'Léa',
        lastname: 'Martin',
        email: input.email,
        password: input.password ?? 'correct horse battery',
        acceptsTerms: true,
      },
    },
    { store },
  )
  return response.data?.createCustomer as {
    success: boolean
    errorCode: string | null
    errorField: string | null
    customer: { id: string } | null
  }
}
