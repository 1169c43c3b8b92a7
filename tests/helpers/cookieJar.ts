import type { LightMyRequestResponse } from 'fastify'

/** The cookies a browser would keep between injected requests: remember answers, send the header. */
export interface CookieJar {
  /** Keeps every Set-Cookie of an answer (name → value) and gives the answer back. */
  remember(response: LightMyRequestResponse): LightMyRequestResponse
  /** The `Cookie` header of the next request. */
  header(): string
  /** Keeps a cookie the browser's own script would write (the cookie choice). */
  set(name: string, value: string): void
  /** The cookies kept so far, by name. */
  cookies: ReadonlyMap<string, string>
}

/** A cookie jar for `app.inject` tests of pages and forms. */
export function cookieJar(): CookieJar {
  const cookies = new Map<string, string>()
  return {
    remember(response) {
      const header = response.headers['set-cookie']
      for (const line of Array.isArray(header) ? header : header ? [header] : []) {
        const [pair = ''] = line.split(';')
        const separator = pair.indexOf('=')
        cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1))
      }
      return response
    },
    set: (name, value) => {
      cookies.set(name, value)
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    cookies,
  }
}
